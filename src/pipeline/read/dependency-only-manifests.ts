// Finds modified manifests whose test-related parts are unchanged: a dependency bump is not a
// harness change, and the locked tree keeps it. What such a bump does to the test toolchain
// itself (a runner pointed at a folder, a plugin bumped) is reported by toolchain-changes.ts.
import { readFile } from '../../adapters/git.js';
import { manifestKind, mergeManifest } from '../../core/locked/merge-manifest.js';
import type { ChangedFile } from '../../core/model.js';

export async function dependencyOnlyManifests(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of changes) {
    const kind = manifestKind(file.path);
    if (kind === null || file.status !== 'modified' || file.newKind === 'symlink') continue;
    const [baseText, headText] = await Promise.all([
      readFile(repo, mergeBase, file.path),
      readFile(repo, head, file.path),
    ]);
    if (baseText === null || headText === null) continue;
    if (mergeManifest(kind, baseText, headText) === headText) found.add(file.path);
  }
  return found;
}
