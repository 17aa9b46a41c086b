// The work a verify starts before it needs it, each as a named task started by verify.ts at the
// point where what it reads is fixed (issue 14): the locked tree and the interpreter's listing once
// the range is resolved; the coverage probes and the base inventory once the checks are
// discovered. None waits for the rest of the plan.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PendingLockedWorktree, startLockedWorktree } from '../../adapters/workspace.js';
import type { TestlockConfig } from '../../core/config/config.js';
import type { Check } from '../../core/model/check.js';
import { type OpenedCache, openInventoryCache } from '../inventory/cache.js';
import { type PendingInventory, startInventory } from '../inventory/inventory.js';
import {
  type CheckoutListings,
  checkoutListings,
  likelyPython,
} from '../read/checkout-listings.js';
import { type EarlyProbes, startCoverageProbes } from '../read/probe-environment.js';
import type { SharedListing } from '../read/python-listing.js';
import type { PlanRange } from './plan.js';
import type { VerifyOptions } from './verify-types.js';

/** The cached inventory opened (its key probes the tool versions) and the listing started. */
export interface OpenedInventory {
  cache: { opened: OpenedCache | null } | null;
  pending: PendingInventory;
  /** The cache's log lines, written at the join: the checks' output is never cut by them. */
  lines: string[];
}

/** A promise's outcome as data: its failure is read where it is awaited, never unhandled. */
export type Settled<T> = { value: T; error: null } | { value: null; error: unknown };

/** Per check, from the run's option or the base config's. */
export function checkTimeoutMs(options: VerifyOptions, config: TestlockConfig): number {
  return (options.timeoutMinutes ?? config.timeoutMinutes) * 60_000;
}

/** The locked worktree at the resolved range: added and head's index read while the plan runs. */
export function startTree(options: VerifyOptions, range: PlanRange): PendingLockedWorktree {
  return startLockedWorktree({
    repo: range.root,
    base: range.baseSha,
    head: range.headSha,
    env: options.env,
    resolved: true,
  });
}

/**
 * The checkout's interpreter listings: the likely one starts now, beside the plan, instead of
 * after discovery, where the checks would wait for it.
 */
export function startListings(options: VerifyOptions, range: PlanRange): CheckoutListings {
  const run = { secrets: options.secrets, env: options.env };
  const listings = checkoutListings(range.root, run, range.headSha);
  const python = likelyPython(range.root, range.given);
  if (python !== null) listings.prestart(python, range.given);
  return listings;
}

/** The coverage-plugin probes of the discovered checks; one listing also serves the inventory key. */
export function startProbes(
  options: VerifyOptions,
  range: PlanRange,
  listings: CheckoutListings,
  checks: readonly Check[],
): EarlyProbes {
  const run = { secrets: options.secrets, env: options.env };
  return startCoverageProbes(listings, range.root, checks, run, range.headSha);
}

/** The base inventory, opened from the cache or listed at low priority; null for a shard. */
export function startBaseInventory(
  options: VerifyOptions,
  range: PlanRange,
  checks: readonly Check[],
  config: TestlockConfig,
  listPython: SharedListing,
  sheltered: Promise<void>,
): Promise<Settled<OpenedInventory>> | null {
  // A shard runs part of the suite by design: the base inventory is for whole runs.
  if (options.shard) return null;
  const timeoutMs = checkTimeoutMs(options, config);
  return settled(
    openInventory(options, range.root, range.baseSha, checks, timeoutMs, listPython, sheltered),
  );
}

async function openInventory(
  options: VerifyOptions,
  root: string,
  baseSha: string,
  checks: readonly Check[],
  timeoutMs: number,
  listPython: SharedListing,
  sheltered: Promise<void>,
): Promise<OpenedInventory> {
  const lines: string[] = [];
  const log = (line: string): void => {
    lines.push(line);
  };
  const cache = await openCache({ ...options, log }, root, baseSha, checks, listPython);
  // A listing at base reads a tree of its own while the PR's code runs: only once that tree is
  // out of its reach (a cached listing needs no tree until the reruns, after the checks).
  if (!cache?.opened?.cached) await sheltered;
  const pending = startInventory({
    cached: cache?.opened?.cached ?? null,
    root,
    baseSha,
    checks,
    baseline: options.baseline ?? false,
    timeoutMs,
    secrets: options.secrets,
    env: options.env,
    log: options.log,
    signal: options.signal,
  });
  return { cache, pending, lines };
}

function settled<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
}

// The key probes the tool versions in a scratch folder of its own, removed at once.
async function openCache(
  options: VerifyOptions,
  root: string,
  baseSha: string,
  checks: readonly Check[],
  listPython: SharedListing,
): Promise<{ opened: OpenedCache | null } | null> {
  const store = options.inventoryStore;
  if (!store) return null;
  const scratch = await mkdtemp(join(tmpdir(), 'testlock-inventory-key-'));
  try {
    const context = {
      root,
      scratch,
      secrets: options.secrets,
      env: options.env,
      log: options.log,
      listPython,
    };
    return { opened: await openInventoryCache(store, baseSha, checks, context) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
