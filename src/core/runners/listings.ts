// The runners' listings by the format the inventory stores: the cache names a listing's format,
// and everything that compares, places or reruns its tests asks that runner's profile.
import type { ListingFormat } from '../model/inventory.js';
import type { ListingSupport } from './profile.js';
import { RUNNER_PROFILES } from './registry.js';

const BY_FORMAT = new Map<ListingFormat, ListingSupport>(
  RUNNER_PROFILES.flatMap((p) => (p.listing ? [[p.listing.format, p.listing] as const] : [])),
);

/** Every listing format a runner profile writes (what a cached inventory may hold). */
export const LISTING_FORMATS: readonly ListingFormat[] = [...BY_FORMAT.keys()];

/** The listing that writes `format`. */
export function listingOf(format: ListingFormat): ListingSupport {
  const listing = BY_FORMAT.get(format);
  if (listing === undefined) throw new Error(`internal: no runner lists ${format}`);
  return listing;
}
