// The verdict: check outcomes, diff anomalies and policy in, the report (docs/report.md) out. Pure;
// the rules are docs/verdict.md's, and every judgement call is written down next to its code.
import { changedLinesShortfall } from '../evidence/changed-lines.js';
import type { Anomaly } from '../model/anomaly.js';
import type { CheckResult } from '../model/check.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { PrTestFailure } from '../model/pr-tests.js';
import type { Report, UnverifiedReason, Verdict } from '../model/report.js';
import type { CoverageTotals } from '../model/results.js';
import { decideVerdict } from './decide.js';
import { failureOf, type ReportedFailure } from './failure.js';
import { anomaliesFailGate } from './gate.js';
import type { VerdictInput } from './input.js';
import {
  checkFailed,
  cleanState,
  coverageHint,
  coverageTotals,
  hasTests,
  isTestlockCheck,
  markNothingToTest,
  ranNoTests,
  testCounts,
  testsNotRun,
  unreadableTests,
} from './outcomes.js';
import { prTestReason, withPrTests } from './pr-tests-qualifier.js';
import {
  COVERAGE_UNMEASURED,
  coveragePercent,
  coverageQualifier,
  failedQualifier,
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
  prFailure: PrTestFailure | null = null,
  linesShort: string | null = null,
): string {
  if (failure !== null) return failure.qualifier;
  // The locked set's failure leads; else a PR test that failed at head is why the gate fails.
  if (prFailure !== null) return failedQualifier(prTestReason(prFailure));
  if (linesShort !== null) return failedQualifier(linesShort);
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

export const RAN_NO_TESTS = 'the suite ran no tests';

/**
 * The outcomes as the verdict judges them, given whether the locked set has tests (docs/report.md
 * `has_tests`): without tests, "nothing collected" exit statuses are not failures; with tests, a
 * suite that passed having executed none failed. Unknown (absent): judged from what ran.
 */
function judgedOutcomes(input: VerdictInput, executed: boolean): CheckOutcome[] {
  const { outcomes, lockedHasTests } = input;
  // Tests that ran can only come from the locked set (the PR's own are removed from it).
  if (lockedHasTests === false && !executed) return outcomes.map(markNothingToTest);
  if (lockedHasTests !== true || executed || !ranNoTests(outcomes)) return outcomes;
  return outcomes.map((outcome) =>
    outcome.result.kind === 'test' && outcome.result.skipped === null && !isTestlockCheck(outcome)
      ? { ...outcome, invalidated: outcome.invalidated ?? RAN_NO_TESTS }
      : outcome,
  );
}

/**
 * The SPEC's reasons are a closed list: a declared test check that did not run here (its runner
 * missing, or its step refused or unresolvable) is `tool-not-installed`, the one reason for a test
 * check that could not be run on this machine; the summary and the check's `reason` say which and
 * why, so a refused folder never reads as `no-tests`.
 */
function unverifiedReasonOf(
  verdict: Verdict,
  notRun: boolean,
  unreadable: boolean,
): UnverifiedReason | null {
  if (verdict !== 'PARTIAL') return null;
  if (notRun) return 'tool-not-installed';
  return unreadable ? 'results-unreadable' : 'no-tests';
}

export function buildReport(input: VerdictInput): VerdictResult {
  const counts = testCounts(input.outcomes);
  const executed = hasTests(counts);
  const outcomes = judgedOutcomes(input, executed);
  const tests = executed;
  const lockedHasTests = (input.lockedHasTests ?? false) || executed;
  // A declared test check that did not run leaves part of CI's suite unrun: never a PASS.
  const notRun = testsNotRun(outcomes).length > 0;
  // A passing test check whose output no parser read cannot say how many tests ran.
  const unreadable = unreadableTests(outcomes).length > 0;
  const failure = failureOf(outcomes);
  const typeClean = cleanState(outcomes, 'typecheck');
  const lintClean = cleanState(outcomes, 'lint');
  // Null type/lint states are "not applicable" and do not block; false always does.
  const verified =
    tests &&
    !notRun &&
    !unreadable &&
    failure === null &&
    typeClean !== false &&
    lintClean !== false;

  const totals = tests ? coverageTotals(outcomes) : null;
  const measured = isMeasured(totals) ? totals : null;
  const testsPassed = tests && !outcomes.some((o) => o.result.kind === 'test' && checkFailed(o));
  const anomalies = reportAnomalies({ ...input, outcomes }, testsPassed && measured === null);
  const criticalCount = anomalies.filter((anomaly) => anomaly.severity === 'critical').length;
  // Only the diff's anomalies go through the policy; a disagreement fails its check anyway.
  const gateFailsOnAnomalies = anomaliesFailGate(
    input.anomalies,
    input.policy,
    input.allowTestChanges,
  );

  const prFailure = input.prTests?.failure ?? null;
  const linesShort = changedLinesShortfall(
    input.changedLines ?? null,
    input.changedLinesMin ?? null,
  );
  const verdict = decideVerdict({
    checksFailed: failure !== null,
    anomaliesFailGate: gateFailsOnAnomalies,
    verified,
    prTestsFailed: prFailure !== null,
    changedLinesShort: linesShort !== null,
  });
  const unverifiedReason = unverifiedReasonOf(verdict, notRun, unreadable);

  const report: Report = {
    schema_version: 1,
    branch_id: input.branchId,
    base_sha: input.baseSha,
    head_sha: input.headSha,
    verdict,
    unverified_reason: unverifiedReason,
    verified,
    has_tests: lockedHasTests,
    coverage: measured ? coveragePercent(measured) : null,
    tests_run: counts.run,
    tests_passed: counts.passed,
    tests_failed: counts.failed,
    tests_skipped: counts.skipped,
    type_check_clean: typeClean,
    lint_clean: lintClean,
    confidence_qualifier: qualifierOf(failure, verified, measured, prFailure, linesShort),
    failure_detail: failure?.detail ?? null,
    test_gaming: criticalCount > 0,
    anomalies,
    checks: outcomes.map(reportedCheck),
    summary: withPrTests(
      summarize({
        verdict,
        unverifiedReason,
        outcomes,
        criticalCount,
        anomaliesFailGate: gateFailsOnAnomalies,
        policy: input.policy,
        allowTestChanges: input.allowTestChanges,
      }),
      input.prTests,
    ),
  };
  return { report, gatePassed: verdict === 'PASS' };
}
