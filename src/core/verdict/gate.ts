// How the verdict becomes a gate: the policy for critical anomalies, the Action's check-run
// conclusion and the CLI's exit code (docs/verdict.md).
import type { Anomaly, TestChangePolicy } from '../model/anomaly.js';
import type { Conclusion, UnverifiedConclusion } from '../model/outcome.js';
import type { Verdict } from '../model/report.js';

/** Only policy `fail` without the override label lets test changes fail the gate. */
export function anomaliesFailGate(
  anomalies: readonly Anomaly[],
  policy: TestChangePolicy,
  allowTestChanges: boolean,
): boolean {
  if (policy !== 'fail' || allowTestChanges) return false;
  return anomalies.some((anomaly) => anomaly.severity === 'critical');
}

/** PARTIAL defaults to `failure`: GitHub counts `neutral` as passing a required check. */
export function conclusionFor(
  verdict: Verdict,
  unverifiedConclusion: UnverifiedConclusion,
): Conclusion {
  if (verdict === 'PASS') return 'success';
  if (verdict === 'FAIL') return 'failure';
  return unverifiedConclusion;
}

export function exitCodeFor(gatePassed: boolean): 0 | 1 {
  return gatePassed ? 0 : 1;
}
