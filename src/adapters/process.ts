// The one place a check runs as a child process: scrubbed environment, its own process group,
// a timeout that ends the whole tree, streamed output kept as bounded tails plus full log files.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import { execa } from 'execa';
import { cacheEnvForCheck } from '../core/locked/cargo-target-dir.js';
import {
  MOUNT_FAILED_EXIT,
  MOUNT_FAILED_MESSAGE,
  type MountLauncher,
  type ShelterPaths,
} from '../core/locked/mount-launch.js';
import type { Check, CheckResult } from '../core/model/check.js';
import { type CheckEnding, checkSummary } from '../core/run/check-summary.js';
import { checkMarker, childEnv } from '../core/run/child-env.js';
import { type LogPaths, resolveArgs, resolveCheckCwd, runFiles } from './check-launch.js';
import { mountedCommand } from './mount-isolation.js';
import type { OutputListener } from './process-output.js';
import { type Supervised, supervise } from './process-supervise.js';

export type { LogPaths } from './check-launch.js';
export type { OutputListener, OutputStream } from './process-output.js';
export { type Service, type ServiceOptions, startService } from './process-service.js';
export { killAllRunning } from './process-tree.js';

/** A process environment as the edge read it. */
export type ProcessEnv = Readonly<Record<string, string | undefined>>;

export interface RunOptions {
  /** The locked worktree; `check.cwd` is relative to it and may not leave it. */
  root: string;
  /** Per check; the caller's default is 15 minutes. */
  timeoutMs: number;
  /** Between SIGTERM and SIGKILL to the check's group. Default 5 s. */
  graceMs?: number;
  /**
   * The environment to scrub and pass on. The caller's: the edge (cli, action, app) reads
   * `process.env` once, so that what a check sees never depends on where it is started from.
   */
  baseEnv: ProcessEnv;
  /** Values no variable of the child may hold, beyond the runner's own credentials (the token input). */
  secrets?: readonly string[];
  /** Set by testlock (e.g. CARGO_TARGET_DIR); wins over the check's own `env`. */
  extraEnv?: Readonly<Record<string, string>>;
  /** Private folder for the full logs and `{0}` script files; created if missing. */
  logDir: string;
  /** The `{0}` file's text where it is not the check's script (testlock's options on a line of it). */
  scriptRun?: string;
  /** Interruption: the group is terminated and the result says `interrupted`. */
  signal?: AbortSignal;
  /** Receives decoded output as it arrives. */
  onOutput?: OutputListener;
  /**
   * Lowers the check's priority by this much (`nice`), set as it starts: what it starts later
   * inherits it. For a check that runs beside another that should keep the CPU.
   */
  niceness?: number;
  /**
   * Start the check where these absolute paths are read-only mounts (mount-isolation.ts), set
   * up by `kind`; absent: it starts as it is.
   */
  mount?: {
    kind: MountLauncher['kind'];
    files: readonly string[];
    /** The folders of the run's trees, read-only but for these (mount-launch.ts, Shelter). */
    shelter?: ShelterPaths;
  };
}

/** A `checks[]` entry (docs/report.md) plus what the caller needs to decide and to read further. */
export interface RunResult extends CheckResult {
  /** The command could not be found: a convention check becomes `skipped: tool-not-installed`. */
  notFound: boolean;
  /** Stopped because `options.signal` was aborted. */
  interrupted: boolean;
  /** The complete, undecoded output (the result holds only the tails). */
  logPaths: LogPaths;
  /** Both streams in the order they arrived (bounded: the end of a long run). */
  inOrder: string;
  /** Whether the tails in `stdout` / `stderr` lost the beginning of the output. */
  outputTruncated: { stdout: boolean; stderr: boolean };
  /** Command lines of processes that outlived the check's group (and were killed). */
  strays: string[];
}

const DEFAULT_GRACE_MS = 5_000;

/** Runs one check to completion. Child failures come back as data; only misuse throws. */
export async function runCheck(check: Check, options: RunOptions): Promise<RunResult> {
  if (!(options.timeoutMs > 0)) throw new RangeError(`runCheck: timeoutMs must be > 0`);
  await mkdir(options.logDir, { recursive: true });
  const files = runFiles(check, options.logDir);
  const started = performance.now();
  const launch = await prepare(check, options);
  if ('outcome' in launch) {
    const empty = { mode: 0o600, flag: 'wx' } as const;
    await Promise.all([writeFile(files.stdout, '', empty), writeFile(files.stderr, '', empty)]);
    return toResult(check, launch.outcome, null, { started, files });
  }
  const marker = checkMarker(randomUUID());
  const env = childEnv(options.baseEnv, {
    secrets: options.secrets ?? [],
    extra: {
      ...check.env,
      ...cacheEnvForCheck(options.extraEnv ?? {}, check.env),
      [marker.name]: marker.value,
    },
  });
  const args = await resolveArgs(check, files.script, options.scriptRun);
  const mounted = options.mount
    ? await mountedCommand(
        options.mount.kind,
        options.mount.files,
        {
          command: check.command,
          args,
          cwd: launch.cwd,
          env,
        },
        options.mount.shelter,
      )
    : null;
  const subprocess = execa(mounted?.command ?? check.command, mounted?.args ?? args, {
    cwd: launch.cwd,
    env,
    extendEnv: false,
    stdin: 'ignore',
    buffer: false,
    encoding: 'buffer',
    reject: false,
    detached: true, // its own process group, so the whole tree can be signalled
    cleanup: false, // process-tree.ts ends groups; execa would only kill the leader
  });
  if (options.niceness !== undefined) lowerPriority(subprocess.pid, options.niceness);
  const supervised = await supervise(subprocess, {
    timeoutMs: options.timeoutMs,
    graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
    signal: options.signal,
    onOutput: options.onOutput,
    logPaths: files,
    marker: marker.entry,
  });
  await mounted?.dispose();
  const ending =
    mounted !== null && mountFailed(supervised)
      ? ({
          kind: 'error',
          message: 'the read-only mounts of the locked files could not be set up',
        } as const)
      : outcomeOf(check, supervised, options.timeoutMs);
  return toResult(check, ending, supervised, {
    started,
    files,
  });
}

// Best effort: a check that has already ended, or a system without priorities, runs as it is.
function lowerPriority(pid: number | undefined, niceness: number): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, Math.min(19, getPriority(pid) + niceness));
  } catch {}
}

// The working directory to start in, or the outcome of a check that does not start.
async function prepare(
  check: Check,
  options: RunOptions,
): Promise<{ cwd: string } | { outcome: CheckEnding }> {
  if (check.skipped !== null) return { outcome: { kind: 'skipped', reason: check.skipped } };
  if (options.signal?.aborted) return { outcome: { kind: 'interrupted' } };
  const cwd = await resolveCheckCwd(options.root, check.cwd);
  return 'error' in cwd ? { outcome: { kind: 'error', message: cwd.error } } : cwd;
}

// The namespace's first process says so on stderr and exits with its own status.
function mountFailed(run: Supervised): boolean {
  if (run.stopReason !== null || run.code !== MOUNT_FAILED_EXIT) return false;
  return (run.captures[1]?.tail.snapshot().text ?? '').includes(MOUNT_FAILED_MESSAGE);
}

function outcomeOf(check: Check, run: Supervised, timeoutMs: number): CheckEnding {
  if (run.stopReason === 'timeout') return { kind: 'timed-out', timeoutMs };
  if (run.stopReason === 'interrupt') return { kind: 'interrupted' };
  if (run.spawnError?.code === 'ENOENT') return { kind: 'not-found', command: check.command };
  if (run.spawnError) return { kind: 'error', message: run.spawnError.message };
  if (run.code === 0) return { kind: 'passed' };
  if (run.code !== null) return { kind: 'failed', exitCode: run.code };
  return { kind: 'signaled', signal: run.signal ?? 'unknown signal' };
}

function toResult(
  check: Check,
  outcome: CheckEnding,
  run: Supervised | null,
  timing: { started: number; files: LogPaths },
): RunResult {
  const [out, err] = (run?.captures ?? []).map((capture) => capture.tail.snapshot());
  const [outBytes = 0, errBytes = 0] = (run?.captures ?? []).map((capture) => capture.bytes());
  // A check testlock stopped has no exit code of its own: a SIGTERM handler's `exit 0` is no pass.
  const exitCode = run === null || run.stopReason !== null ? null : run.code;
  return {
    ...check,
    ok: outcome.kind === 'passed',
    exitCode,
    signal: run?.signal ?? null,
    durationMs: Math.round(performance.now() - timing.started),
    timedOut: outcome.kind === 'timed-out',
    stdout: out?.text ?? '',
    stderr: err?.text ?? '',
    inOrder: run?.inOrder.snapshot().text ?? '',
    stdoutBytes: outBytes,
    stderrBytes: errBytes,
    summary: checkSummary(outcome, check),
    notFound: outcome.kind === 'not-found',
    interrupted: outcome.kind === 'interrupted',
    logPaths: { stdout: timing.files.stdout, stderr: timing.files.stderr },
    outputTruncated: { stdout: out?.truncated ?? false, stderr: err?.truncated ?? false },
    strays: (run?.strays ?? []).map((stray) => stray.command),
  };
}
