// An in-memory repository and changed-file rows for the project tests.
import type { ChangedFile, FileClass } from '../../../src/core/model/changed-file.js';

export function repo(files: Record<string, string>) {
  return { paths: Object.keys(files), read: (path: string) => files[path] };
}

export function changed(
  path: string,
  fileClass: FileClass = 'source',
  oldPath: string | null = null,
): ChangedFile {
  return {
    status: oldPath === null ? 'modified' : 'renamed',
    path,
    oldPath,
    similarity: oldPath === null ? null : 90,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: '1'.repeat(40),
    newBlob: '2'.repeat(40),
    class: fileClass,
    ecosystem: null,
    oldClass: fileClass,
  };
}
