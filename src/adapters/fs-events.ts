// Reading the file-system events the kernel has queued for this process's watches. The kernel
// queues an event as the write happens, so once the writers are gone every event of theirs is
// queued, and one turn of the event loop through its poll phase reads the whole queue (libuv reads
// the inotify descriptor until it is empty).

const MAX_DRAIN_MS = 500;

/** One turn of the event loop that passes through its poll phase, wherever it is called from. */
const loopTurn = (): Promise<void> =>
  new Promise((resolve) => setTimeout(() => setImmediate(resolve), 0));

/**
 * Turns the loop until a turn reads no new event (`heard` counts the events read so far: one may
 * open the watch of a new folder), and never for longer than MAX_DRAIN_MS.
 */
export async function drainEvents(heard: () => number): Promise<void> {
  const started = Date.now();
  let before: number;
  do {
    before = heard();
    await loopTurn();
  } while (heard() !== before && Date.now() - started < MAX_DRAIN_MS);
}
