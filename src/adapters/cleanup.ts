// A process-wide registry of cleanup actions (e.g. removing the locked worktree) that also run
// when the process is interrupted (SIGINT/SIGTERM) or ends without having run them.

/** One pending cleanup: the full action, and a synchronous fallback for `process.exit`. */
export interface CleanupAction {
  run(): Promise<void> | void;
  /** Runs where only synchronous code can (the `exit` event); best effort. */
  runSync?(): void;
}

const pending = new Set<CleanupAction>();
let installed = false;
let interrupted = false;

// The shell convention: 128 + the signal number.
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type HandledSignal = keyof typeof SIGNAL_EXIT_CODES;

async function runAll(actions: CleanupAction[]): Promise<void> {
  await Promise.all(
    actions.map(async (action) => {
      try {
        await action.run();
      } catch {
        // A cleanup that fails must not stop the others; there is nobody left to report to.
      }
    }),
  );
}

/** Runs every pending cleanup once (callers may run them before exiting on their own). */
export async function runCleanups(): Promise<void> {
  const actions = [...pending];
  pending.clear();
  uninstall();
  await runAll(actions);
}

function onSignal(signal: HandledSignal): void {
  // A second interrupt while cleaning up means "stop now".
  if (interrupted) process.exit(SIGNAL_EXIT_CODES[signal]);
  interrupted = true;
  void runCleanups().finally(() => process.exit(SIGNAL_EXIT_CODES[signal]));
}

const onSigint = (): void => onSignal('SIGINT');
const onSigterm = (): void => onSignal('SIGTERM');
// The event loop emptied with cleanups still pending: async work is still allowed here.
const onBeforeExit = (): void => {
  void runCleanups();
};
const onExit = (): void => {
  for (const action of pending) {
    try {
      action.runSync?.();
    } catch {
      // Best effort: the process is ending.
    }
  }
  pending.clear();
};

function install(): void {
  if (installed) return;
  installed = true;
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  process.on('beforeExit', onBeforeExit);
  process.on('exit', onExit);
}

// With nothing pending, signals get their default behaviour back.
function uninstall(): void {
  if (!installed || interrupted) return;
  installed = false;
  process.off('SIGINT', onSigint);
  process.off('SIGTERM', onSigterm);
  process.off('beforeExit', onBeforeExit);
  process.off('exit', onExit);
}

/** Registers a cleanup; the returned function unregisters it (call it once the action ran). */
export function registerCleanup(action: CleanupAction | (() => Promise<void> | void)): () => void {
  const entry: CleanupAction = typeof action === 'function' ? { run: action } : action;
  pending.add(entry);
  install();
  return () => {
    pending.delete(entry);
    if (pending.size === 0) uninstall();
  };
}
