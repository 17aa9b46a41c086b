// Table cells, tables that fit a byte budget, and the numbers and sizes the summary prints.
import type { CheckResult } from '../model/check.js';
import type { Report } from '../model/report.js';
import { clipChars } from '../text/clip.js';
import { utf8Length } from '../text/truncate-utf8.js';
import { codeSpan, escapeInline } from './markdown-escape.js';

// One cell never takes more than this, so a single absurd path cannot starve the table.
export const CELL_CHARS = 400;

export function cell(text: string): string {
  return escapeInline(clipChars(text, CELL_CHARS));
}

export function codeCell(text: string): string {
  return codeSpan(clipChars(text, CELL_CHARS));
}

/** Header and as many rows as fit in `budget` bytes, with a line saying how many were left out. */
export function fitTable(header: string[], rows: string[][], budget: number): string {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  let used = utf8Length(lines.join('\n')) + 80;
  let shown = 0;
  for (const row of rows) {
    const line = `| ${row.join(' | ')} |`;
    used += utf8Length(line) + 1;
    if (used > budget) break;
    lines.push(line);
    shown += 1;
  }
  if (shown < rows.length) lines.push('', `_… ${rows.length - shown} more rows not shown._`);
  return lines.join('\n');
}

// Thousands grouped as en-US does it, without `toLocaleString`: its first call loads ICU's locale
// data, 20 ms of every run's start for a comma.
const GROUPS = /\B(?=(\d{3})+$)/g;

export function number(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(GROUPS, ',');
  return n < 0 ? `-${digits}` : digits;
}

export function plural(count: number, one: string, many: string): string {
  return `${number(count)} ${count === 1 ? one : many}`;
}

/** A size as people read it: `812 bytes`, `20.0 kB`, `3.1 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function failedChecks(report: Report): CheckResult[] {
  return report.checks.filter((check) => check.skipped === null && !check.ok);
}
