// Builds heuristic inputs for unit tests: one hunk of added (and optionally removed) lines.

import { fileView } from '../../../src/core/heuristics/file-view.js';
import type { FileView } from '../../../src/core/heuristics/types.js';
import type { ChangedFile, Ecosystem } from '../../../src/core/model/changed-file.js';
import type { Hunk } from '../../../src/core/model/diff.js';

export function changed(path: string, ecosystem: Ecosystem | null): ChangedFile {
  const zeros = '0'.repeat(40);
  return {
    status: 'modified',
    path,
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: zeros,
    newBlob: zeros,
    class: 'source',
    ecosystem,
    oldClass: 'source',
  };
}

/** A hunk adding `added` from head line `start`, removing `removed` from base line `start`. */
export function hunk(added: readonly string[], removed: readonly string[] = [], start = 1): Hunk {
  return {
    oldStart: start,
    oldLines: removed.length,
    newStart: start,
    newLines: added.length,
    removed: removed.map((text, i) => ({ line: start + i, text })),
    added: added.map((text, i) => ({ line: start + i, text })),
  };
}

export function view(
  ecosystem: Ecosystem | null,
  path: string,
  added: readonly string[],
  removed: readonly string[] = [],
): FileView {
  return fileView(changed(path, ecosystem), [hunk(added, removed)]);
}
