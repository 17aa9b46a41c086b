// The GitHub adapter against the local fake API: check runs, annotation batches, labels, pull
// request lookup, retries and rate limits (Octokit's plugins), pagination, and refusals that are
// data rather than errors. One second of waiting lasts RETRY_BASE_MS here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/adapters/github.js';
import type { Annotation } from '../../src/core/render/annotations.js';
import { type FakeGitHub, startFakeGitHub, TOKEN_USER } from '../helpers/fake-github.js';

const TOKEN = 'ghs_adapter_test_token_0123456789';
const SHA = 'a'.repeat(40);

let server: FakeGitHub;
let client: GitHubClient;
const RETRY_BASE_MS = 20;

beforeEach(async () => {
  server = await startFakeGitHub({ token: TOKEN });
  client = createGitHubClient({
    token: TOKEN,
    apiUrl: `${server.url}/`,
    repository: 'octo/app',
    limits: { retryAfterBaseMs: RETRY_BASE_MS, paceWrites: false },
  });
});
afterEach(() => server.close());

function annotation(i: number): Annotation {
  return {
    path: `src/f${i}.ts`,
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'failure',
    message: `error ${i}`,
  };
}

const output = { title: 't', summary: 's', text: null };

describe('check runs', () => {
  it('creates in progress, then completes with annotations 50 per request', async () => {
    const id = await client.tryCreateCheckRun('testlock', SHA);
    expect(id).not.toBeNull();
    const annotations = Array.from({ length: 101 }, (_, i) => annotation(i));
    const requests = await client.completeCheckRun(id ?? 0, 'failure', { ...output, annotations });

    expect(requests).toBe(3);
    const run = server.checkRuns.get(id ?? 0);
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure', head_sha: SHA });
    expect(run?.annotations.map((a) => a.path)).toEqual(annotations.map((a) => a.path));
    const patches = server.requests.filter((q) => q.method === 'PATCH');
    expect(patches.map((q) => q.path)).toEqual(Array(3).fill(`/repos/octo/app/check-runs/${id}`));
    // The conclusion lands with the first batch; later batches only add annotations.
    expect(patches[0]?.body).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(patches[1]?.body?.conclusion).toBeUndefined();
  });

  it('sends text only when there is some', async () => {
    const id = (await client.tryCreateCheckRun('testlock', SHA)) ?? 0;
    await client.completeCheckRun(id, 'success', { ...output, annotations: [] });
    const body = server.requests.at(-1)?.body as { output: Record<string, unknown> };
    expect(body.output).toEqual({ title: 't', summary: 's', annotations: [] });
  });

  it('returns null when the token may not write checks (a fork)', async () => {
    server.script({ method: 'POST', path: /check-runs$/, status: 403 });
    expect(await client.tryCreateCheckRun('testlock', SHA)).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('throws what GitHub rejects (422)', async () => {
    await expect(client.tryCreateCheckRun('testlock', 'not-a-sha')).rejects.toThrow(
      /head_sha is not a sha/,
    );
  });
});

describe('retries and rate limits', () => {
  const posts = () => server.requests.filter((q) => q.method === 'POST');

  it('retries a 502 once, then succeeds', async () => {
    server.script({ method: 'POST', path: /check-runs$/, status: 502 });
    expect(await client.tryCreateCheckRun('testlock', SHA)).not.toBeNull();
    expect(posts()).toHaveLength(2);
  });

  it('retries 502 and 503 and waits longer each time (1, then 4 seconds)', async () => {
    server.script({ method: 'POST', path: /check-runs$/, status: 502 });
    server.script({ method: 'POST', path: /check-runs$/, status: 503 });
    const started = Date.now();
    expect(await client.tryCreateCheckRun('testlock', SHA)).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * RETRY_BASE_MS - 5);
    expect(posts()).toHaveLength(3);
  });

  it('waits as long as a secondary rate limit says, then retries', async () => {
    server.script({
      method: 'GET',
      path: /labels$/,
      status: 403,
      headers: { 'retry-after': '7' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    server.labels.set(3, ['bug']);
    const started = Date.now();
    expect(await client.tryListLabels(3)).toEqual(['bug']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(7 * RETRY_BASE_MS - 5);
    expect(server.requests.filter((q) => q.method === 'GET')).toHaveLength(2);
  });

  it('waits for a primary rate limit that lifts within a minute', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 2);
    server.script({
      method: 'POST',
      path: /check-runs$/,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      body: { message: 'API rate limit exceeded' },
    });
    expect(await client.tryCreateCheckRun('testlock', SHA)).not.toBeNull();
    expect(posts()).toHaveLength(2);
  });

  it('does not wait for a secondary rate limit longer than a minute', async () => {
    server.script({
      method: 'POST',
      path: /check-runs$/,
      status: 403,
      headers: { 'retry-after': '3600' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    // A 403 is a refusal the caller reads as "may not write checks".
    expect(await client.tryCreateCheckRun('testlock', SHA)).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('gives up after three retries', async () => {
    server.script({ method: 'POST', path: /check-runs$/, status: 500, times: Infinity });
    await expect(client.tryCreateCheckRun('testlock', SHA)).rejects.toThrow();
    expect(server.requests).toHaveLength(4);
  });

  it.each([
    { status: 422, message: 'Validation Failed' },
    { status: 403, message: 'Resource not accessible by integration' },
    { status: 404, message: 'Not Found' },
  ])('does not retry a $status ($message)', async ({ status, message }) => {
    server.script({ method: 'POST', path: /check-runs$/, status, body: { message } });
    const created = client.tryCreateCheckRun('testlock', SHA);
    if (status === 422) await expect(created).rejects.toThrow();
    else expect(await created).toBeNull();
    expect(posts()).toHaveLength(1);
  });
});

describe('pacing', () => {
  it("keeps GitHub's recommended second between two writes unless told not to", async () => {
    const paced = createGitHubClient({
      token: TOKEN,
      apiUrl: server.url,
      repository: 'octo/app',
      limits: { retryAfterBaseMs: RETRY_BASE_MS },
    });
    const started = Date.now();
    const id = await paced.tryCreateCheckRun('testlock', SHA);
    await paced.completeCheckRun(id ?? 0, 'success', { ...output, annotations: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('comments', () => {
  const MARKER = '<!-- testlock -->';
  const others = (count: number, type: 'User' | 'Bot', body = 'lgtm') =>
    Array.from({ length: count }, (_, i) => ({
      id: 1000 + server.comments.length + i,
      issue: 7,
      body,
      user: { login: type === 'Bot' ? 'other[bot]' : 'reviewer', type },
    }));

  it('finds our comment on a later page and edits it in place', async () => {
    server.comments.push(...others(130, 'User'));
    server.comments.push({
      id: 1,
      issue: 7,
      body: `${MARKER}
old`,
      user: TOKEN_USER,
    });
    expect(
      await client.upsertComment(
        7,
        MARKER,
        `${MARKER}
new`,
        true,
      ),
    ).toBe('updated');
    expect(server.comments.find((c) => c.id === 1)?.body).toBe(`${MARKER}
new`);
    const pages = server.requests.filter((q) => q.method === 'GET' && q.path.endsWith('/comments'));
    expect(pages).toHaveLength(2);
  });

  it('gaming: a user comment carrying the marker on an earlier page is not taken for ours', async () => {
    server.comments.push(
      ...others(
        1,
        'User',
        `${MARKER}
## verified`,
      ),
    );
    server.comments.push(...others(120, 'User'));
    server.comments.push({
      id: 2,
      issue: 7,
      body: `${MARKER}
ours`,
      user: TOKEN_USER,
    });
    expect(
      await client.upsertComment(
        7,
        MARKER,
        `${MARKER}
new`,
        true,
      ),
    ).toBe('updated');
    expect(server.comments.find((c) => c.id === 2)?.body).toBe(`${MARKER}
new`);
    expect(server.comments[0]?.body).toBe(`${MARKER}
## verified`);
  });

  it('honest: with no comment of ours on any page, one is created (or none, when not asked)', async () => {
    server.comments.push(...others(150, 'Bot'));
    expect(
      await client.upsertComment(
        7,
        MARKER,
        `${MARKER}
first`,
        false,
      ),
    ).toBe('absent');
    expect(
      await client.upsertComment(
        7,
        MARKER,
        `${MARKER}
first`,
        true,
      ),
    ).toBe('created');
    expect(server.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
  });
});

describe('labels and pull requests', () => {
  it('lists labels, or null when they cannot be read', async () => {
    server.labels.set(7, ['testlock:allow-test-changes']);
    expect(await client.tryListLabels(7)).toEqual(['testlock:allow-test-changes']);
    expect(await client.tryListLabels(8)).toBeNull();
  });

  it('finds the pull request of a head commit, also through the open pulls', async () => {
    server.pulls.push({ number: 12, headSha: SHA });
    expect(await client.findPullRequest(SHA)).toBe(12);
    server.script({ method: 'GET', path: /commits\/.*\/pulls$/, status: 200, body: [] });
    expect(await client.findPullRequest(SHA)).toBe(12);
    expect(server.requests.at(-1)?.path).toBe('/repos/octo/app/pulls');
    expect(await client.findPullRequest('f'.repeat(40))).toBeNull();
  });

  it('authenticates every request with the token in the header only', async () => {
    await client.tryListLabels(1);
    expect(server.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });
});
