// `testlock verify`: plan, build the locked worktree, run the checks there, compute the verdict.
import { registerCleanup } from '../../adapters/cleanup.js';
import { killAllRunning } from '../../adapters/process.js';
import {
  createLockedWorktree,
  type LockedWorktree,
  type LockedWorktreeOptions,
} from '../../adapters/workspace.js';
import { inventoryFields } from '../../core/inventory/baseline.js';
import { ignoreRulesChanged } from '../../core/locked/guard-rules.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { Report } from '../../core/model/report.js';
import type { Diagnostic } from '../../core/model/results.js';
import { formatShard } from '../../core/sharding/shard.js';
import { buildReport } from '../../core/verdict/build-report.js';
import { coverageTotals } from '../../core/verdict/outcomes.js';
import { invalidateUnspliced } from '../../core/verdict/unspliced.js';
import { keepInventory } from '../inventory/cache.js';
import type { InventoryResult } from '../inventory/inventory.js';
import { addedDependencyHooks } from '../read/added-dependency-hooks.js';
import { lockedHasTests } from '../read/locked-has-tests.js';
import { removedTools } from '../read/removed-tools.js';
import { judgeUnavailableDependencies } from '../read/unavailable-dependencies.js';
import { unlockedTests } from '../read/unlocked-tests.js';
import { writeEvidence } from './evidence.js';
import { buildPlan, type Planned } from './plan.js';
import type { ApartTree } from './run-apart.js';
import { runChecks } from './run-checks.js';
import { checkTimeoutMs, startEarlyWork } from './verify-early.js';
import type { PartFields, VerifyOptions, VerifyOutcome } from './verify-types.js';

export type { VerifyOptions, VerifyOutcome } from './verify-types.js';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

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
  const early = startEarlyWork(options);
  let planned: Planned;
  try {
    planned = await buildPlan({ ...options, hooks: early.hooks });
  } catch (error) {
    await early.cancel();
    unregisterKill();
    throw error;
  }
  const { root, plan, config, actions, workingDirectory, classify } = planned;
  options.log(
    `testlock: ${count(plan.changes.length, 'changed file', 'changed files')}, ${count(plan.anomalies.length, 'anomaly', 'anomalies')}; locked worktree restores ${plan.locked.restored.length}, removes ${plan.locked.removed.length}`,
  );
  let outcomes: CheckOutcome[];
  let inventory: InventoryResult | null = null;
  const clock = options.clock;
  const timeoutMs = checkTimeoutMs(options, config);
  // The inventory's listing needs only the base tree, so it runs beside the checks (at low
  // priority) and joins after; the cached one's key was probed while the plan was computed.
  const opening = early.inventory();
  clock?.lap('inventory start', 'inventory');
  try {
    const tree = await early.tree().finish({ actions, checks: plan.checks });
    // The manifests the tree wrote from head's text (merged, or locked when the PR added them).
    const manifests = [...actions.merge, ...actions.lockAdded];
    clock?.lap('locked worktree');
    let disposed: Promise<void>;
    try {
      const ran = await runChecks({
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
        early: early.probes(),
        besideTree: await besideTree(tree, {
          repo: root,
          base: plan.baseSha,
          head: plan.headSha,
          actions,
          env: options.env,
          checks: plan.checks,
          resolved: true,
          // The locked tree linked every dependency folder the checkout has: the same ones.
          dependencies: tree.linked,
        }),
        reset: {
          rewritten: [...manifests, ...actions.splice.map((t) => t.path)],
          linked: tree.linked,
          builds: tree.builds,
        },
        guard: {
          classify,
          keep: manifests,
          trustIgnores: !ignoreRulesChanged(plan.changes),
          tracked: tree.tracked,
        },
      });
      clock?.lap('checks', 'checks');
      for (const { result } of ran) {
        if (result.skipped === null)
          clock?.detail(`${result.kind}: ${result.name}`, result.durationMs);
      }
      // The worktree goes while the results are judged: nothing below reads it.
      disposed = tree.dispose();
      outcomes = await judgeUnavailableDependencies(
        invalidateUnspliced(ran, plan.locked.unspliced),
        {
          repo: root,
          baseSha: plan.baseSha,
          headSha: plan.headSha,
          env: options.env,
          log: options.log,
        },
      );
    } catch (error) {
      await tree.dispose();
      throw error;
    }
    await disposed;
    clock?.lap('remove worktree');
  } catch (error) {
    await early.cancel();
    unregisterKill();
    throw error;
  }
  // Once the cache is open nothing asks for a listing: the probes' folder can go.
  const opened = await opening;
  const listings = await early.probes().listings();
  await early.probes().dispose();
  try {
    if (opened?.error) throw opened.error;
    for (const line of opened?.value?.lines ?? []) options.log(line);
    inventory = (await opened?.value?.pending.finish(outcomes)) ?? null;
  } finally {
    unregisterKill();
  }
  const cache = opened?.value?.cache ?? null;
  if (cache?.opened && options.inventoryStore) {
    await keepInventory(options.inventoryStore, cache.opened, inventory?.listed, options.log);
  }
  clock?.lap('inventory', 'inventory');
  // [witnesses] has_tests is read from the base tree. A shard may hold no test by design, so
  // there only "no tests at all" is passed on, never "tests that must have run here".
  const hasTests = await lockedHasTests(root, plan.baseSha, workingDirectory, config);
  clock?.lap('has tests');
  // A check skipped for a missing tool the PR's own manifest no longer installs.
  const removed = await removedTools(
    { repo: root, mergeBase: plan.baseSha, head: plan.headSha },
    plan.changes,
    outcomes.map((o) => o.result),
  );
  // A runner plugin or a tool's command the environment holds because the PR brought it in.
  const hooks = await addedDependencyHooks(
    { repo: root, mergeBase: plan.baseSha, head: plan.headSha },
    plan.changes,
    listings,
  );
  // A file the base runner collects tests from by its own configuration, which the run did not lock.
  const unlocked = await unlockedTests(
    { repo: root, mergeBase: plan.baseSha },
    plan.changes,
    inventory?.baseFiles ?? [],
  );
  const { report, gatePassed } = buildReport({
    lockedHasTests: options.shard && hasTests ? undefined : hasTests,
    branchId: plan.branchId,
    baseSha: plan.baseSha,
    headSha: plan.headSha,
    anomalies: [
      ...plan.anomalies,
      ...(options.extraAnomalies ?? []),
      ...(inventory?.anomalies ?? []),
      ...removed,
      ...hooks,
      ...unlocked,
    ],
    outcomes,
    policy: options.onTestChange ?? config.onTestChange,
    // `allow-label: false` in the base config means no label may allow test changes.
    allowTestChanges: options.allowTestChanges && config.allowLabel !== null,
  });
  const full = {
    ...report,
    ...partFields(report, outcomes, options, workingDirectory),
    ...inventoryFields(inventory, options.baseline ?? false),
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
