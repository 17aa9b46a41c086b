// Runs the discovered checks in the locked worktree and turns each run into a verdict outcome:
// exit status plus parsed results, coverage and diagnostics, cross-checked with each other.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportLlvmLines, prepareLlvmTrace } from '../../adapters/llvm-coverage.js';
import { prefetchParser } from '../../adapters/load-parsers.js';
import {
  guardLockedTree,
  type LockedGuard,
  type LockedGuardOptions,
} from '../../adapters/locked-guard.js';
import { mountLauncherKind } from '../../adapters/mount-isolation.js';
import {
  type ProcessEnv,
  type RunOptions,
  type RunResult,
  runCheck,
} from '../../adapters/process.js';
import { guardStartPoints, type StartPointGuard } from '../../adapters/start-points.js';
import { type TreeReset, type TreeResetOptions, watchTree } from '../../adapters/tree-reset.js';
import { runIdsOf } from '../../core/inventory/run-ids.js';
import {
  type LockedChange,
  lockedChangeAnomalies,
  lockedInvalidation,
} from '../../core/locked/guard-rules.js';
import type { ShelterPaths } from '../../core/locked/mount-launch.js';
import { type StartPoints, startPointAnomaly } from '../../core/locked/start-points.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { Check, CheckResult, CheckSchedule } from '../../core/model/check.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { Isolation } from '../../core/model/report.js';
import type { FileLines } from '../../core/model/results.js';
import { interpretOutcome, linesOf } from '../../core/results/interpret-outcome.js';
import type { ResultFiles } from '../../core/results/result-files.js';
import {
  type LockedTreeFiles,
  runnerTampered,
  witnessFinding,
} from '../../core/results/witness-channel.js';
import { formatDuration } from '../../core/run/check-summary.js';
import {
  type CoverageSetting,
  type CoverageTexts,
  coverageDecision,
  coverageDisabled,
} from '../../core/run/coverage-configured.js';
import { instrument } from '../../core/run/instrument.js';
import type { Instrumented } from '../../core/run/instrumented.js';
import { runsApart } from '../../core/run/runs-apart.js';
import { followScriptChain } from '../../core/run/script-chain.js';
import type { RunnerName } from '../../core/runners/names.js';
import { invocationOf } from '../../core/runners/recognise.js';
import type { Shard } from '../../core/sharding/shard.js';
import { type EarlyProbes, probeEnvironment } from '../read/probe-environment.js';
import { readReport, readResultFiles } from '../read/read-results.js';
import { linesRootRelative, rootRelative } from '../read/root-relative.js';
import { type ApartTree, startApart } from './run-apart.js';
import { shardCheck } from './shard.js';

export interface RunChecksOptions {
  /** The locked worktree's root. */
  root: string;
  checks: readonly Check[];
  timeoutMs: number;
  schedule: CheckSchedule;
  secrets: readonly string[];
  /** The run's environment, scrubbed before a check sees it. */
  env: ProcessEnv;
  /** Environment the worktree needs (build caches). */
  extraEnv: Readonly<Record<string, string>>;
  log: (line: string) => void;
  /** A check's output as it arrives; absent: only the tail in the result. */
  onOutput?: (stream: 'stdout' | 'stderr', text: string) => void;
  signal?: AbortSignal;
  /** Run only this shard of the test checks; null runs them whole. */
  shard?: Shard | null;
  /** Probes started before the locked tree was built; absent: each check is probed here. */
  early?: Pick<EarlyProbes, 'coverage'>;
  /**
   * Builds a copy of the locked tree for the lint and type checks that run apart from the tests
   * (runs-apart.ts); absent: every check runs in the locked tree, one at a time.
   */
  besideTree?: () => Promise<ApartTree>;
  /**
   * Put the rest of the locked tree back between two checks that run in it (tree-reset.ts);
   * absent: a check sees the tree as the last one left it.
   */
  reset?: Omit<TreeResetOptions, 'root'>;
  /** Guard the locked tree's tests and harness during the run; null or absent: unguarded. */
  guard?: Omit<LockedGuardOptions, 'root' | 'blockBytecode'> | null;
  /**
   * What interpreters and tools run at every start, outside the tree (start-points.ts): watched
   * while each check runs and compared after it, read-only where the locked files are mounted.
   */
  startPoints?: StartPoints;
  /**
   * The folders of the run's trees and what of them the checks write (LockedWorktree.shelter):
   * where the locked files are mounted read-only, the rest of them is too, so the PR's code cannot
   * write the copies other checks read. Absent: no such folders.
   */
  shelter?: ShelterPaths;
  /** Every check's niceness (a run beside others, at a lower priority); absent: the default. */
  niceness?: number;
  /** Told which protection of the locked files held for the whole run (report `isolation`). */
  onIsolation?: (isolation: Isolation | null) => void;
  /**
   * What the base commit says about coverage and testlock's `coverage` key (coverage-configured.ts);
   * absent: no coverage is asked for (a run whose coverage nobody reads).
   */
  coverage?: { texts: CoverageTexts; setting: CoverageSetting };
  /**
   * Root-relative paths of the product files the PR changes, traced alone where the project
   * measures no coverage (SPEC 3b's changed lines); absent or empty: nothing traced.
   */
  traceChanged?: readonly string[];
}

// The kernel's default cap is 100,000 mounts per namespace; each costs ~0.13 ms to set up.
const MOUNT_LIMIT = 20_000;

export async function runChecks(options: RunChecksOptions): Promise<CheckOutcome[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'testlock-run-'));
  let guard: LockedGuard | null = null;
  try {
    // Everything is prepared before anything runs: a shard that cannot be had stops the run
    // before a check starts, never while others are running. The probes (a Python start each)
    // only read the tree, so they run at once, and beside the guard's hashing.
    const [guarded, probed, mountKind, starts] = await Promise.all([
      options.guard
        ? guardLockedTree({ root: options.root, ...options.guard, blockBytecode: true })
        : null,
      Promise.all(
        options.checks.map((check, index) =>
          prepareOne(check, join(scratch, String(index)), options),
        ),
      ),
      options.guard ? mountLauncherKind(options.env) : null,
      options.startPoints ? guardStartPoints(options.startPoints) : null,
    ]);
    // The locked tree's own checks start where its guarded files are read-only mounts; a tree of
    // more files than one namespace should hold (each a mount, set up per check) is watched only.
    const mounts = guarded !== null && mountKind !== null && guarded.files.length <= MOUNT_LIMIT;
    if (guarded !== null && mountKind !== null && !mounts)
      options.log(
        `- locked tree: ${guarded.files.length} guarded files, too many to mount: watched`,
      );
    guard = guarded === null ? null : watched(guarded, mounts, options);
    const tree = guarded === null ? undefined : await treeFiles(options.root, guarded.tracked);
    const mount =
      guard && mounts && mountKind !== null
        ? {
            kind: mountKind,
            files: [...guard.files, ...startFolders(options.startPoints)],
            ...(options.shelter ? { shelter: options.shelter } : {}),
          }
        : undefined;
    // Listing a shard runs the project's code: only once the guard is set, one at a time, and
    // what it changed taints every check.
    if (guard && options.shard) await guard.arm();
    const ready: Ready[] = [];
    for (const one of probed) ready.push(await shardOne(one, options));
    const listing = guard && options.shard ? await settle(guard, options) : [];
    const ran = ready.filter((one) => one.prepared !== null);
    const taint = new Taint();
    taint.add(listing, ran, 'listing the shard before');
    if (options.schedule === 'all-at-once') {
      await guard?.arm();
      starts?.arm();
      const outcomes = await Promise.all(
        ready.map((one) => runOne(one, options, { mount, ...(tree ? { tree } : {}) })),
      );
      // Checks running at once cannot be told apart: a change taints all of them.
      if (guard) taint.add(await settle(guard, options), ran);
      if (starts) taint.addStarts(await starts.settle(), ran);
      return outcomes.map((outcome, index) => taint.apply(outcome, ready[index]));
    }
    // Beside the tests only where their copy is read-only to the PR's code (mounts): watched
    // alone, the copy could be rewritten while a lint or type check reads it.
    const sheltered = options.schedule === 'beside-tests' && mount !== undefined;
    const apart = options.besideTree && sheltered ? apartOf(ready) : [];
    const beside = apart.length === 0 ? null : runBeside(apart, options.besideTree!, options);
    const outcomes = new Map<Ready, Ran>();
    const sink = { log: options.log, output: options.onOutput };
    const inTree = ready.filter((r) => !apart.includes(r));
    // Nothing to put back with one check in the tree: none runs after it there.
    const running = inTree.filter((r) => r.prepared !== null).length;
    const reset =
      options.reset && running > 1
        ? await watchTree({ root: options.root, ...options.reset })
        : null;
    try {
      for (const [index, one] of inTree.entries()) {
        outcomes.set(one, await runGuarded(one, { guard, starts, tree }, taint, options, mount));
        beside?.tellFinished(sink);
        if (reset && index < inTree.length - 1 && one.prepared !== null) {
          await resetTree(reset, one, options);
        }
      }
    } catch (error) {
      beside?.stop();
      await beside?.finish(sink).catch(() => undefined);
      throw error;
    }
    const besides = await beside?.finish(sink);
    if (besides?.outcomes === null) {
      options.log(
        `x could not copy the locked tree (${String(besides.error)}): those checks run in it`,
      );
    }
    for (const one of apart) {
      const outcome = besides?.outcomes?.get(one);
      // A copy that could not be built: they run in the locked tree after the others.
      outcomes.set(
        one,
        outcome === undefined
          ? await runGuarded(one, { guard, starts, tree }, taint, options, mount)
          : { outcome: taint.apply(outcome, one), lines: null },
      );
    }
    // The checks apart end after the last one in the tree was compared: once more, for them.
    const late = starts && apart.length > 0 ? await starts.settle() : [];
    if (late.length > 0) {
      const last = new Taint();
      last.addStarts(late, apart);
      for (const one of apart) {
        const ran = outcomes.get(one)!;
        outcomes.set(one, { ...ran, outcome: last.apply(ran.outcome, one) });
      }
    }
    // The changed lines still being exported are waited for while the scratch folder stands.
    return await Promise.all(ready.map((one) => complete(outcomes.get(one)!)));
  } finally {
    await guard?.release();
    await rm(scratch, { recursive: true, force: true });
  }
}

// The guard, telling the run which protection held for every check: the read-only mounts
// (`mount`) or the watch alone (`watch`); a folder the watch could not follow leaves neither
// sure, since a file could then appear there for a moment unseen.
function watched(guard: LockedGuard, mounted: boolean, options: RunChecksOptions): LockedGuard {
  let held = true;
  options.onIsolation?.(mounted ? 'mount' : 'watch');
  return {
    ...guard,
    async arm() {
      const armed = await guard.arm();
      if (!armed && held) {
        held = false;
        options.log('x locked tree: some test folders could not be watched (watch limit?)');
        options.onIsolation?.(null);
      }
      return armed;
    },
  };
}

// One check in the locked tree, the guard settled after it: what it changed is put back, so its
// tampering never reaches the next one's run.
async function runGuarded(
  one: Ready,
  guards: {
    guard: LockedGuard | null;
    starts: StartPointGuard | null;
    tree: LockedTreeFiles | undefined;
  },
  taint: Taint,
  options: RunChecksOptions,
  mount: RunOptions['mount'],
): Promise<Ran> {
  const { guard, starts, tree } = guards;
  const runs = one.prepared !== null;
  if (guard && runs) await guard.arm();
  if (starts && runs) starts.arm();
  const { outcome, lines } = await ranOne(one, options, {
    mount,
    late: true,
    ...(tree ? { tree } : {}),
  });
  const own = new Taint();
  const [changes, written] = await Promise.all([
    guard && runs ? settle(guard, options) : [],
    starts && runs ? starts.settle() : [],
  ]);
  own.add(changes, [one]);
  own.addStarts(written, [one]);
  return { outcome: own.apply(taint.apply(outcome, one), one), lines };
}

/**
 * A check's outcome, and the changed lines of a traced cargo check still being exported (LLVM's
 * tools read the run's profiles while the next check runs: evidence only, never the verdict's).
 */
interface Ran {
  outcome: CheckOutcome;
  lines: Promise<FileLines[] | null> | null;
}

async function complete({ outcome, lines }: Ran): Promise<CheckOutcome> {
  const late = lines === null ? null : await lines;
  return late === null ? outcome : { ...outcome, lines: late };
}

/** The start points' folders that exist, mounted read-only with the locked files. */
function startFolders(points: StartPoints | undefined): string[] {
  return (points?.folders ?? []).filter((folder) => existsSync(folder));
}

// What the check changed outside the tests and harness goes too before the next check runs, so
// that check reads the PR's tree and not what the last one's run of the PR's code left there.
async function resetTree(reset: TreeReset, one: Ready, options: RunChecksOptions): Promise<void> {
  const { restored, removed } = await reset.reset();
  if (restored.length + removed.length === 0) return;
  const what = [
    restored.length > 0 ? `put back ${restored.length} changed files (${sample(restored)})` : '',
    removed.length > 0 ? `removed ${removed.length} new files (${sample(removed)})` : '',
  ].filter(Boolean);
  options.log(`testlock: after the ${one.check.kind} check, ${what.join(' and ')}`);
}

const sample = (paths: readonly string[]): string =>
  paths.slice(0, 3).join(', ') + (paths.length > 3 ? ', ...' : '');

/** The lint and type checks that run apart from the tests, in a copy of the tree (runs-apart.ts). */
function apartOf(ready: readonly Ready[]): Ready[] {
  return ready.filter(
    (one) => one.prepared !== null && runsApart(one.check, one.packageScripts ?? {}),
  );
}

// Below the others, as the inventory's listing is: on a 2-core runner the tests keep a core.
const APART_NICENESS = 10;

function runBeside(
  apart: readonly Ready[],
  build: () => Promise<ApartTree>,
  options: RunChecksOptions,
) {
  return startApart(
    apart,
    build,
    (one, place) =>
      runOne(
        one,
        {
          ...options,
          root: place.root,
          extraEnv: place.extraEnv,
          log: place.log,
          onOutput: place.onOutput,
          signal: place.signal,
        },
        { niceness: APART_NICENESS, apart: true },
      ),
    options.signal,
  );
}

// What changed since the guard was set, put back; a restore that fails shows up after the next
// check again, so that check does not count either.
async function settle(guard: LockedGuard, options: RunChecksOptions): Promise<LockedChange[]> {
  const changes = await guard.verify();
  if (changes.length === 0) return changes;
  options.log(`x locked tree: ${changes.length} test or harness files changed during a check`);
  await guard.restore(changes).catch((error: unknown) => {
    options.log(`x locked tree: could not restore (${String(error)}); later checks will not count`);
  });
  return changes;
}

// Changes to the locked tree and who was running when they happened. Each change is reported
// once (on the first outcome it is applied to); every check that ran is invalidated by it.
class Taint {
  readonly changes: LockedChange[] = [];
  private readonly started: string[] = [];
  private pending: Anomaly[] = [];

  add(changes: readonly LockedChange[], during: readonly Ready[], prefix = ''): void {
    if (changes.length === 0) return;
    const names = during.map((r) => `'${r.check.name}' (${shown(r.check)})`).join(', ');
    const who =
      during.length === 1 ? `the ${during[0]?.check.kind} check ${names}` : `the checks ${names}`;
    const label = prefix === '' ? who : `${prefix} ${who}`;
    this.changes.push(...changes);
    this.pending.push(...lockedChangeAnomalies(changes, label));
  }

  /** Start points written while these checks ran: those checks are void, the anomaly critical. */
  addStarts(paths: readonly string[], during: readonly Ready[]): void {
    if (paths.length === 0) return;
    const label = during.map((r) => `the ${r.check.kind} check '${r.check.name}'`).join(', ');
    this.started.push(...paths);
    this.pending.push(...paths.map((path) => startPointAnomaly(path, label)));
  }

  apply(outcome: CheckOutcome, one: Ready | undefined): CheckOutcome {
    const touched = this.changes.length > 0 || this.started.length > 0;
    if (!touched || one === undefined || one.prepared === null) return outcome;
    const anomalies = this.pending;
    this.pending = [];
    return {
      ...outcome,
      invalidated:
        lockedInvalidation(this.changes) ??
        `a start point of later checks was written: ${this.started[0]}`,
      anomalies: [...(outcome.anomalies ?? []), ...anomalies],
    };
  }
}

interface Ready {
  check: Check;
  dir: string;
  /** null for a skipped check. */
  prepared: Instrumented | null;
  /** The package scripts of the check's folder, for a shard's invocation. */
  packageScripts?: Readonly<Record<string, string>>;
}

async function prepareOne(check: Check, dir: string, options: RunChecksOptions): Promise<Ready> {
  if (check.skipped !== null) return { check, dir, prepared: null };
  const environment = await probeEnvironment(
    options.root,
    check,
    dir,
    { secrets: options.secrets, env: options.env },
    options.early?.coverage(check),
  );
  const outDir = join(dir, 'results');
  // Some runners only open their report file, never create its folder: it must already exist.
  // [witnesses] Fresh and private: created here, never reused (mkdir fails if it exists).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await mkdir(outDir, { mode: 0o700 });
  const checkDir = join(options.root, check.cwd);
  const decision = options.coverage
    ? coverageDecision(
        runnerFor(check, environment.packageScripts),
        check,
        options.coverage.texts,
        options.coverage.setting,
      )
    : { measure: false as const, reason: 'coverage is not asked for in this run' };
  // `coverage: off` traces nothing either; unconfigured coverage still traces the changed files.
  const off =
    options.coverage?.setting === 'off' ||
    (options.coverage !== undefined && coverageDisabled(check, options.coverage.texts));
  const traced = off ? [] : (options.traceChanged ?? []).map((f) => join(options.root, f));
  const without = decision.measure
    ? {}
    : {
        withoutCoverage: true,
        withoutCoverageReason: decision.reason,
        ...(traced.length > 0 ? { traceChanged: traced } : {}),
      };
  const witnessDir = join(dir, 'witness');
  const prepared = instrument(check, { outDir, checkDir, witnessDir, ...environment, ...without });
  if (prepared.witness) await writeWitness(prepared.witness);
  if (prepared.coverage?.llvm) await prepareLlvmTrace(prepared.coverage.llvm);
  return { check, dir, prepared, packageScripts: environment.packageScripts };
}

/**
 * The results with the traced Rust files' lines: exported from the run's raw LLVM profiles (the
 * binaries named in the output already read) to its lcov report, which is read then.
 */
async function withLlvmTrace(
  prepared: Instrumented,
  files: ResultFiles,
  options: RunChecksOptions,
  startedAt: number,
): Promise<ResultFiles> {
  const { coverage } = prepared;
  if (!coverage?.llvm) return files;
  const cwd = join(options.root, prepared.check.cwd);
  const output = `${files.stderr}\n${files.stdout}`;
  await exportLlvmLines(coverage.llvm, { output, cwd }, coverage.path).catch(() => undefined);
  const report = await readReport(coverage.path, startedAt);
  return { ...files, coverage: report.text, coverageProblem: report.problem };
}

/** The runner a test check starts, through a chain of package scripts where it has one. */
function runnerFor(check: Check, scripts: Readonly<Record<string, string>>): RunnerName | null {
  const { runner } = invocationOf(check, scripts);
  if (runner !== null) return runner;
  const chain = followScriptChain([check.command, ...check.args], scripts);
  return chain?.ok ? chain.runner : null;
}

/** The runner's witness, written into its private folder (never the tree), its files read-only. */
async function writeWitness(witness: NonNullable<Instrumented['witness']>): Promise<void> {
  await mkdir(witness.dir, { mode: 0o700 });
  for (const file of witness.files) {
    const path = join(witness.dir, file.name);
    await writeFile(path, file.content, { mode: 0o400, flag: 'wx' });
    await chmod(path, 0o400);
  }
}

async function shardOne(one: Ready, options: RunChecksOptions): Promise<Ready> {
  const { check, dir, prepared } = one;
  if (!options.shard || check.kind !== 'test' || prepared === null) return one;
  // The check as it will run: a chain of package scripts is run from its last script.
  const { mode } = invocationOf(prepared.check, one.packageScripts ?? {});
  const sharded = await shardCheck(check, prepared, mode, options.shard, {
    root: options.root,
    dir,
    timeoutMs: options.timeoutMs,
    secrets: options.secrets,
    env: options.env,
    extraEnv: options.extraEnv,
  });
  return { check, dir, prepared: sharded };
}

interface RunHow {
  niceness?: number;
  apart?: boolean;
  mount?: RunOptions['mount'];
  /** The guarded locked tree's files, for the witness (absent: not the guarded tree). */
  tree?: LockedTreeFiles;
  /** A traced cargo check's changed lines may come after the outcome (Ran). */
  late?: boolean;
}

async function runOne(
  ready: Ready,
  options: RunChecksOptions,
  how: RunHow = {},
): Promise<CheckOutcome> {
  return complete(await ranOne(ready, options, how));
}

async function ranOne(ready: Ready, options: RunChecksOptions, how: RunHow): Promise<Ran> {
  const { check, dir, prepared } = ready;
  if (prepared === null || check.skipped !== null) {
    const reason = check.skipped ?? 'not-configured';
    options.log(`- ${check.kind}: skipped (${reason})`);
    return { outcome: { result: skippedResult(check, reason) }, lines: null };
  }
  const where = how.apart
    ? `${check.source}; beside the tests, in a copy of the tree`
    : check.source;
  options.log(`> ${check.kind}: ${shown(check)}  (${where})`);
  if (prepared.via) {
    const last = prepared.via[prepared.via.length - 1];
    options.log(`  through package scripts ${prepared.via.join(' → ')}: runs npm run ${last}`);
  }
  // A runner that must write a JUnit report: the XML parser compiles while the check runs.
  if (prepared.junitRequired) prefetchParser('xml');
  const startedAt = Date.now(); // [witnesses] a report older than this was not written by the run
  const run = await runCheck(prepared.check, {
    root: options.root,
    timeoutMs: options.timeoutMs,
    logDir: join(dir, 'logs'),
    baseEnv: options.env,
    secrets: options.secrets,
    extraEnv: options.extraEnv,
    signal: options.signal,
    onOutput: options.onOutput,
    ...((how.niceness ?? options.niceness) === undefined
      ? {}
      : { niceness: how.niceness ?? options.niceness }),
    ...(prepared.scriptRun === undefined ? {} : { scriptRun: prepared.scriptRun }),
    ...(how.mount === undefined ? {} : { mount: how.mount }),
  });
  // Conventions and commands mapped from a CI action were never written by the project as a
  // command line: a missing tool is not a failure of the code.
  const mapped = check.origin === 'convention' || check.origin === 'ci-action';
  if (run.notFound && mapped) {
    options.log(`- ${check.kind}: skipped (tool-not-installed: ${check.command})`);
    return { outcome: { result: skippedResult(check, 'tool-not-installed') }, lines: null };
  }
  const read = await readResultFiles(prepared, run.logPaths, startedAt);
  const late =
    how.late === true &&
    prepared.coverage?.llvm !== undefined &&
    prepared.coverage.scope === 'changed';
  const files = {
    ...(late ? read : await withLlvmTrace(prepared, read, options, startedAt)),
    inOrder: run.inOrder,
  };
  const interpreted = interpretOutcome(reportResult(run), prepared, files);
  const tampered = await witnessTampered(prepared, interpreted, files, startedAt, how.tree);
  if (tampered !== null)
    options.log(`x ${check.kind}: runner-tampered: ${tampered.anomaly.detail}`);
  const outcome = await rootRelative(
    {
      ...interpreted,
      runIds: runIdsOf(prepared, files),
      anomalies: [
        ...run.strays.map((command) => strayAnomaly(command, check)),
        ...(tampered === null ? [] : [tampered.anomaly]),
      ],
      ...(tampered === null ? {} : { invalidated: tampered.invalidated }),
    },
    options.root,
    check.cwd,
  );
  if (run.strays.length > 0) {
    options.log(`x ${check.kind}: killed ${run.strays.length} processes that outlived the check`);
  }
  options.log(
    `${outcome.result.ok ? '+' : 'x'} ${check.kind}: ${outcome.result.summary} [${formatDuration(run.durationMs)}]`,
  );
  const lines = late ? lateLines(prepared, read, options, startedAt) : null;
  return { outcome, lines };
}

// The traced files' lines, exported after the outcome: a report that cannot be believed (a link,
// a FIFO, stale) leaves them unmeasured, as a report that is missing does.
async function lateLines(
  prepared: Instrumented,
  read: ResultFiles,
  options: RunChecksOptions,
  startedAt: number,
): Promise<FileLines[] | null> {
  try {
    const files = await withLlvmTrace(prepared, read, options, startedAt);
    if (files.coverageProblem) {
      options.log(`x ${prepared.check.kind}: the changed lines' report ${files.coverageProblem}`);
      return null;
    }
    const lines = linesOf(prepared, files);
    return lines === null ? null : await linesRootRelative(lines, options.root, prepared.check.cwd);
  } catch {
    return null;
  }
}

/** What the runner's integrity witness saw altered (runner-tampered), or null. */
async function witnessTampered(
  prepared: Instrumented,
  outcome: CheckOutcome,
  { junit }: { junit: string | null },
  startedAt: number,
  tree: LockedTreeFiles | undefined,
): Promise<ReturnType<typeof runnerTampered> | null> {
  if (!prepared.witness) return null;
  const channel = await readReport(prepared.witness.channel, startedAt);
  const detail = witnessFinding({
    channel: channel.text,
    problem: channel.problem,
    result: outcome.result,
    tests: outcome.tests ?? null,
    reportWritten: junit !== null,
    ...(tree ? { tree } : {}),
  });
  return detail === null ? null : runnerTampered(detail);
}

/**
 * The locked tree's root as given and as the runners see it (resolved), and its index: looked up
 * only where a witness names a module it took from the tree, so the set is made then.
 */
async function treeFiles(root: string, tracked: readonly string[]): Promise<LockedTreeFiles> {
  const resolved = await realpath(root).catch(() => root);
  let paths: Set<string> | null = null;
  const has = (path: string): boolean => {
    paths ??= new Set(tracked);
    return paths.has(path);
  };
  return { roots: [...new Set([root, resolved])], tracked: { has } };
}

/** A process that outlived its check's group (setsid, double fork), killed after the check. */
function strayAnomaly(command: string, check: Check): Anomaly {
  return {
    kind: 'stray-process',
    severity: 'warning',
    path: '',
    line: null,
    detail: `still running after the ${check.kind} check '${check.name}' (killed): ${command}`,
  };
}

function shown(check: Check): string {
  const text = check.script !== '' ? check.script : [check.command, ...check.args].join(' ');
  return text.split('\n')[0] ?? '';
}

/** The docs/report.md fields only: the runner's bookkeeping and the check's env stay out. */
function reportResult(run: RunResult): CheckResult {
  const {
    notFound: _n,
    interrupted: _i,
    logPaths: _l,
    inOrder: _io,
    outputTruncated: _o,
    strays: _s,
    ...result
  } = run;
  return { ...result, env: {} };
}

function skippedResult(check: Check, reason: NonNullable<Check['skipped']>): CheckResult {
  return {
    ...check,
    env: {},
    skipped: reason,
    ok: false,
    exitCode: null,
    signal: null,
    durationMs: 0,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: `skipped (${reason})${check.command === '' ? '' : `: ${shown(check)}`}`,
  };
}
