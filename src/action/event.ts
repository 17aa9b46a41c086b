// The facts testlock needs from the workflow's event payload (GITHUB_EVENT_PATH), read defensively:
// a missing or odd field gives null, never a crash.
import { readFile } from 'node:fs/promises';
import type { Env } from './settings.js';

export interface PullRequestFacts {
  number: number;
  baseSha: string;
  /** The PR's head commit: where the check run goes (not the merge commit checked out). */
  headSha: string;
  labels: string[];
}

export interface EventFacts {
  name: string;
  pullRequest: PullRequestFacts | null;
  /** For `workflow_run`: the head commit of the run that produced the report, and its PRs. */
  workflowRun: { headSha: string; pullNumbers: number[] } | null;
}

type Json = Record<string, unknown>;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Json)[key] : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function pullRequest(payload: unknown): PullRequestFacts | null {
  const pr = field(payload, 'pull_request');
  const number = field(pr, 'number');
  const baseSha = text(field(field(pr, 'base'), 'sha'));
  const headSha = text(field(field(pr, 'head'), 'sha'));
  if (typeof number !== 'number' || baseSha === null || headSha === null) return null;
  const labels = field(pr, 'labels');
  const names = Array.isArray(labels) ? labels.map((label) => text(field(label, 'name'))) : [];
  return {
    number,
    baseSha,
    headSha,
    labels: names.filter((name): name is string => name !== null),
  };
}

function workflowRun(payload: unknown): EventFacts['workflowRun'] {
  const run = field(payload, 'workflow_run');
  const headSha = text(field(run, 'head_sha'));
  if (headSha === null) return null;
  const pulls = field(run, 'pull_requests');
  const numbers = Array.isArray(pulls) ? pulls.map((pull) => field(pull, 'number')) : [];
  return { headSha, pullNumbers: numbers.filter((n): n is number => typeof n === 'number') };
}

/** The event facts; an unreadable payload is treated as an event without a pull request. */
export async function readEvent(env: Env): Promise<EventFacts> {
  const name = env.GITHUB_EVENT_NAME ?? '';
  let payload: unknown = null;
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'));
    } catch {
      payload = null;
    }
  }
  return { name, pullRequest: pullRequest(payload), workflowRun: workflowRun(payload) };
}
