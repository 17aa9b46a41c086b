// The failures of the summary: the failed tests by file, the type and lint errors, and the first
// failure verbatim, each within its rows or bytes.
import type { BaselineNote } from '../model/report.js';
import type { Diagnostic, TestFailure } from '../model/results.js';
import { scrubPaths } from '../text/scrub-paths.js';
import { truncateUtf8, utf8Length } from '../text/truncate-utf8.js';
import { assertionCore } from '../verdict/assertion-core.js';
import { fencedBlock } from './markdown-escape.js';
import { cell, codeCell, fitTable, formatBytes, number, plural } from './summary-cells.js';

export function failureWhere(failure: TestFailure): string {
  if (failure.file === null) return '';
  return codeCell(failure.line === null ? failure.file : `${failure.file}:${failure.line}`);
}

/** Up to this many failed tests are shown open; more are collapsed behind their count. */
export const OPEN_FAILED_TESTS = 10;
/** Up to this many type and lint errors are shown open; more are collapsed behind their count. */
export const OPEN_DIAGNOSTICS = 5;

/** Where a reader finds everything a shortened table left out (a page they can open). */
export interface Elsewhere {
  /** e.g. `[the run log](…)`, or `the run log` when its address is not known. */
  place: string;
}

/** `new`, or `failed at base too`, for a failed test of a `--baseline` run; null without one. */
function atBase(baseline: BaselineNote | null | undefined, name: string): string | null {
  if (baseline === null || baseline === undefined) return null;
  return baseline.pre_existing.includes(name) ? 'failed at base too' : 'new';
}

/** With `--baseline`: `2 new, 1 failed at base too`; null without one. */
function baselineSplit(baseline: BaselineNote | null | undefined): string | null {
  if (baseline === null || baseline === undefined) return null;
  return `${number(baseline.new_failures.length)} new, ${number(baseline.pre_existing.length)} failed at base too`;
}

/**
 * The failed tests, grouped by file: a table in the open when there are few, collapsed behind
 * their count when there are many (the first failure is shown verbatim below either way).
 */
export function failedTestsSection(
  failures: readonly TestFailure[],
  rows: number,
  elsewhere: Elsewhere,
  baseline?: BaselineNote | null,
): string | null {
  if (failures.length === 0) return null;
  const split = baselineSplit(baseline);
  const title = `${plural(failures.length, 'failed test', 'failed tests')}${split === null ? '' : ` (${split})`}`;
  if (rows === 0) {
    return `<details><summary>${title}</summary>\n\n_Not listed here to fit GitHub’s size limit; ${elsewhere.place} has every failure._\n\n</details>`;
  }
  const sorted = [...failures].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? ''));
  const withBase = baseline !== null && baseline !== undefined;
  const shown = sorted.slice(0, rows).map((failure) => {
    const core = assertionCore(failure.message, failure.detail).split('\n', 1)[0] ?? '';
    const row = [codeCell(failure.name), failureWhere(failure), cell(scrubPaths(core))];
    if (withBase) row.push(atBase(baseline, failure.name) ?? '');
    return row;
  });
  const header = withBase ? ['test', 'where', 'message', 'at base'] : ['test', 'where', 'message'];
  let table = fitTable(header, shown, Number.POSITIVE_INFINITY);
  if (failures.length > rows) {
    table += `\n\n_… and ${number(failures.length - rows)} more; ${elsewhere.place} has every failure._`;
  }
  if (failures.length <= OPEN_FAILED_TESTS) {
    const heading = `### Failed tests (${number(failures.length)})${split === null ? '' : `: ${split}`}`;
    return `${heading}\n\n${table}`;
  }
  return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}

export function diagnosticWhere(diagnostic: Diagnostic): string {
  if (diagnostic.file === null) return '';
  const line = diagnostic.line === null ? '' : `:${diagnostic.line}`;
  return codeCell(`${scrubPaths(diagnostic.file)}${line}`);
}

/**
 * Type and lint errors, counted per tool: a handful in the open, more collapsed behind their
 * count. On a fork's pull request the job summary is the only place a reviewer sees them
 * (annotations need a check run).
 */
export function diagnosticsSection(
  diagnostics: readonly Diagnostic[],
  rows: number,
  elsewhere: Elsewhere,
): string | null {
  if (diagnostics.length === 0) return null;
  const counts = new Map<string, number>();
  for (const diagnostic of diagnostics) {
    counts.set(diagnostic.tool, (counts.get(diagnostic.tool) ?? 0) + 1);
  }
  const perTool = [...counts].map(([tool, n]) => `${codeCell(tool)} ${number(n)}`).join(' · ');
  const title = `### Type and lint errors (${number(diagnostics.length)}): ${perTool}`;
  if (rows === 0) {
    return `${title}\n\n_Not listed here to fit GitHub’s size limit; ${elsewhere.place} has the check output._`;
  }
  const shown = diagnostics
    .slice(0, rows)
    .map((diagnostic) => [
      codeCell(diagnostic.tool),
      diagnosticWhere(diagnostic),
      cell(scrubPaths(diagnostic.message.split('\n', 1)[0] ?? '')),
    ]);
  let table = fitTable(['tool', 'where', 'message'], shown, Number.POSITIVE_INFINITY);
  if (diagnostics.length > rows) {
    table += `\n\n_… and ${number(diagnostics.length - rows)} more; ${elsewhere.place} has the check output._`;
  }
  if (diagnostics.length <= OPEN_DIAGNOSTICS) return `${title}\n\n${table}`;
  const summary = `Show the ${plural(diagnostics.length, 'error', 'errors')}`;
  return `${title}\n\n<details><summary>${summary}</summary>\n\n${table}\n\n</details>`;
}

export function failureSection(detail: string, budget: number): string {
  const title = '### First failure, verbatim';
  const room = budget - utf8Length(title) - 120;
  if (utf8Length(detail) + 40 <= room) return `${title}\n\n${fencedBlock(detail)}`;
  const cut = truncateUtf8(detail, Math.max(0, room - 200));
  const note = `_… cut: the first ${number(utf8Length(cut))} bytes of ${formatBytes(utf8Length(detail))} shown._`;
  return `${title}\n\n${fencedBlock(cut)}\n\n${note}`;
}
