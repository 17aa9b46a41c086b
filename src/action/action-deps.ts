// What the Action runs with (verify, env, the runner's I/O) and the small steps both modes share:
// the API client, the PR's labels, failing the step with one line.
import { createGitHubClient, type GitHubClient } from '../adapters/github.js';
import type { LimitOptions } from '../adapters/github-limits.js';
import type { InventoryStore } from '../pipeline/inventory/cache.js';
import type { VerifyOptions, VerifyOutcome } from '../pipeline/stages/verify-types.js';
import type { RunnerIO } from './runner-io.js';
import type { Env, Settings } from './settings.js';

export interface ActionDeps {
  verify: (options: VerifyOptions) => Promise<VerifyOutcome>;
  /** The runner's environment as the entry read it (GITHUB_*, RUNNER_TEMP). */
  env: Env;
  cwd: string;
  /** Inputs, outputs, summary and log: the runner reads workflow commands from stdout. */
  io: RunnerIO;
  /** The API client's retries and pacing; absent: GitHub's recommended ones (tests shorten them). */
  apiLimits?: LimitOptions;
  signal?: AbortSignal;
  /** Where the base inventory is cached (the Actions cache); null or absent: it is listed. */
  inventoryStore?: InventoryStore | null;
  /** stderr is a terminal (no heartbeat lines then); absent: not one, as on a runner. */
  interactive?: boolean;
  /** Between heartbeat lines while a check runs (tests shorten it); default 30 s. */
  heartbeatMs?: number;
}

/** The step failed: one `::error::` line (an annotation the runner shows) and exit status 1. */
export function failStep(io: RunnerIO, message: string): number {
  io.fail(message.split(/\r?\n/, 1)[0] ?? '');
  return 1;
}

/** The API client at GITHUB_API_URL, as the runner sets it; null without a token or repository. */
export function githubClient(settings: Settings, deps: ActionDeps): GitHubClient | null {
  const repository = deps.env.GITHUB_REPOSITORY ?? '';
  if (settings.token === '' || !repository.includes('/')) return null;
  const apiUrl = deps.env.GITHUB_API_URL || 'https://api.github.com';
  return createGitHubClient({
    token: settings.token,
    apiUrl,
    repository,
    ...(deps.apiLimits ? { limits: deps.apiLimits } : {}),
  });
}

/** Labels from the API (a re-run keeps the old payload), else from the payload. */
export async function pullLabels(
  client: GitHubClient | null,
  pullNumber: number | null,
  fromPayload: readonly string[],
): Promise<string[]> {
  if (client === null || pullNumber === null) return [...fromPayload];
  return (await client.tryListLabels(pullNumber)) ?? [...fromPayload];
}
