// The verdict: check outcomes, diff anomalies and policy in, the report of SPEC §3 out. Pure; the
// rules are SPEC §1 rules 2-4, and every judgement call is written down next to the code doing it.
import type {
  Anomaly,
  CheckResult,
  CoverageTotals,
  Report,
  UnverifiedReason,
  Verdict,
} from '../model.js';
import { failureOf, type ReportedFailure } from './failure.js';
import { anomaliesFailGate } from './gate.js';
import type { CheckOutcome, VerdictInput } from './input.js';
import {
  checkFailed,
  cleanState,
  coverageHint,
  coverageTotals,
  hasTests,
  testCounts,
  testToolMissing,
} from './outcomes.js';
import {
  COVERAGE_UNMEASURED,
  coveragePercent,
  coverageQualifier,
  isMeasured,
  UNVERIFIED,
} from './qualifier.js';
import { summarize } from './summary.js';

export interface VerdictResult {
  report: Report;
  gatePassed: boolean;
}

/** A disagreement between exit status and parsed report is a check failure and an anomaly. */
function disagreementAnomalies(outcomes: readonly CheckOutcome[]): Anomaly[] {
  return outcomes.flatMap(({ result, reportDisagrees }) =>
    reportDisagrees
      ? [
          {
            kind: 'report-disagrees' as const,
            severity: 'critical' as const,
            path: '',
            line: null,
            detail: `${result.name}: ${reportDisagrees}`,
          },
        ]
      : [],
  );
}

/** The report's check rows agree with the verdict: a check the verdict failed shows `ok: false`. */
function reportedCheck(outcome: CheckOutcome): CheckResult {
  const { result } = outcome;
  if (!result.ok || !checkFailed(outcome)) return result;
  const why = outcome.invalidated
    ? outcome.invalidated
    : outcome.reportDisagrees
      ? `report disagrees: ${outcome.reportDisagrees}`
      : 'tests failed';
  return { ...result, ok: false, summary: `failed (${why}): ${result.script}` };
}

/**
 * A gaming PR whose restored tests pass keeps its coverage qualifier: the qualifier describes the
 * run, while the verdict (FAIL) and the summary (which leads with the anomalies) carry the policy.
 */
function qualifierOf(
  failure: ReportedFailure | null,
  verified: boolean,
  measured: CoverageTotals | null,
): string {
  if (failure !== null) return failure.qualifier;
  if (!verified) return UNVERIFIED;
  return measured ? coverageQualifier(measured) : COVERAGE_UNMEASURED;
}

function unmeasuredAnomaly(detail: string): Anomaly {
  return { kind: 'coverage-unmeasured', severity: 'info', path: '', line: null, detail };
}

/**
 * Every anomaly stays in the report whatever the policy or label: those decide the gate, not what
 * is shown. Disagreements and unmeasured coverage are found here, after the runs.
 */
function reportAnomalies(input: VerdictInput, coverageUnmeasured: boolean): Anomaly[] {
  const unmeasured = coverageUnmeasured ? [unmeasuredAnomaly(coverageHint(input.outcomes))] : [];
  const run = input.outcomes.flatMap((outcome) => outcome.anomalies ?? []);
  return [...input.anomalies, ...run, ...disagreementAnomalies(input.outcomes), ...unmeasured];
}

function verdictOf(failed: boolean, gateFailsOnAnomalies: boolean, verified: boolean): Verdict {
  if (failed || gateFailsOnAnomalies) return 'FAIL';
  return verified ? 'PASS' : 'PARTIAL';
}

export function buildReport(input: VerdictInput): VerdictResult {
  const { outcomes } = input;
  const counts = testCounts(outcomes);
  const tests = hasTests(counts);
  const toolMissing = testToolMissing(outcomes);
  const failure = failureOf(outcomes);
  const typeClean = cleanState(outcomes, 'typecheck');
  const lintClean = cleanState(outcomes, 'lint');
  // Null type/lint states are "not applicable" and do not block; false always does.
  const verified =
    tests && !toolMissing && failure === null && typeClean !== false && lintClean !== false;

  const totals = tests ? coverageTotals(outcomes) : null;
  const measured = isMeasured(totals) ? totals : null;
  const testsPassed = tests && !outcomes.some((o) => o.result.kind === 'test' && checkFailed(o));
  const anomalies = reportAnomalies(input, testsPassed && measured === null);
  const criticalCount = anomalies.filter((anomaly) => anomaly.severity === 'critical').length;
  // Only the diff's anomalies go through the policy; a disagreement fails its check anyway.
  const gateFailsOnAnomalies = anomaliesFailGate(
    input.anomalies,
    input.policy,
    input.allowTestChanges,
  );

  const verdict = verdictOf(failure !== null, gateFailsOnAnomalies, verified);
  const unverifiedReason: UnverifiedReason | null =
    verdict !== 'PARTIAL' ? null : toolMissing ? 'tool-not-installed' : 'no-tests';

  const report: Report = {
    schema_version: 1,
    branch_id: input.branchId,
    base_sha: input.baseSha,
    head_sha: input.headSha,
    verdict,
    unverified_reason: unverifiedReason,
    verified,
    has_tests: tests,
    coverage: measured ? coveragePercent(measured) : null,
    tests_run: counts.run,
    tests_passed: counts.passed,
    tests_failed: counts.failed,
    tests_skipped: counts.skipped,
    type_check_clean: typeClean,
    lint_clean: lintClean,
    confidence_qualifier: qualifierOf(failure, verified, measured),
    failure_detail: failure?.detail ?? null,
    test_gaming: criticalCount > 0,
    anomalies,
    checks: outcomes.map(reportedCheck),
    summary: summarize({
      verdict,
      unverifiedReason,
      outcomes,
      criticalCount,
      anomaliesFailGate: gateFailsOnAnomalies,
      policy: input.policy,
      allowTestChanges: input.allowTestChanges,
    }),
  };
  return { report, gatePassed: verdict === 'PASS' };
}
