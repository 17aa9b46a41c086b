// Watches the locked tree's test and harness folders with file-system events (inotify through
// Node's fs.watch, one watch per folder) for the whole of one check, so a write undone before the
// check ends is still seen; the comparison before and after cannot see it.
import { type Dirent, type FSWatcher, lstatSync, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { type WatchPlan, watchSkips } from '../core/locked/watch-rules.js';
import { drainEvents } from './fs-events.js';

export interface LockedWatchOptions {
  /** The locked worktree's root. */
  root: string;
  plan: WatchPlan;
}

export interface LockedWatch {
  /** Folders that could not be watched (gone, or the system's watch limit reached). */
  readonly failed: readonly string[];
  /** Waits for the events in flight, stops watching and returns the repo-relative paths seen. */
  stop(): Promise<Set<string>>;
}

/** Starts watching; synchronous, so nothing runs between the walk and the watches being set. */
export function startLockedWatch(options: LockedWatchOptions): LockedWatch {
  const { root, plan } = options;
  const seen = new Set<string>();
  const watchers: FSWatcher[] = [];
  const failed: string[] = [];
  let events = 0;
  const record = (path: string): void => {
    seen.add(path);
    events += 1;
  };
  const open = (rel: string, onEvent: (name: string) => void): boolean => {
    try {
      const watcher = watch(rel === '' ? root : join(root, rel), { persistent: false });
      watcher.on('change', (_event, name) => onEvent(String(name ?? '')));
      // A folder removed while watched ends its watch with an error: the removal was an event.
      watcher.on('error', () => record(rel));
      watchers.push(watcher);
      return true;
    } catch {
      failed.push(rel);
      return false;
    }
  };
  const child = (rel: string, name: string): string => (rel === '' ? name : `${rel}/${name}`);
  const watched = new Set<string>();
  // A deep folder: its entries, and every folder below it as it appears (a file written into a
  // new folder before its watch was set is found by reading the folder once the watch is set).
  const deep = (rel: string, scan: boolean): void => {
    const opened = open(rel, (name) => {
      const path = child(rel, name);
      record(path);
      const info = lstatSync(join(root, path), { throwIfNoEntry: false });
      if (info?.isDirectory() && !watched.has(path) && !watchSkips(name)) deep(path, true);
    });
    if (!opened) return;
    watched.add(rel);
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(rel === '' ? root : join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = child(rel, entry.name);
      if (scan) record(path);
      if (entry.isDirectory() && !watchSkips(entry.name) && !watched.has(path)) deep(path, scan);
    }
  };
  for (const folder of plan.deep) deep(folder, false);
  for (const folder of plan.flat) {
    if (!watched.has(folder)) open(folder, (name) => record(child(folder, name)));
  }
  return {
    failed,
    async stop() {
      // The check's processes are gone: what they wrote is queued (fs-events.ts).
      await drainEvents(() => events);
      for (const watcher of watchers) watcher.close();
      return seen;
    },
  };
}
