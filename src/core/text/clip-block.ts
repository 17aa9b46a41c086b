// Bounds a failure's verbatim text for the report: the assertion is near the top, so the start is kept.
import { truncateUtf8 } from './truncate-utf8.js';

export const MAX_DETAIL_LINES = 40;
export const MAX_DETAIL_BYTES = 4096;

/** Drops leading and trailing blank lines, then keeps at most 40 lines and 4 KiB (UTF-8) from the start. */
export function clip(text: string): string {
  const lines = trimBlankLines(text.split('\n')).slice(0, MAX_DETAIL_LINES);
  return truncateUtf8(lines.join('\n'), MAX_DETAIL_BYTES).replace(/\s+$/, '');
}

export function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? '').trim() === '') start++;
  while (end > start && (lines[end - 1] ?? '').trim() === '') end--;
  return lines.slice(start, end).map((line) => line.replace(/\s+$/, ''));
}
