// What the verdict is computed from: each check's run result plus what parsing found, the diff's
// anomalies and the gate policy. Plain data, assembled by the orchestrator.

import type { Anomaly, TestChangePolicy } from '../model/anomaly.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { PrTestsResult } from '../model/pr-tests.js';
import type { ChangedLines } from '../model/report.js';

export interface VerdictInput {
  branchId: string;
  baseSha: string;
  headSha: string;
  /** Anomalies found in the diff. */
  anomalies: Anomaly[];
  /** Test, type-check and lint outcomes; any kind may be missing or skipped. */
  outcomes: CheckOutcome[];
  policy: TestChangePolicy;
  /** The override label is on the pull request. */
  allowTestChanges: boolean;
  /**
   * The locked set contains tests (test files or in-source test modules at base), from the plan.
   * Absent when the caller does not know: then only tests that ran show there are tests.
   */
  lockedHasTests?: boolean;
  /** The PR-tests pass (SPEC 3b); absent or null: not run, or the PR adds or modifies no test file. */
  prTests?: PrTestsResult | null;
  /** The changed-lines evidence (SPEC 3b); absent or null: not measured. */
  changedLines?: ChangedLines | null;
  /** The config's `changed-lines-min`; absent or null: no floor. */
  changedLinesMin?: number | null;
}
