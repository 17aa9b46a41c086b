// How the App judges a report the workflow uploaded (untrusted data): it must be about this
// commit and this base, it does not count when the PR changed the workflow that produced it, and
// when it counts the App's own anomalies join it and the gate is decided again. Pure.

import { changedLinesShortfall } from '../core/evidence/changed-lines.js';
import type { Anomaly, TestChangePolicy } from '../core/model/anomaly.js';
import type { ChangedFile } from '../core/model/changed-file.js';
import type { Conclusion } from '../core/model/outcome.js';
import type { Report } from '../core/model/report.js';
import type { ParsedReport } from '../core/report-schema.js';
import { decideVerdict } from '../core/verdict/decide.js';
import { anomaliesFailGate, conclusionFor } from '../core/verdict/gate.js';

export interface UploadedFacts {
  /** The artifact's report as read and schema-checked, or why it could not be. */
  uploaded: ParsedReport;
  /** The PR's head commit (the workflow run's and the pull request's). */
  headSha: string;
  /** Whether the report's base is on the base branch between the merge base and its tip. */
  baseAccepted: boolean;
  /** The workflow file that produced the report. */
  workflowPath: string;
  /** That file and what it runs as workflow code from the repository (judge-files.ts). */
  judgePaths: readonly string[];
  changes: readonly ChangedFile[];
  appAnomalies: readonly Anomaly[];
  policy: TestChangePolicy;
  allowed: boolean;
  /** The base config's `changed-lines-min` (SPEC 3b); absent or null: no floor. */
  changedLinesMin?: number | null;
}

export type Judged =
  | { counted: false; why: string; anomalies: Anomaly[] }
  | {
      counted: true;
      report: Report;
      conclusion: Conclusion;
      /** Critical anomalies alone fail the gate: an approval of the test changes would pass it. */
      allowable: boolean;
    };

/** Anomalies at the same kind, path, line and detail are one; the first one is kept. */
export function mergeAnomalies(...lists: ReadonlyArray<readonly Anomaly[]>): Anomaly[] {
  const seen = new Map<string, Anomaly>();
  for (const anomaly of lists.flat()) {
    const key = JSON.stringify([anomaly.kind, anomaly.path, anomaly.line, anomaly.detail]);
    if (!seen.has(key)) seen.set(key, anomaly);
  }
  return [...seen.values()];
}

/**
 * The `judge-modified` anomaly when the PR added, changed, renamed or deleted that workflow or a
 * file of a local action or reusable workflow it runs.
 */
export function judgeModified(
  workflowPath: string,
  judgePaths: readonly string[],
  changes: readonly ChangedFile[],
): Anomaly | null {
  const paths = [workflowPath, ...judgePaths];
  const inJudge = (file: string | null | undefined) =>
    typeof file === 'string' && paths.some((p) => file === p || file.startsWith(`${p}/`));
  const touched = changes.find((c) => inJudge(c.path) || inJudge(c.oldPath));
  if (touched === undefined) return null;
  return {
    kind: 'judge-modified',
    severity: 'critical',
    path: touched.path,
    line: null,
    detail:
      touched.path === workflowPath || touched.oldPath === workflowPath
        ? 'the PR changed the workflow that produced the report: its results do not count, the check fails'
        : `the PR changed ${touched.path}, which the workflow that produced the report (${workflowPath}) runs: its results do not count, the check fails`,
  };
}

export function judgeUploaded(facts: UploadedFacts): Judged {
  // First: whatever the artifact holds, a judge the PR edited gives no verdict.
  const judge = judgeModified(facts.workflowPath, facts.judgePaths, facts.changes);
  if (judge !== null) {
    const anomalies = mergeAnomalies([judge], facts.appAnomalies);
    return { counted: false, why: judge.detail, anomalies };
  }
  const reject = (why: string): Judged => ({
    counted: false,
    why: `the report was rejected: ${why}`,
    anomalies: [...facts.appAnomalies],
  });
  if (!facts.uploaded.ok) return reject(facts.uploaded.reason);
  const { report } = facts.uploaded;
  if (report.head_sha !== facts.headSha) {
    return reject(
      `its head_sha ${report.head_sha} is not the pull request's head ${facts.headSha}`,
    );
  }
  if (!facts.baseAccepted) {
    return reject(
      `its base_sha ${report.base_sha} is not a commit of the base branch since the merge base`,
    );
  }
  // The App's findings are its own: a report cannot drop them, only add to them.
  const anomalies = mergeAnomalies(facts.appAnomalies, report.anomalies);
  const gaming = anomalies.some((a) => a.severity === 'critical');
  // The workflow's own policy may have failed a verified run on the same test changes; the gate is
  // the App's to decide then. Any other FAIL (a check failed, nothing ran) stands whatever happens.
  const ranClean = report.verified && !report.checks.some((c) => c.skipped === null && !c.ok);
  const checksFailed = !ranClean && report.verdict === 'FAIL';
  const failsGate = anomaliesFailGate(anomalies, facts.policy, facts.allowed);
  const linesShort =
    changedLinesShortfall(report.changed_lines ?? null, facts.changedLinesMin ?? null) !== null;
  const verdict = decideVerdict({
    checksFailed,
    anomaliesFailGate: failsGate,
    verified: ranClean,
    // The PR's own tests failing on its code fail the gate whatever the App allows.
    prTestsFailed: (report.pr_tests?.tests_failed ?? 0) > 0,
    // The base's floor, applied by the App to the counts the run measured: no label lifts it.
    changedLinesShort: linesShort,
  });
  const merged: Report = { ...report, anomalies, test_gaming: gaming, verdict };
  const allowable =
    !facts.allowed &&
    failsGate &&
    !checksFailed &&
    (report.pr_tests?.tests_failed ?? 0) === 0 &&
    !linesShort &&
    anomaliesFailGate(anomalies, facts.policy, false);
  return {
    counted: true,
    report: merged,
    conclusion: conclusionFor(verdict, 'failure'),
    allowable,
  };
}
