// The tree of a commit as `git ls-tree` lists it: paths, modes, kinds and object ids.
import { entryKind } from '../core/changes/parse-raw-diff.js';
import type { EntryKind } from '../core/model/diff.js';
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

// A commit's tree never changes: one run lists the base and the head once, not once per stage
// (discovery, harness, inventory each ask). Only full listings of full object ids are kept, a few.
const listings = new Map<string, Promise<TreeEntry[]>>();
const MAX_LISTINGS = 4;

/** The tree entries of a commit, all of them or only those at the given paths. */
export async function listTree(
  repo: string,
  commit: string,
  paths?: readonly string[],
): Promise<TreeEntry[]> {
  const args = ['ls-tree', '-r', '-z', '--full-tree', commit];
  if (paths) {
    // The commit's whole listing, when this run already has it, answers without a process.
    const whole = listings.get(`${repo}\0${commit}`);
    if (whole !== undefined && paths.every(isPlainPath)) {
      return underPaths(await whole, paths);
    }
    return parseTree(
      await execGit(['--literal-pathspecs', ...args, '--', ...paths], { cwd: repo }),
    );
  }
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit)) {
    return parseTree(await execGit(args, { cwd: repo }));
  }
  const key = `${repo}\0${commit}`;
  let listing = listings.get(key);
  if (listing === undefined) {
    listing = execGit(args, { cwd: repo }).then(parseTree);
    // A failed listing is not kept: the next caller gets the error afresh, or a result.
    listing.catch(() => listings.delete(key));
    listings.set(key, listing);
    if (listings.size > MAX_LISTINGS) listings.delete(listings.keys().next().value as string);
  }
  return [...(await listing)];
}

// A path a literal pathspec names as written: no empty or dot segment, no leading or trailing '/'.
function isPlainPath(path: string): boolean {
  return (
    path !== '' && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** What `ls-tree -r --literal-pathspecs -- paths` lists: each path itself and what is under it. */
function underPaths(entries: readonly TreeEntry[], paths: readonly string[]): TreeEntry[] {
  const named = new Set(paths);
  return entries.filter((entry) => {
    // The entry or one of its folders is named: a walk up its path, not a scan of the names.
    for (let at = entry.path.length; at > 0; at = entry.path.lastIndexOf('/', at - 1)) {
      if (named.has(entry.path.slice(0, at))) return true;
    }
    return false;
  });
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
