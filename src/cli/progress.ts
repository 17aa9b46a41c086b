// Progress on stderr: every line as it comes, and on a terminal a live elapsed counter while a
// check runs (lines starting with '> ' open a check; the next line closes it).
import { formatDuration } from '../core/run/check-summary.js';
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  log(line: string): void;
  stop(): void;
}

export function createProgress(stream: ProgressStream, now: () => number = Date.now): Progress {
  let timer: ReturnType<typeof setInterval> | null = null;
  let started = 0;
  const clearTicker = (): void => {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    stream.write('\r\u001b[2K');
  };
  const startTicker = (): void => {
    if (!stream.isTTY) return;
    started = now();
    timer = setInterval(() => {
      const elapsed = Math.floor((now() - started) / 1000) * 1000;
      stream.write(`\r\u001b[2K  running… ${formatDuration(elapsed)}`);
    }, 1000);
    timer.unref();
  };
  return {
    log(line: string): void {
      clearTicker();
      stream.write(`${line}\n`);
      if (line.startsWith('> ')) startTicker();
    },
    stop: clearTicker,
  };
}
