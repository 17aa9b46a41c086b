// Keeps the locked tree's tests and harness as they were built while checks run: hashes them
// and makes them read-only before, watches them during each check (locked-watch.ts), re-hashes
// after it, restores what a check changed, and gives their modes back at the end.
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, lstatSync, openSync, readlinkSync, readSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PathClassifier } from '../core/changes/classify-path.js';
import {
  compareLocked,
  type FileStamp,
  guardedPaths,
  isArtefact,
  isCatchAll,
  type LockedChange,
  testFolders,
  UNWALKED_DIRS,
} from '../core/locked/guard-rules.js';
import { bytecodeBlockers, changesFromEvents, watchPlan } from '../core/locked/watch-rules.js';
import { brokenBlockers, placeBlockers, removeBlockers } from './bytecode-blockers.js';
import { execGit, tryGit } from './exec-git.js';
import { type LockedWatch, startLockedWatch } from './locked-watch.js';
import { mapLimit } from './map-limit.js';

export interface LockedGuardOptions {
  /** The locked worktree's root. */
  root: string;
  /** The plan's classifier (same config), so guarded means what the plan meant. */
  classify: PathClassifier;
  /** Paths whose worktree content is not the index's (merged manifests): kept to restore. */
  keep: readonly string[];
  /**
   * The PR leaves every `.gitignore` as base has it: an ignored compiled artefact that appears
   * during a check (a `.so` a test builds) is then build output, not a change of the locked set.
   */
  trustIgnores?: boolean;
  /** The tree's index paths when the caller knows them; absent: `git ls-files` lists them. */
  tracked?: () => Promise<readonly string[]>;
  /**
   * Block the bytecode places of the guarded Python modules while armed (bytecode-blockers.ts):
   * a `.pyc` for a guarded module is then planted. Absent or false: bytecode is run output.
   */
  blockBytecode?: boolean;
}

export interface LockedGuard {
  /** How many files are guarded and how many folders are watched. */
  readonly size: { files: number; folders: number };
  /** The guarded regular files and the bytecode blockers, as absolute paths (read-only mounts). */
  readonly files: readonly string[];
  /** The tree's index paths as the guard was set (what was in the tree when the checks began). */
  readonly tracked: readonly string[];
  /**
   * Starts watching for one check (or for the checks run at once); `verify` ends the watch.
   * Says whether every folder could be watched.
   */
  arm(): Promise<boolean>;
  /** What changed, vanished or appeared since the guard was set (and, armed, was undone). */
  verify(): Promise<LockedChange[]>;
  /** Puts changed and vanished files back and deletes appeared ones; then read-only again. */
  restore(changes: readonly LockedChange[]): Promise<void>;
  /** Gives the guarded files their modes back (the checks are over). */
  release(): Promise<void>;
}

// Mode changes and folder reads in flight at once: enough to hide latency, few for the fd limit.
const CONCURRENCY = 16;
// Files hashed between two turns of the event loop (signals, timers stay responsive).
const SLICE = 256;
const CHUNK = Buffer.allocUnsafe(1 << 16);
const WRITE_BITS = 0o222;

/** Records the guarded set and makes its files read-only (defence in depth: root ignores it). */
export async function guardLockedTree(options: LockedGuardOptions): Promise<LockedGuard> {
  const { root, classify } = options;
  const tracked = options.tracked ? await options.tracked() : await listIndex(root);
  const guarded = guardedPaths(tracked, classify);
  const folders = testFolders(guarded, classify);
  const stamps = await stampAll(root, guarded);
  const before = new Map<string, FileStamp>();
  for (const [path, stamp] of stamps) if (stamp !== null) before.set(path, stamp);
  const present = new Set(await listFiles(root, folders));
  const kept = new Map<string, Buffer>();
  for (const path of options.keep) {
    if (before.has(path)) kept.set(path, await readFile(join(root, path)));
  }
  const modes = modesOf(root, before);
  await readOnly(root, [...before.keys()], before);
  const plan = watchPlan(guarded, folders);
  const guardedSet = new Set(before.keys());
  const blockers = options.blockBytecode === true ? bytecodeBlockers(guarded) : [];
  const blockerSet = new Set(blockers);
  let watching: LockedWatch | null = null;
  const files = [
    ...[...before].filter(([, stamp]) => stamp.type === 'file').map(([path]) => path),
    ...blockers,
  ].map((path) => join(root, path));
  return {
    size: { files: before.size, folders: folders.length },
    files,
    tracked,
    async arm() {
      // Put (back) before each check: the tree's reset between checks removes what git does not
      // know, and a restore may have found one broken.
      await placeBlockers(root, blockers);
      // pytest's cache (last failed, step-wise) left by an earlier check of the PR's code could
      // choose what a base `--lf`/`--sw` run runs: each check starts without one.
      if (blockers.length > 0)
        await rm(join(root, '.pytest_cache'), { recursive: true, force: true });
      watching = startLockedWatch({ root, plan });
      return watching.failed.length === 0;
    },
    async verify() {
      const events = watching === null ? null : await watching.stop();
      watching = null;
      const after = await stampAll(root, [...before.keys()]);
      const appeared = (await listFiles(root, folders)).filter(
        (path) => !present.has(path) && !blockerSet.has(path),
      );
      const ignored = await ignoredOf(
        root,
        appeared.filter(
          (path) =>
            isCatchAll(path, classify) ||
            (options.trustIgnores === true && isArtefact(path, classify)),
        ),
      );
      const lasting = compareLocked(before, after, appeared, classify, ignored);
      // Only while armed do the blockers stand (a verify before the first arm finds none).
      const broken = (events === null ? [] : brokenBlockers(root, blockers)).map(
        (path): LockedChange => ({ path, change: 'changed' }),
      );
      const seen =
        events === null
          ? []
          : changesFromEvents(events, { guarded: guardedSet, classify, blockers: blockerSet }, [
              ...lasting,
              ...broken,
            ]);
      return [...lasting, ...broken, ...seen].sort((a, b) =>
        a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
      );
    },
    async restore(changes) {
      const fromIndex: string[] = [];
      for (const { path, change } of changes) {
        const full = join(root, path);
        // Nothing to put back: as it was (undone); a blocker is put back at the next arm.
        if (change === 'undone' || blockerSet.has(path)) continue;
        if (change === 'appeared') await rm(full, { recursive: true, force: true });
        else if (kept.has(path)) {
          await rm(full, { force: true });
          await writeFile(full, kept.get(path) as Buffer);
        } else if (before.has(path)) fromIndex.push(path);
      }
      if (fromIndex.length > 0) {
        // The worktree's index holds exactly what the locked tree was built with.
        const input = fromIndex.map((path) => `${path}\0`).join('');
        await execGit(['checkout-index', '-f', '-z', '--stdin'], { cwd: root, input });
      }
      const touched = changes.filter((c) => c.change !== 'appeared').map((c) => c.path);
      await readOnly(root, touched, before);
    },
    async release() {
      if (watching !== null) await watching.stop();
      watching = null;
      await removeBlockers(root, blockers);
      for (const [path, mode] of modes) {
        try {
          chmodSync(join(root, path), mode);
        } catch {
          // Replaced or gone: the restore after its check put back what git holds.
        }
      }
    },
  };
}

/** The modes of the guarded regular files, to give back when the checks are over. */
function modesOf(root: string, stamps: ReadonlyMap<string, FileStamp>): Map<string, number> {
  const modes = new Map<string, number>();
  for (const [path, stamp] of stamps) {
    if (stamp.type !== 'file') continue;
    const info = lstatSync(join(root, path), { throwIfNoEntry: false });
    if (info?.isFile()) modes.set(path, info.mode & 0o7777);
  }
  return modes;
}

async function listIndex(root: string): Promise<string[]> {
  return (await execGit(['ls-files', '-z'], { cwd: root })).split('\0').filter(Boolean);
}

// Synchronous chunked reads through one buffer, yielding to the event loop between slices:
// measured 2-3x faster than streams or async reads for thousands of small files, with memory
// bounded by the buffer whatever the files' sizes.
async function stampAll(
  root: string,
  paths: readonly string[],
): Promise<Map<string, FileStamp | null>> {
  const stamps = new Map<string, FileStamp | null>();
  for (const [index, path] of paths.entries()) {
    if (index % SLICE === SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
    stamps.set(path, stampOf(join(root, path)));
  }
  return stamps;
}

function stampOf(full: string): FileStamp | null {
  const info = lstatSync(full, { throwIfNoEntry: false });
  if (info === undefined) return null;
  const executable = (info.mode & 0o111) !== 0;
  if (info.isSymbolicLink()) {
    const target = readlinkSync(full);
    return { type: 'symlink', executable, hash: createHash('sha256').update(target).digest('hex') };
  }
  if (!info.isFile()) return { type: 'other', executable, hash: '' };
  const hash = createHash('sha256');
  let fd: number;
  try {
    fd = openSync(full, 'r');
  } catch {
    return null; // replaced or made unreadable while we looked: no longer what was guarded
  }
  try {
    for (;;) {
      const read = readSync(fd, CHUNK, 0, CHUNK.length, null);
      if (read === 0) break;
      hash.update(CHUNK.subarray(0, read));
    }
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
  return { type: 'file', executable, hash: hash.digest('hex') };
}

// Mode changes are best effort: a file the check replaced by a link or folder is reported anyway.
async function readOnly(
  root: string,
  paths: readonly string[],
  stamps: ReadonlyMap<string, FileStamp>,
): Promise<void> {
  for (const [index, path] of paths.entries()) {
    if (index % SLICE === SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
    if (stamps.get(path)?.type !== 'file') continue;
    const full = join(root, path);
    const info = lstatSync(full, { throwIfNoEntry: false });
    if (!info?.isFile()) continue;
    try {
      chmodSync(full, info.mode & ~WRITE_BITS & 0o7777);
    } catch {
      // Best effort (see above).
    }
  }
}

// Every regular file and link under the folders, repo-relative; links are never followed, so
// linked dependency folders and loops cost nothing.
async function listFiles(root: string, folders: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(rel === '' ? root : join(root, rel), {
      withFileTypes: true,
    }).catch(() => []);
    const subdirs: string[] = [];
    for (const entry of entries) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!UNWALKED_DIRS.has(entry.name)) subdirs.push(path);
      } else found.push(path);
    }
    await mapLimit(subdirs, CONCURRENCY, walk);
  };
  await Promise.all(folders.map(walk));
  return found;
}

// The paths git ignores (exit 1 when none is: not an error).
async function ignoredOf(root: string, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const input = paths.map((path) => `${path}\0`).join('');
  const result = await tryGit(['check-ignore', '-z', '--stdin'], { cwd: root, input });
  return new Set(result.stdout.split('\0').filter(Boolean));
}
