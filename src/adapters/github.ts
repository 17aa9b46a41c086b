// The one place GitHub is called: check runs, labels, pull requests and the PR comment, through octokit at
// GITHUB_API_URL, with Octokit's retry and throttling plugins and its pagination (the App's client too).
import type { Conclusion } from '../core/model/outcome.js';
import type { Annotation } from '../core/render/annotations.js';
import { type LimitOptions, limitPlugins } from './github-limits.js';

export interface GitHubOptions {
  token: string;
  /** The API root, e.g. `https://api.github.com` or a GHES `https://host/api/v3`. */
  apiUrl: string;
  /** `owner/name`. */
  repository: string;
  /** Retries and pacing; absent: GitHub's recommended ones (tests shorten the waits). */
  limits?: LimitOptions;
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
// The open pull requests searched for a fork's head commit.
const PULL_PAGES = 3;

/** GitHub rejects more annotations than this in one request. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** The status of an octokit error, or null for anything else. */
function httpStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : null;
}

function isRefusal(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 403 || status === 404;
}

// Loaded on first use: octokit and its HTTP stack are most of the action's bundle, and a run
// without a token (a matrix job, a fork's PR) never calls GitHub.
async function octokitFor(options: GitHubOptions) {
  const { getOctokit } = await import('@actions/github');
  const limits = await limitPlugins(options.limits);
  return getOctokit(
    options.token,
    { baseUrl: options.apiUrl.replace(/\/+$/, ''), ...limits.options },
    ...limits.plugins,
  );
}

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length === 0 ? [[]] : out;
}

/**
 * A check run's annotations, 50 per request, for the action's client and the App's alike: `first`
 * sends the whole body with the first batch (the conclusion lands even if a later batch fails)
 * and returns the check run's id; `next` sends each later batch, which GitHub appends.
 */
export async function sendAnnotated(
  annotations: readonly Annotation[],
  first: (batch: Annotation[]) => Promise<number>,
  next: (id: number, batch: Annotation[]) => Promise<void>,
): Promise<{ id: number; requests: number }> {
  const [head = [], ...rest] = batches(annotations, ANNOTATIONS_PER_REQUEST);
  const id = await first(head);
  for (const batch of rest) await next(id, batch);
  return { id, requests: 1 + rest.length };
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
      const text = output.text === null ? {} : { text: output.text };
      const base = { title: output.title, summary: output.summary, ...text };
      const client = await octokit();
      const sent = await sendAnnotated(
        output.annotations,
        async (annotations) => {
          await client.rest.checks.update({
            ...site,
            check_run_id: id,
            status: 'completed',
            conclusion,
            completed_at: new Date().toISOString(),
            output: { ...base, annotations },
          });
          return id;
        },
        async (_, annotations) => {
          await client.rest.checks.update({
            ...site,
            check_run_id: id,
            output: { ...base, annotations },
          });
        },
      );
      return sent.requests;
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
      const client = await octokit();
      const pages = client.paginate.iterator(client.rest.pulls.list, {
        ...site,
        state: 'open',
        per_page: 100,
      });
      let page = 0;
      for await (const open of pages) {
        const match = open.data.find((pull) => pull.head.sha === headSha);
        if (match) return match.number;
        page += 1;
        if (page >= PULL_PAGES) break;
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
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    ...issue,
    per_page: 100,
  });
  let page = 0;
  for await (const { data } of pages) {
    const ours = data.find((c) => c.user?.type === 'Bot' && (c.body ?? '').includes(marker));
    if (ours) return ours.id;
    page += 1;
    if (page >= COMMENT_PAGES) break;
  }
  return null;
}
