// The failures of the summary: the failed tests by file, the type and lint errors, and the first
// failure verbatim, each within its rows or bytes.
import type { Diagnostic, TestFailure } from '../model/results.js';
import { truncateUtf8, utf8Length } from '../text/truncate-utf8.js';
import { assertionCore } from '../verdict/assertion-core.js';
import { fencedBlock } from './markdown-escape.js';
import { scrubPaths } from './scrub-paths.js';
import { cell, codeCell, fitTable, formatBytes, number, plural } from './summary-cells.js';

export function failureWhere(failure: TestFailure): string {
  if (failure.file === null) return '';
  return codeCell(failure.line === null ? failure.file : `${failure.file}:${failure.line}`);
}

/** The failed tests, grouped by file, collapsed: the first failure is shown verbatim below. */
export function failedTestsSection(failures: readonly TestFailure[], rows: number): string | null {
  if (failures.length === 0) return null;
  const title = plural(failures.length, 'failed test', 'failed tests');
  if (rows === 0) {
    return `<details><summary>${title}</summary>\n\n_Not listed here to fit GitHub’s size limit; the report JSON lists every test._\n\n</details>`;
  }
  const sorted = [...failures].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? ''));
  const shown = sorted.slice(0, rows).map((failure) => {
    const core = assertionCore(failure.message, failure.detail).split('\n', 1)[0] ?? '';
    return [codeCell(failure.name), failureWhere(failure), cell(scrubPaths(core))];
  });
  let table = fitTable(['test', 'where', 'message'], shown, Number.POSITIVE_INFINITY);
  if (failures.length > rows) {
    table += `\n\n_… and ${number(failures.length - rows)} more; the report JSON lists every test._`;
  }
  return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}

export function diagnosticWhere(diagnostic: Diagnostic): string {
  if (diagnostic.file === null) return '';
  const line = diagnostic.line === null ? '' : `:${diagnostic.line}`;
  return codeCell(`${scrubPaths(diagnostic.file)}${line}`);
}

/**
 * Type and lint errors, counted per tool, the first `rows` listed: on a fork's pull request the
 * job summary is the only place a reviewer sees them (annotations need a check run).
 */
export function diagnosticsSection(
  diagnostics: readonly Diagnostic[],
  rows: number,
): string | null {
  if (diagnostics.length === 0) return null;
  const counts = new Map<string, number>();
  for (const diagnostic of diagnostics) {
    counts.set(diagnostic.tool, (counts.get(diagnostic.tool) ?? 0) + 1);
  }
  const perTool = [...counts].map(([tool, n]) => `${codeCell(tool)} ${number(n)}`).join(' · ');
  const title = `### Type and lint errors (${number(diagnostics.length)}): ${perTool}`;
  if (rows === 0) {
    return `${title}\n\n_Not listed here to fit GitHub’s size limit; the report JSON has the check output._`;
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
    table += `\n\n_… and ${number(diagnostics.length - rows)} more._`;
  }
  return `${title}\n\n${table}`;
}

export function failureSection(detail: string, budget: number): string {
  const title = '### First failure, verbatim';
  const room = budget - utf8Length(title) - 120;
  if (utf8Length(detail) + 40 <= room) return `${title}\n\n${fencedBlock(detail)}`;
  const cut = truncateUtf8(detail, Math.max(0, room - 200));
  const note = `_… cut: the first ${number(utf8Length(cut))} bytes of ${formatBytes(utf8Length(detail))} shown._`;
  return `${title}\n\n${fencedBlock(cut)}\n\n${note}`;
}
