// After the checks ran: a check whose tool stopped because a dependency could not be downloaded
// here is not evidence about the PR. Its claim is checked against the manifests (base and head)
// and this machine's caches before the check counts as `tool-not-installed`.

import { join } from 'node:path';
import {
  type CacheRoots,
  cargoHomeOf,
  isCached,
  npmCacheOf,
} from '../../adapters/dependency-cache.js';
import { listFiles, readFiles } from '../../adapters/git.js';
import { probeGoModCache } from '../../adapters/probe-go.js';
import type { ProcessEnv } from '../../adapters/process.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { DependencyClaim } from '../../core/results/dependency/claim.js';
import {
  isDependencyManifest,
  type ManifestText,
  mentions,
  requires,
  runsPackage,
} from '../../core/results/dependency/requires.js';
import {
  type DependencyFacts,
  dependencyClaims,
  judgeClaims,
  markUnavailable,
} from '../../core/results/dependency/unavailable-dependency.js';

export interface DependencyContext {
  repo: string;
  baseSha: string;
  headSha: string;
  env: ProcessEnv;
  log: (line: string) => void;
}

/** The outcomes, with each check that only failed for want of a dependency marked so. */
export async function judgeUnavailableDependencies(
  outcomes: readonly CheckOutcome[],
  context: DependencyContext,
): Promise<CheckOutcome[]> {
  const claimed = outcomes.map(dependencyClaims);
  if (claimed.every((claims) => claims.length === 0)) return [...outcomes];
  const trees = {
    base: await manifests(context, context.baseSha),
    head: await manifests(context, context.headSha),
  };
  const roots = {
    goModCache: claimed.some((c) => c.some((claim) => claim.ecosystem === 'go'))
      ? await probeGoModCache(context.repo, context.env)
      : null,
    cargoHome: cargoHomeOf(context.env),
    npmCache: npmCacheOf(context.env),
  };
  const judged: CheckOutcome[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const claims = claimed[index] ?? [];
    const facts: DependencyFacts[] = [];
    const { script, cwd } = outcome.result;
    const local = { ...roots, nodeProjects: [context.repo, join(context.repo, cwd)] };
    for (const claim of claims) facts.push(await factsOf(claim, script, trees, local));
    const reason = judgeClaims(claims, facts);
    if (reason !== null)
      context.log(`- ${outcome.result.kind}: skipped (tool-not-installed): ${reason}`);
    judged.push(reason === null ? outcome : markUnavailable(outcome, reason));
  }
  return judged;
}

/** The check's own script comes from base: a tool it fetches with npx is required there. */
async function factsOf(
  claim: DependencyClaim,
  script: string,
  trees: { base: ManifestText[]; head: ManifestText[] },
  roots: CacheRoots,
): Promise<DependencyFacts> {
  const runs = claim.ecosystem === 'npm' && runsPackage(script, claim.name);
  return {
    requiredHere: runs || requires(claim, trees.head),
    requiredAtBase: runs || requires(claim, trees.base),
    changedByPr: mentions(claim, trees.base).join('\n') !== mentions(claim, trees.head).join('\n'),
    cached: await isCached(claim, roots),
  };
}

/** The go.mod, go.sum, Cargo.toml and Cargo.lock files of a commit. */
async function manifests(context: DependencyContext, sha: string): Promise<ManifestText[]> {
  const paths = (await listFiles(context.repo, sha)).filter(isDependencyManifest);
  const files = await readFiles(context.repo, sha, paths);
  return [...files].map(([path, text]) => ({ path, text }));
}
