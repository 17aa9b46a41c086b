// The report's one-line `summary`: what failed or why nothing could be verified first, then the
// skipped checks and the critical anomalies with the policy that judged them.
import type { TestChangePolicy } from '../model/anomaly.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { UnverifiedReason, Verdict } from '../model/report.js';
import { flattenToLine } from '../text/clip.js';
import { escapeControlChars } from '../text/control-chars.js';
import { checkFailed, isTestlockCheck, testsNotRun, unreadableTests } from './outcomes.js';

export interface SummaryFacts {
  verdict: Verdict;
  unverifiedReason: UnverifiedReason | null;
  outcomes: readonly CheckOutcome[];
  criticalCount: number;
  /** The critical anomalies alone fail the gate (policy `fail`, no label). */
  anomaliesFailGate: boolean;
  policy: TestChangePolicy;
  allowTestChanges: boolean;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function checksPart(outcomes: readonly CheckOutcome[]): string {
  const ran = outcomes.filter((outcome) => outcome.result.skipped === null);
  const failed = ran.filter(checkFailed).map((outcome) => outcome.result.name);
  if (ran.length === 0) return 'no checks ran';
  if (failed.length === 0) return `${plural(ran.length, 'check', 'checks')} passed`;
  return `${failed.length} of ${plural(ran.length, 'check', 'checks')} failed (${failed.join(', ')})`;
}

function skippedPart(outcomes: readonly CheckOutcome[]): string | null {
  const skipped = outcomes.flatMap(({ result }) =>
    result.skipped === null ? [] : [`${result.name}: ${result.skipped}`],
  );
  if (skipped.length === 0) return null;
  return `${plural(skipped.length, 'check', 'checks')} skipped (${skipped.join(', ')})`;
}

function anomaliesPart(facts: SummaryFacts): string | null {
  if (facts.criticalCount === 0) return null;
  const count = plural(facts.criticalCount, 'critical anomaly', 'critical anomalies');
  if (facts.policy !== 'fail') return `${count} (policy: ${facts.policy})`;
  return facts.allowTestChanges ? `${count} (allowed by label)` : count;
}

/** Longest refusal shown per check: the report's summary stays one readable line. */
const WHY_MAX = 200;

/**
 * The declared test checks that did not run, each with why (the refused folder and the rule);
 * a runner that is simply missing keeps its short wording.
 */
function notRunPart(outcomes: readonly CheckOutcome[]): string {
  const unresolvable = testsNotRun(outcomes).filter(
    ({ result }) => result.skipped === 'unresolvable',
  );
  // testlock's own check names what is missing (no PostgreSQL server): the user can install it.
  const own = testsNotRun(outcomes).filter(
    (o) => isTestlockCheck(o) && o.result.skipped === 'tool-not-installed',
  );
  if (own.length > 0 && unresolvable.length === 0) {
    const named = own.map(({ result }) => {
      const why = escapeControlChars(flattenToLine(result.reason ?? 'tool-not-installed', WHY_MAX));
      return `${result.name} not run: ${why}`;
    });
    const others = testsNotRun(outcomes).length > own.length ? '; test runner not installed' : '';
    return `${named.join('; ')}${others}`;
  }
  if (unresolvable.length === 0) return 'test runner not installed';
  const why = unresolvable.map(({ result }) => {
    const text = escapeControlChars(flattenToLine(result.reason ?? 'unresolvable', WHY_MAX));
    return `${result.name}: ${text}`;
  });
  const missing = unresolvable.length < testsNotRun(outcomes).length;
  return `tests not run (${why.join('; ')})${missing ? '; test runner not installed' : ''}`;
}

function unverifiedPart(
  reason: UnverifiedReason | null,
  outcomes: readonly CheckOutcome[],
): string {
  if (reason === 'tool-not-installed') {
    // A dependency that could not be downloaded is named: it is what the user can fix.
    const unavailable = outcomes.find(
      (o) => o.result.kind === 'test' && o.unavailable !== undefined,
    )?.unavailable;
    return unavailable === undefined ? notRunPart(outcomes) : `tests could not run: ${unavailable}`;
  }
  if (reason !== 'results-unreadable') return 'no tests in the locked set';
  // A runner that exited 0 but whose output no parser understood: say so, not "no tests".
  const unread = unreadableTests(outcomes);
  return `no test results could be read (${unread.map(({ result }) => result.name).join(', ')})`;
}

export function summarize(facts: SummaryFacts): string {
  const skipped = skippedPart(facts.outcomes);
  const anyCheckFailed = facts.outcomes.some(checkFailed);
  let parts: Array<string | null>;
  if (facts.anomaliesFailGate && !anyCheckFailed) {
    // The checks passed; what fails the gate is the test changes, so say that first.
    const count = plural(facts.criticalCount, 'critical anomaly fails', 'critical anomalies fail');
    parts = [`${count} the gate`, checksPart(facts.outcomes), skipped];
  } else if (facts.verdict === 'PARTIAL') {
    parts = [unverifiedPart(facts.unverifiedReason, facts.outcomes), skipped, anomaliesPart(facts)];
  } else {
    parts = [checksPart(facts.outcomes), skipped, anomaliesPart(facts)];
  }
  return parts.filter((part): part is string => part !== null).join('; ');
}
