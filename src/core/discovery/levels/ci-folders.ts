// The CI checks of one kind that run in other folders than the best-ranked one (a second Go
// module's `working-directory: ./arc` step, `cd web && npm test`): CI runs them all, so they run
// (or, when testlock cannot run one, it is listed skipped and the verdict says so).
import type { CheckKind } from '../../model/check.js';
import type { Candidate } from './candidate.js';
import { byRank, type Ranked, rankedAsHigh } from './ci-rank.js';

function folderOf(candidate: Candidate): string {
  return JSON.stringify([candidate.cwd, candidate.refused ?? null]);
}

/**
 * One candidate per further folder, the best-ranked there, among those ranked as high as the
 * winner (a docs job's `npm test` in `docs/` or a push-only workflow does not join a PR check).
 * They come from the workflows this pull request triggers: a per-package workflow whose `paths:`
 * the PR does not touch was left out before ranking (workflow-paths.ts).
 */
export function otherFolders(
  ranked: readonly Ranked[],
  kind: CheckKind,
  unresolvable: readonly Ranked[] = [],
): Candidate[] {
  const [winner, ...rest] = byRank(ranked.filter((r) => r.candidate.kind === kind));
  if (winner === undefined) return [];
  const seen = new Set([folderOf(winner.candidate)]);
  const others: Candidate[] = [];
  // Unresolvable steps come last: a folder a resolvable step covers keeps that step.
  const stuck = byRank(unresolvable.filter((r) => r.candidate.kind === kind));
  for (const r of [...rest, ...stuck]) {
    const folder = folderOf(r.candidate);
    if (seen.has(folder) || !rankedAsHigh(r, winner)) continue;
    seen.add(folder);
    others.push(r.candidate);
  }
  return others;
}
