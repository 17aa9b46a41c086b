// Cuts text to a budget counted in bytes of UTF-8, the unit GitHub's size limits are safe in.

const encoder = new TextEncoder();

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** The longest prefix of `text` within `maxBytes`, never splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  // Fast path: every UTF-16 unit is at most 3 bytes, so short strings need no encoding.
  if (text.length * 3 <= maxBytes) return text;
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Step back over continuation bytes (10xxxxxx) to the start of a character.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return new TextDecoder().decode(bytes.subarray(0, end));
}

/** The end of `text` within `maxBytes` (tool output matters most at its end), whole characters. */
export function tailUtf8(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return text;
  let start = bytes.length - maxBytes;
  while (start < bytes.length && ((bytes[start] ?? 0) & 0xc0) === 0x80) start += 1;
  return new TextDecoder().decode(bytes.subarray(start));
}

/** `text` within `maxBytes`; when cut, ends with `note` (which counts against the budget). */
export function truncateWithNote(text: string, maxBytes: number, note: string): string {
  if (utf8Length(text) <= maxBytes) return text;
  return truncateUtf8(text, maxBytes - utf8Length(note)) + note;
}
