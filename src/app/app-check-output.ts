// The App's check-run text when no report counts (yet): its own anomalies as a table, the plan in a
// code block, and one line saying what the check waits for or why it failed. Pure.
import type { Anomaly } from '../core/model/anomaly.js';
import type { PlanData } from '../core/model/plan.js';
import { findingsOf } from '../core/render/findings.js';
import { codeSpan, fencedBlock } from '../core/render/markdown-escape.js';
import { planText } from '../core/render/plan-text.js';
import { fitTable, plural } from '../core/render/summary-cells.js';
import { FINDING_HEADER, findingRows } from '../core/render/summary-findings.js';
import { truncateWithNote } from '../core/text/truncate-utf8.js';

export const OUTPUT_LIMIT = 65_535;

export interface AppOutput {
  title: string;
  summary: string;
  text: string;
}

/** The anomalies as the summary's findings table (one row per finding, critical first). */
export function anomalyTable(anomalies: readonly Anomaly[]): string {
  if (anomalies.length === 0) return 'No anomalies in the diff.';
  return fitTable(FINDING_HEADER, findingRows(findingsOf(anomalies), null), OUTPUT_LIMIT / 2);
}

/** `2 test changes`, `1 warning`, `no anomalies`: findings, counted as the summary counts them. */
export function countTitle(anomalies: readonly Anomaly[]): string {
  const findings = findingsOf(anomalies);
  const critical = findings.filter((f) => f.severity === 'critical').length;
  if (critical > 0) return plural(critical, 'test change', 'test changes');
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  if (warnings > 0) return plural(warnings, 'warning', 'warnings');
  return findings.length === 0
    ? 'no anomalies'
    : plural(findings.length, 'info note', 'info notes');
}

/** The in-progress check: what the App saw in the diff, waiting for the workflow's report. */
export function pendingOutput(plan: PlanData, artifactName: string): AppOutput {
  const summary = [
    `testlock is waiting for the report of the workflow run on this commit (artifact ${codeSpan(artifactName)}).`,
    '',
    '### What the App found in the diff itself',
    '',
    anomalyTable(plan.anomalies),
  ].join('\n');
  return {
    title: `Waiting for the test report (${countTitle(plan.anomalies)})`,
    summary: truncateWithNote(summary, OUTPUT_LIMIT, '\n\n(truncated)'),
    text: truncateWithNote(fencedBlock(planText(plan)), OUTPUT_LIMIT, '\n(truncated)'),
  };
}

// The note opens the waiting check's summary; a later one replaces it instead of piling up.
const ARTIFACT_NOTE = '<!-- testlock:artifact-name -->';

/** The note for a run that uploaded a testlock artifact under another name than the App reads. */
export function artifactNameNote(
  expected: string,
  uploaded: readonly string[],
  workflowPath: string,
  runId: number,
): string {
  const names = uploaded.map((name) => codeSpan(name)).join(', ');
  return `> **The workflow run ${codeSpan(workflowPath)} (run ${runId}) uploaded ${names}, not ${codeSpan(expected)}.** The App reads the artifact named ${codeSpan(expected)} (its setting \`TESTLOCK_ARTIFACT\`): rename the upload step's \`name:\` or change the setting; until then this check waits, and times out.`;
}

/** `summary` opened by `note` (a previous artifact note replaced). */
export function withArtifactNote(summary: string, note: string): string {
  const start = summary.startsWith(ARTIFACT_NOTE) ? summary.indexOf('\n\n') : -1;
  const rest = start === -1 ? summary : summary.slice(start + 2);
  return truncateWithNote(`${ARTIFACT_NOTE}\n${note}\n\n${rest}`, OUTPUT_LIMIT, '\n\n(truncated)');
}

/** A check completed without a counted report: why, and the App's anomalies. */
export function failedOutput(
  title: string,
  why: string,
  anomalies: readonly Anomaly[],
): Omit<AppOutput, 'text'> {
  const summary = [why, '', '### Anomalies', '', anomalyTable(anomalies)].join('\n');
  return { title, summary: truncateWithNote(summary, OUTPUT_LIMIT, '\n\n(truncated)') };
}
