// A stable place per repository for a locked worktree and its build caches (docs/caches.md): Go
// keys its cache by package folder and Cargo keeps a target folder, so a path that stays the same
// from one verify to the next lets both reuse work. One verify at a time holds a slot (a lock file
// with its pid); a second one builds in a fresh temporary folder instead of waiting.
import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  lstatSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProcessEnv } from './process.js';

/**
 * Which tree of a verify: the locked one (head's source), its copy for the checks that run beside
 * the tests, or the base inventory's.
 */
export type SlotRole = 'atHead' | 'beside' | 'atBase' | 'stripped';

export interface WorktreeSlot {
  /** The folder to build the worktree in: empty or absent. */
  dir: string;
  /** The slot's own Cargo target folder; null for a fresh temporary folder (nothing persists). */
  cargoTarget: string | null;
  /** The slot's own CMake build folder (TESTLOCK_BUILD_DIR); null for a fresh temporary folder. */
  cmakeBuild: string | null;
  /** Where the slot keeps its tree's file stamps between runs (build-stamps.ts); null: nowhere. */
  stampsFile: string | null;
  /**
   * The private folder that holds this tree and the run's other trees (the repository's cache
   * folder, or the process's folder of fresh trees): read-only to the checks of the PR's code.
   */
  shelter: string;
  /** Frees the slot; synchronous so that it also runs at `process.exit`. Safe to call twice. */
  release(): void;
}

export interface SlotOptions {
  /** The repository's top folder. */
  top: string;
  role: SlotRole;
  /** Where the per-repository cache folders live (TESTLOCK_CACHE_DIR, RUNNER_TEMP, the OS's); null: none. */
  cacheRoot: string | null;
  /** Where a fresh folder is made when no stable slot can be used. */
  tmpRoot: string;
}

// The worktree's own folder keeps mkdtemp's shape (`testlock-locked-` and six characters), which
// is what report text is scrubbed of (src/core/text/scrub-paths.ts).
const TREE_NAME: Record<SlotRole, string> = {
  atHead: 'testlock-locked-atHead',
  beside: 'testlock-locked-beside',
  atBase: 'testlock-locked-atBase',
  // The copy the lint and type checks run in again without the PR's suppressions (issue 42).
  stripped: 'testlock-locked-stripped',
};

/** The per-repository folder, named from a hash of the repository's real path. */
export async function repositoryCacheDir(top: string, cacheRoot: string): Promise<string> {
  const real = await realpath(top);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 16);
  return join(cacheRoot, `testlock-cache-${hash}`);
}

// In a shared temporary folder another user could create the folder first and plant a target
// folder (binaries the checks would run): only a folder of ours that nobody else can write is used.
function isPrivateDir(path: string): boolean {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return false;
  const uid = process.getuid?.();
  return (uid === undefined || stat.uid === uid) && (stat.mode & 0o022) === 0;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function holderOf(text: string): number | null {
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Removes the stale lock whose text was `seen`, and only that one: it is first moved aside (one
 * rename, so two runs cannot both move it), and if what was moved is not what was judged stale
 * (another run took the slot in between), it is put back and the slot is left to that run.
 */
export function removeStale(lock: string, seen: string): boolean {
  const aside = `${lock}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(lock, aside);
  } catch {
    return false;
  }
  const moved = readText(aside);
  if (moved !== seen) {
    try {
      linkSync(aside, lock);
    } catch {
      // A third run holds it by now: that run keeps the slot, this one goes elsewhere.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Best effort: a stray file beside the lock is never read as a lock.
  }
  return moved === seen;
}

/** Creates the lock file with our pid; false when a live process holds it. */
export function takeLock(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    }
    // A lock whose writer died (or that holds no pid at all) is stale; a pid reused by an
    // unrelated process only costs a fresh folder, never a shared one.
    const seen = readText(lock);
    if (seen === null) continue;
    const pid = holderOf(seen);
    if (pid !== null && isAlive(pid)) return false;
    if (!removeStale(lock, seen)) return false;
  }
  return false;
}

// The repository's folder goes too when nothing is kept in it (no target folder was built), so a
// run that built nothing leaves nothing behind.
function releaser(lock: string, cache: string): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const remove of [() => unlinkSync(lock), () => rmdirSync(cache)]) {
      try {
        remove();
      } catch {
        // Gone already, or still holding something: either is fine.
      }
    }
  };
}

// Every fresh tree of this process in one private folder, so that the checks can be kept from
// writing into the run's other trees by mounting one folder read-only (mount-launch.ts). The
// folder is held by each tree that lives in it or relies on it, and goes with the last one.
interface FreshFolder {
  path: Promise<string>;
  holders: number;
}
const freshFolders = new Map<string, FreshFolder>();

/** A hold on the folder of this process's fresh trees: it stays until every hold is released. */
export interface FreshTreesHold {
  folder: string;
  /** Synchronous, so that it also runs at `process.exit`; safe to call twice. */
  release(): void;
}

export async function holdFreshTrees(tmpRoot: string = tmpdir()): Promise<FreshTreesHold> {
  let entry = freshFolders.get(tmpRoot);
  if (entry === undefined) {
    const made = mkdtemp(join(tmpRoot, 'testlock-trees-')).then((dir) => realpath(dir));
    entry = { path: made, holders: 0 };
    freshFolders.set(tmpRoot, entry);
  }
  const held = entry;
  held.holders += 1;
  const letGo = (): boolean => {
    held.holders -= 1;
    if (held.holders > 0) return false;
    if (freshFolders.get(tmpRoot) === held) freshFolders.delete(tmpRoot);
    return true;
  };
  let folder: string;
  try {
    folder = await held.path;
  } catch (error) {
    // A folder that could not be made is tried again by the next hold.
    letGo();
    throw error;
  }
  let released = false;
  return {
    folder,
    release: () => {
      if (released) return;
      released = true;
      if (letGo()) removeEmpty(folder);
    },
  };
}

function removeEmpty(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // Still holding a tree a killed run left, or gone already.
  }
}

async function freshSlot(tmpRoot: string): Promise<WorktreeSlot> {
  let hold = await holdFreshTrees(tmpRoot);
  let made = await mkdtemp(join(hold.folder, 'testlock-locked-')).catch(() => null);
  if (made === null) {
    // The folder went (a clean-up of the temporary folder): another one.
    hold.release();
    freshFolders.delete(tmpRoot);
    hold = await holdFreshTrees(tmpRoot);
    made = await mkdtemp(join(hold.folder, 'testlock-locked-'));
  }
  // The real path, so tools that compare paths (coverage, snapshot lookups) see one spelling.
  const dir = await realpath(made);
  return {
    dir,
    cargoTarget: null,
    cmakeBuild: null,
    stampsFile: null,
    shelter: hold.folder,
    // Called once the tree's folder is gone: the process's folder goes with its last tree.
    release: hold.release,
  };
}

/**
 * The stable slot of this repository and role when it is free and ours, else a fresh temporary
 * folder. A tree left behind by a run that was killed is deleted first (its lock was stale).
 */
export async function claimSlot(options: SlotOptions): Promise<WorktreeSlot> {
  if (options.cacheRoot === null) return freshSlot(options.tmpRoot);
  const cache = await repositoryCacheDir(options.top, options.cacheRoot).catch(() => null);
  if (cache === null) return freshSlot(options.tmpRoot);
  await mkdir(cache, { recursive: true, mode: 0o700 }).catch(() => undefined);
  if (!isPrivateDir(cache)) return freshSlot(options.tmpRoot);
  const real = await realpath(cache);
  const lock = join(real, `${options.role}.lock`);
  if (!takeLock(lock)) return freshSlot(options.tmpRoot);
  const release = releaser(lock, real);
  try {
    const dir = join(real, TREE_NAME[options.role]);
    await rm(dir, { recursive: true, force: true });
    const cargoTarget = join(real, `cargo-target-${options.role}`);
    const cmakeBuild = join(real, `cmake-build-${options.role}`);
    // The copy beside the tests runs no cargo (runs-apart.ts): nothing of its build to stamp.
    const stampsFile = options.role === 'beside' ? null : join(real, `${options.role}.stamps.json`);
    return { dir, cargoTarget, cmakeBuild, stampsFile, shelter: real, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Where the per-repository slots live: TESTLOCK_CACHE_DIR, the runner's temp folder, the OS's. */
function cacheRootOf(env: ProcessEnv, tmpRoot: string | undefined): string | null {
  const chosen = env.TESTLOCK_CACHE_DIR;
  if (chosen === 'off') return null;
  return chosen || tmpRoot || env.RUNNER_TEMP || tmpdir();
}

/** The slot of a tree of `top`: `env` may choose the cache folder or turn slots off. */
export function slotFor(
  top: string,
  options: { role: SlotRole; env: ProcessEnv; tmpRoot?: string | undefined },
): Promise<WorktreeSlot> {
  return claimSlot({
    top,
    role: options.role,
    cacheRoot: cacheRootOf(options.env, options.tmpRoot),
    tmpRoot: options.tmpRoot ?? tmpdir(),
  });
}
