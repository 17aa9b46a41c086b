// Puts the locked tree back as it was built between two checks that run in it one after the
// other: a check runs the PR's code, which can rewrite a source file or drop a new one (a config,
// a stub) that the next check would then read instead of what the PR holds. The tests and harness
// are the guard's (locked-guard.ts); this is everything else git sees in the tree.
import { lstat, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execGit } from './exec-git.js';

export interface TreeResetOptions {
  /** The locked worktree's root. */
  root: string;
  /** Files whose content is not the index's (merged manifests, spliced sources): kept to compare. */
  rewritten: readonly string[];
  /** Dependency folders linked into the tree: never touched. */
  linked: readonly string[];
  /**
   * CI's in-tree build folders (`cmake -B build`), which every check's set-up builds in the same
   * way: kept, so the next check builds only what changed (kept-build-folders.ts). A build the
   * tests' run could tamper with decides nothing: the same build succeeded before they ran.
   */
  builds?: readonly string[];
}

export interface TreeReset {
  /** Puts back what changed since the tree was built; says which files it put back or removed. */
  reset(): Promise<{ restored: string[]; removed: string[] }>;
}

/** Reads what the tree's rewritten files hold now, to put back later. */
export async function watchTree(options: TreeResetOptions): Promise<TreeReset> {
  const { root } = options;
  const rewritten = new Map<string, Buffer>();
  for (const path of options.rewritten) {
    const text = await readFile(join(root, path)).catch(() => null);
    if (text !== null) rewritten.set(path, text);
  }
  const linked = new Set(options.linked);
  const builds = options.builds ?? [];
  // A build folder, or the new folder git names that holds it.
  const holdsBuild = (path: string): boolean =>
    builds.some((folder) => folder === path || folder.startsWith(`${path}/`));
  return {
    async reset() {
      let status = await statusOf(root);
      // The tree's ignore files are base's and tracked: a new one was left by a check, to hide
      // what it left beside it. It goes, and git is asked again without it.
      const planted = [...status.added, ...status.ignored].filter(isIgnoreFile);
      for (const path of planted) await rm(join(root, path), { force: true });
      if (planted.length > 0) status = await statusOf(root);
      const { changed, added } = status;
      // New files and folders first: a link that took a folder's place goes, so nothing below
      // writes through it.
      const removed = [
        ...planted,
        ...added.filter((path) => !linked.has(path) && !holdsBuild(path)),
      ];
      for (const path of removed) await rm(join(root, path), { recursive: true, force: true });
      // The index holds exactly what the tree was built with, but for the rewritten files; git
      // never writes through a link in the tree.
      const fromIndex = changed.filter((path) => !rewritten.has(path));
      if (fromIndex.length > 0) {
        const input = fromIndex.map((path) => `${path}\0`).join('');
        await execGit(['checkout-index', '-f', '-z', '--stdin'], { cwd: root, input });
      }
      const restored = [...fromIndex];
      for (const [path, text] of rewritten) {
        const now = await readFile(join(root, path)).catch(() => null);
        if (now?.equals(text)) continue;
        await putBack(root, path, text);
        restored.push(path);
      }
      return { restored, removed };
    },
  };
}

const isIgnoreFile = (path: string): boolean =>
  path === '.gitignore' || path.endsWith('/.gitignore');

interface Status {
  /** Tracked files whose content differs from the index (changed, removed, of another type). */
  changed: string[];
  /** New files and folders git does not ignore (a wholly new folder is named once). */
  added: string[];
  /** What git ignores (build output, caches): kept. */
  ignored: string[];
}

/** One `git status` of the tree. */
async function statusOf(root: string): Promise<Status> {
  const out = await execGit(
    [
      '-c',
      'core.quotePath=false',
      'status',
      '--porcelain=v1',
      '-z',
      '--no-renames',
      '--untracked-files=normal',
      '--ignored=matching',
      '--ignore-submodules=all',
    ],
    // A status never rewrites the index here: the guard and the next check read it.
    { cwd: root, env: { GIT_OPTIONAL_LOCKS: '0' } },
  );
  const status: Status = { changed: [], added: [], ignored: [] };
  for (const entry of out.split('\0')) {
    if (entry.length < 4) continue;
    const code = entry.slice(0, 2);
    const path = entry.slice(3).replace(/\/$/, '');
    if (code === '??') status.added.push(path);
    else if (code === '!!') status.ignored.push(path);
    else if (code[1] !== ' ') status.changed.push(path);
  }
  return status;
}

// Only through real folders: a link that took the place of one of them would lead the write out
// of the tree. The file itself, whatever it became, is removed (a link is not followed) first.
async function putBack(root: string, path: string, text: Buffer): Promise<void> {
  const parts = path.split('/');
  let folder = root;
  for (const part of parts.slice(0, -1)) {
    folder = join(folder, part);
    if (!(await lstat(folder).catch(() => null))?.isDirectory()) {
      throw new Error(
        `Refusing to restore '${path}' in the locked worktree: '${part}' is no longer a folder.`,
      );
    }
  }
  const full = join(root, path);
  await rm(full, { recursive: true, force: true });
  await writeFile(full, text, { flag: 'wx' });
}
