// Bounds a failure's verbatim text for the report: the assertion is near the top, so the start is kept.

export const MAX_DETAIL_LINES = 40;
export const MAX_DETAIL_BYTES = 4096;

/** Drops leading and trailing blank lines, then keeps at most 40 lines and 4 KiB (UTF-8) from the start. */
export function clip(text: string): string {
  const lines = trimBlankLines(text.split('\n')).slice(0, MAX_DETAIL_LINES);
  return clipBytes(lines.join('\n'), MAX_DETAIL_BYTES).replace(/\s+$/, '');
}

export function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? '').trim() === '') start++;
  while (end > start && (lines[end - 1] ?? '').trim() === '') end--;
  return lines.slice(start, end).map((line) => line.replace(/\s+$/, ''));
}

// Cuts on a code point boundary so no half character is left at the end.
function clipBytes(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Size(char.codePointAt(0) ?? 0);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

function utf8Size(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}
