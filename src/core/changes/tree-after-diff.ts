// Head's tree from base's and the raw diff between them: what `git ls-tree -r head` would list,
// without a second listing of a tree that is mostly base's (issue 14).
import type { DiffEntry, EntryKind } from '../model/diff.js';
import type { TreeEntry } from '../model/tree.js';

// Git writes these modes for what it stores; legacy modes only survive in unchanged entries,
// which keep base's.
const MODES: Partial<Record<EntryKind, string>> = {
  file: '100644',
  executable: '100755',
  symlink: '120000',
  submodule: '160000',
};

/**
 * The entries at head, in git's order; null when the diff does not fit the listing (a status a
 * commit diff does not have, a path missing or already there), so the caller lists head itself.
 */
export function treeAfterDiff(
  base: readonly TreeEntry[],
  diff: readonly DiffEntry[],
): TreeEntry[] | null {
  const at = new Map<string, TreeEntry | null>();
  const known = new Set(base.map((entry) => entry.path));
  for (const change of diff) {
    if (!apply(change, at, known)) return null;
  }
  const kept: TreeEntry[] = [];
  for (const entry of base) {
    const next = at.has(entry.path) ? at.get(entry.path) : entry;
    if (next) kept.push(next);
  }
  const added = [...at.entries()]
    .filter(([path, entry]) => entry !== null && !known.has(path))
    .map(([, entry]) => entry as TreeEntry);
  return insertSorted(kept, added);
}

function apply(
  change: DiffEntry,
  at: Map<string, TreeEntry | null>,
  known: ReadonlySet<string>,
): boolean {
  const exists = (path: string): boolean =>
    at.has(path) ? at.get(path) !== null : known.has(path);
  const put = (): boolean => {
    const mode = MODES[change.newKind];
    if (mode === undefined) return false;
    at.set(change.path, { path: change.path, mode, kind: change.newKind, object: change.newBlob });
    return true;
  };
  switch (change.status) {
    case 'added':
      return !exists(change.path) && put();
    case 'modified':
    case 'type-changed':
      return exists(change.path) && put();
    case 'deleted':
      if (!exists(change.path)) return false;
      at.set(change.path, null);
      return true;
    case 'renamed':
      if (change.oldPath === null || !exists(change.oldPath) || exists(change.path)) return false;
      at.set(change.oldPath, null);
      return put();
    case 'copied':
      return change.oldPath !== null && exists(change.oldPath) && !exists(change.path) && put();
    default:
      return false;
  }
}

// Git orders a tree's full paths by their UTF-8 bytes, which is code point order; JavaScript's
// `<` compares UTF-16 units, which differs for characters beyond the BMP.
export function compareGitPaths(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

// Each added entry goes where a binary search of the kept ones puts it; the kept ones are copied
// once, in runs between those places.
function insertSorted(kept: readonly TreeEntry[], added: readonly TreeEntry[]): TreeEntry[] {
  if (added.length === 0) return [...kept];
  const result: TreeEntry[] = [];
  let from = 0;
  for (const entry of [...added].sort((a, b) => compareGitPaths(a.path, b.path))) {
    let low = from;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareGitPaths((kept[mid] as TreeEntry).path, entry.path) < 0) low = mid + 1;
      else high = mid;
    }
    for (let i = from; i < low; i++) result.push(kept[i] as TreeEntry);
    result.push(entry);
    from = low;
  }
  for (let i = from; i < kept.length; i++) result.push(kept[i] as TreeEntry);
  return result;
}
