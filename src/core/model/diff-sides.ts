// Which path of a diff row each side of the judgement looks at: the base file the PR changes,
// moves or removes, and the head file that arrives where none was (added, copied, moved).
import type { DiffEntry } from './diff.js';

/** The base path the PR changes, moves or removes; null for a file that is new at head. */
export function changedBasePath(entry: DiffEntry): string | null {
  if (entry.status === 'added' || entry.status === 'copied' || entry.oldKind === 'none')
    return null;
  return entry.oldPath ?? entry.path;
}

/** The head path of a file added, copied or moved there; null for one changed in place. */
export function arrivingPath(entry: DiffEntry): string | null {
  const arrives =
    entry.status === 'added' || entry.status === 'copied' || entry.status === 'renamed';
  return arrives && entry.newKind !== 'none' ? entry.path : null;
}
