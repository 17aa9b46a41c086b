// The check run's lifecycle: started on the head commit, completed with the verdict; a token that
// may not write checks (a fork's pull request) turns it off, and the log annotations take over.
import type { CheckRunOutput, GitHubClient } from '../adapters/github.js';
import type { Conclusion } from '../core/model/outcome.js';
import type { Env } from './settings.js';

export interface CheckRunState {
  client: GitHubClient | null;
  name: string;
  id: number | null;
  /** The token was refused check-run writes: do not try again. */
  refused: boolean;
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
}

/** Starts the check run when the commit is known; failures are logged, never fatal. */
export async function startCheckRun(
  client: GitHubClient | null,
  name: string,
  sha: string | null,
  warn: (line: string) => void,
): Promise<CheckRunState> {
  const state: CheckRunState = { client, name, id: null, refused: client === null };
  if (client === null || sha === null) return state;
  try {
    state.id = await client.tryCreateCheckRun(name, sha);
    state.refused = state.id === null;
    if (state.refused)
      warn('The token may not create check runs (a fork?): annotations go to the log.');
  } catch (error) {
    warn(`Could not create the check run: ${reason(error)}`);
  }
  return state;
}

/** Completes (creating it first if the commit was only known now). True when it was posted. */
export async function finishCheckRun(
  state: CheckRunState,
  sha: string,
  conclusion: Conclusion,
  output: CheckRunOutput,
  warn: (line: string) => void,
): Promise<boolean> {
  if (state.client === null || state.refused) return false;
  try {
    const id = state.id ?? (await state.client.tryCreateCheckRun(state.name, sha));
    if (id === null) {
      warn('The token may not create check runs (a fork?): annotations go to the log.');
      return false;
    }
    state.id = id;
    await state.client.completeCheckRun(id, conclusion, output);
    return true;
  } catch (error) {
    warn(`Could not complete the check run: ${reason(error)}`);
    return false;
  }
}

/** The check run's page, as GitHub forms its `html_url`: server, repository, `runs/<id>`. */
export function checkRunUrl(env: Env, id: number): string {
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (repository === '') return '';
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return `${server}/${repository}/runs/${id}`;
}
