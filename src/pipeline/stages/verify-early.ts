// The work a verify starts while its plan is still being computed (issue 14): the locked tree and
// the likely interpreter's listing as soon as the range is resolved; the coverage probes and the base
// inventory once the checks are discovered. Each only reads what the plan has fixed by then, so
// none waits for the rest of it.
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
import type { PlanHooks } from './plan.js';
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

export interface EarlyWork {
  /** Given to buildPlan, which starts the work through them. */
  hooks: PlanHooks;
  /** The locked tree started at the resolved range; throws if the plan never got there. */
  tree(): PendingLockedWorktree;
  /** The coverage-plugin probes; throws if the plan never discovered the checks. */
  probes(): EarlyProbes;
  /** The inventory being opened; null for a shard, which has none. */
  inventory(): Promise<Settled<OpenedInventory>> | null;
  /** Stops and removes whatever was started, for a run that ends before using it. */
  cancel(): Promise<void>;
}

/** Per check, from the run's option or the base config's. */
export function checkTimeoutMs(options: VerifyOptions, config: TestlockConfig): number {
  return (options.timeoutMinutes ?? config.timeoutMinutes) * 60_000;
}

export function startEarlyWork(options: VerifyOptions): EarlyWork {
  let tree: PendingLockedWorktree | null = null;
  let listings: CheckoutListings | null = null;
  let probes: EarlyProbes | null = null;
  let opening: Promise<Settled<OpenedInventory>> | null = null;
  const missing = (what: string): Error => new Error(`internal: ${what} was never started`);
  const run = { secrets: options.secrets, env: options.env };
  return {
    hooks: {
      resolved: ({ root, baseSha, headSha, workingDirectory }) => {
        // The plan resolved the range in the repository's top folder.
        tree = startLockedWorktree({
          repo: root,
          base: baseSha,
          head: headSha,
          env: options.env,
          resolved: true,
        });
        // The interpreter start of the listing the coverage probe will most likely ask for runs
        // beside the plan, instead of after discovery, where the checks would wait for it.
        listings = checkoutListings(root, run, headSha);
        const python = likelyPython(root, workingDirectory);
        if (python !== null) listings.prestart(python, workingDirectory);
      },
      discovered: ({ root, baseSha, headSha, checks, config }) => {
        // One listing of the distributions answers the coverage question and the inventory key.
        listings ??= checkoutListings(root, run, headSha);
        probes = startCoverageProbes(listings, root, checks, run, headSha);
        // A shard runs part of the suite by design: the base inventory is for whole runs.
        const timeoutMs = checkTimeoutMs(options, config);
        const listPython = probes.listPython;
        opening = options.shard
          ? null
          : settled(openInventory(options, root, baseSha, checks, timeoutMs, listPython));
      },
    },
    tree: () => {
      if (tree === null) throw missing('the locked tree');
      return tree;
    },
    probes: () => {
      if (probes === null) throw missing('the coverage probe');
      return probes;
    },
    inventory: () => opening,
    async cancel() {
      await (await opening)?.value?.pending.cancel();
      await (probes ?? listings)?.dispose();
      await tree?.cancel();
    },
  };
}

async function openInventory(
  options: VerifyOptions,
  root: string,
  baseSha: string,
  checks: readonly Check[],
  timeoutMs: number,
  listPython: SharedListing,
): Promise<OpenedInventory> {
  const lines: string[] = [];
  const log = (line: string): void => {
    lines.push(line);
  };
  const cache = await openCache({ ...options, log }, root, baseSha, checks, listPython);
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
