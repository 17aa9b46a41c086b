// Reads the check outcomes as docs/verdict.md does: which checks failed, whether each kind is
// clean or not applicable, and the test counts and coverage of the locked set.
import type { Check, CheckKind } from '../model/check.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { CoverageTotals, TestRun } from '../model/results.js';

/**
 * testlock's own check, not the project's suite (the migration round trip, docs/migrations.md):
 * it passes or fails like a test check, but it runs no test of the locked set, so it adds no
 * count and no coverage, and a pass without parsed tests is no unreadable suite.
 */
export function isTestlockCheck(outcome: CheckOutcome): boolean {
  return outcome.result.origin === 'testlock';
}

/** A check that ran and did not pass: exit status, timeout, a parsed failure or a disagreement. */
export function checkFailed(outcome: CheckOutcome): boolean {
  const { result } = outcome;
  if (result.skipped !== null || outcome.nothingToTest) return false;
  // A parsed failing test fails the check even if the runner exited 0: a test that failed, failed.
  const parsedFailure = result.kind === 'test' && (outcome.tests?.failed ?? 0) > 0;
  return (
    !result.ok ||
    result.timedOut ||
    Boolean(outcome.reportDisagrees) ||
    Boolean(outcome.invalidated) ||
    parsedFailure
  );
}

export function ofKind(outcomes: readonly CheckOutcome[], kind: CheckKind): CheckOutcome[] {
  return outcomes.filter((outcome) => outcome.result.kind === kind);
}

/**
 * `type_check_clean` / `lint_clean`: null when no check of the kind ran (absent, not configured,
 * or its tool is missing — never counted as clean), false when one failed, else true.
 */
export function cleanState(outcomes: readonly CheckOutcome[], kind: CheckKind): boolean | null {
  const ran = ofKind(outcomes, kind).filter((outcome) => outcome.result.skipped === null);
  if (ran.length === 0) return null;
  return !ran.some(checkFailed);
}

/** Test counts of the locked set, summed over every test check that produced parsed counts. */
export interface TestCounts {
  run: number;
  passed: number;
  failed: number;
  skipped: number;
}

export function testCounts(outcomes: readonly CheckOutcome[]): TestCounts {
  const runs: TestRun[] = ofKind(outcomes, 'test').flatMap((outcome) =>
    outcome.result.skipped === null && outcome.tests ? [outcome.tests] : [],
  );
  return {
    run: runs.reduce((sum, run) => sum + run.total, 0),
    passed: runs.reduce((sum, run) => sum + run.passed, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    skipped: runs.reduce((sum, run) => sum + run.skipped, 0),
  };
}

/**
 * Tests that actually executed. Without parsed counts nothing can be claimed (an exit status of 0
 * also comes from a runner that found no tests), and a suite whose every test is skipped ran none.
 */
export function hasTests(counts: TestCounts): boolean {
  return counts.run - counts.skipped > 0;
}

/**
 * Test checks of the project's suite that ran: the ones whose results the verdict reads.
 * testlock's own checks (the migration round trip) pass or fail, but hold no tests or coverage.
 */
export function ranTests(outcomes: readonly CheckOutcome[]): CheckOutcome[] {
  return ofKind(outcomes, 'test').filter(
    (outcome) => outcome.result.skipped === null && !isTestlockCheck(outcome),
  );
}

/**
 * Test checks that passed but whose output no parser could read (a wrapper around an unknown
 * runner): nobody can say how many tests ran, so the run cannot be verified (`results-unreadable`).
 */
export function unreadableTests(outcomes: readonly CheckOutcome[]): CheckOutcome[] {
  return ranTests(outcomes).filter(
    (outcome) => !outcome.tests && outcome.result.ok && !checkFailed(outcome),
  );
}

/**
 * Every test check ran, passed, was read, and executed no test (an early `exit 0`, a collection
 * that found nothing, a filter). With tests in the locked set that is a failure, not "no tests".
 */
export function ranNoTests(outcomes: readonly CheckOutcome[]): boolean {
  const ran = ranTests(outcomes);
  return (
    ran.length > 0 &&
    ran.every(
      (outcome) =>
        !checkFailed(outcome) &&
        outcome.tests != null &&
        outcome.tests.total - outcome.tests.skipped === 0,
    )
  );
}

/**
 * With no tests in the locked set, a test check that found nothing fails by the runner's own
 * convention only (pytest exits 5, jest and vitest 1): it is marked so the verdict is `no-tests`.
 * A timeout, a signal, a disagreement or a parsed test (passing or failing) still counts.
 */
export function markNothingToTest(outcome: CheckOutcome): CheckOutcome {
  const { result } = outcome;
  // Without parsed counts, only the runner's own words say it found nothing: an unknown
  // command that exits 3 failed, whatever the locked set holds.
  const foundNothing = outcome.tests
    ? outcome.tests.total === 0
    : result.exitCode === 0 || NOTHING_COLLECTED.test(`${result.stdout}\n${result.stderr}`);
  const clean =
    !result.timedOut &&
    result.signal === null &&
    !outcome.reportDisagrees &&
    !outcome.invalidated &&
    (outcome.anomalies ?? []).length === 0;
  if (result.kind !== 'test' || result.skipped !== null || !foundNothing || !clean) return outcome;
  if (isTestlockCheck(outcome)) return outcome;
  return { ...outcome, nothingToTest: true };
}

/** How runners say they found no tests (pytest exit 5, jest and vitest exit 1, go). */
const NOTHING_COLLECTED =
  /no tests (?:ran|found|collected)|no test files|no test suites? found|collected 0 items/i;

/**
 * Declared test checks testlock did not run: the runner is missing (`tool-not-installed`), or the
 * step cannot be run here as CI runs it (`unresolvable`: a refused or unknown folder, an
 * expression). Part of the suite CI runs never ran, so nothing is verified, whatever else passed.
 * `not-configured` is no declared check: the project has no test command testlock could find.
 */
export function testsNotRun(outcomes: readonly CheckOutcome[]): CheckOutcome[] {
  return outcomes.filter(({ result }) => isUnrunTest(result));
}

/** A declared test check testlock will not run (see `testsNotRun`). */
export function isUnrunTest(check: Check): boolean {
  return (
    check.kind === 'test' &&
    (check.skipped === 'tool-not-installed' || check.skipped === 'unresolvable')
  );
}

/** Coverage of the test checks that ran, or null when any of them was not instrumented. */
export function coverageTotals(outcomes: readonly CheckOutcome[]): CoverageTotals | null {
  const ran = ranTests(outcomes);
  if (ran.length === 0) return null;
  let linesCovered = 0;
  let linesTotal = 0;
  for (const outcome of ran) {
    // A partial sum would print a number nobody measured: all instrumented, or none.
    if (!outcome.coverage) return null;
    linesCovered += outcome.coverage.linesCovered;
    linesTotal += outcome.coverage.linesTotal;
  }
  return { linesCovered, linesTotal };
}

/** Why coverage is missing, for the `coverage-unmeasured` anomaly. */
export function coverageHint(outcomes: readonly CheckOutcome[]): string {
  const ran = ranTests(outcomes);
  const missing = ran.find((outcome) => !outcome.coverage) ?? ran[0];
  if (missing?.coverageHint) return missing.coverageHint;
  if (missing?.coverage) return `the coverage report of ${missing.result.name} counted no lines`;
  const name = missing ? `${missing.result.name} (${missing.result.script})` : 'the test check';
  return `no coverage report was produced by ${name}`;
}
