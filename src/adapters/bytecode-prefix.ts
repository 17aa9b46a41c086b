// Python's bytecode for the checks goes to a private folder of testlock (PYTHONPYCACHEPREFIX), so a
// `.pyc` planted in the tree's `__pycache__` is never read; in that folder the places of the
// folders holding guarded Python files are taken by plain files, so no bytecode of a test or
// harness module is read or written there either: they compile from source on every run.
import { lstatSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface Blocker {
  /** The repo-relative folder whose bytecode is blocked. */
  folder: string;
  /** The absolute path of the plain file standing where its cache folder would be. */
  path: string;
}

/** The cache folder Python uses for a folder of the tree under the prefix (its absolute path). */
export function cachePlace(prefix: string, root: string, folder: string): string {
  return join(prefix, join(root, folder));
}

/** Creates (or re-creates) the blockers; the prefix folder itself exists already. */
export async function placeBlockers(
  prefix: string,
  root: string,
  folders: readonly string[],
): Promise<Blocker[]> {
  const blockers: Blocker[] = [];
  for (const folder of folders) {
    const path = cachePlace(prefix, root, folder);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await rm(path, { recursive: true, force: true });
    await writeFile(path, '', { mode: 0o400 });
    blockers.push({ folder, path });
  }
  return blockers;
}

/** The blockers that are no longer an empty plain file (removed, replaced by a folder, written). */
export function brokenBlockers(blockers: readonly Blocker[]): Blocker[] {
  return blockers.filter((blocker) => {
    const info = lstatSync(blocker.path, { throwIfNoEntry: false });
    return !(info?.isFile() && info.size === 0);
  });
}
