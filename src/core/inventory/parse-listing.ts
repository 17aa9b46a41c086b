// Reads what a runner's listing printed into the base inventory, with each id in the form the
// results parsers give it, so that "listed at base" and "ran now" compare as plain strings.
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';
import { listingOf } from '../runners/listings.js';
import type { ListingText } from '../runners/profile.js';

export type { ListingText } from '../runners/profile.js';

/** The listed tests; throws when the output is not what the format promises. */
export function parseListing(format: ListingFormat, text: ListingText): InventoryEntry[] {
  return listingOf(format).parse(text);
}
