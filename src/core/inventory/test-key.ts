// The key a base test and a test that ran are matched by: one spelling per runner for both sides
// (its profile's), so that an honest PR never gets `test-missing` from how a listing and a report
// write the name.
import type { ListingFormat } from '../model/inventory.js';
import { listingOf } from '../runners/listings.js';

/** The matching key of an id of the given listing's runner. */
export function testKey(format: ListingFormat): (id: string) => string {
  return listingOf(format).key;
}

/**
 * The matching key of one side's ids (base, or what ran now), where a runner keys a test by its
 * neighbours on that side (Rust doc tests are numbered among their item's doc tests).
 */
export function sideKey(format: ListingFormat, ids: readonly string[]): (id: string) => string {
  const { key, sideKeys } = listingOf(format);
  if (sideKeys === undefined) return key;
  const keys = sideKeys(ids);
  return (id) => keys.get(id) ?? key(id);
}
