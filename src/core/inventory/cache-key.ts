// The key of a cached base inventory: what the listing depends on (the base commit, the listing
// commands with their folders and environment, the tool versions), hashed into one cache key.
import { createHash } from 'node:crypto';
import type { Check } from '../model/check.js';
import type { ListingFormat } from '../model/inventory.js';

/** Bumped when the listing parsers or the file's shape change: an old cache then misses. */
export const INVENTORY_CACHE_VERSION = 1;

/** Stands for the private file vitest writes its list to, which differs on every run. */
export const LISTING_OUT_PLACEHOLDER = '<testlock-listing-out>';

/** One test check's listing as it enters the key. */
export interface KeyedListing {
  format: ListingFormat;
  check: Pick<Check, 'command' | 'args' | 'cwd' | 'env'>;
}

export interface CacheKeyInput {
  baseSha: string;
  /** By test check, in the order of the plan. */
  listings: readonly KeyedListing[];
  /** What each tool the listings use said about its version, by tool name. */
  tools: Readonly<Record<string, string>>;
}

/** `testlock-inventory-v1-<base sha>-<digest>`: the base first, so a reader sees which commit. */
export function inventoryCacheKey(input: CacheKeyInput): string {
  const listings = input.listings.map((listing) => ({
    format: listing.format,
    words: [listing.check.command, ...listing.check.args],
    cwd: listing.check.cwd,
    env: sortedEntries(listing.check.env),
  }));
  const canonical = JSON.stringify({
    version: INVENTORY_CACHE_VERSION,
    listings,
    tools: sortedEntries(input.tools),
  });
  const digest = createHash('sha256').update(canonical).digest('hex').slice(0, 32);
  return `testlock-inventory-v${INVENTORY_CACHE_VERSION}-${input.baseSha}-${digest}`;
}

// Object key order is an accident of how the object was built; the key must not depend on it.
function sortedEntries(record: Readonly<Record<string, string>>): Array<[string, string]> {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
