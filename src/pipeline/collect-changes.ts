// Diffs head against the merge base, classifies every path and finds the test-change anomalies.
import { diffEntries, diffHunks, readFile } from '../adapters/git.js';
import { classifyChanges } from '../core/changes/classify-changes.js';
import type { PathClassifier } from '../core/changes/classify-path.js';
import { fileAnomalies } from '../core/changes/file-anomalies.js';
import { hunkAnomalies } from '../core/changes/hunk-anomalies.js';
import { inlineTestAnomalies } from '../core/changes/rust-inline-tests.js';
import { manifestKind, mergeManifest } from '../core/locked/merge-manifest.js';
import type { Anomaly, ChangedFile, Hunk } from '../core/model.js';
import { mapLimit } from './map-limit.js';

export interface CollectedChanges {
  changes: ChangedFile[];
  anomalies: Anomaly[];
}

const EDITED = new Set(['modified', 'type-changed', 'renamed', 'copied']);

/** A base test file that still exists at head with edits: its hunks show markers and assertions. */
function isEditedTest(file: ChangedFile): boolean {
  return EDITED.has(file.status) && file.oldClass === 'test' && file.class === 'test';
}

/** Rust source can carry tests inline (`#[cfg(test)]`), so its hunks are read too. */
function isRustSource(file: ChangedFile): boolean {
  return (
    file.class === 'source' && (file.path.endsWith('.rs') || (file.oldPath ?? '').endsWith('.rs'))
  );
}

export async function collectChanges(
  repo: string,
  mergeBase: string,
  head: string,
  classify: PathClassifier,
): Promise<CollectedChanges> {
  const changes = classifyChanges(await diffEntries(repo, mergeBase, head), classify);
  const hunksByPath = new Map<string, Hunk[]>();
  const extra: Anomaly[][] = await mapLimit(
    changes.filter((f) => isEditedTest(f) || isRustSource(f)),
    8,
    async (file) => {
      const { binary, hunks } = await diffHunks(repo, file.oldBlob, file.newBlob);
      if (binary) return [];
      if (isEditedTest(file)) {
        hunksByPath.set(file.path, hunks);
        return hunkAnomalies(file, hunks);
      }
      const [baseText, headText] = await Promise.all([
        file.status === 'added' ? null : readFile(repo, mergeBase, file.oldPath ?? file.path),
        file.status === 'deleted' ? null : readFile(repo, head, file.path),
      ]);
      return inlineTestAnomalies(file, hunks, baseText, headText);
    },
  );
  const dependencyOnly = await dependencyOnlyManifests(repo, mergeBase, head, changes);
  const anomalies = [
    ...fileAnomalies(changes, hunksByPath).filter(
      (a) => !(a.kind === 'harness-modified' && dependencyOnly.has(a.path)),
    ),
    ...extra.flat(),
  ];
  return { changes, anomalies };
}

/**
 * Modified manifests whose test-related parts (scripts, runner and lint config) are unchanged:
 * a dependency bump is not a harness change, and the locked tree keeps it.
 */
async function dependencyOnlyManifests(
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
