// The raw diff as git gives it: how each path changed, and the hunks of a zero-context diff.

/** How a path changed between the merge base and head (from `git diff --raw -z -M`). */
export type ChangeStatus =
  | 'added'
  | 'modified'
  | 'deleted'
  | 'renamed'
  | 'copied'
  | 'type-changed'
  | 'unmerged'
  | 'unknown';

/** What kind of object sits at a path, from the git file mode. */
export type EntryKind = 'file' | 'executable' | 'symlink' | 'submodule' | 'none';

/** One row of the raw diff, before classification. */
export interface DiffEntry {
  status: ChangeStatus;
  /** Path at head (for deletions: the deleted path). */
  path: string;
  /** Path at base for renames and copies, else null. */
  oldPath: string | null;
  /** Rename/copy similarity 0-100, else null. */
  similarity: number | null;
  /** Kind of object at base (`none` when added). */
  oldKind: EntryKind;
  /** Kind of object at head (`none` when deleted). */
  newKind: EntryKind;
  /** Blob ids (40 hex, or all zeros when absent). */
  oldBlob: string;
  newBlob: string;
}

/** One hunk of a zero-context unified diff (`git diff -U0`). */
export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Removed lines with their line numbers in the base version. */
  removed: Array<{ line: number; text: string }>;
  /** Added lines with their line numbers in the head version. */
  added: Array<{ line: number; text: string }>;
}
