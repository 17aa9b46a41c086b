// Redelivery and ordering: a delivery id seen before is not handled again, and the work of one
// repository runs one job at a time (two events for one commit must not both create its check).
const REMEMBERED = 10_000;

export interface Deliveries {
  /** False when this delivery id was already accepted. */
  accept(id: string): boolean;
  /** Runs `job` after the jobs already queued under `key`. */
  enqueue(key: string, job: () => Promise<void>): void;
  /** Resolves once every queued job has finished. */
  idle(): Promise<void>;
}

export function createDeliveries(): Deliveries {
  const seen = new Set<string>();
  const tails = new Map<string, Promise<void>>();
  return {
    accept(id) {
      if (seen.has(id)) return false;
      seen.add(id);
      // Oldest first: a Set iterates in insertion order.
      if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as string);
      return true;
    },
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
