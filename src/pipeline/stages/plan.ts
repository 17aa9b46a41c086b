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
import { scriptWords } from '../../core/changes/package-scripts.js';
import type { TestlockConfig } from '../../core/config/config.js';
import { checkTools } from '../../core/discovery/check-tools.js';
import type { CommandTestGlob } from '../../core/discovery/commands/command-test-files.js';
import { normalizeDir } from '../../core/discovery/paths.js';
import type { ChangedSource } from '../../core/evidence/changed-lines.js';
import { type LockedTreeActions, planLockedTree } from '../../core/locked/plan-locked-tree.js';
import type { AddedTestsPolicy } from '../../core/model/anomaly.js';
import type { CheckKind } from '../../core/model/check.js';
import type { DiffEntry } from '../../core/model/diff.js';
import type { PlanData } from '../../core/model/plan.js';
import { UsageError } from '../../errors.js';
import { cargoMemberTestsAtBase } from '../read/cargo-member-tests.js';
import { cmakeTestSourceTests } from '../read/cmake-test-sources.js';
import {
  addedCommandTests,
  commandTests,
  type NamedTestJudge,
  namedTestJudge,
} from '../read/command-tests.js';
import { configReferenceHarness } from '../read/config-references.js';
import { runsDoctestModules } from '../read/doctest-modules.js';
import { followExecuted } from '../read/follow-executed.js';
import { goTestModules } from '../read/go-test-modules.js';
import { loadConfig } from '../read/load-config.js';
import { productImports } from '../read/product-imports.js';
import { rustModuleReach } from '../read/rust-module-reach.js';
import { testDataHarness } from '../read/test-data.js';
import { testSupportHarness } from '../read/test-support.js';
import { collectChanges } from './collect-changes.js';
import { discover } from './discover.js';
import { findMigrations, planMigrationChecks, withMigrationAnomalies } from './migrations.js';
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
  /** How a test the PR adds is weighed; overrides the config's `added-tests` when set. */
  addedTests?: AddedTestsPolicy | null;
}

/** The resolved range, in the repository's top folder, and the reads of it already started. */
export interface PlanRange {
  root: string;
  baseSha: string;
  headSha: string;
  /** The working directory the run was given ('' if none): the base config may still name one. */
  given: string;
  /** The diff of the range, started once: discovery and the classification both read it. */
  entries: Promise<DiffEntry[]>;
  branch: Promise<string> | string;
}

/** What the base commit says about the run: its config, folder and the classifier's first rules. */
export interface PlanContext {
  range: PlanRange;
  config: TestlockConfig;
  /** The project folder the checks run in, repo-relative ('' for the root). */
  workingDirectory: string;
  rules: PathClassifier;
}

/** The checks discovered from the base commit, and the warnings discovery had. */
export type Discovered = Awaited<ReturnType<typeof discover>>;

export interface Planned {
  root: string;
  /** The project folder the checks run in, repo-relative ('' for the root). */
  workingDirectory: string;
  plan: PlanData;
  config: TestlockConfig;
  actions: LockedTreeActions;
  /** The classifier the plan used, so the run guards exactly the paths the plan locked. */
  classify: PathClassifier;
  /** The product lines the PR adds or changes, by file (SPEC 3b's changed lines). */
  changedSources: ChangedSource[];
}

/** `testlock plan`: the steps a verify takes before anything runs, in their order. */
export async function buildPlan(options: PlanOptions): Promise<Planned> {
  const range = await resolvePlanRange(options);
  const context = await loadPlanContext(options, range);
  const searches = startTestSearches(context);
  const discovered = await discoverChecks(options, context);
  return planChanges(options, context, discovered, searches);
}

/** Step 1: the refs resolved to commits; the diff and the branch name started. */
export async function resolvePlanRange(options: PlanOptions): Promise<PlanRange> {
  // Nearly every repository has a workflow: YAML's parser compiles while the refs resolve.
  if (existsSync(join(options.repo, '.github'))) prefetchParser('yaml');
  // One git call answers the root, both refs and the branch name when nothing is unusual.
  const wantsBranch = options.branchId === undefined;
  const quick = await refsAtOnce(options.repo, options.base, options.head, wantsBranch);
  const root = quick?.root ?? (await repoRoot(options.repo));
  const given = projectDirectory(root, options.workingDirectory);
  const range = await resolveRange(root, options.base, options.head, quick ?? undefined);
  options.clock?.lap('resolve refs');
  // One `git diff` of the range, started now: discovery and the classification both read it, and
  // it runs while the parsers and the config load (issue 14). Marked handled here; each reader
  // still sees its failure.
  const entries = diffEntries(root, range.mergeBase, range.head);
  entries.catch(() => undefined);
  // Head's tree is base's with that diff applied: it is not listed a second time.
  deriveHeadListing(root, range.mergeBase, range.head, entries);
  const branch = options.branchId ?? quick?.branch ?? branchName(root, options.head);
  Promise.resolve(branch).catch(() => undefined);
  return { root, baseSha: range.mergeBase, headSha: range.head, given, entries, branch };
}

/** Step 2: the parsers the trees need, the base config, the project folder. */
export async function loadPlanContext(
  options: PlanOptions,
  range: PlanRange,
): Promise<PlanContext> {
  const { root, baseSha, headSha } = range;
  // The TOML and YAML parsers are loaded only when the trees hold such files (issue 14).
  await loadParsersForTrees(root, [baseSha, headSha], options.config !== null);
  options.clock?.lap('parsers');
  const config = await loadConfig(root, baseSha, options.config);
  options.clock?.lap('config');
  const workingDirectory = range.given || config.workingDirectory;
  return { range, config, workingDirectory, rules: createClassifier(config) };
}

/** The searches of the base commit that run beside discovery, judged last by the tests it names. */
export interface TestSearches {
  nameTests: (globs: readonly CommandTestGlob[]) => void;
  globs: Promise<readonly CommandTestGlob[]>;
  namedTests: NamedTestJudge;
  support: ReturnType<typeof testSupportHarness>;
  data: ReturnType<typeof testDataHarness>;
  migrations: ReturnType<typeof findMigrations>;
  cmakeTests: ReturnType<typeof cmakeTestSourceTests>;
  productSource: ReturnType<typeof productImports>;
  /** What base harness configs reach by reference, and base tests by a glob (issue 42.5). */
  references: ReturnType<typeof configReferenceHarness>;
}

/**
 * Started before discovery: the test-support and test-data searches read only the base commit and
 * the diff, so their git processes run beside discovery and the walk. Marked handled here; their
 * failure is seen where they are awaited.
 */
export function startTestSearches(context: PlanContext): TestSearches {
  const { root, baseSha, entries } = context.range;
  const classify = context.rules;
  // The tests the checks name, known after the walk; the two searches judge by them last.
  let nameTests: (globs: readonly CommandTestGlob[]) => void = () => undefined;
  const globs = new Promise<readonly CommandTestGlob[]>((resolve) => {
    nameTests = resolve;
  });
  const namedTests = namedTestJudge({ root, commit: baseSha, globs, classify });
  const support = testSupportHarness({ root, mergeBase: baseSha, entries, classify, namedTests });
  support.catch(() => undefined);
  const data = testDataHarness({ root, mergeBase: baseSha, entries, classify, namedTests });
  data.catch(() => undefined);
  // The base's migration folders: their files are history, harness whose base version the
  // locked run keeps (issue 47).
  const migrations = findMigrations({
    root,
    commit: baseSha,
    workingDirectory: context.workingDirectory,
  });
  migrations.catch(() => undefined);
  // The changed C/C++ sources a base test executable compiles (its CMake files say which).
  const cmakeTests = cmakeTestSourceTests(root, baseSha, entries);
  cmakeTests.catch(() => undefined);
  // Files named like tests that product code imports (src/ab_test.py): source.
  const productSource = productImports({
    root,
    baseSha,
    headSha: context.range.headSha,
    entries,
    classify,
  });
  productSource.catch(() => undefined);
  const references = configReferenceHarness({ root, mergeBase: baseSha, entries, classify });
  references.catch(() => undefined);
  return {
    nameTests,
    globs,
    namedTests,
    support,
    data,
    migrations,
    cmakeTests,
    references,
    productSource,
  };
}

/** Step 3: the checks, from the base commit only (what they execute is harness). */
export function discoverChecks(options: PlanOptions, context: PlanContext): Promise<Discovered> {
  const { root, baseSha, headSha, entries } = context.range;
  return discover({
    root,
    commit: baseSha,
    workingDirectory: context.workingDirectory,
    config: context.config,
    commands: options.commands,
    env: options.env,
    head: headSha,
    entries,
  });
}

/**
 * Step 4: what the checks execute and name, the changes classified with it, their anomalies, and
 * the locked tree's deviations from head.
 */
export async function planChanges(
  options: PlanOptions,
  context: PlanContext,
  discovered: Discovered,
  searches: TestSearches,
): Promise<Planned> {
  const { config, workingDirectory, rules } = context;
  const { root, baseSha, headSha, entries } = context.range;
  const walked = await followExecuted({
    root,
    mergeBase: baseSha,
    head: headSha,
    checks: discovered.checks,
    classify: rules,
    env: options.env,
  });
  const { followed, derived: executed } = walked;
  searches.nameTests(walked.namedTests);
  // The files the checks' commands and runner configs name as their tests: the base paths by
  // their base texts, the paths the PR adds by their head texts.
  const addedNamed = namedTestJudge({
    root,
    commit: headSha,
    globs: searches.globs,
    classify: rules,
  });
  const [atBase, added] = await Promise.all([
    commandTests(searches.namedTests, entries),
    addedCommandTests(addedNamed, entries),
  ]);
  const named = new Map([...(await searches.cmakeTests), ...atBase, ...added]);
  // What the checks execute says more than what the tests import.
  const migrations = await searches.migrations;
  const derived = new Map([
    ...migrations.history,
    ...(await searches.data),
    ...(await searches.references),
    ...(await searches.support),
    ...executed,
  ]);
  const classify = createClassifier(config, derived, named, await searches.productSource);
  options.clock?.lap('discovery');
  const [doctestModules, testModules, cargoMembers] = await Promise.all([
    runsDoctestModules(root, baseSha, discovered.checks),
    entries.then((list) => goTestModules(root, baseSha, headSha, list)),
    entries.then((list) => cargoMemberTestsAtBase(root, baseSha, list)),
  ]);
  const [collected, branchId] = await Promise.all([
    collectChanges({
      repo: root,
      mergeBase: baseSha,
      head: headSha,
      classify,
      heuristics: config.sourceHeuristics,
      clock: options.clock,
      entries,
      doctestModules,
      goTestModules: testModules,
      cargoMembers: cargoMembers ?? undefined,
      addedTests: options.addedTests ?? config.addedTests,
      checkTools: checkTools(discovered.checks),
      checkWords: scriptWords(discovered.checks.flatMap((c) => [c.command, ...c.args, c.script])),
    }),
    context.range.branch,
  ]);
  const rust = await planRustSplices(root, baseSha, headSha, collected.changes);
  // The migrations' history anomalies and the round trip's steps, once the diff is known.
  const migrationPlan = await planMigrationChecks(migrations, {
    root,
    head: headSha,
    entries: await entries,
    lintOff: config.checks.lint === 'off',
    lintNotInCi: discovered.ciRunsChecks,
  });
  const actions = {
    ...planLockedTree(collected.changes, rust),
    goTestModules: testModules,
    ...(cargoMembers === null ? {} : { cargoMembers }),
  };
  // Base Rust tests the PR's module tree leaves out of the locked test build.
  const unreached = await rustModuleReach({
    root,
    baseSha,
    headSha,
    changes: collected.changes,
    actions,
    lockedTexts: rust.lockedTexts,
    checks: discovered.checks,
    host: { platform: process.platform, arch: process.arch },
  });
  options.clock?.lap('locked plan');
  return {
    root,
    workingDirectory,
    config,
    actions,
    classify,
    changedSources: collected.changedSources,
    plan: {
      branchId,
      baseSha,
      headSha,
      baseRef: options.base,
      changes: collected.changes,
      anomalies: withMigrationAnomalies(
        [...collected.anomalies, ...rust.anomalies, ...unreached],
        migrationPlan.anomalies,
        migrations.history,
      ),
      locked: actions.plan,
      checks: discovered.checks,
      followed,
      warnings: discovered.warnings,
      migrations: migrationPlan.plans,
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
