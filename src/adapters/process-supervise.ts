// Watches one started check: timeout and interruption end its whole group, leftovers of the
// group end with the leader, and output that a runaway process holds open is cut after a grace.
import type { ResultPromise } from 'execa';
import { TailBuffer } from '../core/run/tail-buffer.js';
import type { OutputListener } from './process-output.js';
import { type Capture, captureOutput, type OutputStream } from './process-output.js';
import {
  groupAlive,
  killTagged,
  killTaggedSync,
  signalGroup,
  type TaggedProcess,
  terminateGroup,
  trackGroup,
  trackMarker,
  untrackGroup,
  untrackMarker,
} from './process-tree.js';

export interface SupervisionOptions {
  timeoutMs: number;
  graceMs: number;
  signal?: AbortSignal;
  onOutput?: OutputListener;
  logPaths: { stdout: string; stderr: string };
  /** The `NAME=value` entry the check's environment carries, to find what left its group. */
  marker: string;
}

export type StopReason = 'timeout' | 'interrupt';

// The in-order copy serves the console parsers where a runner's summaries and the package
// manager's script headers go to different streams; 4 Mi characters hold any real run's.
const IN_ORDER_MAX_CHARS = 4 * 1024 * 1024;

/** What happened to a started check, before it is turned into a result. */
export interface Supervised {
  /** The leader's exit code, null when killed by a signal or never started. */
  code: number | null;
  /** The leader's signal, else the last one testlock sent when it stopped the check. */
  signal: NodeJS.Signals | null;
  stopReason: StopReason | null;
  captures: Capture[];
  /** Both streams as they arrived, bounded: which line of stderr came after which of stdout. */
  inOrder: TailBuffer;
  /** Set when the process never started (e.g. `ENOENT`). */
  spawnError: { code: string | undefined; message: string } | null;
  /** Processes of the check still alive after its group ended (setsid, double fork): killed. */
  strays: TaggedProcess[];
}

/** Supervises a started subprocess until it and its group are gone and its output is saved. */
export async function supervise(
  subprocess: ResultPromise,
  options: SupervisionOptions,
): Promise<Supervised> {
  const pid = subprocess.pid;
  const inOrder = new TailBuffer(IN_ORDER_MAX_CHARS);
  const listen = (stream: OutputStream, text: string): void => {
    inOrder.push(text);
    options.onOutput?.(stream, text);
  };
  const captures = [
    captureOutput('stdout', subprocess.stdout!, options.logPaths.stdout, listen),
    captureOutput('stderr', subprocess.stderr!, options.logPaths.stderr, listen),
  ];
  const outputDone = Promise.all(captures.map((capture) => capture.done));
  outputDone.catch(() => {}); // awaited below; this keeps an early log failure from being "unhandled"
  if (pid === undefined) {
    const result = await subprocess;
    await outputDone;
    const spawnError = { code: result.code, message: result.originalMessage ?? 'not started' };
    return {
      code: null,
      signal: null,
      stopReason: null,
      captures,
      inOrder,
      spawnError,
      strays: [],
    };
  }
  trackGroup(pid);
  trackMarker(options.marker);
  const stopper = new Stopper(pid, options.graceMs);
  const timer = setTimeout(() => stopper.stop('timeout'), options.timeoutMs);
  const onAbort = (): void => stopper.stop('interrupt');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  try {
    const exit = await leaderExit(subprocess);
    clearTimeout(timer);
    // Whatever the leader left behind in its group (servers, watchers) ends with it.
    const lastSignal = await (stopper.killing ?? terminateGroup(pid, options.graceMs));
    // What escaped the group goes next, before the output it may hold open is waited for.
    const strays = await killTagged(options.marker);
    await drainOutput(subprocess, outputDone, options.graceMs);
    await subprocess;
    const signal = exit.signal ?? (stopper.reason === null ? null : lastSignal);
    const stopReason = stopper.reason;
    return { code: exit.code, signal, stopReason, captures, inOrder, spawnError: null, strays };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    if (groupAlive(pid)) signalGroup(pid, 'SIGKILL'); // only reached after an internal error
    killTaggedSync(options.marker); // likewise: nothing is left after the normal path
    untrackGroup(pid);
    untrackMarker(options.marker);
  }
}

// Remembers the first reason a check was stopped and the termination it started.
class Stopper {
  reason: StopReason | null = null;
  killing: Promise<NodeJS.Signals | null> | null = null;

  constructor(
    private readonly pgid: number,
    private readonly graceMs: number,
  ) {}

  stop(reason: StopReason): void {
    if (this.reason !== null) return;
    this.reason = reason;
    this.killing = terminateGroup(this.pgid, this.graceMs);
  }
}

// Resolves when the group leader is gone, without waiting for its output, which a surviving
// grandchild may still hold open.
function leaderExit(
  subprocess: ResultPromise,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolveExit) => {
    subprocess.once('exit', (code, signal) => resolveExit({ code, signal }));
  });
}

// A process that left the group (setsid) can keep the pipes open forever: stop reading then.
async function drainOutput(
  subprocess: ResultPromise,
  outputDone: Promise<unknown>,
  graceMs: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<boolean>((resolveExpired) => {
    timer = setTimeout(() => resolveExpired(true), graceMs);
  });
  const stillOpen = await Promise.race([outputDone.then(() => false), expired]);
  clearTimeout(timer);
  if (stillOpen) {
    subprocess.stdout?.destroy();
    subprocess.stderr?.destroy();
  }
  await outputDone;
}
