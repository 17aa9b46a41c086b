// `testlock verify`: plan, build the locked worktree, run the checks there, compute the verdict.
import { registerCleanup } from '../../adapters/cleanup.js';
import { killAllRunning } from '../../adapters/process.js';
import {
  createLockedWorktree,
  type LockedWorktree,
  type LockedWorktreeOptions,
  type PendingLockedWorktree,
} from '../../adapters/workspace.js';
import { changedSourcePaths, countChangedLines } from '../../core/evidence/changed-lines.js';
import { inventoryFields } from '../../core/inventory/baseline.js';
import { ignoreRulesChanged } from '../../core/locked/guard-rules.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { PrTestsResult } from '../../core/model/pr-tests.js';
import type { Isolation, Report } from '../../core/model/report.js';
import type { Diagnostic } from '../../core/model/results.js';
import { prTestFiles } from '../../core/pr-tests/pr-test-files.js';
import { formatShard } from '../../core/sharding/shard.js';
import { buildReport } from '../../core/verdict/build-report.js';
import { coverageTotals } from '../../core/verdict/outcomes.js';
import { invalidateUnspliced } from '../../core/verdict/unspliced.js';
import { RUN_DETECTORS } from '../findings/run-detectors.js';
import { keepInventory } from '../inventory/cache.js';
import type { InventoryResult } from '../inventory/inventory.js';
import type { CheckoutListings } from '../read/checkout-listings.js';
import { readCoverageTexts } from '../read/coverage-texts.js';
import { lockedHasTests } from '../read/locked-has-tests.js';
import type { EarlyProbes } from '../read/probe-environment.js';
import { judgeUnavailableDependencies } from '../read/unavailable-dependencies.js';
import { writeEvidence } from './evidence.js';
import { runMigrationChecks } from './migrations-run.js';
import {
  discoverChecks,
  loadPlanContext,
  type Planned,
  planChanges,
  resolvePlanRange,
  startTestSearches,
} from './plan.js';
import { disposePrTestTrees, openPrTestTrees, type PrTestTrees, runPrTests } from './pr-tests.js';
import type { ApartTree } from './run-apart.js';
import { runChecks } from './run-checks.js';
import { runStripped, type StrippedRun } from './stripped-run.js';
import {
  checkTimeoutMs,
  type OpenedInventory,
  type Settled,
  startBaseInventory,
  startListings,
  startProbes,
  startTree,
} from './verify-early.js';
import type { PartFields, VerifyOptions, VerifyOutcome } from './verify-types.js';

export type { VerifyOptions, VerifyOutcome } from './verify-types.js';

/** The tasks a verify starts ahead of need: stopped and removed when the run ends early. */
class StartedTasks {
  tree: PendingLockedWorktree | null = null;
  listings: CheckoutListings | null = null;
  probes: EarlyProbes | null = null;
  inventory: Promise<Settled<OpenedInventory>> | null = null;
  /** The PR-tests pass's trees; taken (undefined again) by the pass. */
  prTrees: Promise<PrTestTrees> | undefined;
  /**
   * Opens once the run's other trees are out of the PR's code's reach: when the locked checks
   * start with the trees' folder read-only to them (mounts), else when they have ended. The
   * trees other checks read while the PR's code runs (a listing at base, the copy without the
   * suppressions) are built only then.
   */
  readonly shelter = gate();

  async cancel(): Promise<void> {
    this.shelter.open();
    await (await this.inventory)?.value?.pending.cancel();
    await (this.probes ?? this.listings)?.dispose();
    await this.tree?.cancel();
    await disposePrTestTrees(this.prTrees);
  }
}

function gate(): { opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((done) => {
    open = done;
  });
  return { opened, open: () => open() };
}

/**
 * The whole order of a verify: plan (range, base config, discovery, changes), with the work that
 * needs only what is fixed by then started at once; the checks in the locked tree; the base
 * inventory joined; the post-run passes; the verdict.
 */
export async function verify(options: VerifyOptions): Promise<VerifyOutcome> {
  // Registered first so that on Ctrl-C the checks' process groups die before the worktree goes.
  // runSync: at `process.exit` too, so no process a check started outlives testlock.
  const unregisterKill = registerCleanup({
    run: () => {
      killAllRunning();
    },
    runSync: () => {
      killAllRunning();
    },
  });
  const started = new StartedTasks();
  let planned: Planned;
  let outcomes: CheckOutcome[];
  let migrated: CheckOutcome[];
  let stripped: StrippedRun | null;
  let isolation: Isolation | null | undefined;
  try {
    // 1. The range; the locked tree and the interpreter's listing start at once.
    const range = await resolvePlanRange(options);
    started.tree = startTree(options, range);
    started.listings = startListings(options, range);
    // 2. The base config; discovery, with the base searches beside it.
    const context = await loadPlanContext(options, range);
    const searches = startTestSearches(context);
    const discovered = await discoverChecks(options, context);
    // 3. The checks are known: the coverage probes and the base inventory start.
    started.probes = startProbes(options, range, started.listings, discovered.checks);
    started.inventory = startBaseInventory(
      options,
      range,
      discovered.checks,
      context.config,
      started.probes.listPython,
      started.shelter.opened,
    );
    // 4. The changes classified, their anomalies, the locked tree's plan.
    planned = await planChanges(options, context, discovered, searches);
    logPlan(options, planned);
    // The PR-tests pass's trees are only git and links: opened beside the locked run.
    started.prTrees = openTreesAhead(options, planned);
    options.clock?.lap('inventory start', 'inventory');
    // 5. The checks, in the locked tree; the SQL row's after the project's.
    ({ outcomes, migrated, stripped, isolation } = await runLocked(
      options,
      planned,
      started.tree,
      started.probes,
      started.shelter,
    ));
  } catch (error) {
    await started.cancel();
    unregisterKill();
    throw error;
  }
  // 6. The base inventory joins; once the cache is open nothing asks for a listing.
  const probes = started.probes;
  const listings = await probes.listings();
  await probes.dispose();
  let inventory: InventoryResult | null;
  let prTests: PrTestsResult | null | undefined;
  try {
    inventory = await joinInventory(options, await started.inventory, outcomes);
    // 6b. The PR's own tests, at head and at base (SPEC 3b): only once the inventory's reruns at
    // base are done, so nothing the PR's tests do (through a linked dependency folder) reaches them.
    prTests = await joinPrTests(options, startPrTests(options, planned, started));
  } finally {
    await disposePrTestTrees(started.prTrees);
    unregisterKill();
  }
  // The inventory compares the project's suite only: the round trip has no run ids.
  outcomes = [...outcomes, ...migrated];
  // 7. After the run: the post-run passes and the verdict.
  return decide(options, planned, outcomes, inventory, listings, stripped, prTests, isolation);
}

/** Starts the PR-tests pass; a sharded job leaves it to no shard (its report has no `pr_tests`). */
function startPrTests(
  options: VerifyOptions,
  planned: Planned,
  started: StartedTasks,
): Promise<Settled<PrTestsResult | null>> | null {
  if (options.shard) return null;
  const { root, plan, config } = planned;
  const trees = started.prTrees;
  started.prTrees = undefined;
  return runPrTests({
    ...(trees ? { trees } : {}),
    ...(started.probes ? { early: started.probes } : {}),
    repo: root,
    baseSha: plan.baseSha,
    headSha: plan.headSha,
    changes: plan.changes,
    checks: plan.checks,
    traceChanged: config.coverage === 'off' ? [] : changedSourcePaths(plan.changes),
    timeoutMs: checkTimeoutMs(options, config),
    secrets: options.secrets,
    env: options.env,
    log: options.log,
    ...(options.signal ? { signal: options.signal } : {}),
  }).then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
}

/** The pass's trees, when it will run (not for a shard, not without a test file of the PR's). */
function openTreesAhead(
  options: VerifyOptions,
  { root, plan }: Planned,
): Promise<PrTestTrees> | undefined {
  if (options.shard || prTestFiles(plan.changes).length === 0) return undefined;
  const trees = openPrTestTrees({
    repo: root,
    baseSha: plan.baseSha,
    headSha: plan.headSha,
    checks: plan.checks,
    env: options.env,
  });
  // Awaited by the pass or the clean-up; a failure surfaces there, not as an unhandled rejection.
  trees.catch(() => undefined);
  return trees;
}

async function joinPrTests(
  options: VerifyOptions,
  run: Promise<Settled<PrTestsResult | null>> | null,
): Promise<PrTestsResult | null | undefined> {
  if (run === null) return undefined;
  const { value, error } = await run;
  if (error !== null) throw error;
  // Only a pass that ran takes a row of its own (a PR without test files has none to time).
  if (value !== null) options.clock?.lap('PR tests', 'pr-tests');
  return value;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function logPlan(options: VerifyOptions, { plan }: Planned): void {
  options.log(
    `testlock: ${count(plan.changes.length, 'changed file', 'changed files')}, ${count(plan.anomalies.length, 'anomaly', 'anomalies')}; locked worktree restores ${plan.locked.restored.length}, removes ${plan.locked.removed.length}`,
  );
}

/** The project's checks and testlock's own checks of the SQL row. */
interface LockedRun {
  outcomes: CheckOutcome[];
  migrated: CheckOutcome[];
  /** The lint and type checks run again without the suppressions the PR added. */
  stripped: StrippedRun | null;
  /** The protection of the locked files that held (report `isolation`). */
  isolation?: Isolation | null;
}

/** Builds the locked tree from the started one, runs the checks there, removes it. */
async function runLocked(
  options: VerifyOptions,
  planned: Planned,
  pending: PendingLockedWorktree,
  probes: EarlyProbes,
  shelter: { opened: Promise<void>; open(): void },
): Promise<LockedRun> {
  const { root, plan, config, actions, classify } = planned;
  const clock = options.clock;
  // Read at base while the tree is finished: what configures coverage (SPEC rule 3).
  const coverageTexts = readCoverageTexts(root, plan.baseSha, plan.checks);
  coverageTexts.catch(() => undefined);
  const tree = await pending.finish({ actions, checks: plan.checks });
  // The manifests the tree wrote from head's text (merged, or locked when the PR added them).
  const manifests = [...actions.merge, ...actions.lockAdded];
  clock?.lap('locked worktree');
  const timeoutMs = checkTimeoutMs(options, config);
  const treeOptions = {
    repo: root,
    base: plan.baseSha,
    head: plan.headSha,
    actions,
    env: options.env,
    checks: plan.checks,
    resolved: true,
    // The locked tree linked every dependency folder the checkout has: the same ones.
    dependencies: tree.linked,
    noUserSite: tree.env.PYTHONNOUSERSITE === '1',
  };
  const openGate = shelter.open;
  const strippedRun = startStrippedRun(options, planned, treeOptions, timeoutMs, shelter.opened);
  let disposed: Promise<void>;
  let outcomes: CheckOutcome[];
  let migrated: CheckOutcome[];
  let isolation: Isolation | null | undefined;
  try {
    const ran = await runChecks({
      onIsolation: (held) => {
        isolation = held;
        if (held === 'mount') openGate();
      },
      root: tree.dir,
      checks: plan.checks,
      timeoutMs,
      schedule: options.schedule,
      secrets: options.secrets,
      env: options.env,
      extraEnv: tree.env,
      log: options.log,
      onOutput: options.onOutput,
      signal: options.signal,
      shard: options.shard ?? null,
      early: probes,
      coverage: { texts: await coverageTexts, setting: config.coverage },
      traceChanged: options.shard ? [] : changedSourcePaths(plan.changes),
      besideTree: await besideTree(tree, treeOptions),
      reset: {
        rewritten: [...manifests, ...actions.splice.map((t) => t.path)],
        linked: tree.linked,
      },
      startPoints: tree.startPoints,
      shelter: tree.shelter,
      guard: {
        classify,
        keep: manifests,
        trustIgnores: !ignoreRulesChanged(plan.changes),
        tracked: tree.tracked,
      },
    });
    openGate();
    clock?.lap('checks', 'checks');
    for (const { result } of ran) {
      if (result.skipped === null)
        clock?.detail(`${result.kind}: ${result.name}`, result.durationMs);
    }
    // The SQL row's checks (round trip, schema, sqlfluff) after the project's, in the locked tree
    // (alembic and sqlfluff read the project there).
    migrated = await runMigrationChecks({
      plans: plan.migrations ?? [],
      tree: tree.dir,
      repo: root,
      baseSha: plan.baseSha,
      headSha: plan.headSha,
      env: options.env,
      secrets: options.secrets,
      timeoutMs,
      log: options.log,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    // The worktree goes while the results are judged: nothing below reads it.
    disposed = tree.dispose();
    outcomes = await judgeUnavailableDependencies(invalidateUnspliced(ran, plan.locked.unspliced), {
      repo: root,
      baseSha: plan.baseSha,
      headSha: plan.headSha,
      env: options.env,
      log: options.log,
    });
  } catch (error) {
    openGate();
    strippedRun.stop();
    await strippedRun.finish();
    await tree.dispose();
    throw error;
  }
  await disposed;
  clock?.lap('remove worktree');
  const stripped = await strippedRun.finish();
  // Only a PR that added suppressions runs anything more.
  if ((stripped?.checks.length ?? 0) > 0) clock?.lap('checks without the added suppressions');
  return { outcomes, migrated, stripped, isolation };
}

/**
 * The lint and type checks again, beside the others, in a copy without the suppressions the PR
 * added; their log is held and told once the others are done. A copy that fails is said, and
 * judges nothing.
 */
function startStrippedRun(
  options: VerifyOptions,
  { plan }: Planned,
  tree: LockedWorktreeOptions,
  timeoutMs: number,
  gate: Promise<void>,
): { stop(): void; finish(): Promise<StrippedRun | null> } {
  const stopper = new AbortController();
  const stop = (): void => stopper.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  const held: string[] = [];
  const run = runStripped({
    repo: tree.repo,
    base: plan.baseSha,
    head: plan.headSha,
    changes: plan.changes,
    checks: plan.checks,
    tree,
    timeoutMs,
    secrets: options.secrets,
    env: options.env,
    log: (line) => held.push(line),
    signal: stopper.signal,
    gate,
  }).catch((error: unknown) => {
    held.push(`x could not run the checks without the added suppressions (${String(error)})`);
    return null;
  });
  return {
    stop,
    finish: async () => {
      const done = await run;
      options.signal?.removeEventListener('abort', stop);
      for (const line of held) options.log(line);
      return stopper.signal.aborted ? null : done;
    },
  };
}

/** The base inventory compared with what ran; the cache kept for the next run. */
async function joinInventory(
  options: VerifyOptions,
  opened: Settled<OpenedInventory> | null,
  outcomes: readonly CheckOutcome[],
): Promise<InventoryResult | null> {
  if (opened?.error) throw opened.error;
  for (const line of opened?.value?.lines ?? []) options.log(line);
  const inventory = (await opened?.value?.pending.finish(outcomes)) ?? null;
  const cache = opened?.value?.cache ?? null;
  if (cache?.opened && options.inventoryStore) {
    await keepInventory(options.inventoryStore, cache.opened, inventory?.listed, options.log);
  }
  options.clock?.lap('inventory', 'inventory');
  return inventory;
}

/** The post-run passes, then the verdict and what the surfaces publish. */
async function decide(
  options: VerifyOptions,
  planned: Planned,
  outcomes: CheckOutcome[],
  inventory: InventoryResult | null,
  listings: ReadonlyArray<string | null>,
  stripped: StrippedRun | null,
  prTests?: PrTestsResult | null,
  isolation?: Isolation | null,
): Promise<VerifyOutcome> {
  const { root, plan, config, workingDirectory } = planned;
  const clock = options.clock;
  // [witnesses] has_tests is read from the base tree. A shard may hold no test by design, so
  // there only "no tests at all" is passed on, never "tests that must have run here".
  const hasTests = await lockedHasTests(root, plan.baseSha, workingDirectory, config);
  clock?.lap('has tests');
  const runFindings = await Promise.all(
    RUN_DETECTORS.map((detector) =>
      detector.detect({
        repo: root,
        mergeBase: plan.baseSha,
        head: plan.headSha,
        changes: plan.changes,
        outcomes,
        baseFiles: inventory?.baseFiles ?? [],
        listings,
        stripped,
      }),
    ),
  );
  // A shard runs part of the locked tests: its count of changed lines run would read as all, and
  // a floor would fail it for the lines another shard runs. No shard counts them.
  const changedLines = options.shard
    ? null
    : countChangedLines(
        planned.changedSources,
        outcomes.flatMap((o) => (o.result.kind === 'test' && o.lines ? [o.lines] : [])),
        prTests?.headLines ?? null,
      );
  const { report, gatePassed } = buildReport({
    changedLines,
    changedLinesMin: config.changedLinesMin,
    lockedHasTests: options.shard && hasTests ? undefined : hasTests,
    branchId: plan.branchId,
    baseSha: plan.baseSha,
    headSha: plan.headSha,
    anomalies: [
      ...plan.anomalies,
      ...(options.extraAnomalies ?? []),
      ...(inventory?.anomalies ?? []),
      ...runFindings.flat(),
    ],
    outcomes,
    policy: options.onTestChange ?? config.onTestChange,
    // `allow-label: false` in the base config means no label may allow test changes.
    allowTestChanges: options.allowTestChanges && config.allowLabel !== null,
    prTests: prTests ?? null,
  });
  const full = {
    ...report,
    ...(prTests === undefined ? {} : { pr_tests: prTests?.report ?? null }),
    ...(options.shard ? {} : { changed_lines: changedLines }),
    ...partFields(report, outcomes, options, workingDirectory),
    ...inventoryFields(inventory, options.baseline ?? false),
    ...(isolation === undefined ? {} : { isolation }),
  };
  clock?.lap('verdict');
  if (options.evidencePath) {
    await writeEvidence({
      path: options.evidencePath,
      repo: root,
      report: full,
      changes: plan.changes,
    });
    clock?.lap('evidence');
  }
  return {
    report: full,
    gatePassed,
    failures: outcomes.flatMap((o) => o.tests?.failures ?? []),
    diagnostics: outcomes.flatMap((o): Diagnostic[] => o.diagnostics ?? []),
    allowLabel: config.allowLabel,
  };
}

/**
 * A copy of the locked tree costs a checkout of it, made while the tests run: beyond this many
 * files it could take longer than what it saves, and the lint and type checks run in the locked
 * tree after the tests instead.
 */
export const BESIDE_MAX_FILES = 20_000;

async function besideTree(
  tree: LockedWorktree,
  options: LockedWorktreeOptions,
): Promise<(() => Promise<ApartTree>) | undefined> {
  if ((await tree.tracked()).length > BESIDE_MAX_FILES) return undefined;
  return () => createLockedWorktree({ ...options, role: 'beside' });
}

/** What a merge of matrix jobs needs to know about this part: its shard, project and line totals. */
function partFields(
  report: Report,
  outcomes: readonly CheckOutcome[],
  options: VerifyOptions,
  workingDirectory: string,
): PartFields {
  // The totals behind `coverage`, exactly when it is set, so the two always agree.
  const totals = report.coverage === null ? null : coverageTotals(outcomes);
  return {
    shard: options.shard ? formatShard(options.shard) : null,
    project: workingDirectory === '' || workingDirectory === '.' ? null : workingDirectory,
    coverage_lines: totals && { covered: totals.linesCovered, total: totals.linesTotal },
  };
}
