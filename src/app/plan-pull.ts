// What the App computes without running anything: the PR's commits fetched into the cache, then
// the pure pipeline's plan (classification, anomalies, heuristics, locked tree, discovery).
import { buildPlan, type Planned } from '../pipeline/stages/plan.js';
import type { AppConfig } from './config.js';
import { fetchCommits } from './fetch-commits.js';

export interface PullTarget {
  owner: string;
  repo: string;
  token: string;
  baseSha: string;
  headSha: string;
  headRef: string;
}

export async function planPull(config: AppConfig, target: PullTarget): Promise<Planned> {
  const dir = await fetchCommits({
    serverUrl: config.serverUrl,
    cacheDir: config.cacheDir,
    owner: target.owner,
    repo: target.repo,
    token: target.token,
    baseSha: target.baseSha,
    headSha: target.headSha,
  });
  return buildPlan({
    repo: dir,
    base: target.baseSha,
    head: target.headSha,
    config: null,
    workingDirectory: '',
    commands: {},
    branchId: target.headRef,
    // The App runs no check: the environment only tells discovery which tools the server has.
    env: process.env,
  });
}
