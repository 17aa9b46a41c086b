// The one place GitHub is called: check runs, labels, pull requests and the PR comment, through octokit at
// GITHUB_API_URL, with retries and backoff on server errors and secondary rate limits.

import type { Conclusion } from '../core/model-outcome.js';
import type { Annotation } from '../core/render/annotations.js';

export interface GitHubOptions {
  token: string;
  /** The API root, e.g. `https://api.github.com` or a GHES `https://host/api/v3`. */
  apiUrl: string;
  /** `owner/name`. */
  repository: string;
  /** Waits between retries; tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
  maxRetries?: number;
}

export interface CheckRunOutput {
  title: string;
  summary: string;
  text: string | null;
  annotations: readonly Annotation[];
}

export interface GitHubClient {
  /** Creates an in-progress check run; null when the token may not write checks (forks). */
  tryCreateCheckRun(name: string, headSha: string): Promise<number | null>;
  /** Completes the check run, sending annotations 50 per request; returns the request count. */
  completeCheckRun(id: number, conclusion: Conclusion, output: CheckRunOutput): Promise<number>;
  /** The PR's current labels; null when they cannot be read. */
  tryListLabels(pullNumber: number): Promise<string[] | null>;
  /** The open pull request whose head is `headSha`, or null. */
  findPullRequest(headSha: string): Promise<number | null>;
  /**
   * Edits the comment that carries `marker` in place, or (when `create`) posts it; `absent` when
   * there was none to edit, `refused` when the token may not write comments.
   */
  upsertComment(
    issueNumber: number,
    marker: string,
    body: string,
    create: boolean,
  ): Promise<CommentWrite>;
}

export type CommentWrite = 'created' | 'updated' | 'absent' | 'refused';

/** GitHub refuses a comment body longer than this (characters). */
export const COMMENT_BODY_LIMIT = 65_536;
// A PR with more comments than this is searched no further (and gets a new comment).
const COMMENT_PAGES = 10;

/** GitHub rejects more annotations than this in one request. */
export const ANNOTATIONS_PER_REQUEST = 50;
const MAX_WAIT_MS = 60_000;

interface HttpFailure {
  status: number;
  message: string;
  headers: Record<string, string | number | undefined>;
}

/** The status and headers of an octokit error, or null for anything else. */
function httpFailure(error: unknown): HttpFailure | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  if (typeof status !== 'number') return null;
  const response = (error as { response?: { headers?: HttpFailure['headers'] } }).response;
  const message = error instanceof Error ? error.message : '';
  return { status, message, headers: response?.headers ?? {} };
}

/** How long to wait before retrying a request that threw `error`, or null to give up. */
export function retryDelayOf(error: unknown, attempt: number, maxRetries: number): number | null {
  const failure = httpFailure(error);
  if (failure === null || attempt >= maxRetries) return null;
  return retryDelay(failure, attempt);
}

/** How long to wait before retrying, or null when the failure is not worth a retry. */
export function retryDelay(failure: HttpFailure, attempt: number): number | null {
  const backoff = Math.min(MAX_WAIT_MS, 1000 * 2 ** attempt);
  const retryAfter = Number(failure.headers['retry-after']);
  if (failure.status >= 500) return backoff;
  if (failure.status !== 403 && failure.status !== 429) return null;
  if (Number.isFinite(retryAfter) && retryAfter >= 0)
    return Math.min(MAX_WAIT_MS, retryAfter * 1000);
  if (/secondary rate limit/i.test(failure.message)) return Math.max(backoff, 5000);
  if (String(failure.headers['x-ratelimit-remaining']) === '0') {
    const wait = Number(failure.headers['x-ratelimit-reset']) * 1000 - Date.now();
    return wait > 0 && wait <= MAX_WAIT_MS ? wait : null;
  }
  return failure.status === 429 ? backoff : null;
}

function isRefusal(error: unknown): boolean {
  const failure = httpFailure(error);
  return failure !== null && (failure.status === 403 || failure.status === 404);
}

// Loaded on first use: octokit and its HTTP stack are most of the action's bundle, and a run
// without a token (a matrix job, a fork's PR) never calls GitHub.
async function octokitFor(options: GitHubOptions) {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(options.token, { baseUrl: options.apiUrl.replace(/\/+$/, '') });
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const maxRetries = options.maxRetries ?? 3;
  octokit.hook.wrap('request', async (request, requestOptions) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request(requestOptions);
      } catch (error) {
        const delay = retryDelayOf(error, attempt, maxRetries);
        if (delay === null) throw error;
        await sleep(delay);
      }
    }
  });
  return octokit;
}

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length === 0 ? [[]] : out;
}

export function createGitHubClient(options: GitHubOptions): GitHubClient {
  const [owner = '', repo = ''] = options.repository.split('/');
  let loaded: ReturnType<typeof octokitFor> | null = null;
  const octokit = (): ReturnType<typeof octokitFor> => {
    loaded ??= octokitFor(options);
    return loaded;
  };
  const site = { owner, repo };

  return {
    async tryCreateCheckRun(name, headSha) {
      try {
        const started_at = new Date().toISOString();
        const body = {
          ...site,
          name,
          head_sha: headSha,
          status: 'in_progress' as const,
          started_at,
        };
        const { data } = await (await octokit()).rest.checks.create(body);
        return data.id;
      } catch (error) {
        if (isRefusal(error)) return null;
        throw error;
      }
    },

    async completeCheckRun(id, conclusion, output) {
      // The conclusion goes with the first batch: the verdict lands even if a later batch fails.
      const [first = [], ...rest] = batches(output.annotations, ANNOTATIONS_PER_REQUEST);
      const text = output.text === null ? {} : { text: output.text };
      const base = { title: output.title, summary: output.summary, ...text };
      await (await octokit()).rest.checks.update({
        ...site,
        check_run_id: id,
        status: 'completed',
        conclusion,
        completed_at: new Date().toISOString(),
        output: { ...base, annotations: first },
      });
      for (const annotations of rest) {
        await (await octokit()).rest.checks.update({
          ...site,
          check_run_id: id,
          output: { ...base, annotations },
        });
      }
      return 1 + rest.length;
    },

    async tryListLabels(pullNumber) {
      try {
        const { data } = await (await octokit()).rest.issues.listLabelsOnIssue({
          ...site,
          issue_number: pullNumber,
          per_page: 100,
        });
        return data.map((label) => label.name);
      } catch {
        return null;
      }
    },

    async findPullRequest(headSha) {
      const { data } = await (await octokit()).rest.repos.listPullRequestsAssociatedWithCommit({
        ...site,
        commit_sha: headSha,
      });
      const associated = data.find((pull) => pull.head.sha === headSha) ?? data[0];
      if (associated) return associated.number;
      // Commits of a fork are not always associated: look through the open pull requests.
      for (let page = 1; page <= 3; page += 1) {
        const open = await (await octokit()).rest.pulls.list({
          ...site,
          state: 'open',
          per_page: 100,
          page,
        });
        const match = open.data.find((pull) => pull.head.sha === headSha);
        if (match) return match.number;
        if (open.data.length < 100) break;
      }
      return null;
    },

    async upsertComment(issueNumber, marker, body, create) {
      try {
        const existing = await findComment(
          await octokit(),
          { ...site, issue_number: issueNumber },
          marker,
        );
        if (existing !== null) {
          await (await octokit()).rest.issues.updateComment({
            ...site,
            comment_id: existing,
            body,
          });
          return 'updated';
        }
        if (!create) return 'absent';
        await (await octokit()).rest.issues.createComment({
          ...site,
          issue_number: issueNumber,
          body,
        });
        return 'created';
      } catch (error) {
        if (isRefusal(error)) return 'refused';
        throw error;
      }
    },
  };
}

/**
 * The oldest comment by a bot that carries the marker. Anyone can paste the marker into a
 * comment of their own: only a bot's (the token's app) is taken for ours.
 */
async function findComment(
  octokit: Awaited<ReturnType<typeof octokitFor>>,
  issue: { owner: string; repo: string; issue_number: number },
  marker: string,
): Promise<number | null> {
  for (let page = 1; page <= COMMENT_PAGES; page += 1) {
    const { data } = await octokit.rest.issues.listComments({
      ...issue,
      per_page: 100,
      page,
    });
    const ours = data.find((c) => c.user?.type === 'Bot' && (c.body ?? '').includes(marker));
    if (ours) return ours.id;
    if (data.length < 100) break;
  }
  return null;
}
