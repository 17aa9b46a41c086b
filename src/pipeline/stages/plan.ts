// `testlock plan`: everything decided before anything runs — range, classification, anomalies,
// the locked worktree's deviations from head, and the checks discovered from the base commit.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import {
  branchName,
  deriveHeadListing,
  diffEntries,
  refsAtOnce,
  repoRoot,
  resolveRange,
} from '../../adapters/git.js';
import { loadParsersForTrees, prefetchParser } from '../../adapters/load-parsers.js';
import type { ProcessEnv } from '../../adapters/process.js';
import type { StageClock } from '../../adapters/stage-clock.js';
import { createClassifier, type PathClassifier } from '../../core/changes/classify-path.js';
import type { TestlockConfig } from '../../core/config/config.js';
import type { CommandTestGlob } from '../../core/discovery/commands/command-test-files.js';
import { normalizeDir } from '../../core/discovery/paths.js';
import { type LockedTreeActions, planLockedTree } from '../../core/locked/plan-locked-tree.js';
import type { Check, CheckKind } from '../../core/model/check.js';
import type { PlanData } from '../../core/model/plan.js';
import { UsageError } from '../../errors.js';
import { cmakeTestSourceTests } from '../read/cmake-test-sources.js';
import { addedCommandTests, commandTests, namedTestJudge } from '../read/command-tests.js';
import { runsDoctestModules } from '../read/doctest-modules.js';
import { followExecuted } from '../read/follow-executed.js';
import { loadConfig } from '../read/load-config.js';
import { testDataHarness } from '../read/test-data.js';
import { testSupportHarness } from '../read/test-support.js';
import { collectChanges } from './collect-changes.js';
import { discover } from './discover.js';
import { planRustSplices } from './rust-splices.js';

export interface PlanOptions {
  repo: string;
  base: string;
  head: string;
  config: string | null;
  /** Overrides the config's working-directory when not empty. */
  workingDirectory: string;
  commands: Partial<Record<CheckKind, string>>;
  /** The branch name when the caller knows it (in Actions the checkout is a detached merge commit). */
  branchId?: string | undefined;
  /** The environment checks and probes start from, read once by the edge (cli, action, app). */
  env: ProcessEnv;
  /** Times the stages for `--timings`; absent: nothing is timed. */
  clock?: StageClock | undefined;
  /** Work the caller starts as soon as the plan knows enough for it, so it overlaps the rest. */
  hooks?: PlanHooks | undefined;
}

/** Called once each, in this order; a hook must not throw (its work's failure is its own). */
export interface PlanHooks {
  /**
   * The range is resolved (full commit ids, in the repository's top folder). `workingDirectory`
   * is the one the run was given ('' if none): the base config may still name another.
   */
  resolved?(range: {
    root: string;
    baseSha: string;
    headSha: string;
    workingDirectory: string;
  }): void;
  /** The checks are discovered from the base commit: the plan's final list. */
  discovered?(found: {
    root: string;
    baseSha: string;
    headSha: string;
    checks: readonly Check[];
    config: TestlockConfig;
  }): void;
}

export interface Planned {
  root: string;
  /** The project folder the checks run in, repo-relative ('' for the root). */
  workingDirectory: string;
  plan: PlanData;
  config: TestlockConfig;
  actions: LockedTreeActions;
  /** The classifier the plan used, so the run guards exactly the paths the plan locked. */
  classify: PathClassifier;
}

export async function buildPlan(options: PlanOptions): Promise<Planned> {
  // Nearly every repository has a workflow: YAML's parser compiles while the refs resolve.
  if (existsSync(join(options.repo, '.github'))) prefetchParser('yaml');
  // One git call answers the root, both refs and the branch name when nothing is unusual.
  const wantsBranch = options.branchId === undefined;
  const quick = await refsAtOnce(options.repo, options.base, options.head, wantsBranch);
  const root = quick?.root ?? (await repoRoot(options.repo));
  const given = projectDirectory(root, options.workingDirectory);
  const range = await resolveRange(root, options.base, options.head, quick ?? undefined);
  options.clock?.lap('resolve refs');
  options.hooks?.resolved?.({
    root,
    baseSha: range.mergeBase,
    headSha: range.head,
    workingDirectory: given,
  });
  // One `git diff` of the range, started now: discovery and the classification both read it, and
  // it runs while the parsers and the config load (issue 14). Marked handled here; each reader
  // still sees its failure.
  const entries = diffEntries(root, range.mergeBase, range.head);
  entries.catch(() => undefined);
  // Head's tree is base's with that diff applied: it is not listed a second time.
  deriveHeadListing(root, range.mergeBase, range.head, entries);
  const branch = options.branchId ?? quick?.branch ?? branchName(root, options.head);
  Promise.resolve(branch).catch(() => undefined);
  // The TOML and YAML parsers are loaded only when the trees hold such files (issue 14).
  await loadParsersForTrees(root, [range.mergeBase, range.head], options.config !== null);
  options.clock?.lap('parsers');
  const config = await loadConfig(root, range.mergeBase, options.config);
  options.clock?.lap('config');
  const workingDirectory = given || config.workingDirectory;
  const rules = createClassifier(config);
  // The tests the checks name, known after the walk below; the two searches judge by them last.
  let nameTests: (globs: readonly CommandTestGlob[]) => void = () => undefined;
  const globs = new Promise<readonly CommandTestGlob[]>((resolve) => {
    nameTests = resolve;
  });
  const namedTests = namedTestJudge({ root, commit: range.mergeBase, globs, classify: rules });
  // The test-support search reads only the base commit and the diff: its git processes run
  // beside discovery and the walk. Marked handled here; its failure is seen where it is awaited.
  const support = testSupportHarness({
    root,
    mergeBase: range.mergeBase,
    entries,
    classify: rules,
    namedTests,
  });
  support.catch(() => undefined);
  // The same for the changed data files the base tests may read.
  const data = testDataHarness({
    root,
    mergeBase: range.mergeBase,
    entries,
    classify: rules,
    namedTests,
  });
  data.catch(() => undefined);
  // The changed C/C++ sources a base test executable compiles (its CMake files say which).
  const cmakeTests = cmakeTestSourceTests(root, range.mergeBase, entries);
  cmakeTests.catch(() => undefined);
  // Discovery reads only the base commit, so it comes first: what its checks execute from the
  // repository is harness, and the classifier must know that before it sees the changes.
  const discovered = await discover({
    root,
    commit: range.mergeBase,
    workingDirectory,
    config,
    commands: options.commands,
    env: options.env,
    head: range.head,
    entries,
  });
  const found = {
    root,
    baseSha: range.mergeBase,
    headSha: range.head,
    checks: discovered.checks,
    config,
  };
  options.hooks?.discovered?.(found);
  const walked = await followExecuted({
    root,
    mergeBase: range.mergeBase,
    head: range.head,
    checks: discovered.checks,
    classify: rules,
    env: options.env,
  });
  const { followed, derived: executed } = walked;
  nameTests(walked.namedTests);
  // The files the checks' commands and runner configs name as their tests: the base paths by
  // their base texts, the paths the PR adds by their head texts.
  const addedNamed = namedTestJudge({ root, commit: range.head, globs, classify: rules });
  const [atBase, added] = await Promise.all([
    commandTests(namedTests, entries),
    addedCommandTests(addedNamed, entries),
  ]);
  const named = new Map([...(await cmakeTests), ...atBase, ...added]);
  // What the checks execute says more than what the tests import.
  const derived = new Map([...(await data), ...(await support), ...executed]);
  const classify = createClassifier(config, derived, named);
  options.clock?.lap('discovery');
  const doctestModules = await runsDoctestModules(root, range.mergeBase, discovered.checks);
  const [collected, branchId] = await Promise.all([
    collectChanges({
      repo: root,
      mergeBase: range.mergeBase,
      head: range.head,
      classify,
      heuristics: config.sourceHeuristics,
      clock: options.clock,
      entries,
      doctestModules,
    }),
    branch,
  ]);
  const rust = await planRustSplices(root, range.mergeBase, range.head, collected.changes);
  const actions = planLockedTree(collected.changes, rust);
  options.clock?.lap('locked plan');
  return {
    root,
    workingDirectory,
    config,
    actions,
    classify,
    plan: {
      branchId,
      baseSha: range.mergeBase,
      headSha: range.head,
      baseRef: options.base,
      changes: collected.changes,
      anomalies: [...collected.anomalies, ...rust.anomalies],
      locked: actions.plan,
      checks: discovered.checks,
      followed,
      warnings: discovered.warnings,
    },
  };
}

/**
 * A given working directory as a repo-relative folder ('' when none was given): relative to the
 * repository root, or absolute inside the checkout; anything outside is a usage error, never
 * silently the root.
 */
function projectDirectory(root: string, dir: string): string {
  if (dir === '') return '';
  const inside = isAbsolute(dir) ? relative(root, dir) : dir;
  const normal = isAbsolute(inside) ? null : normalizeDir(inside.split(sep).join('/'));
  if (normal === null) {
    throw new UsageError(
      `working directory '${dir}' must be a relative path inside the repository ${root}`,
    );
  }
  return normal;
}
