// The tree of a commit as `git ls-tree` lists it: paths, modes, kinds and object ids.
import { entryKind } from '../core/changes/parse-raw-diff.js';
import { treeAfterDiff } from '../core/changes/tree-after-diff.js';
import type { DiffEntry } from '../core/model/diff.js';
import { isObjectId } from '../core/model/object-id.js';
import type { TreeEntry } from '../core/model/tree.js';
import { execGit } from './exec-git.js';

export type { TreeEntry } from '../core/model/tree.js';

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
  if (!isObjectId(commit)) {
    return parseTree(await execGit(args, { cwd: repo }));
  }
  const key = `${repo}\0${commit}`;
  let listing = listings.get(key);
  if (listing === undefined) {
    listing = execGit(args, { cwd: repo }).then(parseTree);
    keep(key, listing);
  }
  return [...(await listing)];
}

function keep(key: string, listing: Promise<TreeEntry[]>): void {
  // A failed listing is not kept: the next caller gets the error afresh, or a result.
  listing.catch(() => listings.delete(key));
  listings.set(key, listing);
  if (listings.size > MAX_LISTINGS) listings.delete(listings.keys().next().value as string);
}

/**
 * Keeps head's listing as base's with the range's raw diff applied, as if ls-tree had listed
 * it: one git process and one parse of a tree fewer per run (issue 14). Where the diff does not
 * fit base's listing, or either fails, head is listed by ls-tree after all.
 */
export function deriveHeadListing(
  repo: string,
  base: string,
  head: string,
  diff: Promise<readonly DiffEntry[]>,
): void {
  const key = `${repo}\0${head}`;
  if (!isObjectId(base) || !isObjectId(head) || listings.has(key)) return;
  const listed = (): Promise<TreeEntry[]> =>
    execGit(['ls-tree', '-r', '-z', '--full-tree', head], { cwd: repo }).then(parseTree);
  const derived = Promise.all([listTree(repo, base), diff]).then(
    ([entries, changes]) => treeAfterDiff(entries, changes) ?? listed(),
    listed,
  );
  keep(key, derived);
}

// A path a literal pathspec names as written: no empty or dot segment, no leading or trailing '/'.
function isPlainPath(path: string): boolean {
  return (
    path !== '' && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** Where each path and each folder of a listing starts: built once per listing, on first use. */
interface ListingIndex {
  /** A path's own entry. */
  entries: Map<string, number>;
  /** The first entry under a folder; the folder's entries follow it without a gap. */
  folders: Map<string, number>;
}

const indexes = new WeakMap<readonly TreeEntry[], ListingIndex>();

// The listing is in git's order, a byte order of the whole paths: what is under a folder is one
// run of entries, which starts where the folder is first seen.
function indexOf(entries: readonly TreeEntry[]): ListingIndex {
  let index = indexes.get(entries);
  if (index !== undefined) return index;
  index = { entries: new Map(), folders: new Map() };
  entries.forEach((entry, at) => {
    index.entries.set(entry.path, at);
    // From the deepest folder up, until one already seen: its own folders were seen with it.
    for (
      let cut = entry.path.lastIndexOf('/');
      cut > 0;
      cut = entry.path.lastIndexOf('/', cut - 1)
    ) {
      const folder = entry.path.slice(0, cut);
      if (index.folders.has(folder)) break;
      index.folders.set(folder, at);
    }
  });
  indexes.set(entries, index);
  return index;
}

/** What `ls-tree -r --literal-pathspecs -- paths` lists: each path itself and what is under it. */
function underPaths(entries: readonly TreeEntry[], paths: readonly string[]): TreeEntry[] {
  const index = indexOf(entries);
  const found = new Set<number>();
  for (const path of paths) {
    const own = index.entries.get(path);
    if (own !== undefined) found.add(own);
    const prefix = `${path}/`;
    let at = index.folders.get(path);
    while (at !== undefined && at < entries.length && entries[at]?.path.startsWith(prefix)) {
      found.add(at);
      at++;
    }
  }
  // In the listing's order, each entry once, as ls-tree lists them.
  return [...found].sort((a, b) => a - b).map((at) => entries[at] as TreeEntry);
}

// ls-tree -z records: "<mode> SP <type> SP <object> TAB <path>" NUL; the path may hold any byte
// but NUL.
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
