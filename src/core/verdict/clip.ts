// Bounds for text that ends up in the report: ANSI stripped, at most N lines and N UTF-8 bytes,
// cut on code points so a clip never leaves half a character.
import { tailUtf8, truncateUtf8 } from '../render/truncate-utf8.js';
import { stripAnsi } from '../results/strip-ansi.js';

export { stripAnsi };

/** Line and byte bounds of `failure_detail` (docs/verdict.md#failure_detail). */
export const DETAIL_MAX_LINES = 40;
export const DETAIL_MAX_BYTES = 4096;

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
  return truncateUtf8(lines.join('\n'), maxBytes).trimEnd();
}

/** The end of a log: where a process that printed nothing parseable said why it stopped. */
export function clipTail(
  text: string,
  maxLines = DETAIL_MAX_LINES,
  maxBytes = DETAIL_MAX_BYTES,
): string {
  const lines = normalize(text).trimEnd().split('\n');
  return tailUtf8(lines.slice(-maxLines).join('\n'), maxBytes);
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
