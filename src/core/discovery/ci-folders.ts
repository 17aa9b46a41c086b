// The CI checks of one kind that run in other folders than the best-ranked one, in its workflow (a
// second Go module's `working-directory: ./arc` step, `cd web && npm test`): CI runs them all.
import type { CheckKind } from '../model.js';
import type { Candidate } from './candidate.js';
import { byRank, type Ranked, rankedAsHigh } from './ci-rank.js';

function folderOf(candidate: Candidate): string {
  return JSON.stringify([candidate.cwd, candidate.refused ?? null]);
}

/**
 * One candidate per further folder, the best-ranked there, among those of the winner's workflow
 * ranked as high as the winner (a docs job's `npm test` in `docs/` does not join a PR check).
 * Other workflows stay out: one workflow per package usually runs only on its own `paths:`, which
 * testlock does not match against the pull request's files, so running them all would run what
 * CI does not (and a package's platform-only workflow would fail here).
 */
export function otherFolders(ranked: readonly Ranked[], kind: CheckKind): Candidate[] {
  const [winner, ...rest] = byRank(ranked.filter((r) => r.candidate.kind === kind));
  if (winner === undefined) return [];
  const seen = new Set([folderOf(winner.candidate)]);
  const others: Candidate[] = [];
  for (const r of rest) {
    const folder = folderOf(r.candidate);
    if (seen.has(folder) || r.workflow !== winner.workflow || !rankedAsHigh(r, winner)) continue;
    seen.add(folder);
    others.push(r.candidate);
  }
  return others;
}
