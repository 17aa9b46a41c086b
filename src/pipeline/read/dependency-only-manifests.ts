// Finds modified manifests whose test-related parts are unchanged: a dependency bump is not a
// harness change, and the locked tree keeps it. What such a bump does to the test toolchain
// itself (a runner pointed at a folder, a plugin bumped) is reported by toolchain-changes.ts. A
// package.json that only adds scripts nothing at base runs (package-scripts.ts) is no harness
// change either: those scripts are reported apart.
import { inertAddedScripts, withoutScripts } from '../../core/changes/package-scripts.js';
import {
  type MergeContext,
  manifestKind,
  mergeManifest,
} from '../../core/locked/merge-manifest.js';
import { sameJson } from '../../core/locked/merge-package-json.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import { parseJsonObject } from '../../core/text/json-value.js';
import type { ChangeTexts } from './change-texts.js';

/** A manifest modified in place whose texts the merge compares. */
export function isMergedManifest(file: ChangedFile): boolean {
  return (
    manifestKind(file.path) !== null && file.status === 'modified' && file.newKind !== 'symlink'
  );
}

export interface ManifestChanges {
  /** Manifests whose test parts are unchanged but for scripts nothing runs. */
  dependencyOnly: Set<string>;
  /** package.json path -> the scripts it adds that nothing at base runs. */
  inertScripts: Map<string, string[]>;
}

export function dependencyOnlyManifests(
  changes: readonly ChangedFile[],
  texts: ChangeTexts,
  checkWords: ReadonlySet<string> = new Set(),
  context: MergeContext = {},
): ManifestChanges {
  const found: ManifestChanges = { dependencyOnly: new Set(), inertScripts: new Map() };
  for (const file of changes.filter(isMergedManifest)) {
    const kind = manifestKind(file.path);
    const text = texts.get(file.path);
    if (kind === null || !text || text.base === null || text.head === null) continue;
    const merged = mergeManifest(kind, text.base, text.head, context);
    if (merged === text.head) {
      found.dependencyOnly.add(file.path);
      continue;
    }
    if (kind !== 'package.json') continue;
    const inert = inertAddedScripts(text.base, text.head, checkWords);
    if (inert.length === 0) continue;
    found.inertScripts.set(file.path, inert);
    const rest = withoutScripts(text.head, inert);
    const lockedDoc = parseJsonObject(merged);
    if (rest !== null && lockedDoc !== null && sameJson(rest, lockedDoc))
      found.dependencyOnly.add(file.path);
  }
  return found;
}
