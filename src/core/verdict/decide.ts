// The one rule that turns facts into a verdict, for a run (build-report), for parts merged into
// one (merge-reports) and for a report the App judges again (judge-uploaded): a failed check or a
// gate-failing anomaly is FAIL; else verified is PASS; else PARTIAL (docs/verdict.md).
import type { Verdict } from '../model/report.js';

export interface VerdictFacts {
  /** A check failed or timed out, or the tests the locked set holds did not run. */
  checksFailed: boolean;
  /** The critical anomalies fail the gate under the policy and what was allowed. */
  anomaliesFailGate: boolean;
  /** Tests ran and passed, type check and lint are clean or not applicable. */
  verified: boolean;
  /** A test of the PR's own (SPEC 3b) failed at head: the project's CI would be red. */
  prTestsFailed?: boolean;
  /** The changed lines the locked tests ran fall below the config's `changed-lines-min`. */
  changedLinesShort?: boolean;
}

export function decideVerdict(facts: VerdictFacts): Verdict {
  if (
    facts.checksFailed ||
    facts.anomaliesFailGate ||
    facts.prTestsFailed ||
    facts.changedLinesShort
  )
    return 'FAIL';
  return facts.verified ? 'PASS' : 'PARTIAL';
}
