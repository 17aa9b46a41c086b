// Looks up, at base and at head, the source files that the files a PR adds could shadow.
import { listTree } from '../../adapters/git.js';
import { shadowAnomalies, shadowCandidates } from '../../core/changes/shadowing-siblings.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

export async function shadowingSiblings(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<Anomaly[]> {
  const candidates = shadowCandidates(changes);
  const paths = [...new Set([...candidates.values()].flat().map((s) => s.path))];
  if (paths.length === 0) return [];
  const [base, atHead] = await Promise.all([
    listTree(repo, mergeBase, paths),
    listTree(repo, head, paths),
  ]);
  return shadowAnomalies(
    candidates,
    new Set(base.map((e) => e.path)),
    new Set(atHead.map((e) => e.path)),
  );
}
