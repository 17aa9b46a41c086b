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
  return {
    async reset() {
      // New files and folders git does not ignore first (collapsed to the folder: it is wholly
      // new): a link that took a folder's place goes, so nothing below writes through it.
      const others = await gitPaths(root, [
        'ls-files',
        '--others',
        '--exclude-standard',
        '--directory',
        '-z',
      ]);
      const removed = others
        .map((entry) => entry.replace(/\/$/, ''))
        .filter((path) => path !== '' && !linked.has(path));
      for (const path of removed) await rm(join(root, path), { recursive: true, force: true });
      // The index holds exactly what the tree was built with, but for the rewritten files; git
      // never writes through a link in the tree.
      const changed = (await gitPaths(root, ['diff', '--name-only', '--no-renames', '-z'])).filter(
        (path) => !rewritten.has(path),
      );
      if (changed.length > 0) {
        const input = changed.map((path) => `${path}\0`).join('');
        await execGit(['checkout-index', '-f', '-z', '--stdin'], { cwd: root, input });
      }
      const restored = [...changed];
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

async function gitPaths(root: string, args: readonly string[]): Promise<string[]> {
  const out = await execGit(['-c', 'core.quotePath=false', ...args], { cwd: root });
  return out.split('\0').filter(Boolean);
}
