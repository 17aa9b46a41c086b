// Guards the start points outside the locked tree (core/locked/start-points.ts): stamps them when
// the run starts, watches their folders with file-system events while each check runs (a file
// written and removed before the check ends is still seen) and compares them after it.
import { existsSync, type FSWatcher, watch } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  ABSENT,
  changedStartPoints,
  isStartPointName,
  type StartPoints,
  type StartStamps,
} from '../core/locked/start-points.js';
import { drainEvents } from './fs-events.js';

export interface StartPointGuard {
  /** Starts watching for one check (or for the checks run at once). */
  arm(): void;
  /** The start points written since the run started and not reported before, sorted. */
  settle(): Promise<string[]>;
}

// The change time moves with every write and every `utime`: a file put back with its old
// content and modification time still differs.
async function stampOf(path: string): Promise<string> {
  const info = await lstat(path, { bigint: true }).catch(() => null);
  if (info === null) return ABSENT;
  const type = info.isDirectory() ? 'dir' : info.isSymbolicLink() ? 'link' : 'file';
  return `${type}:${info.size}:${info.ino}:${info.ctimeNs}`;
}

// Every folder read and every path stamped at once (a run has ~100 of them, most absent): one
// after the other they took ~30 ms before each check started.
async function stampsOf(points: StartPoints): Promise<Map<string, string>> {
  const listed = await Promise.all(
    points.folders.map(async (folder) => ({
      folder,
      names: await readdir(folder).catch(() => null),
    })),
  );
  const paths: Array<[string, Promise<string>]> = [];
  for (const { folder, names } of listed) {
    if (names === null) {
      paths.push([folder, Promise.resolve(ABSENT)]);
      continue;
    }
    for (const name of names.filter(isStartPointName)) {
      const path = join(folder, name);
      paths.push([path, stampOf(path)]);
      // A customize package runs its __init__ at start.
      if (!name.includes('.')) {
        const init = join(path, '__init__.py');
        paths.push([init, stampOf(init)]);
      }
    }
  }
  for (const file of points.files) paths.push([file, stampOf(file)]);
  const stamps = await Promise.all(paths.map(([, stamp]) => stamp));
  return new Map(paths.map(([path], index) => [path, stamps[index] ?? ABSENT]));
}

/**
 * One watch per existing folder: a site folder's start-point names, a config file's own name in
 * its folder. A file whose folder does not exist yet is left to the comparison after the check.
 */
function watchPlan(points: StartPoints): Map<string, (name: string) => boolean> {
  const names = new Map<string, Set<string>>();
  for (const file of points.files) {
    const folder = dirname(file);
    if (!existsSync(folder)) continue;
    const set = names.get(folder) ?? new Set<string>();
    set.add(basename(file));
    names.set(folder, set);
  }
  const sites = new Set(points.folders.filter((folder) => existsSync(folder)));
  const plan = new Map<string, (name: string) => boolean>();
  for (const folder of new Set([...names.keys(), ...sites])) {
    const own = names.get(folder) ?? new Set<string>();
    const site = sites.has(folder);
    plan.set(folder, (name) => own.has(name) || (site && isStartPointName(name)));
  }
  return plan;
}

/** Records the start points as they are now; the checks are compared with this. */
export async function guardStartPoints(points: StartPoints): Promise<StartPointGuard> {
  const before: StartStamps = await stampsOf(points);
  const reported = new Set<string>();
  let seen = new Set<string>();
  let heard = 0;
  let watchers: FSWatcher[] = [];
  const open = (folder: string, wanted: (name: string) => boolean): void => {
    try {
      const watcher = watch(folder, { persistent: false });
      watcher.on('change', (_event, name) => {
        heard += 1;
        const entry = String(name ?? '');
        if (wanted(entry)) seen.add(join(folder, entry));
      });
      // A folder removed while watched: its removal is what the stamps compare.
      watcher.on('error', () => undefined);
      watchers.push(watcher);
    } catch {
      // Gone since the plan: the comparison after the check sees what appears there.
    }
  };
  return {
    arm() {
      seen = new Set();
      for (const [folder, wanted] of watchPlan(points)) open(folder, wanted);
    },
    async settle() {
      // The check's processes are gone: what they wrote is queued (fs-events.ts).
      await drainEvents(() => heard);
      for (const watcher of watchers) watcher.close();
      watchers = [];
      const changed = changedStartPoints(before, await stampsOf(points), seen);
      const fresh = changed.filter((path) => !reported.has(path));
      for (const path of fresh) reported.add(path);
      return fresh;
    },
  };
}
