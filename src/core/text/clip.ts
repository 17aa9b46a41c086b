// Bounds for text that ends up in the report: at most N lines and N UTF-8 bytes (one set of limits,
// SPEC §1 rule 4), cut on code points so a clip never leaves half a character.

import { stripAnsi } from './strip-ansi.js';
import { tailUtf8, truncateUtf8 } from './truncate-utf8.js';

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

/**
 * At most `max` code points, the last one `…` when cut: the one clipper for a name, a cell or a
 * title with a character limit (a surrogate pair is never split, and every limit means the same).
 */
export function clipChars(text: string, max: number): string {
  // Code points never outnumber UTF-16 units: a string this short needs no counting.
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return max <= 0 ? '' : `${chars.slice(0, max - 1).join('')}…`;
}

/** One line, whitespace runs collapsed, at most `max` code points (the last one `…` when cut). */
export function flattenToLine(text: string, max: number): string {
  const flat = stripAnsi(text).replace(/\s+/g, ' ').trim();
  const clipped = clipChars(flat, max);
  return clipped === flat ? flat : `${clipped.slice(0, -1).trimEnd()}…`;
}

/**
 * A parsed failure's block, kept from the start (the assertion is near the top): leading and
 * trailing blank lines dropped, trailing spaces of each line too, then the detail limits. Unlike
 * `clipHead` it expects text a parser already cut into lines (no ANSI, no CRs to normalize).
 */
export function clipBlock(text: string): string {
  const lines = trimBlankLines(text.split('\n')).slice(0, DETAIL_MAX_LINES);
  return truncateUtf8(lines.join('\n'), DETAIL_MAX_BYTES).replace(/\s+$/, '');
}

export function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? '').trim() === '') start++;
  while (end > start && (lines[end - 1] ?? '').trim() === '') end--;
  return lines.slice(start, end).map((line) => line.replace(/\s+$/, ''));
}
