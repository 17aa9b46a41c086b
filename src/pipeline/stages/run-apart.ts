// The checks that run apart from the tests (core/run/runs-apart.ts): one after another, at a lower
// priority, in a copy of the locked tree of their own, while the others run in the locked tree.
// Nothing the tests do there reaches them, and nothing they do reaches the tests. Their progress
// and output are held and told between the other checks, so the log reads one check at a time.
import type { LockedWorktree } from '../../adapters/workspace.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import { HeldOutput, type HeldSink } from '../../core/run/held-output.js';

/** The copy of the locked tree they run in. */
export type ApartTree = Pick<LockedWorktree, 'dir' | 'env' | 'dispose'>;

/** Where and how one of them runs: the copy's root and environment, its held log, the stop. */
export interface ApartPlace {
  root: string;
  extraEnv: Readonly<Record<string, string>>;
  log: (line: string) => void;
  onOutput: (stream: 'stdout' | 'stderr', text: string) => void;
  signal: AbortSignal;
}

export interface ApartRuns<T> {
  /** Tells the held log of each run that has ended, in order, up to the first still running. */
  tellFinished(sink: HeldSink): void;
  /**
   * Waits for all of them, tells the rest, and removes the copy; their outcomes by item, or
   * `null` for every one of them when the copy could not be built (`error` says why).
   */
  finish(sink: HeldSink): Promise<{ outcomes: Map<T, CheckOutcome>; error: null } | NotBuilt>;
  /** Stops the one running (an error elsewhere ends the run); finish still has to be awaited. */
  stop(): void;
}

interface NotBuilt {
  outcomes: null;
  error: unknown;
}

interface Run<T> {
  item: T;
  held: HeldOutput;
  done: Promise<CheckOutcome>;
  ended: boolean;
  told: boolean;
}

export function startApart<T>(
  items: readonly T[],
  build: () => Promise<ApartTree>,
  run: (item: T, place: ApartPlace) => Promise<CheckOutcome>,
  signal?: AbortSignal,
): ApartRuns<T> {
  const stopper = new AbortController();
  if (signal?.aborted) stopper.abort();
  signal?.addEventListener('abort', () => stopper.abort(), { once: true });
  const tree = build();
  // Seen by finish; a copy that cannot be built runs none of them.
  tree.catch(() => undefined);
  const runs: Run<T>[] = [];
  let previous: Promise<unknown> = tree;
  for (const item of items) {
    const held = new HeldOutput();
    // One after another, whatever became of the one before.
    const done = previous
      .catch(() => undefined)
      .then(async () => {
        const { dir, env } = await tree;
        const place = { root: dir, extraEnv: env, log: held.log, onOutput: held.output };
        return run(item, { ...place, signal: stopper.signal });
      });
    const entry: Run<T> = { item, held, done, ended: false, told: false };
    const ended = (): void => {
      entry.ended = true;
    };
    done.then(ended, ended);
    runs.push(entry);
    previous = done;
  }
  // The copy goes once the last of them has ended, whatever became of them.
  const removed = previous
    .catch(() => undefined)
    .then(async () => (await tree.catch(() => null))?.dispose());

  const tell = (entry: Run<T>, sink: HeldSink): void => {
    entry.told = true;
    entry.held.replay(sink);
  };
  return {
    tellFinished(sink) {
      for (const entry of runs) {
        if (!entry.ended) return;
        if (!entry.told) tell(entry, sink);
      }
    },
    async finish(sink) {
      const built = await tree.then(
        () => null,
        (error: unknown) => ({ error }),
      );
      if (built !== null) return { outcomes: null, error: built.error };
      const settled = await Promise.allSettled(runs.map((entry) => entry.done));
      for (const entry of runs) if (!entry.told) tell(entry, sink);
      await removed;
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      const outcomes = new Map<T, CheckOutcome>();
      for (const [index, entry] of runs.entries()) {
        const one = settled[index];
        if (one?.status === 'fulfilled') outcomes.set(entry.item, one.value);
      }
      return { outcomes, error: null };
    },
    stop: () => stopper.abort(),
  };
}
