// Python's bytecode for the guarded modules is never read nor kept: in every folder of the
// locked tree that holds a guarded Python file, a plain file named `__pycache__` stands where
// the bytecode folder would be, so the interpreter and pytest can neither read a `.pyc` there
// nor write one (they compile those modules from source, as on a fresh tree's first run). A
// `.pyc` planted for a test must first take the plain file's place, which the watch sees.
import { lstatSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Puts (back) the plain files at the repo-relative paths, replacing whatever stands there. */
export async function placeBlockers(root: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const full = join(root, path);
    const info = lstatSync(full, { throwIfNoEntry: false });
    if (info?.isFile() && info.size === 0) continue;
    await rm(full, { recursive: true, force: true });
    await writeFile(full, '', { mode: 0o444 }).catch(() => undefined);
  }
}

/** The blockers that are no longer an empty plain file (removed, replaced by a folder, written). */
export function brokenBlockers(root: string, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const info = lstatSync(join(root, path), { throwIfNoEntry: false });
    return !(info?.isFile() && info.size === 0);
  });
}

/** Removes the plain files (the checks are over: the tree is left as it was built). */
export async function removeBlockers(root: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const info = lstatSync(join(root, path), { throwIfNoEntry: false });
    if (info?.isFile()) await rm(join(root, path), { force: true });
  }
}
