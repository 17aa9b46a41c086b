// The anomalies of the summary: critical and warning findings as a table, info ones collapsed.
import { beforeAfter, type Finding, kindNote } from './findings.js';
import { codeSpan } from './markdown-escape.js';
import type { Reading } from './reading.js';
import { cell, codeCell, fitTable, plural } from './summary-cells.js';

export function where(finding: Finding): string {
  if (finding.path === '') return '';
  return codeCell(finding.line === null ? finding.path : `${finding.path}:${finding.line}`);
}

/** The finding's text; a changed line reads as `before` → `after`, both as code. */
export function findingText(detail: string): string {
  const change = beforeAfter(detail);
  if (change === null) return cell(detail);
  return `${cell(change.label)}: ${codeCell(change.before)} → ${codeCell(change.after)}`;
}

/** The kind as code, linked to its section of the docs when they are known. */
export function kindLink(kind: string, docs: string | null): string {
  // Kinds come from a fixed list (validated for uploaded reports): safe as an anchor.
  return docs === null ? codeSpan(kind) : `[${codeSpan(kind)}](${docs}#${kind})`;
}

export function findingRows(findings: readonly Finding[], docs: string | null): string[][] {
  return findings.map((finding) => [
    finding.severity,
    finding.kinds
      .map((kind) => `${kindLink(kind, docs)}${kindNote(kind, finding.detail)}`)
      .join(', '),
    where(finding),
    findingText(finding.detail),
  ]);
}

export const FINDING_HEADER = ['severity', 'kind', 'where', 'finding'];

/** `### Findings (3): 2 critical · 1 warning`: the critical count is the title's and the state line's. */
export function findingsHeading(reading: Reading, loud: number): string {
  const parts = [];
  if (reading.critical > 0) parts.push(`${reading.critical} critical`);
  if (reading.warnings > 0) parts.push(plural(reading.warnings, 'warning', 'warnings'));
  return `### Findings (${loud}): ${parts.join(' · ')}`;
}

/** Critical and warning findings as a table; info ones collapsed, so a pass shows no noise. */
export function anomalySections(reading: Reading, budget: number, docs: string | null): string[] {
  const loud = reading.findings.filter((finding) => finding.severity !== 'info');
  const quiet = reading.findings.filter((finding) => finding.severity === 'info');
  const out: string[] = [];
  if (loud.length > 0) {
    out.push(
      findingsHeading(reading, loud.length),
      fitTable(FINDING_HEADER, findingRows(loud, docs), budget),
    );
  }
  if (quiet.length > 0) {
    const table = fitTable(FINDING_HEADER, findingRows(quiet, docs), budget / 4);
    const notes = quiet.length === 1 ? '1 info note' : `${quiet.length} info notes`;
    out.push(`<details><summary>${notes}</summary>\n\n${table}\n\n</details>`);
  }
  return out;
}
