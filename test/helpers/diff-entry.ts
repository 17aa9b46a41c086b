// A raw-diff row for tests: kinds and blob ids follow the status unless `more` says otherwise.
import type { ChangeStatus, DiffEntry } from '../../src/core/model/diff.js';

const ZERO = '0'.repeat(40);

export function diffEntry(
  status: ChangeStatus,
  path: string,
  more: Partial<DiffEntry> = {},
): DiffEntry {
  return {
    status,
    path,
    oldPath: null,
    similarity: null,
    oldKind: status === 'added' ? 'none' : 'file',
    newKind: status === 'deleted' ? 'none' : 'file',
    oldBlob: status === 'added' ? ZERO : 'a'.repeat(40),
    newBlob: status === 'deleted' ? ZERO : 'b'.repeat(40),
    ...more,
  };
}
