// The few fields the App reads from webhook payloads, checked for shape: a signed payload is
// GitHub's, but what reaches a path, a URL or a git argument is still validated here.
import { isSafeName } from './fetch-commits.js';

export interface RepoRef {
  installationId: number;
  owner: string;
  repo: string;
}

export interface PullRequestEvent extends RepoRef {
  action: string;
  number: number;
  headSha: string;
  headRef: string;
  baseSha: string;
}

export interface WorkflowRunEvent extends RepoRef {
  action: string;
  runId: number;
  headSha: string;
  /** The workflow file that ran, e.g. `.github/workflows/ci.yml`. */
  path: string;
  event: string;
  conclusion: string | null;
  /** PR numbers GitHub associated with the run (empty for forks). */
  pullNumbers: number[];
}

type Json = Record<string, unknown>;

const SHA = /^[0-9a-f]{40}$/;

function obj(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : null;
}

function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

function repoRef(payload: Json): RepoRef | null {
  const installationId = int(obj(payload.installation)?.id);
  const repository = obj(payload.repository);
  const owner = obj(repository?.owner)?.login;
  const repo = repository?.name;
  if (installationId === null || typeof owner !== 'string' || typeof repo !== 'string') return null;
  if (!isSafeName(owner) || !isSafeName(repo)) return null;
  return { installationId, owner, repo };
}

export function readPullRequestEvent(payload: unknown): PullRequestEvent | null {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const pr = obj(p?.pull_request);
  const head = obj(pr?.head);
  const base = obj(pr?.base);
  const number = int(pr?.number);
  if (p === null || ref === null || number === null || typeof p.action !== 'string') return null;
  if (typeof head?.sha !== 'string' || !SHA.test(head.sha)) return null;
  if (typeof base?.sha !== 'string' || !SHA.test(base.sha)) return null;
  const headRef = typeof head.ref === 'string' ? head.ref : '';
  return { ...ref, action: p.action, number, headSha: head.sha, headRef, baseSha: base.sha };
}

export function readWorkflowRunEvent(payload: unknown): WorkflowRunEvent | null {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const run = obj(p?.workflow_run);
  const runId = int(run?.id);
  if (p === null || ref === null || run === null || runId === null) return null;
  if (typeof p.action !== 'string' || typeof run.head_sha !== 'string') return null;
  if (!SHA.test(run.head_sha) || typeof run.path !== 'string') return null;
  const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  return {
    ...ref,
    action: p.action,
    runId,
    headSha: run.head_sha,
    path: run.path,
    event: typeof run.event === 'string' ? run.event : '',
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
    pullNumbers: pulls.map((pull) => int(obj(pull)?.number)).filter((n): n is number => n !== null),
  };
}

export interface CheckRunActionEvent extends RepoRef {
  action: string;
  checkRunId: number;
  headSha: string;
  name: string;
  /** The App that owns the check run (a click on another app's check is not ours). */
  appId: number | null;
  externalId: string | null;
  identifier: string;
  /** Who clicked. */
  sender: string;
}

export function readCheckRunActionEvent(payload: unknown): CheckRunActionEvent | null {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const run = obj(p?.check_run);
  const checkRunId = int(run?.id);
  const sender = obj(p?.sender)?.login;
  const identifier = obj(p?.requested_action)?.identifier;
  if (p === null || ref === null || run === null || checkRunId === null) return null;
  if (typeof p.action !== 'string' || typeof sender !== 'string') return null;
  if (typeof run.head_sha !== 'string' || !SHA.test(run.head_sha)) return null;
  return {
    ...ref,
    action: p.action,
    checkRunId,
    headSha: run.head_sha,
    name: typeof run.name === 'string' ? run.name : '',
    appId: int(obj(run.app)?.id),
    externalId: typeof run.external_id === 'string' ? run.external_id : null,
    identifier: typeof identifier === 'string' ? identifier : '',
    sender,
  };
}

export interface IssueCommentEvent extends RepoRef {
  action: string;
  /** The issue or pull request the comment is on. */
  number: number;
  /** True when that issue is a pull request (`issue.pull_request` is present). */
  onPullRequest: boolean;
  commentId: number;
  body: string;
  /** Who wrote the comment. */
  author: string;
  /** When GitHub says it was written (ISO), or null. */
  createdAt: string | null;
}

export function readIssueCommentEvent(payload: unknown): IssueCommentEvent | null {
  const p = obj(payload);
  const ref = p === null ? null : repoRef(p);
  const issue = obj(p?.issue);
  const comment = obj(p?.comment);
  const number = int(issue?.number);
  const commentId = int(comment?.id);
  const author = obj(comment?.user)?.login;
  if (p === null || ref === null || number === null || commentId === null) return null;
  if (typeof p.action !== 'string' || typeof author !== 'string') return null;
  return {
    ...ref,
    action: p.action,
    number,
    onPullRequest: obj(issue?.pull_request) !== null,
    commentId,
    body: typeof comment?.body === 'string' ? comment.body : '',
    author,
    createdAt: typeof comment?.created_at === 'string' ? comment.created_at : null,
  };
}
