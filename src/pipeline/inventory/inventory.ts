// The base test inventory: in a second locked worktree of the base commit, lists the locked set's
// tests (and with `--baseline` runs them), then compares with what the verification ran.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLockedWorktree } from '../../adapters/workspace.js';
import { baselineNote, notCompared, unionIds } from '../../core/inventory/baseline.js';
import type { CachedListing } from '../../core/inventory/cache-file.js';
import { compareInventory, skippedNow } from '../../core/inventory/compare.js';
import { type BaseTestFile, baseTestFiles } from '../../core/inventory/unlocked-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { Check } from '../../core/model/check.js';
import type { RunIds } from '../../core/model/inventory.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { BaselineNote, InventoryNote } from '../../core/model/report.js';
import { runChecks } from '../stages/run-checks.js';
import { cachedListed } from './cache-use.js';
import type { BaseContext, InventoryOptions } from './context.js';
import { freshenForCargo } from './fresh.js';
import { type Listed, listBase } from './list.js';
import { locateAtBase } from './locate.js';
import { skippedAtBase } from './skips.js';

export interface InventoryResult {
  anomalies: Anomaly[];
  note: InventoryNote;
  baseline: BaselineNote | null;
  /** What was listed at base this run, by test check, to be cached; null when a cache served it. */
  listed?: CachedListing[] | null;
  /** The repo-relative files the base tests were listed in (not for go and cargo, which name none). */
  baseFiles?: BaseTestFile[];
}

const UNNAMED = 'the verification results do not name the tests that ran';

/** The locked-tree actions of a base worktree: none (head = base). */
export const NO_ACTIONS = {
  restore: [],
  remove: [],
  merge: [],
  lockAdded: [],
  splice: [],
  plan: { restored: [], removed: [], merged: [], spliced: [], unspliced: [] },
};

/** The inventory started before the checks: `finish` compares with what they ran. */
export interface PendingInventory {
  /** Null when no test check ran: there is nothing to compare. */
  finish(outcomes: readonly CheckOutcome[]): Promise<InventoryResult | null>;
  /** Stops waiting and removes the base worktree (the checks failed to run). */
  cancel(): Promise<void>;
}

interface Started {
  /** The base worktree, built on first use (a cached listing may never need it). */
  base: () => Promise<BaseContext>;
  /** The listings started early, by test check index. */
  early: Map<number, Promise<Listed | 'later'>>;
  dispose: () => Promise<void>;
}

/**
 * Builds the base worktree and starts the listings that need nothing but the base tree, while the
 * checks run, at low priority; everything that needs the checks' results waits for `finish`.
 */
export function startInventory(options: Omit<InventoryOptions, 'outcomes'>): PendingInventory {
  const tests = options.checks.filter((check) => check.kind === 'test' && check.skipped === null);
  if (tests.length === 0) {
    return { finish: async () => null, cancel: async () => {} };
  }
  // Settled at once so that a failure waits for `finish` instead of going unhandled.
  const started = start(options, tests).then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  const settle = async (): Promise<Started> => {
    const { value, error } = await started;
    if (value === null) throw error;
    return value;
  };
  return {
    cancel: async () => {
      const { value } = await started;
      if (value !== null) {
        await Promise.allSettled(value.early.values());
        await value.dispose();
      }
    },
    finish: async (outcomes) => {
      const value = await settle();
      try {
        return await finishInventory(tests, outcomes, { ...options, outcomes }, value);
      } finally {
        await Promise.allSettled(value.early.values());
        await value.dispose();
      }
    },
  };
}

async function start(
  options: Omit<InventoryOptions, 'outcomes'>,
  tests: readonly Check[],
): Promise<Started> {
  let built: Promise<{ context: BaseContext; dispose: () => Promise<void> }> | null = null;
  const build = () => {
    built ??= buildBase(options);
    return built;
  };
  const early = new Map<number, Promise<Listed | 'later'>>();
  for (const [index, check] of tests.entries()) {
    const hit = options.cached?.[index];
    const listing =
      hit === undefined
        ? build().then(({ context }) => listBase(check, index, context, 'early'))
        : cachedListed(options.root, options.baseSha, check, hit);
    // Settled here, read in `finish`: a failed listing is a reason, never an unhandled rejection.
    const listed = listing.catch(
      (error: unknown): Listed => ({ reason: `listing failed (${String(error)})` }),
    );
    early.set(index, listed);
  }
  return {
    base: async () => (await build()).context,
    early,
    dispose: async () => {
      if (built === null) return;
      const tree = await built.catch(() => null);
      await tree?.dispose();
    },
  };
}

async function buildBase(
  options: Omit<InventoryOptions, 'outcomes'>,
): Promise<{ context: BaseContext; dispose: () => Promise<void> }> {
  // The base commit with nothing changed: "head = base" and no locked-tree actions.
  const tree = await createLockedWorktree({
    repo: options.root,
    base: options.baseSha,
    head: options.baseSha,
    actions: NO_ACTIONS,
    role: 'atBase',
    env: options.env,
    checks: options.checks,
    resolved: true,
  });
  const scratch = await mkdtemp(join(tmpdir(), 'testlock-inventory-'));
  const context: BaseContext = {
    ...options,
    outcomes: [],
    root: tree.dir,
    extraEnv: tree.env,
    ownsCargoTarget: tree.ownsCargoTarget,
    scratch,
  };
  return {
    context,
    dispose: async () => {
      await rm(scratch, { recursive: true, force: true });
      await tree.dispose();
    },
  };
}

async function finishInventory(
  tests: readonly Check[],
  outcomes: readonly CheckOutcome[],
  options: InventoryOptions,
  started: Started,
): Promise<InventoryResult | null> {
  const ran = outcomes.filter((o) => o.result.kind === 'test' && o.result.skipped === null);
  if (ran.length === 0) return null;
  const now = unionIds(ran.map((o) => o.runIds));
  if (now === null && !options.baseline) {
    return { anomalies: [], note: notCompared(UNNAMED), baseline: null };
  }
  let freshened: Promise<BaseContext> | null = null;
  const base = (): Promise<BaseContext> => {
    freshened ??= started.base().then(async (built) => {
      await freshenForCargo(built.root, options.baseSha, built.ownsCargoTarget);
      return { ...built, outcomes };
    });
    return freshened;
  };
  const baseRun = options.baseline ? await runBaseline(tests, await base()) : null;
  const list = async (check: Check, index: number): Promise<Listed> => {
    const early = await started.early.get(index);
    if (early !== undefined && early !== 'later') return early;
    const late = await listBase(check, index, await base(), 'late');
    return late === 'later' ? { reason: 'listing deferred twice' } : late;
  };
  const result = await compareAll(tests, now, baseRun, { ...options, outcomes }, base, list);
  const failuresNow = ran.flatMap((o) => o.tests?.failures ?? []);
  const baseline = baseRun === null ? null : baselineNote(failuresNow, baseRun.failures);
  const fromCache = tests.some((_, index) => options.cached?.[index] !== undefined);
  return { ...result, baseline, listed: fromCache ? null : (result.listed ?? null) };
}

/** Lists and compares after the checks, in one call (tests and tools that need no overlap). */
export async function checkInventory(options: InventoryOptions): Promise<InventoryResult | null> {
  return startInventory(options).finish(options.outcomes);
}

interface BaseRun {
  failures: NonNullable<CheckOutcome['tests']>['failures'];
  ids: RunIds | null;
}

async function runBaseline(tests: readonly Check[], context: BaseContext): Promise<BaseRun> {
  context.log('testlock: baseline: running the locked suite at base');
  const outcomes = await runChecks({
    root: context.root,
    checks: tests,
    timeoutMs: context.timeoutMs,
    // Tests only: nothing to run beside them.
    schedule: 'one-at-a-time',
    secrets: context.secrets,
    env: context.env,
    extraEnv: context.extraEnv,
    log: (line) => context.log(`  base ${line}`),
    signal: context.signal,
  });
  return {
    failures: outcomes.flatMap((o) => o.tests?.failures ?? []),
    ids: unionIds(outcomes.map((o) => o.runIds)),
  };
}

async function compareAll(
  tests: readonly Check[],
  now: RunIds | null,
  baseRun: BaseRun | null,
  context: InventoryOptions,
  baseTree: () => Promise<BaseContext>,
  list: (check: Check, index: number) => Promise<Listed>,
): Promise<Omit<InventoryResult, 'baseline'>> {
  if (now === null) {
    return { anomalies: [], note: notCompared(UNNAMED) };
  }
  const anomalies: Anomaly[] = [];
  const notes: string[] = [];
  const listedNow: CachedListing[] = [];
  const baseFiles: BaseTestFile[] = [];
  let baseTests = 0;
  for (const [index, check] of tests.entries()) {
    const listed = await list(check, index);
    if ('reason' in listed) {
      context.log(`testlock: base tests of ${check.name} not listed: ${listed.reason}`);
      return { anomalies: [], note: notCompared(`${check.name}: ${listed.reason}`) };
    }
    baseTests += listed.entries.length;
    const format = listed.listing.format;
    listedNow.push({ format, entries: listed.entries });
    baseFiles.push(...baseTestFiles(listed.entries, format, check.cwd));
    const skippedList = skippedNow(listed.entries, now, format);
    // Only a rerun at base needs the base worktree; with nothing skipped a cached listing has none.
    const skipped =
      skippedList.length === 0
        ? { ids: [], note: null }
        : await skippedAtBase(listed.listing, skippedList, baseRun?.ids ?? null, {
            ...(await baseTree()),
            index,
          });
    if (skipped.note !== null) notes.push(`${check.name}: ${skipped.note}`);
    const input = { base: listed.entries, now, skippedAtBase: skipped.ids };
    const first = compareInventory(input, format);
    // Only the flagged tests are placed: a grep of thousands of names would cost for nothing.
    const flagged = new Set(first.flagged.map((entry) => entry.id));
    // `git grep` of the base commit: the repository has it, no base worktree needed.
    const placed = await locateAtBase(
      context.root,
      context.baseSha,
      format,
      first.flagged,
      check.cwd,
    );
    const files = new Map(placed.map((entry) => [entry.id, entry.file]));
    const base = listed.entries.map((entry) =>
      flagged.has(entry.id) ? { ...entry, file: files.get(entry.id) ?? entry.file } : entry,
    );
    const found = compareInventory({ ...input, base }, format);
    anomalies.push(...found.anomalies);
  }
  const count = (kind: Anomaly['kind']): number => anomalies.filter((a) => a.kind === kind).length;
  context.log(`testlock: base inventory: ${baseTests} tests, ${count('test-missing')} missing`);
  return {
    anomalies,
    note: {
      compared: true,
      base_tests: baseTests,
      missing: count('test-missing'),
      newly_skipped: count('test-newly-skipped'),
      note: notes.length === 0 ? null : notes.join('; '),
    },
    listed: listedNow,
    baseFiles,
  };
}
