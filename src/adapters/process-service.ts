// A long-lived helper process testlock starts for itself (the scratch database's server): its own
// process group, its output in a log file, ended by testlock (a signal to the group, then SIGKILL)
// and never left behind: a synchronous kill for the process's `exit`, where cleanups cannot wait.
import { execa } from 'execa';
import { childEnv } from '../core/run/child-env.js';

/** A process environment as the edge read it. */
type ProcessEnv = Readonly<Record<string, string | undefined>>;

import { signalGroup, waitForGroupExit } from './process-tree.js';

export interface ServiceOptions {
  cwd: string;
  /** The environment to scrub and pass on (credentials are dropped as for a check). */
  baseEnv: ProcessEnv;
  secrets?: readonly string[];
  extraEnv?: Readonly<Record<string, string>>;
  /** Both output streams are appended here. */
  logFile: string;
}

export interface Service {
  pid: number;
  /** Whether the process is still running. */
  running(): boolean;
  /** Resolves when the process has exited (with its code or signal). */
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** Sends `signal` to the group, then SIGKILL after `graceMs`; resolves when the group is gone. */
  stop(signal: NodeJS.Signals, graceMs: number): Promise<void>;
  /** SIGKILL to the group at once (for `process.exit`: no waiting). */
  killNow(): void;
}

/** Starts `command` detached in its own process group; throws when it cannot be started at all. */
export function startService(
  command: string,
  args: readonly string[],
  options: ServiceOptions,
): Service {
  const env = childEnv(options.baseEnv, {
    secrets: options.secrets ?? [],
    extra: { ...options.extraEnv },
  });
  const child = execa(command, [...args], {
    cwd: options.cwd,
    env,
    extendEnv: false,
    stdin: 'ignore',
    stdout: { file: options.logFile, append: true },
    stderr: { file: options.logFile, append: true },
    detached: true,
    cleanup: false,
    reject: false,
  });
  let alive = child.pid !== undefined;
  const exited = child.then(
    (ended) => {
      alive = false;
      return { code: ended.exitCode ?? null, signal: ended.signal ?? null };
    },
    () => {
      alive = false;
      return { code: null, signal: null };
    },
  );
  const pid = child.pid ?? -1;
  return {
    pid,
    running: () => alive,
    exited,
    async stop(signal, graceMs) {
      if (pid <= 0) return;
      if (!signalGroup(pid, signal)) return;
      if (await waitForGroupExit(pid, graceMs)) return;
      signalGroup(pid, 'SIGKILL');
      await waitForGroupExit(pid, 2_000);
    },
    killNow() {
      if (pid > 0) signalGroup(pid, 'SIGKILL');
    },
  };
}
