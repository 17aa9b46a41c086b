// The PR-tests pass (SPEC 3b): after the locked run, the tests in the files the PR adds or
// modifies run as the PR wrote them, in a tree of head as it is and in a tree of base with the
// PR's test files (and the test support beside them) written in, each a fresh worktree of its own:
// never the locked tree, never the user's checkout. Same process adapter, timeout and output
// limits as the checks.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readFiles } from '../../adapters/git.js';
import type { ProcessEnv } from '../../adapters/process.js';
import { createLockedWorktree, type LockedWorktree } from '../../adapters/workspace.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Check } from '../../core/model/check.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { PrTestsResult } from '../../core/model/pr-tests.js';
import { combineSides } from '../../core/pr-tests/combine.js';
import { baseSupportFiles, prTestFiles } from '../../core/pr-tests/pr-test-files.js';
import { type SelectedRun, selectRuns } from '../../core/pr-tests/select-runs.js';
import { NO_ACTIONS } from '../inventory/inventory.js';
import { readPackageScripts } from '../read/package-scripts.js';
import type { EarlyProbes } from '../read/probe-environment.js';
import { runChecks } from './run-checks.js';

export interface PrTestsOptions {
  repo: string;
  baseSha: string;
  headSha: string;
  changes: readonly ChangedFile[];
  checks: readonly Check[];
  /** Root-relative paths of the changed product files, traced at head (changed lines). */
  traceChanged?: readonly string[];
  timeoutMs: number;
  secrets: readonly string[];
  env: ProcessEnv;
  log: (line: string) => void;
  signal?: AbortSignal;
  /** The two trees, opened ahead of need (openPrTestTrees); absent: opened here. */
  trees?: Promise<PrTestTrees>;
  /** The locked run's probes, keyed by the checks the pass selects from. */
  early?: Pick<EarlyProbes, 'coverage'>;
}

/** The pass's two fresh trees: head as it is, base to receive the PR's test files. */
export interface PrTestTrees {
  head: LockedWorktree;
  base: LockedWorktree;
}

type TreeOptions = Pick<PrTestsOptions, 'repo' | 'env' | 'checks' | 'baseSha' | 'headSha'>;

/** A tree of one commit as it is, in a fresh folder (no slot: nothing the PR's tests leave persists). */
function freshTree(options: TreeOptions, commit: string): Promise<LockedWorktree> {
  return createLockedWorktree({
    repo: options.repo,
    base: commit,
    head: commit,
    actions: NO_ACTIONS,
    env: { ...options.env, TESTLOCK_CACHE_DIR: 'off' },
    checks: options.checks,
    resolved: true,
  });
}

/**
 * Opens the pass's trees: only git and links, so a verify starts it beside the locked run and
 * the pass's own cost is its runs. One that cannot be had takes the other down with it.
 */
export async function openPrTestTrees(options: TreeOptions): Promise<PrTestTrees> {
  const [head, base] = await Promise.allSettled([
    freshTree(options, options.headSha),
    freshTree(options, options.baseSha),
  ]);
  if (head.status === 'fulfilled' && base.status === 'fulfilled')
    return { head: head.value, base: base.value };
  await Promise.all(
    [head, base].map((side) => (side.status === 'fulfilled' ? side.value.dispose() : undefined)),
  );
  throw head.status === 'rejected' ? head.reason : (base as PromiseRejectedResult).reason;
}

/** Removes trees opened ahead of a pass that did not take them (a verify that stopped early). */
export async function disposePrTestTrees(trees: Promise<PrTestTrees> | undefined): Promise<void> {
  const opened = await trees?.catch(() => null);
  if (opened) await Promise.all([opened.head.dispose(), opened.base.dispose()]);
}

/** The pass; null when the PR adds or modifies no test file. */
export async function runPrTests(options: PrTestsOptions): Promise<PrTestsResult | null> {
  const files = prTestFiles(options.changes);
  if (files.length === 0) {
    await disposePrTestTrees(options.trees);
    return null;
  }
  const support = baseSupportFiles(options.changes, files);
  const trees = options.trees ?? openPrTestTrees(options);
  const texts = await readFiles(options.repo, options.headSha, [...files, ...support]).catch(
    async (error: unknown) => {
      await disposePrTestTrees(trees);
      throw error;
    },
  );
  const { head, base } = await trees;
  const ecosystems = new Map(options.changes.map((change) => [change.path, change.ecosystem]));
  try {
    // The runners' words come from base's package scripts, as discovery's checks do.
    const scripts = new Map<string, Record<string, string>>();
    for (const check of options.checks) {
      if (!scripts.has(check.cwd))
        scripts.set(check.cwd, await readPackageScripts(join(base.dir, check.cwd)));
    }
    const { runs, unselected } = selectRuns(
      options.checks,
      files.map((path) => ({
        path,
        text: texts.get(path) ?? '',
        ecosystem: ecosystems.get(path) ?? null,
      })),
      (check) => scripts.get(check.cwd) ?? {},
    );
    if (unselected.length > 0) {
      options.log(`testlock: PR tests: no test check can run ${unselected.join(', ')} alone`);
    }
    if (runs.length === 0) return combineSides(files, []);
    await writeHeadFiles(base.dir, texts);
    options.log(`testlock: PR tests: running ${files.length} test file(s) at head and at base`);
    const [atHead, atBase] = await Promise.all([
      runSide(options, head, runs, 'head'),
      runSide(options, base, runs, 'base'),
    ]);
    return combineSides(
      files,
      runs.map((run, index) => ({
        runner: run.runner,
        files: run.files,
        head: atHead[index] as CheckOutcome,
        base: atBase[index] as CheckOutcome,
      })),
    );
  } finally {
    await Promise.all([head.dispose(), base.dispose()]);
  }
}

/** The PR's test files and their support, as head has them, written into the base tree. */
async function writeHeadFiles(root: string, texts: ReadonlyMap<string, string>): Promise<void> {
  for (const [path, text] of texts) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}

function runSide(
  options: PrTestsOptions,
  tree: LockedWorktree,
  runs: readonly SelectedRun[],
  side: 'head' | 'base',
): Promise<CheckOutcome[]> {
  const checks = runs.map((run) => ({ ...run.check, name: `${run.check.name} at ${side}` }));
  // The interpreter the locked run probed is the one the pass starts: its probe is reused.
  const from = new Map(checks.map((check, index) => [check, runs[index]?.from]));
  const early = options.early;
  const coverage = (check: Check) => {
    const origin = from.get(check);
    return origin && early ? early.coverage(origin) : undefined;
  };
  return runChecks({
    root: tree.dir,
    checks,
    ...(early ? { early: { coverage } } : {}),
    timeoutMs: options.timeoutMs,
    // Which changed lines the PR's tests run is read at head only.
    ...(side === 'head' && options.traceChanged ? { traceChanged: options.traceChanged } : {}),
    schedule: 'one-at-a-time',
    secrets: options.secrets,
    env: options.env,
    extraEnv: tree.env,
    log: (line) => options.log(`  PR tests at ${side}: ${line}`),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
