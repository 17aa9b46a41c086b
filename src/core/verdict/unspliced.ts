// Fail closed on Rust files whose base test items could not be spliced into the PR's version:
// the test checks ran with the PR's test items there, so their results do not count.
import type { UnsplicedFile } from '../model/locked-plan.js';
import type { CheckOutcome } from '../model/outcome.js';

/** The test checks that ran carry the reason as `invalidated` (kept when one is already set). */
export function invalidateUnspliced(
  outcomes: readonly CheckOutcome[],
  unspliced: readonly UnsplicedFile[],
): CheckOutcome[] {
  const first = unspliced[0];
  if (first === undefined) return [...outcomes];
  const more = unspliced.length > 1 ? ` (and ${unspliced.length - 1} more)` : '';
  const reason = `base inline tests of ${first.path} could not be spliced in${more}: ${first.reason}`;
  return outcomes.map((outcome) =>
    outcome.result.kind === 'test' && outcome.result.skipped === null && !outcome.invalidated
      ? { ...outcome, invalidated: reason }
      : outcome,
  );
}
