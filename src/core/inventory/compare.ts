// Compares the base inventory with what ran in the verification: a base test that did not run is
// `test-missing`, one skipped now but not at base is `test-newly-skipped` (both critical).
import type { Anomaly, AnomalyKind } from '../model/anomaly.js';
import type { InventoryEntry, ListingFormat, RunIds } from '../model/inventory.js';
import { listingOf } from '../runners/listings.js';
import { sideKey, testKey } from './test-key.js';

export interface Comparison {
  anomalies: Anomaly[];
  missing: number;
  newlySkipped: number;
  /** The base entries behind the anomalies, to locate the files of those the listing left ''. */
  flagged: InventoryEntry[];
}

export interface CompareInput {
  base: readonly InventoryEntry[];
  /** What the verification ran, all test checks together. */
  now: RunIds;
  /** Ids skipped at base, where known (a base run); null leaves skips unjudged. */
  skippedAtBase: readonly string[] | null;
}

// A PR that breaks a whole module could make thousands; the first ones name the problem.
const MAX_PER_KIND = 100;

export function compareInventory(input: CompareInput, format: ListingFormat): Comparison {
  // Where the base entries are files (jest), the tests skipped now are judged one by one.
  const { skippedNow: ownSkipped } = listingOf(format);
  const entries =
    ownSkipped === undefined ? input.base : [...input.base, ...ownSkipped(input.base, input.now)];
  const key = sideKey(format, [...entries.map((e) => e.id), ...(input.skippedAtBase ?? [])]);
  const nowKey = sideKey(format, [...input.now.ran, ...input.now.skipped]);
  const ran = new Set(input.now.ran.map(nowKey));
  const skipped = new Set(input.now.skipped.map(nowKey));
  const atBase = input.skippedAtBase === null ? null : new Set(input.skippedAtBase.map(key));
  const missing: InventoryEntry[] = [];
  const newly: InventoryEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const k = key(entry.id);
    if (seen.has(k)) continue;
    seen.add(k);
    if (!ran.has(k)) missing.push(entry);
    else if (skipped.has(k) && atBase !== null && !atBase.has(k)) newly.push(entry);
  }
  const what = (entry: InventoryEntry): string =>
    input.now.unit === 'file' && entry.id === entry.file ? 'test file' : 'test';
  return {
    anomalies: [
      ...anomaliesOf(
        'test-missing',
        missing,
        (entry) =>
          `base ${what(entry)} ${entry.id} did not run (not collected, deselected or gone)`,
      ),
      ...anomaliesOf(
        'test-newly-skipped',
        newly,
        (entry) => `base ${what(entry)} ${entry.id} was skipped, and is not skipped at base`,
      ),
    ],
    missing: missing.length,
    newlySkipped: newly.length,
    flagged: [...missing, ...newly],
  };
}

/** Base tests skipped now: those whose base status a base run must tell. */
export function skippedNow(
  base: readonly InventoryEntry[],
  now: RunIds,
  format: ListingFormat,
): InventoryEntry[] {
  const { skippedNow: own } = listingOf(format);
  if (own !== undefined) return own(base, now);
  const key = testKey(format);
  const skipped = new Set(now.skipped.map(key));
  return base.filter((entry) => skipped.has(key(entry.id)));
}

function anomaliesOf(
  kind: AnomalyKind,
  entries: readonly InventoryEntry[],
  detail: (entry: InventoryEntry) => string,
): Anomaly[] {
  const shown = entries.slice(0, MAX_PER_KIND).map(
    (entry): Anomaly => ({
      kind,
      severity: 'critical',
      path: entry.file,
      line: null,
      detail: detail(entry),
    }),
  );
  const more = entries.length - shown.length;
  if (more > 0) {
    shown.push({
      kind,
      severity: 'critical',
      path: entries[shown.length]?.file ?? '',
      line: null,
      detail: `and ${more} more base tests (${kind})`,
    });
  }
  return shown;
}
