// The top of the summary: the facts table (verdict, coverage, commits), its notes and the checks.
import type { CheckResult } from '../model/check.js';
import type { Report } from '../model/report.js';
import { formatDuration } from '../run/check-summary.js';
import { cell, codeCell } from './summary-cells.js';
import type { SummaryFacts } from './summary-input.js';

export function state(clean: boolean | null): string {
  if (clean === null) return 'not applicable';
  return clean ? 'clean' : 'errors';
}

export function coverageText(report: Report): string {
  if (report.coverage !== null) return `${report.coverage}%`;
  return report.has_tests ? 'not measured' : 'none (no tests in the locked set)';
}

export function result(check: CheckResult): string {
  if (check.skipped !== null) return `⏭️ skipped: ${cell(check.skipped)}`;
  if (check.timedOut) return '⏱️ timed out';
  if (check.ok) return '✅ passed';
  const how = check.exitCode !== null ? `exit ${check.exitCode}` : `signal ${check.signal ?? '?'}`;
  return `❌ failed (${cell(how)})`;
}

export function factsTable(facts: SummaryFacts): string {
  const { report } = facts;
  const tests = `${report.tests_run} run · ${report.tests_passed} passed · ${report.tests_failed} failed · ${report.tests_skipped} skipped`;
  // The verdict is the header row: an empty header would render as a blank bar above the facts.
  return [
    `| verdict | ${cell(report.verdict)} → ${facts.conclusion} |`,
    '|---|---|',
    `| tests (locked set) | ${tests} |`,
    `| coverage | ${coverageText(report)} |`,
    `| type check | ${state(report.type_check_clean)} |`,
    `| lint | ${state(report.lint_clean)} |`,
    `| base → head | ${commit(facts, report.base_sha)} → ${commit(facts, report.head_sha)} |`,
  ].join('\n');
}

export const SHA = /^[0-9a-f]{40}$/;

/** A short sha, linked to the commit page when the links are known and the sha is one. */
export function commit(facts: SummaryFacts, sha: string): string {
  const short = codeCell(sha.slice(0, 12));
  const links = facts.links;
  if (!links || !SHA.test(sha)) return short;
  return `[${short}](${links.server}/${links.repository}/commit/${sha})`;
}

/** The run log's address, when the runner named the run. */
export function runLog(facts: SummaryFacts): string | null {
  const links = facts.links;
  if (!links || links.runId === null || !/^\d+$/.test(links.runId)) return null;
  return `[Run log](${links.server}/${links.repository}/actions/runs/${links.runId})`;
}

export function notes(facts: SummaryFacts): string[] {
  const out: string[] = [];
  const label = facts.allowLabel;
  if (label?.applied) {
    out.push(
      `🏷️ The label ${codeCell(label.name)} is on this pull request: test changes do not fail the gate (they are still listed). People with write access to the repository can apply or remove it.`,
    );
  }
  if (facts.annotationsOmitted > 0) {
    out.push(
      `Annotations are capped at ${facts.annotationLimit}; ${facts.annotationsOmitted} more were not posted.`,
    );
  }
  if (facts.fromUploadedReport) {
    out.push('Posted from a report uploaded by an earlier job; it was checked as untrusted data.');
  }
  return out;
}

export function checkRows(checks: readonly CheckResult[]): string[][] {
  return checks.map((check) => [
    check.kind,
    codeCell(check.script || [check.command, ...check.args].join(' ')),
    codeCell(check.source),
    result(check),
    check.skipped === null ? formatDuration(check.durationMs) : '',
  ]);
}
