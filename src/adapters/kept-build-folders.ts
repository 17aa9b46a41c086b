// CI's own in-tree build folders (`cmake -B build`) kept beside the tree's slot between runs, as
// testlock's own build folder is (docs/caches.md): moved out of the tree before it is removed and
// back into the next tree at the same path, which CMake's cache names.
import { lstat, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A folder of the tree, reached without following a link (a PR's symlink could point anywhere). */
async function isRealFolder(root: string, folder: string): Promise<boolean> {
  let at = root;
  for (const part of folder.split('/')) {
    at = join(at, part);
    const found = await lstat(at).catch(() => null);
    if (found === null || !found.isDirectory()) return false;
  }
  return true;
}

/**
 * The folders that may be kept: none holds a tracked file of the tree (the PR's files are never
 * moved), each is a plain path.
 */
export function keepableFolders(folders: readonly string[], tracked: readonly string[]): string[] {
  return folders.filter(
    (folder) =>
      !folder.split('/').includes('..') &&
      !tracked.some((path) => path === folder || path.startsWith(`${folder}/`)),
  );
}

/** Whether every folder above `folder` in the tree is absent or a real folder (no link to follow). */
async function plainParents(root: string, folder: string): Promise<boolean> {
  let at = root;
  for (const part of folder.split('/').slice(0, -1)) {
    at = join(at, part);
    const found = await lstat(at).catch(() => null);
    if (found !== null && !found.isDirectory()) return false;
  }
  return true;
}

/** Moves the kept folders of the last run into the tree, where the tree has nothing at their path. */
export async function restoreBuildFolders(
  tree: string,
  store: string,
  folders: readonly string[],
): Promise<void> {
  for (const folder of folders) {
    const saved = join(store, folder);
    const target = join(tree, folder);
    if (!(await isRealFolder(store, folder)) || !(await plainParents(tree, folder))) continue;
    if ((await lstat(target).catch(() => null)) !== null) continue;
    await mkdir(dirname(target), { recursive: true });
    await rename(saved, target).catch(() => undefined);
  }
}

/** Moves the tree's build folders out, for the next run; a failure only costs a cold build. */
export async function saveBuildFolders(
  tree: string,
  store: string,
  folders: readonly string[],
): Promise<void> {
  for (const folder of folders) {
    if (!(await isRealFolder(tree, folder))) continue;
    const saved = join(store, folder);
    await rm(saved, { recursive: true, force: true }).catch(() => undefined);
    await mkdir(dirname(saved), { recursive: true }).catch(() => undefined);
    await rename(join(tree, folder), saved).catch(() => undefined);
  }
}
