// Ctrl-C (SIGINT) or SIGTERM during a run: said once ("interrupted"), the checks aborted, and what
// the interruption itself breaks afterwards (a check killed mid-write, a worktree removed under a
// git call) kept off the screen: it is not about the pull request. The process-wide cleanup
// (adapters/cleanup.ts) removes the worktree and exits with 130 or 143.

/** Registers `listener` for the process's interrupts; returns what unregisters it. */
export type OnInterrupt = (listener: (signal: string) => void) => () => void;

export interface Interrupt {
  signal: AbortSignal;
  interrupted(): boolean;
  /** 130 for SIGINT, 143 for SIGTERM: the shell's convention. */
  exitCode(): number;
  dispose(): void;
}

export const processInterrupts: OnInterrupt = (listener) => {
  // With no cleanup pending (adapters/cleanup.ts listens then), the signal still ends the process.
  const handle = (signal: 'SIGINT' | 'SIGTERM', code: number): void => {
    listener(signal);
    if (process.listenerCount(signal) <= 1) process.exit(code);
  };
  const onInt = (): void => handle('SIGINT', 130);
  const onTerm = (): void => handle('SIGTERM', 143);
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return () => {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  };
};

export function watchInterrupt(
  on: OnInterrupt | undefined,
  stderr: { write(text: string): unknown },
): Interrupt {
  const controller = new AbortController();
  let received: string | null = null;
  const dispose = on?.((signal) => {
    if (received !== null) return;
    received = signal;
    stderr.write(
      `\ntestlock: interrupted (${signal}); stopping the checks and removing the locked worktree\n`,
    );
    controller.abort();
  });
  return {
    signal: controller.signal,
    interrupted: () => received !== null,
    exitCode: () => (received === 'SIGTERM' ? 143 : 130),
    dispose: () => dispose?.(),
  };
}
