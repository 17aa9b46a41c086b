// The App's check-run text when no report counts (yet): its own anomalies as a table, the plan in a
// code block, and one line saying what the check waits for or why it failed. Pure.
import type { Anomaly } from '../core/model/anomaly.js';
import type { PlanData } from '../core/model/plan.js';
import { findingsOf } from '../core/render/findings.js';
import { codeSpan, escapeInline, fencedBlock } from '../core/render/markdown-escape.js';
import { planText } from '../core/render/plan-text.js';
import { clipChars } from '../core/text/clip.js';
import { truncateWithNote } from '../core/text/truncate-utf8.js';

export const OUTPUT_LIMIT = 65_535;
const CELL = 300;

export interface AppOutput {
  title: string;
  summary: string;
  text: string;
}

function cell(text: string): string {
  return escapeInline(clipChars(text, CELL));
}

/** The anomalies as a markdown table, critical first (one row per finding). */
export function anomalyTable(anomalies: readonly Anomaly[]): string {
  if (anomalies.length === 0) return 'No anomalies in the diff.';
  const rows = findingsOf(anomalies).map((f) => {
    const where = f.line === null ? f.path : `${f.path}:${f.line}`;
    return `| ${f.severity} | ${f.kinds.map(codeSpan).join(' ')} | ${cell(where)} | ${cell(f.detail)} |`;
  });
  return ['| severity | kind | file | detail |', '|---|---|---|---|', ...rows].join('\n');
}

export function countTitle(anomalies: readonly Anomaly[]): string {
  const critical = anomalies.filter((a) => a.severity === 'critical').length;
  if (critical > 0) return `${critical} critical anomal${critical === 1 ? 'y' : 'ies'}`;
  return anomalies.length === 0 ? 'no anomalies' : `${anomalies.length} warnings`;
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

/** A check completed without a counted report: why, and the App's anomalies. */
export function failedOutput(
  title: string,
  why: string,
  anomalies: readonly Anomaly[],
): Omit<AppOutput, 'text'> {
  const summary = [why, '', '### Anomalies', '', anomalyTable(anomalies)].join('\n');
  return { title, summary: truncateWithNote(summary, OUTPUT_LIMIT, '\n\n(truncated)') };
}
