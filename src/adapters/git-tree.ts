// The tree of a commit as `git ls-tree` lists it: paths, modes, kinds and object ids.
import { entryKind } from '../core/changes/parse-raw-diff.js';
import type { EntryKind } from '../core/model.js';
import { execGit } from './exec-git.js';

export interface TreeEntry {
  path: string;
  mode: string;
  kind: EntryKind;
  /** Blob id (commit id for a submodule). */
  object: string;
}

/** Every path in the commit's tree (files, symlinks and submodules). */
export async function listFiles(repo: string, commit: string): Promise<string[]> {
  return (await listTree(repo, commit)).map((entry) => entry.path);
}

/** The tree entries of a commit, all of them or only those at the given paths. */
export async function listTree(
  repo: string,
  commit: string,
  paths?: readonly string[],
): Promise<TreeEntry[]> {
  const args = ['ls-tree', '-r', '-z', '--full-tree', commit];
  const pathspec = paths ? ['--literal-pathspecs', ...args, '--', ...paths] : args;
  return parseTree(await execGit(pathspec, { cwd: repo }));
}

// ls-tree -z records: "<mode> SP <type> SP <object> TAB <path>" NUL; the path may hold any byte but NUL.
function parseTree(output: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of output.split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [mode = '', , object = ''] = record.slice(0, Math.max(tab, 0)).split(' ');
    if (tab < 0 || object === '')
      throw new Error(`unexpected ls-tree output: ${record.slice(0, 80)}`);
    entries.push({ path: record.slice(tab + 1), mode, kind: entryKind(mode), object });
  }
  return entries;
}
