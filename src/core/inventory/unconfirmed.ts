// Reads a targeted base run: which of the tests skipped now skipped at base too. A test the run
// did not report at all (a filter that did not select it) is not judged, never called newly skipped.

import type { InventoryEntry, ListingFormat, RunIds } from '../model/inventory.js';
import { testKey } from './test-key.js';

export interface Confirmed {
  /** Base ids that skipped at base, or whose base status the run did not tell. */
  skippedAtBase: string[];
  note: string | null;
}

export function unconfirmed(
  format: ListingFormat,
  skippedNow: readonly InventoryEntry[],
  atBase: RunIds,
): Confirmed {
  const key = testKey(format);
  const ran = new Set(atBase.ran.map(key));
  const skipped = new Set(atBase.skipped.map(key));
  const unreported = skippedNow.filter((entry) => !ran.has(key(entry.id)));
  const ids = skippedNow
    .filter((entry) => skipped.has(key(entry.id)) || !ran.has(key(entry.id)))
    .map((entry) => entry.id);
  const note =
    unreported.length === 0
      ? null
      : `${unreported.length} base tests skipped now did not run in the targeted base run (${unreported[0]?.id}): not judged`;
  return { skippedAtBase: ids, note };
}
