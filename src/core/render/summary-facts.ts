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
    ...baselineRow(report),
    ...isolationRow(report),
    `| base → head | ${commit(facts, report.base_sha)} → ${commit(facts, report.head_sha)} |`,
  ].join('\n');
}

/** With `--baseline`: how many of the failing tests are new and how many failed at base too. */
function baselineRow(report: Report): string[] {
  const baseline = report.baseline;
  if (baseline === undefined) return [];
  if (baseline === null)
    return ['| failures at base | not compared (the base run could not be done) |'];
  const fresh = baseline.new_failures.length;
  const before = baseline.pre_existing.length;
  return [`| failures at base | ${fresh} new · ${before} failed at base too |`];
}

/** How the locked tests and harness were kept out of the checks' reach (SPEC section 6). */
function isolationRow(report: Report): string[] {
  if (report.isolation === undefined) return [];
  const how = {
    user: 'another user ran the checks (`isolation: user`)',
    mount: 'read-only mounts during the checks (`isolation: mount`)',
    watch:
      'read-only, watched with file-system events during each check, their bytecode never read (`isolation: watch`)',
  };
  const text =
    report.isolation === null
      ? 'compared before and after each check only: the watch could not be set'
      : how[report.isolation];
  return [`| locked tests and harness | ${text} |`];
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
export function runLogUrl(facts: SummaryFacts): string | null {
  const links = facts.links;
  if (!links || links.runId === null || !/^\d+$/.test(links.runId)) return null;
  return `${links.server}/${links.repository}/actions/runs/${links.runId}`;
}

export function runLog(facts: SummaryFacts): string | null {
  const url = runLogUrl(facts);
  return url === null ? null : `[Run log](${url})`;
}

/** Where everything a shortened page left out can be read: the run log, linked when known. */
export function elsewhere(facts: SummaryFacts): { place: string } {
  const url = runLogUrl(facts);
  return { place: url === null ? 'the run log' : `[the run log](${url})` };
}

/** Who allowed the test changes, or the policy that does not fail on them; null: neither. */
function allowanceNote(facts: SummaryFacts): string | null {
  const { reading, report } = facts;
  const allowance = reading.allowance;
  if (reading.testChanges === 'policy') {
    return `The policy (${codeCell(`on-test-change: ${reading.policy ?? 'warn'}`)}) reports test changes without failing the gate; they are listed below.`;
  }
  if (reading.testChanges !== 'allowed' || allowance === null) return null;
  if (allowance.by === 'label') {
    return `🏷️ Test changes allowed by the label ${codeCell(allowance.label)}: they are listed below and do not fail the gate. People with write access can apply or remove it; removed, the changes fail the gate again.`;
  }
  const via =
    allowance.via === 'button'
      ? ' with the “Allow test changes” button'
      : allowance.via === 'comment'
        ? ` with a ${codeCell('/testlock allow')} comment`
        : '';
  const sha = SHA.test(report.head_sha) ? ` for commit ${codeCell(report.head_sha)}` : '';
  return `✅ **Test changes allowed** by ${cell(`@${allowance.login}`)} (${cell(allowance.permission)})${via} at ${cell(allowance.at)}${sha}. They are listed below; a new push needs a new approval.`;
}

export function notes(facts: SummaryFacts): string[] {
  const out: string[] = [];
  const allowed = allowanceNote(facts);
  if (allowed !== null) out.push(allowed);
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
