// Pairs each check run again without the PR's suppressions with the PR's own run of it, for the
// pure comparison (core/suppressions/hidden-errors.ts).
import type { Anomaly } from '../../core/model/anomaly.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import { hiddenErrors, type Rerun } from '../../core/suppressions/hidden-errors.js';
import type { StrippedRun } from '../stages/stripped-run.js';

export function strippedFindings(
  outcomes: readonly CheckOutcome[],
  stripped: StrippedRun | null,
): Anomaly[] {
  if (stripped === null) return [];
  const reruns: Rerun[] = [];
  for (const { index, tool, suppressions, outcome } of stripped.checks) {
    const main = outcomes[index];
    // The same check, by what it ran: the outcomes are in the checks' order.
    if (main === undefined || main.result.name !== outcome.result.name) continue;
    if (main.result.command !== outcome.result.command) continue;
    reruns.push({ main, stripped: outcome, tool, suppressions });
  }
  return hiddenErrors(reruns);
}
