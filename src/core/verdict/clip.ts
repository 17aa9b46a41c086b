// Bounds for text that ends up in the report: ANSI stripped, at most N lines and N UTF-8 bytes,
// cut on code points so a clip never leaves half a character.

/** Line and byte bounds of `failure_detail` (SPEC §1 rule 4). */
export const DETAIL_MAX_LINES = 40;
export const DETAIL_MAX_BYTES = 4096;

// CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks) and two-byte escapes.
const ANSI =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the escape character is the point
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** The longest prefix of `text` (whole code points) that fits in `maxBytes` of UTF-8. */
function prefixWithinBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Length(char.codePointAt(0)!);
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** The longest suffix of `text` (whole code points) that fits in `maxBytes` of UTF-8. */
function suffixWithinBytes(text: string, maxBytes: number): string {
  const chars = Array.from(text);
  let bytes = 0;
  let start = chars.length;
  while (start > 0) {
    const next = bytes + utf8Length(chars[start - 1]!.codePointAt(0)!);
    if (next > maxBytes) break;
    bytes = next;
    start -= 1;
  }
  return chars.slice(start).join('');
}

function normalize(text: string): string {
  return stripAnsi(text).replace(/\r\n/g, '\n');
}

/** The beginning of a verbatim block: where an assertion or error starts, read top-down. */
export function clipHead(
  text: string,
  maxLines = DETAIL_MAX_LINES,
  maxBytes = DETAIL_MAX_BYTES,
): string {
  const lines = normalize(text).split('\n').slice(0, maxLines);
  return prefixWithinBytes(lines.join('\n'), maxBytes).trimEnd();
}

/** The end of a log: where a process that printed nothing parseable said why it stopped. */
export function clipTail(
  text: string,
  maxLines = DETAIL_MAX_LINES,
  maxBytes = DETAIL_MAX_BYTES,
): string {
  const lines = normalize(text).trimEnd().split('\n');
  return suffixWithinBytes(lines.slice(-maxLines).join('\n'), maxBytes);
}

/** One line, whitespace runs collapsed, at most `max` code points (the last one `…` when cut). */
export function oneLine(text: string, max: number): string {
  const flat = stripAnsi(text).replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
