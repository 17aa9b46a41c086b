// Finds modified manifests whose test-related parts are unchanged: a dependency bump is not a
// harness change, and the locked tree keeps it. What such a bump does to the test toolchain
// itself (a runner pointed at a folder, a plugin bumped) is reported by toolchain-changes.ts.
import { manifestKind, mergeManifest } from '../../core/locked/merge-manifest.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { ChangeTexts } from './change-texts.js';

/** A manifest modified in place whose texts the merge compares. */
export function isMergedManifest(file: ChangedFile): boolean {
  return (
    manifestKind(file.path) !== null && file.status === 'modified' && file.newKind !== 'symlink'
  );
}

export function dependencyOnlyManifests(
  changes: readonly ChangedFile[],
  texts: ChangeTexts,
): Set<string> {
  const found = new Set<string>();
  for (const file of changes.filter(isMergedManifest)) {
    const kind = manifestKind(file.path);
    const text = texts.get(file.path);
    if (kind === null || !text || text.base === null || text.head === null) continue;
    if (mergeManifest(kind, text.base, text.head) === text.head) found.add(file.path);
  }
  return found;
}
