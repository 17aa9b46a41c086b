// The cached base inventory file: written by `testlock inventory`, read back as untrusted data
// (size, schema, every field typed, key and base checked, entries shaped as their listing gives them).
import { createHash } from 'node:crypto';
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';
import { LISTING_FORMATS, listingOf as runnerListing } from '../runners/listings.js';
import { clipChars } from '../text/clip.js';
import { INVENTORY_CACHE_VERSION } from './cache-key.js';

/** A cached inventory larger than this is refused unread. */
export const INVENTORY_CACHE_MAX_BYTES = 16 * 1024 * 1024;

const MAX_ENTRIES = 200_000;
const MAX_ID = 4_096;
const SCHEMA = 'testlock-inventory';

/** One test check's listing at base. */
export interface CachedListing {
  format: ListingFormat;
  entries: InventoryEntry[];
}

export interface CachedInventory {
  key: string;
  baseSha: string;
  listings: CachedListing[];
}

export type ReadCache = { ok: true; inventory: CachedInventory } | { ok: false; reason: string };

/** The file's text; `digest` covers the listings so that a body edited by hand is noticed. */
export function inventoryCacheText(inventory: CachedInventory): string {
  return `${JSON.stringify({
    schema: SCHEMA,
    version: INVENTORY_CACHE_VERSION,
    key: inventory.key,
    base_sha: inventory.baseSha,
    digest: listingsDigest(inventory.listings),
    listings: inventory.listings.map(normalised),
  })}\n`;
}

export interface Expected {
  key: string;
  baseSha: string;
  /** The format of each test check's listing now, in plan order. */
  formats: readonly ListingFormat[];
}

/** Reads a cached inventory; any doubt is a one-line reason, and the listing then runs again. */
export function readInventoryCache(text: string, expected: Expected): ReadCache {
  if (text.length > INVENTORY_CACHE_MAX_BYTES) {
    return { ok: false, reason: `larger than ${INVENTORY_CACHE_MAX_BYTES} bytes` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  try {
    return { ok: true, inventory: checked(data, expected) };
  } catch (error) {
    if (error instanceof CacheError) return { ok: false, reason: error.message };
    throw error;
  }
}

class CacheError extends Error {}

function fail(message: string): never {
  throw new CacheError(message);
}

const TOP = ['schema', 'version', 'key', 'base_sha', 'digest', 'listings'];

function checked(data: unknown, expected: Expected): CachedInventory {
  const top = record(data, 'the file');
  const extra = Object.keys(top).find((name) => !TOP.includes(name));
  if (extra !== undefined) fail(`unknown field '${clipChars(extra, 40)}'`);
  if (top.schema !== SCHEMA) fail(`schema: expected '${SCHEMA}'`);
  if (top.version !== INVENTORY_CACHE_VERSION) {
    fail(`version: expected ${INVENTORY_CACHE_VERSION}`);
  }
  if (top.key !== expected.key) fail('key does not match this run (other base, commands or tools)');
  if (top.base_sha !== expected.baseSha) fail('base_sha does not match the base commit');
  if (!Array.isArray(top.listings)) fail('listings: expected an array');
  if (top.listings.length !== expected.formats.length) {
    fail(`listings: expected ${expected.formats.length} (one per test check)`);
  }
  let total = 0;
  const listings = top.listings.map((value: unknown, index): CachedListing => {
    const format = expected.formats[index];
    if (format === undefined) fail(`listings[${index}]: not expected`);
    const listing = listingOf(value, format, `listings[${index}]`);
    total += listing.entries.length;
    if (total > MAX_ENTRIES) fail(`more than ${MAX_ENTRIES} entries`);
    return listing;
  });
  if (top.digest !== listingsDigest(listings)) fail('digest does not match the listings');
  return { key: expected.key, baseSha: expected.baseSha, listings };
}

function listingOf(value: unknown, format: ListingFormat, at: string): CachedListing {
  const listing = record(value, at);
  const extra = Object.keys(listing).find((name) => name !== 'format' && name !== 'entries');
  if (extra !== undefined) fail(`${at}: unknown field '${clipChars(extra, 40)}'`);
  if (!LISTING_FORMATS.includes(listing.format as ListingFormat) || listing.format !== format) {
    fail(`${at}.format: expected '${format}'`);
  }
  if (!Array.isArray(listing.entries)) fail(`${at}.entries: expected an array`);
  if (listing.entries.length > MAX_ENTRIES) fail(`${at}.entries: more than ${MAX_ENTRIES}`);
  const entries = listing.entries.map((item: unknown, n) => entryOf(item, format, `${at}[${n}]`));
  return { format, entries };
}

function entryOf(value: unknown, format: ListingFormat, at: string): InventoryEntry {
  const entry = record(value, at);
  if (Object.keys(entry).some((name) => name !== 'id' && name !== 'file')) {
    fail(`${at}: only id and file are expected`);
  }
  const { id, file } = entry;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID || CONTROL.test(id)) {
    fail(`${at}.id: expected a test id of at most ${MAX_ID} printable characters`);
  }
  if (typeof file !== 'string' || file.length > MAX_ID || !safePath(file)) {
    fail(`${at}.file: expected a repository-relative path`);
  }
  if (!shaped(format, id, file)) fail(`${at}: not a ${format} entry`);
  return { id, file };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

// The file names an anomaly's path: never absolute, never outside the repository.
function safePath(path: string): boolean {
  if (CONTROL.test(path) || path.startsWith('/') || path.includes('\\')) return false;
  return path.split('/').every((part) => part !== '..');
}

/** Whether an entry has the shape its listing's parser gives (the runner's profile). */
function shaped(format: ListingFormat, id: string, file: string): boolean {
  return runnerListing(format).shaped(id, file);
}

function record(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(`${at}: expected an object`);
  }
  return value as Record<string, unknown>;
}

// Exactly the fields the reader keeps, in its order, so that writer and reader hash alike.
function normalised(listing: CachedListing): CachedListing {
  return {
    format: listing.format,
    entries: listing.entries.map((entry) => ({ id: entry.id, file: entry.file })),
  };
}

function listingsDigest(listings: readonly CachedListing[]): string {
  const text = JSON.stringify(listings.map(normalised));
  return createHash('sha256').update(text).digest('hex');
}
