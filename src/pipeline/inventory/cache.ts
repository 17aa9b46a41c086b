// The cached base inventory at the edge: the key of this run (listing commands read from the base
// commit, tool versions probed), and a cached file read back, checked, or refused in one line.

import { posix } from 'node:path';
import { readFile } from '../../adapters/git.js';
import {
  type CachedInventory,
  INVENTORY_CACHE_MAX_BYTES,
  inventoryCacheText,
  readInventoryCache,
} from '../../core/inventory/cache-file.js';
import { inventoryCacheKey, LISTING_OUT_PLACEHOLDER } from '../../core/inventory/cache-key.js';
import { type Listing, listingCommand } from '../../core/inventory/list-command.js';
import type { Check } from '../../core/model/check.js';
import type { ListingFormat } from '../../core/model/inventory.js';
import { clipChars } from '../../core/text/clip.js';
import { errorMessage, firstLine } from '../../core/text/error-message.js';
import { scriptsOf } from '../read/package-scripts.js';
import { type ProbeContext, toolVersions } from './cache-tools.js';

/** Where a cached inventory comes from and goes to: a file (CLI) or the Actions cache. */
export interface InventoryStore {
  /** Says where, for the log. */
  describe: string;
  /** The cached text under `key`, or null when there is none; throws when the store fails. */
  load(key: string): Promise<string | null>;
  /** Keeps `text` under `key`; absent for a store that is only read. */
  save?(key: string, text: string): Promise<void>;
}

export interface InventoryKey {
  key: string;
  baseSha: string;
  /** By test check (the plan's test checks that run, in order). */
  formats: ListingFormat[];
}

/** The test checks the inventory lists, as `startInventory` picks them. */
export function listedChecks(checks: readonly Check[]): Check[] {
  return checks.filter((check) => check.kind === 'test' && check.skipped === null);
}

/**
 * The key of the base inventory for these checks; null when something it depends on cannot be
 * known (a tool whose version cannot be read): then nothing is cached, the listing runs.
 */
export async function inventoryKey(
  baseSha: string,
  checks: readonly Check[],
  context: ProbeContext,
): Promise<InventoryKey | null> {
  const tests = listedChecks(checks);
  if (tests.length === 0) return null;
  // The listing reads the base package.json's scripts: read them from the commit, not a tree.
  const listings = await Promise.all(
    tests.map(async (check): Promise<Listing | null> => {
      const text = await readFile(context.root, baseSha, posix.join(check.cwd, 'package.json'));
      const listing = listingCommand(check, scriptsOf(text ?? ''), LISTING_OUT_PLACEHOLDER);
      return 'reason' in listing ? null : listing;
    }),
  );
  // A check that cannot be listed leaves the inventory uncompared: there is nothing to cache.
  const listable = listings.filter((listing): listing is Listing => listing !== null);
  if (listable.length !== listings.length) return null;
  const tools = await toolVersions(listable, context, baseSha);
  if (tools === null) return null;
  const key = inventoryCacheKey({ baseSha, listings: listable, tools });
  return { key, baseSha, formats: listable.map((listing) => listing.format) };
}

export type Loaded = { inventory: CachedInventory } | { miss: string };

/** The cached inventory under the key, or why not (one line for the log); never throws. */
export async function loadInventory(store: InventoryStore, key: InventoryKey): Promise<Loaded> {
  let text: string | null;
  try {
    text = await store.load(key.key);
  } catch (error) {
    return { miss: `${store.describe} unavailable (${shortReason(error)})` };
  }
  if (text === null) return { miss: `nothing cached in ${store.describe} under ${key.key}` };
  if (Buffer.byteLength(text, 'utf8') > INVENTORY_CACHE_MAX_BYTES) {
    return { miss: `rejected ${store.describe}: larger than ${INVENTORY_CACHE_MAX_BYTES} bytes` };
  }
  const read = readInventoryCache(text, key);
  return read.ok
    ? { inventory: read.inventory }
    : { miss: `rejected ${store.describe}: ${read.reason}` };
}

/** The first line of an error, at most 200 characters: it goes into one log line. */
function shortReason(error: unknown): string {
  return clipChars(firstLine(errorMessage(error)), 200);
}

export interface OpenedCache {
  key: InventoryKey;
  /** The cached listings by test check, or null: list at base (and keep what was listed). */
  cached: CachedInventory['listings'] | null;
}

/** The key of this run and, when the store holds a sound inventory under it, that inventory. */
export async function openInventoryCache(
  store: InventoryStore,
  baseSha: string,
  checks: readonly Check[],
  context: ProbeContext & { log: (line: string) => void },
): Promise<OpenedCache | null> {
  const key = await inventoryKey(baseSha, checks, context);
  if (key === null) {
    context.log(
      'testlock: base inventory: not cacheable here (a listing or a tool version is unknown); listing at base',
    );
    return null;
  }
  const loaded = await loadInventory(store, key);
  if ('miss' in loaded) {
    context.log(`testlock: base inventory: ${loaded.miss}; listing at base`);
    return { key, cached: null };
  }
  context.log(`testlock: base inventory: cached (${store.describe}, ${key.key})`);
  return { key, cached: loaded.inventory.listings };
}

/** Keeps what was listed at base under the run's key; a store that fails is a warning line. */
export async function keepInventory(
  store: InventoryStore,
  opened: OpenedCache,
  listed: CachedInventory['listings'] | null | undefined,
  log: (line: string) => void,
): Promise<void> {
  if (store.save === undefined || opened.cached !== null) return;
  if (listed === null || listed === undefined || listed.length !== opened.key.formats.length)
    return;
  const text = inventoryCacheText({
    key: opened.key.key,
    baseSha: opened.key.baseSha,
    listings: listed,
  });
  try {
    await store.save(opened.key.key, text);
    log(`testlock: base inventory: listed at base, saved to ${store.describe}`);
  } catch (error) {
    log(`testlock: warning: base inventory not saved to ${store.describe} (${shortReason(error)})`);
  }
}
