// A local stand-in for the GitHub REST API (node:http on 127.0.0.1), reached through
// GITHUB_API_URL like the real one: it records every request and rejects what GitHub rejects.
import { verify as verifySignature } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Raw body text, and the parsed JSON (null when empty or not JSON). */
  raw: string;
  body: Record<string, unknown> | null;
}

export interface ScriptedResponse {
  method: string;
  /** Matched against the path without the query string. */
  path: RegExp;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many times to answer this way (default 1); Infinity for always. */
  times?: number;
}

export interface CheckRunRecord {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string };
  annotations: Array<Record<string, unknown>>;
  external_id: string | null;
  actions: Array<Record<string, unknown>>;
  started_at: string | null;
}

/** A GitHub App the fake knows: JWTs signed with its key may ask for installation tokens. */
export interface FakeApp {
  appId: number;
  /** PEM of the App's public key. */
  publicKey: string;
}

export interface FakeArtifact {
  id: number;
  name: string;
  /** The zip served at the artifact's download address. */
  zip: Buffer;
  /** What the listing claims (defaults to the zip's length). */
  sizeInBytes?: number;
  expired?: boolean;
}

export interface IssueComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: 'Bot' | 'User' };
}

/** Who the token is: the comments it writes carry this user. */
export const TOKEN_USER = { login: 'github-actions[bot]', type: 'Bot' } as const;

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  checkRuns: Map<number, CheckRunRecord>;
  /** Label names per issue/PR number. */
  labels: Map<number, string[]>;
  /** Open PRs: number and head sha (for lookups by commit); base and ref for `pulls.get`. */
  pulls: Array<{ number: number; headSha: string; baseSha?: string; headRef?: string }>;
  /** Artifacts per workflow run id. */
  artifacts: Map<number, FakeArtifact[]>;
  /** Collaborator permission per login (`admin`, `write`, `read`...); others have `none`. */
  permissions: Map<string, string>;
  /** Issue and PR comments, oldest first; seed others' comments with `user`. */
  comments: IssueComment[];
  script(response: ScriptedResponse): void;
  close(): Promise<void>;
}

const CONCLUSIONS = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
];
const STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const LEVELS = ['notice', 'warning', 'failure'];
const TEXT_LIMIT = 65_535;
const COMMENT_LIMIT = 65_536;

type Json = Record<string, unknown>;

/** The first reason GitHub would refuse this check-run body, or null. */
export function checkRunProblem(body: Json, creating: boolean): string | null {
  if (creating && (typeof body.name !== 'string' || body.name === '')) return 'name is missing';
  if (creating && !/^[0-9a-f]{40}$/.test(String(body.head_sha))) return 'head_sha is not a sha';
  if (body.status !== undefined && !STATUSES.includes(String(body.status))) return 'bad status';
  if (body.conclusion !== undefined && !CONCLUSIONS.includes(String(body.conclusion))) {
    return `conclusion '${String(body.conclusion)}' is not one of ${CONCLUSIONS.join(', ')}`;
  }
  if (body.status === 'completed' && body.conclusion === undefined) return 'conclusion required';
  if (body.output === undefined) return null;
  const output = body.output as Json;
  if (typeof output.title !== 'string' || typeof output.summary !== 'string') {
    return 'output.title and output.summary are required';
  }
  if (output.summary.length > TEXT_LIMIT) return `output.summary is ${output.summary.length} long`;
  if (typeof output.text === 'string' && output.text.length > TEXT_LIMIT)
    return 'output.text too long';
  const annotations = (output.annotations ?? []) as Json[];
  if (annotations.length > 50) return `${annotations.length} annotations in one request`;
  for (const a of annotations) {
    const bad =
      typeof a.path !== 'string' ||
      a.path === '' ||
      !Number.isInteger(a.start_line) ||
      !Number.isInteger(a.end_line) ||
      !LEVELS.includes(String(a.annotation_level)) ||
      typeof a.message !== 'string' ||
      a.message === '';
    if (bad) return `annotation missing required fields: ${JSON.stringify(a).slice(0, 200)}`;
    if (typeof a.title === 'string' && a.title.length > 255) return 'annotation title too long';
  }
  return null;
}

/** The first reason GitHub would refuse this comment body, or null. */
export function commentProblem(body: Json | null): string | null {
  if (body === null || typeof body.body !== 'string') return 'body is missing';
  if (body.body === '') return 'body is empty';
  if (body.body.length > COMMENT_LIMIT)
    return `body is too long (maximum is ${COMMENT_LIMIT} characters)`;
  return null;
}

/** Answers a request; returns true so routes can `return send(...)`. */
function send(res: ServerResponse, status: number, body: unknown, headers = {}): true {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
  return true;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** True for an RS256 JWT signed with the App's key, issued by it, and not expired. */
function validAppJwt(auth: string, app: FakeApp): boolean {
  const [, jwt = ''] = auth.match(/^bearer (\S+)$/i) ?? [];
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) return false;
  const signed = verifySignature(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    app.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return false;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Json;
  return String(claims.iss) === String(app.appId) && Number(claims.exp) * 1000 > Date.now();
}

export async function startFakeGitHub(options: {
  token: string;
  app?: FakeApp;
}): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const artifacts = new Map<number, FakeArtifact[]>();
  const permissions = new Map<string, string>();
  const checkRuns = new Map<number, CheckRunRecord>();
  const labels = new Map<number, string[]>();
  const pulls: FakeGitHub['pulls'] = [];
  const comments: IssueComment[] = [];
  const scripted: Array<ScriptedResponse & { left: number }> = [];
  let nextId = 1000;

  function invalid(res: ServerResponse, message: string): true {
    return send(res, 422, { message: 'Validation Failed', errors: [message], status: '422' });
  }

  function route(req: IncomingMessage, res: ServerResponse, path: string, body: Json | null): true {
    const method = req.method ?? 'GET';
    const auth = req.headers.authorization ?? '';
    // Artifact storage: the API redirects here with a signed URL, so no credential is asked.
    let m = path.match(/^\/_blobs\/(\d+)$/);
    if (m && method === 'GET') {
      const blob = [...artifacts.values()].flat().find((a) => a.id === Number(m?.[1]));
      if (!blob) return send(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(blob.zip);
      return true;
    }
    m = path.match(/^\/app\/installations\/(\d+)\/access_tokens$/);
    if (m && method === 'POST') {
      if (!options.app || !validAppJwt(auth, options.app)) {
        return send(res, 401, { message: 'A JSON web token could not be decoded' });
      }
      const expires_at = new Date(Date.now() + 3_600_000).toISOString();
      return send(res, 201, { token: options.token, expires_at, permissions: {} });
    }
    // The App itself, asked with its JWT (the App's readiness check).
    if (path === '/app' && method === 'GET') {
      if (!options.app || !validAppJwt(auth, options.app)) {
        return send(res, 401, { message: 'A JSON web token could not be decoded' });
      }
      return send(res, 200, { id: options.app.appId, slug: 'testlock', name: 'testlock' });
    }
    if (auth !== `token ${options.token}` && auth !== `Bearer ${options.token}`) {
      return send(res, 401, { message: 'Bad credentials' });
    }
    const hit = scripted.find((s) => s.method === method && s.path.test(path) && s.left > 0);
    if (hit) {
      hit.left -= 1;
      return send(res, hit.status, hit.body ?? { message: `scripted ${hit.status}` }, hit.headers);
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/check-runs$/);
    if (m && method === 'POST') {
      const problem = checkRunProblem(body ?? {}, true);
      if (problem) return invalid(res, problem);
      const id = nextId++;
      const b = body ?? {};
      const run: CheckRunRecord = {
        id,
        name: String(b.name),
        head_sha: String(b.head_sha),
        status: String(b.status ?? 'queued'),
        conclusion: (b.conclusion as string | undefined) ?? null,
        output: (b.output as CheckRunRecord['output']) ?? {},
        annotations: [...(((b.output as Json | undefined)?.annotations as Json[]) ?? [])],
        external_id: typeof b.external_id === 'string' ? b.external_id : null,
        actions: (b.actions as Json[] | undefined) ?? [],
        started_at: typeof b.started_at === 'string' ? b.started_at : null,
      };
      checkRuns.set(id, run);
      return send(res, 201, { id, name: run.name, head_sha: run.head_sha, status: run.status });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/);
    if (m && method === 'PATCH') {
      const run = checkRuns.get(Number(m[1]));
      if (!run) return send(res, 404, { message: 'Not Found' });
      const problem = checkRunProblem(body ?? {}, false);
      if (problem) return invalid(res, problem);
      const b = body ?? {};
      if (b.status !== undefined) run.status = String(b.status);
      if (b.conclusion !== undefined) {
        run.conclusion = String(b.conclusion);
        run.status = 'completed';
      }
      if (typeof b.external_id === 'string') run.external_id = b.external_id;
      if (Array.isArray(b.actions)) run.actions = b.actions as Json[];
      if (b.output !== undefined) {
        const { annotations = [], ...rest } = b.output as Json & { annotations?: Json[] };
        run.output = { ...run.output, ...rest };
        run.annotations.push(...annotations);
      }
      return send(res, 200, { id: run.id, status: run.status, conclusion: run.conclusion });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)\/annotations$/);
    if (m && method === 'GET') {
      const run = checkRuns.get(Number(m[1]));
      if (!run) return send(res, 404, { message: 'Not Found' });
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const perPage = Math.min(100, Number(query.get('per_page') ?? 30));
      const page = Number(query.get('page') ?? 1);
      const next = page * perPage < run.annotations.length;
      const url = `http://${req.headers.host}${path}?per_page=${perPage}&page=${page + 1}`;
      const link = next ? { link: `<${url}>; rel="next"` } : {};
      return send(res, 200, run.annotations.slice((page - 1) * perPage, page * perPage), link);
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]{40})\/check-runs$/);
    if (m && method === 'GET') {
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const name = query.get('check_name');
      const found = [...checkRuns.values()]
        .filter((r) => r.head_sha === m?.[1] && (name === null || r.name === name))
        .reverse();
      const check_runs = found.map((r) => ({ ...r, app: { id: options.app?.appId ?? 0 } }));
      return send(res, 200, { total_count: check_runs.length, check_runs });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/);
    if (m && method === 'GET') {
      const pull = pulls.find((p) => p.number === Number(m?.[1]));
      if (!pull) return send(res, 404, { message: 'Not Found' });
      return send(res, 200, {
        number: pull.number,
        state: 'open',
        head: { sha: pull.headSha, ref: pull.headRef ?? 'feature' },
        base: { sha: pull.baseSha ?? '', ref: 'main' },
        labels: (labels.get(pull.number) ?? []).map((name, i) => ({ id: i + 1, name })),
      });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/);
    if (m && method === 'GET') {
      const list = (artifacts.get(Number(m[1])) ?? []).map((a) => ({
        id: a.id,
        name: a.name,
        size_in_bytes: a.sizeInBytes ?? a.zip.length,
        expired: a.expired ?? false,
      }));
      return send(res, 200, { total_count: list.length, artifacts: list });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/);
    if (m && method === 'GET') {
      const known = [...artifacts.values()].flat().some((a) => a.id === Number(m?.[1]));
      if (!known) return send(res, 404, { message: 'Not Found' });
      return send(res, 302, undefined, { location: `http://${req.headers.host}/_blobs/${m[1]}` });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/);
    if (m && method === 'GET') {
      const permission = permissions.get(decodeURIComponent(m[1] ?? '')) ?? 'none';
      return send(res, 200, { permission, user: { login: m[1] } });
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/);
    if (m && method === 'GET') {
      const names = labels.get(Number(m[1]));
      if (!names) return send(res, 404, { message: 'Not Found' });
      return send(
        res,
        200,
        names.map((name, i) => ({ id: i + 1, name })),
      );
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]{40})\/pulls$/);
    if (m && method === 'GET') {
      const found = pulls.filter((p) => p.headSha === m?.[1]);
      return send(
        res,
        200,
        found.map((p) => ({ number: p.number, head: { sha: p.headSha } })),
      );
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/);
    if (m && method === 'GET') {
      const issue = Number(m[1]);
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const perPage = Math.min(100, Number(query.get('per_page') ?? 30));
      const page = Number(query.get('page') ?? 1);
      const all = comments.filter((c) => c.issue === issue);
      // Like GitHub: a Link header names the next page while there is one.
      const next = page * perPage < all.length;
      const url = `http://${req.headers.host}${path}?per_page=${perPage}&page=${page + 1}`;
      const link = next ? { link: `<${url}>; rel="next"` } : {};
      return send(res, 200, all.slice((page - 1) * perPage, page * perPage), link);
    }
    if (m && method === 'POST') {
      const problem = commentProblem(body);
      if (problem) return invalid(res, problem);
      const comment = {
        id: nextId++,
        issue: Number(m[1]),
        body: String(body?.body),
        user: TOKEN_USER,
      };
      comments.push(comment);
      return send(res, 201, comment);
    }
    m = path.match(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/);
    if (m && method === 'PATCH') {
      const comment = comments.find((c) => c.id === Number(m?.[1]));
      if (!comment) return send(res, 404, { message: 'Not Found' });
      // An installation token may only edit what it wrote.
      if (comment.user.login !== TOKEN_USER.login) {
        return send(res, 403, { message: 'Resource not accessible by integration' });
      }
      const problem = commentProblem(body);
      if (problem) return invalid(res, problem);
      comment.body = String(body?.body);
      return send(res, 200, comment);
    }
    if (/^\/repos\/[^/]+\/[^/]+\/pulls$/.test(path) && method === 'GET') {
      return send(
        res,
        200,
        pulls.map((p) => ({ number: p.number, head: { sha: p.headSha } })),
      );
    }
    return send(res, 404, { message: 'Not Found' });
  }

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      let body: Json | null = null;
      try {
        body = raw === '' ? null : (JSON.parse(raw) as Json);
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, raw, body });
      route(req, res, path, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    checkRuns,
    labels,
    pulls,
    artifacts,
    permissions,
    comments,
    script(response) {
      scripted.push({ ...response, left: response.times ?? 1 });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
