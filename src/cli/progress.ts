// Progress on stderr: every line as it comes, and on a terminal a live elapsed counter while a
// check runs (lines starting with '> ' open a check; the next line closes it).
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
      stream.write(`\r\u001b[2K  running… ${Math.floor((now() - started) / 1000)}s`);
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
