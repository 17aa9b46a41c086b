// The App's side of the GitHub chokepoint: installation tokens from the App's JWT
// (@octokit/auth-app), then check runs, pull requests, artifacts and permissions with that token,
// retried and throttled by the same Octokit plugins and options as the action's client
// (limitPlugins), annotations batched by the same function (sendAnnotated).
import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/rest';
import type { Annotation } from '../core/render/annotations.js';
import { sendAnnotated } from './github.js';
import { type Download, downloadArtifact } from './github-artifact.js';
import { type LimitOptions, limitPlugins } from './github-limits.js';

export interface AppCredentials {
  appId: string;
  privateKey: string;
  apiUrl: string;
}

export interface CheckRunFacts {
  id: number;
  status: string;
  conclusion: string | null;
  /** What the App stored on it: the workflow run whose report completed it, or null. */
  externalId: string | null;
  title: string;
  summary: string;
  /** When the App created it (ISO), i.e. when it first saw this head commit. */
  startedAt: string | null;
}

export interface CheckRunBody {
  status: 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'neutral' | 'timed_out';
  externalId?: string;
  output: { title: string; summary: string; text?: string; annotations: readonly Annotation[] };
  actions?: ReadonlyArray<{ label: string; description: string; identifier: string }>;
}

export interface PullFacts {
  number: number;
  state: string;
  headSha: string;
  headRef: string;
  baseSha: string;
  labels: string[];
}

export interface ArtifactFacts {
  id: number;
  name: string;
  sizeInBytes: number;
  expired: boolean;
}

export interface RepoClient {
  /** The installation token: for git's header only, never for a log line. */
  token: string;
  findCheckRun(headSha: string, name: string): Promise<CheckRunFacts | null>;
  createCheckRun(name: string, headSha: string, body: CheckRunBody): Promise<number>;
  updateCheckRun(id: number, body: CheckRunBody): Promise<void>;
  /** Replaces only the title and summary (status, conclusion, buttons and annotations stay). */
  updateCheckSummary(id: number, title: string, summary: string): Promise<void>;
  getPull(number: number): Promise<PullFacts>;
  /** The open pull request whose head is `headSha` (fork PRs are not in workflow_run payloads). */
  findPullByHead(headSha: string): Promise<number | null>;
  listArtifacts(runId: number): Promise<ArtifactFacts[]>;
  /** An artifact's zip, at most `maxBytes` (the API redirects to storage, fetched without the token). */
  downloadArtifact(artifactId: number, maxBytes: number): Promise<Download>;
  /** `admin`, `maintain`, `write`, `triage`, `read` or `none`. */
  permissionOf(login: string): Promise<string>;
  /** The annotations a check run already has (GitHub appends each update's; it never replaces). */
  listAnnotations(checkRunId: number): Promise<Annotation[]>;
}

export interface AppGitHub {
  forRepository(installationId: number, owner: string, repo: string): Promise<RepoClient>;
  /** Why GitHub does not take the App's key (`GET /app` with its JWT), or null when it does. */
  appProblem(): Promise<string | null>;
}

/**
 * Where Octokit's own log lines go. Its defaults write plain text to the console (a request log
 * line per failed attempt, `GET … - 500` for what was a DNS failure): the App logs JSON only.
 */
export interface GitHubLogSink {
  warn(message: string): void;
  debug(message: string): void;
}

const SILENT: GitHubLogSink = { warn: () => undefined, debug: () => undefined };

function octokitLog(sink: GitHubLogSink) {
  return {
    debug: (message: string) => sink.debug(message),
    info: (message: string) => sink.debug(message),
    warn: (message: string) => sink.warn(message),
    // A failed request is also the error of whoever made it: logged there, with its cause.
    error: (message: string) => sink.debug(message),
  };
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
}

export function createAppGitHub(
  credentials: AppCredentials,
  limits: LimitOptions = {},
  sink: GitHubLogSink = SILENT,
): AppGitHub {
  const baseUrl = credentials.apiUrl;
  const log = octokitLog(sink);
  const limited = limitPlugins(limits).then((limits) => ({
    Client: Octokit.plugin(...limits.plugins),
    options: limits.options,
  }));
  let auth: ReturnType<typeof createAppAuth> | null = null;
  const authOf = async () => {
    const { Client, options } = await limited;
    auth ??= createAppAuth({
      appId: credentials.appId,
      privateKey: credentials.privateKey,
      request: new Client({ baseUrl, ...options, log }).request,
    });
    return auth;
  };
  return {
    async forRepository(installationId, owner, repo) {
      const { token } = await (await authOf())({ type: 'installation', installationId });
      const { Client, options } = await limited;
      // Writes are paced per installation: one repository's writes do not wait for another's.
      const throttle = { ...options.throttle, id: `installation-${installationId}` };
      const octokit = new Client({ auth: token, baseUrl, ...options, throttle, log });
      return repoClient(octokit, token, baseUrl, owner, repo, Number(credentials.appId));
    },
    async appProblem() {
      try {
        const { token } = await (await authOf())({ type: 'app' });
        const { Client, options } = await limited;
        // One attempt: a readiness probe answers now, it does not wait out retries.
        const octokit = new Client({ baseUrl, ...options, log, retry: { enabled: false } });
        await octokit.request('GET /app', { headers: { authorization: `bearer ${token}` } });
        return null;
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (status === 401 || status === 404) {
          return `GitHub does not take the key of APP_ID ${credentials.appId} (${status}): the key is another App's, or was revoked`;
        }
        return `GitHub's API at ${baseUrl} cannot be reached: ${reason(error)}`;
      }
    },
  };
}

function repoClient(
  octokit: Octokit,
  token: string,
  baseUrl: string,
  owner: string,
  repo: string,
  appId: number,
): RepoClient {
  const site = { owner, repo };
  const fields = (body: CheckRunBody, annotations: Annotation[]) => ({
    status: body.status,
    ...(body.conclusion === undefined
      ? {}
      : { conclusion: body.conclusion, completed_at: new Date().toISOString() }),
    ...(body.externalId === undefined ? {} : { external_id: body.externalId }),
    ...(body.actions === undefined ? {} : { actions: [...body.actions] }),
    output: { ...body.output, annotations },
  });
  // Later batches repeat the title and summary: GitHub takes annotations inside an output.
  const moreAnnotations = (body: CheckRunBody) => async (id: number, annotations: Annotation[]) => {
    const { title, summary } = body.output;
    await octokit.rest.checks.update({
      ...site,
      check_run_id: id,
      output: { title, summary, annotations },
    });
  };
  return {
    token,
    async findCheckRun(headSha, name) {
      const { data } = await octokit.rest.checks.listForRef({
        ...site,
        ref: headSha,
        check_name: name,
        app_id: appId,
        filter: 'latest',
        per_page: 100,
      });
      // Another app (a workflow's GITHUB_TOKEN) may post a check of the same name: only ours.
      const ours = data.check_runs.find(
        (run) => run.head_sha === headSha && (run.app?.id === undefined || run.app.id === appId),
      );
      if (!ours) return null;
      return {
        id: ours.id,
        status: ours.status,
        conclusion: ours.conclusion ?? null,
        externalId: ours.external_id ?? null,
        title: ours.output.title ?? '',
        summary: ours.output.summary ?? '',
        startedAt: ours.started_at ?? null,
      };
    },
    async createCheckRun(name, headSha, body) {
      const sent = await sendAnnotated(
        body.output.annotations,
        async (first) => {
          const { data } = await octokit.rest.checks.create({
            ...site,
            name,
            head_sha: headSha,
            started_at: new Date().toISOString(),
            ...fields(body, first),
          });
          return data.id;
        },
        moreAnnotations(body),
      );
      return sent.id;
    },
    async updateCheckRun(id, body) {
      await sendAnnotated(
        body.output.annotations,
        async (first) => {
          await octokit.rest.checks.update({ ...site, check_run_id: id, ...fields(body, first) });
          return id;
        },
        moreAnnotations(body),
      );
    },
    async updateCheckSummary(id, title, summary) {
      await octokit.rest.checks.update({ ...site, check_run_id: id, output: { title, summary } });
    },
    async getPull(number) {
      const { data } = await octokit.rest.pulls.get({ ...site, pull_number: number });
      return {
        number: data.number,
        state: data.state,
        headSha: data.head.sha,
        headRef: data.head.ref,
        baseSha: data.base.sha,
        labels: data.labels.map((label) => label.name ?? '').filter((n) => n !== ''),
      };
    },
    async findPullByHead(headSha) {
      for (let page = 1; page <= 3; page += 1) {
        const { data } = await octokit.rest.pulls.list({
          ...site,
          state: 'open',
          per_page: 100,
          page,
        });
        const match = data.find((pull) => pull.head.sha === headSha);
        if (match) return match.number;
        if (data.length < 100) break;
      }
      return null;
    },
    async listArtifacts(runId) {
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
        ...site,
        run_id: runId,
        per_page: 100,
      });
      return data.artifacts.map((a) => ({
        id: a.id,
        name: a.name,
        sizeInBytes: a.size_in_bytes,
        expired: a.expired,
      }));
    },
    downloadArtifact(artifactId, maxBytes) {
      const url = `${baseUrl}/repos/${owner}/${repo}/actions/artifacts/${artifactId}/zip`;
      return downloadArtifact(url, token, maxBytes);
    },
    async listAnnotations(checkRunId) {
      const pages = octokit.paginate.iterator(octokit.rest.checks.listAnnotations, {
        ...site,
        check_run_id: checkRunId,
        per_page: 100,
      });
      const all: Annotation[] = [];
      for await (const { data } of pages) {
        for (const a of data) {
          all.push({
            path: a.path,
            start_line: a.start_line,
            end_line: a.end_line,
            annotation_level: (a.annotation_level ?? 'notice') as Annotation['annotation_level'],
            message: a.message ?? '',
            ...(a.title ? { title: a.title } : {}),
          });
        }
      }
      return all;
    },
    async permissionOf(login) {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
        ...site,
        username: login,
      });
      return data.permission;
    },
  };
}
