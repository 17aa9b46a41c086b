// The Action's log while verify runs: one collapsible `::group::` per check holding its progress
// and its streamed output, commands stopped around everything else, and a heartbeat when the
// log is not a terminal (a silent minute on a runner reads as a hang).
import { formatDuration } from '../core/run/check-summary.js';
import type { RunnerIO } from './runner-io.js';

/** What the log is written through: raw bytes, and groups through @actions/core. */
export type LogSink = Pick<RunnerIO, 'write' | 'startGroup' | 'endGroup'>;

export interface CheckLogOptions {
  /** The token commands were stopped with; groups are opened by resuming briefly. */
  token: string;
  /** stderr is a terminal: a person is watching, no heartbeat. */
  interactive: boolean;
  heartbeatMs?: number;
  now?: () => number;
}

export interface CheckLog {
  log(line: string): void;
  output(stream: 'stdout' | 'stderr', text: string): void;
  /** Closes an open group and stops the heartbeat. */
  stop(): void;
}

export const HEARTBEAT_MS = 30_000;

// run-checks opens a check with `> kind: command  (source)` and closes it with
// `+ kind: summary [duration]` or `x kind: summary [duration]`.
const OPENS = /^> (\w+): (.*?)(?: {2}\(.*\))?$/;
const CLOSES = /^[+x] \w+: .* \[[^\]]*\]$/;

export function createCheckLog(sink: LogSink, options: CheckLogOptions): CheckLog {
  const now = options.now ?? Date.now;
  let open: { kind: string; started: number } | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  // Output may end mid-line; a marker must start a line of its own to be read as one.
  let atLineStart = true;

  const raw = (text: string): void => {
    if (text === '') return;
    sink.write(text);
    atLineStart = text.endsWith('\n');
  };
  // Resumes commands for one marker and stops them again with the same token: the check's
  // output in between can never issue a command.
  const marker = (issue: () => void): void => {
    raw(`${atLineStart ? '' : '\n'}::${options.token}::\n`);
    issue();
    raw(`::stop-commands::${options.token}\n`);
  };
  const stopTimer = (): void => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const close = (): void => {
    stopTimer();
    if (open === null) return;
    open = null;
    marker(() => sink.endGroup());
  };
  const beat = (): void => {
    if (open === null) return;
    const elapsed = Math.round((now() - open.started) / 1000) * 1000;
    raw(
      `${atLineStart ? '' : '\n'}testlock: ${open.kind} still running (${formatDuration(elapsed)})\n`,
    );
  };

  return {
    log(line: string): void {
      const opening = OPENS.exec(line);
      if (opening !== null) {
        close();
        const kind = opening[1] ?? 'check';
        marker(() => sink.startGroup(`testlock ${kind}: ${opening[2] ?? ''}`));
        open = { kind, started: now() };
        if (!options.interactive) {
          timer = setInterval(beat, options.heartbeatMs ?? HEARTBEAT_MS);
          timer.unref();
        }
      }
      raw(`${atLineStart ? '' : '\n'}${line}\n`);
      if (open !== null && CLOSES.test(line)) close();
    },
    output(_stream, text): void {
      raw(text);
    },
    stop: close,
  };
}
