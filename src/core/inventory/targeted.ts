// The command that runs only the given base tests at base, with the check's own runner, to learn
// which of the tests skipped now were skipped at base too (a runtime skipif, a t.Skip behind an
// env check): each runner's profile says how it selects single tests.
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';
import { listingOf } from '../runners/listings.js';
import type { RunnerInvocation } from '../runners/profile.js';

/** The words of the targeted run; null where the runner cannot select single tests. */
export function targetedWords(
  format: ListingFormat,
  invocation: RunnerInvocation,
  tests: readonly InventoryEntry[],
): string[] | null {
  if (tests.length === 0) return null;
  return listingOf(format).targeted(invocation, tests);
}
