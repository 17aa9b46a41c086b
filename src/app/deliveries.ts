// Redelivery and ordering: a delivery id seen before is not handled again, and the work of one
// repository runs one job at a time (two events for one commit must not both create its check).
// The ids whose job finished are what a restart keeps (app-state.ts); a job that failed forgets
// its id, so a redelivery can try again.
import { MAX_DELIVERIES } from './app-state.js';

export interface Deliveries {
  /** False when this delivery id was already accepted. */
  accept(id: string): boolean;
  /** The job of `id` finished: remember it across a restart. */
  handled(id: string): void;
  /** The job of `id` failed: a redelivery may try again. */
  forget(id: string): void;
  /** Handled ids, oldest first (for the state file). */
  remembered(): string[];
  /** Runs `job` after the jobs already queued under `key`. */
  enqueue(key: string, job: () => Promise<void>): void;
  /** Resolves once every queued job has finished. */
  idle(): Promise<void>;
}

/** Adds `id` to `set`, dropping the oldest beyond the bound (a Set iterates in insertion order). */
function remember(set: Set<string>, id: string): void {
  set.add(id);
  if (set.size > MAX_DELIVERIES) set.delete(set.values().next().value as string);
}

export function createDeliveries(handledBefore: readonly string[] = []): Deliveries {
  const seen = new Set<string>(handledBefore);
  const done = new Set<string>(handledBefore);
  const tails = new Map<string, Promise<void>>();
  return {
    accept(id) {
      if (seen.has(id)) return false;
      remember(seen, id);
      return true;
    },
    handled(id) {
      remember(done, id);
    },
    forget(id) {
      seen.delete(id);
      done.delete(id);
    },
    remembered: () => [...done],
    enqueue(key, job) {
      const previous = tails.get(key) ?? Promise.resolve();
      // Jobs log their own failures; one that throws anyway must not stop the queue behind it.
      const next = previous
        .then(job)
        .catch(() => undefined)
        .finally(() => {
          if (tails.get(key) === next) tails.delete(key);
        });
      tails.set(key, next);
    },
    async idle() {
      while (tails.size > 0) await Promise.allSettled([...tails.values()]);
    },
  };
}
