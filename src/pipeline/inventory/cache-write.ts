// `testlock inventory`: lists the locked set's tests at the base commit in a worktree of it and
// keeps them under this run's key, for `verify --inventory` and the Action's cache to read.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLockedWorktree } from '../../adapters/workspace.js';
import { type CachedListing, inventoryCacheText } from '../../core/inventory/cache-file.js';
import { errorMessage } from '../../core/text/error-message.js';
import { UsageError } from '../../errors.js';
import { buildPlan, type PlanOptions } from '../stages/plan.js';
import { type InventoryStore, inventoryKey, listedChecks } from './cache.js';
import type { BaseContext } from './context.js';
import { freshenForCargo } from './fresh.js';
import { NO_ACTIONS } from './inventory.js';
import { listBase } from './list.js';

export interface WriteInventoryOptions extends PlanOptions {
  store: InventoryStore & { save: NonNullable<InventoryStore['save']> };
  /** Per listing; null: the base config's. */
  timeoutMinutes: number | null;
  secrets: string[];
  log: (line: string) => void;
  signal?: AbortSignal;
}

/** Lists and keeps the base inventory; returns the key. Anything that cannot be cached is an error. */
export async function writeInventory(options: WriteInventoryOptions): Promise<string> {
  const { root, plan, config } = await buildPlan(options);
  const timeoutMs = (options.timeoutMinutes ?? config.timeoutMinutes) * 60_000;
  const scratch = await mkdtemp(join(tmpdir(), 'testlock-inventory-'));
  try {
    const probe = { root, scratch, secrets: options.secrets, env: options.env };
    const key = await inventoryKey(plan.baseSha, plan.checks, probe);
    if (key === null) {
      throw new UsageError(
        'nothing to cache: no test check, a test command testlock cannot list, or a tool whose version is unknown',
      );
    }
    const listings = await listAll(
      { ...options, timeoutMs },
      root,
      plan.baseSha,
      plan.checks,
      scratch,
    );
    const text = inventoryCacheText({ key: key.key, baseSha: plan.baseSha, listings });
    try {
      await options.store.save(key.key, text);
    } catch (error) {
      const why = errorMessage(error);
      throw new UsageError(`cannot write ${options.store.describe}: ${why.split('\n', 1)[0]}`);
    }
    return key.key;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function listAll(
  options: WriteInventoryOptions & { timeoutMs: number },
  root: string,
  baseSha: string,
  checks: Parameters<typeof listedChecks>[0],
  scratch: string,
): Promise<CachedListing[]> {
  const tree = await createLockedWorktree({
    repo: root,
    base: baseSha,
    head: baseSha,
    actions: NO_ACTIONS,
    role: 'atBase',
    env: options.env,
    checks,
  });
  try {
    await freshenForCargo(tree.dir, baseSha, tree.ownsCargoTarget);
    const context: BaseContext = {
      root: tree.dir,
      baseSha,
      checks,
      outcomes: [],
      baseline: false,
      timeoutMs: options.timeoutMs,
      secrets: options.secrets,
      env: options.env,
      log: options.log,
      extraEnv: tree.env,
      ownsCargoTarget: tree.ownsCargoTarget,
      scratch,
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const listings: CachedListing[] = [];
    for (const [index, check] of listedChecks(checks).entries()) {
      const listed = await listBase(check, index, context, 'late');
      if (listed === 'later' || 'reason' in listed) {
        const reason = listed === 'later' ? 'listing deferred' : listed.reason;
        throw new UsageError(`base tests of ${check.name} not listed: ${reason}`);
      }
      options.log(`testlock: base inventory: ${check.name}: ${listed.entries.length} tests`);
      listings.push({ format: listed.listing.format, entries: listed.entries });
    }
    return listings;
  } finally {
    await tree.dispose();
  }
}
