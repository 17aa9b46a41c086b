// Builders for changed files as the classifier leaves them: a modified Python test file unless
// the test says otherwise, or a change of a given status whose kinds and blobs follow from it.
import type { ChangedFile, FileClass } from '../../src/core/model/changed-file.js';
import type { ChangeStatus } from '../../src/core/model/diff.js';

/** The blob id git gives the absent side of an added or deleted file. */
export const ZERO_SHA = '0'.repeat(40);

/** A modified `tests/test_limits.py` (test class, python), blobs `aaa…` → `bbb…`; override any field. */
export function aChangedFile(fields: Partial<ChangedFile> = {}): ChangedFile {
  return {
    status: 'modified',
    path: 'tests/test_limits.py',
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: 'a'.repeat(40),
    newBlob: 'b'.repeat(40),
    class: 'test',
    ecosystem: 'python',
    oldClass: 'test',
    ...fields,
  };
}

/** A change of `status` at `path`: an added file has no base side, a deleted one no head side. */
export function aChangeOf(
  status: ChangeStatus,
  path: string,
  fileClass: FileClass,
  fields: Partial<ChangedFile> = {},
): ChangedFile {
  return aChangedFile({
    status,
    path,
    oldKind: status === 'added' ? 'none' : 'file',
    newKind: status === 'deleted' ? 'none' : 'file',
    oldBlob: status === 'added' ? ZERO_SHA : 'a'.repeat(40),
    newBlob: status === 'deleted' ? ZERO_SHA : 'b'.repeat(40),
    class: fileClass,
    ecosystem: null,
    oldClass: fileClass,
    ...fields,
  });
}
