// How a check and a run end up, as the verdict, the publishers and the inventory share it: one
// check's outcome after it ran, and the check-run conclusion a verdict becomes.
import type { Anomaly } from './anomaly.js';
import type { CheckResult } from './check.js';
import type { RunIds } from './inventory.js';
import type { CoverageTotals, Diagnostic, FileLines, TestRun } from './results.js';

/** One check after it ran, plus what parsing found. */
export interface CheckOutcome {
  /** Run fields; `result.skipped` is set for checks that did not run. */
  result: CheckResult;
  /** For kind `test`: parsed counts; null or absent = nothing could be parsed. */
  tests?: TestRun | null;
  /** For kind `test`: line coverage; null or absent = not instrumented. */
  coverage?: CoverageTotals | null;
  /**
   * For kind `test`: the coverage report line by line (changed-lines evidence, SPEC 3b), paths
   * repository-relative; null or absent where no report with lines was written.
   */
  lines?: FileLines[] | null;
  /** Names the missing coverage configuration, e.g. `pytest-cov is not installed`. */
  coverageHint?: string;
  /** For kinds `typecheck` and `lint`: the errors the tool printed. */
  diagnostics?: Diagnostic[];
  /** Set when exit status and parsed report disagree; the text says how. */
  reportDisagrees?: string | null;
  /**
   * Why a test check failed although its runner reported all tests passed, when a command after
   * the runner explains it (`exit 1 after the tests passed: …`); the check fails with this reason.
   */
  exitExplained?: string | null;
  /** For kind `test`: the ids the results name, with the skipped ones (for the base inventory). */
  runIds?: RunIds | null;
  /**
   * Why this check's results do not count whatever it printed or exited with (e.g. a locked test
   * file changed while it ran); the check fails with this reason. Null or absent: they count.
   */
  invalidated?: string | null;
  /** What the run itself showed (a locked file changed, a stray process): reported as they are. */
  anomalies?: Anomaly[];
  /**
   * Set by the verdict, not by the run: the locked set has no tests, so this test check's failure
   * to find any (pytest exit 5, vitest and jest exit 1) is not a failure of the PR.
   */
  nothingToTest?: boolean;
  /**
   * The tool stopped before anything was built or tested because a dependency could not be
   * downloaded here (`dependency unavailable: …`); the check counts as `tool-not-installed`.
   */
  unavailable?: string;
}

/** What an unverified run (no test ran) concludes, by the setting `unverified`. */
export type UnverifiedConclusion = 'failure' | 'neutral';

/** The check run's conclusion: `success`, or a verdict that is not a pass. */
export type Conclusion = 'success' | 'failure' | 'neutral';
