// Which commits to compare and where the check run goes, from the inputs and the event.
import type { EventFacts } from './event.js';
import { type Env, InputError, type Settings } from './settings.js';

export interface Refs {
  base: string;
  head: string;
  /** The commit the check run is posted on; null: the report's head, known after the run. */
  checkSha: string | null;
  pullNumber: number | null;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

export function isSha(ref: string): boolean {
  return /^[0-9a-f]{40}$/i.test(ref);
}

/**
 * On a pull request the base is the event's base commit and the head is the checkout (the merge
 * commit by default, whose merge base with the base is the base); the check run goes on the PR's
 * own head commit. `base-ref`/`head-ref` override; elsewhere `base-ref` is required.
 */
export function resolveRefs(settings: Settings, event: EventFacts, env: Env): Refs {
  const pr = PULL_REQUEST_EVENTS.has(event.name) ? event.pullRequest : null;
  const base = settings.baseRef ?? pr?.baseSha ?? null;
  if (base === null) {
    const name = event.name === '' ? 'unknown' : event.name;
    throw new InputError(
      `Input 'base-ref' is required outside pull_request events (this event: ${name}).`,
    );
  }
  const head = settings.headRef ?? 'HEAD';
  let checkSha: string | null;
  if (settings.headRef !== null) checkSha = isSha(settings.headRef) ? settings.headRef : null;
  else checkSha = pr?.headSha ?? env.GITHUB_SHA ?? null;
  return { base, head, checkSha, pullNumber: pr?.number ?? null };
}
