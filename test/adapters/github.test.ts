// The GitHub adapter against the local fake API: check runs, annotation batches, labels, pull
// request lookup, retries with backoff, and refusals that are data rather than errors.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient, retryDelay } from '../../src/adapters/github.js';
import type { Annotation } from '../../src/core/render/annotations.js';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';

const TOKEN = 'ghs_adapter_test_token_0123456789';
const SHA = 'a'.repeat(40);

let server: FakeGitHub;
let client: GitHubClient;
let sleeps: number[];

beforeEach(async () => {
  server = await startFakeGitHub({ token: TOKEN });
  sleeps = [];
  client = createGitHubClient({
    token: TOKEN,
    apiUrl: `${server.url}/`,
    repository: 'octo/app',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
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
    expect(sleeps).toEqual([]);
  });

  it('throws what GitHub rejects (422)', async () => {
    await expect(client.tryCreateCheckRun('testlock', 'not-a-sha')).rejects.toThrow(
      /head_sha is not a sha/,
    );
  });
});

describe('retries', () => {
  it('retries 502 and 503 with growing backoff', async () => {
    server.script({ method: 'POST', path: /check-runs$/, status: 502 });
    server.script({ method: 'POST', path: /check-runs$/, status: 503 });
    expect(await client.tryCreateCheckRun('testlock', SHA)).not.toBeNull();
    expect(sleeps).toEqual([1000, 2000]);
    expect(server.requests.filter((q) => q.method === 'POST')).toHaveLength(3);
  });

  it('waits as long as a secondary rate limit says', async () => {
    server.script({
      method: 'GET',
      path: /labels$/,
      status: 403,
      headers: { 'retry-after': '7' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    server.labels.set(3, ['bug']);
    expect(await client.tryListLabels(3)).toEqual(['bug']);
    expect(sleeps).toEqual([7000]);
  });

  it('gives up after three retries', async () => {
    server.script({ method: 'POST', path: /check-runs$/, status: 500, times: Infinity });
    await expect(client.tryCreateCheckRun('testlock', SHA)).rejects.toThrow();
    expect(server.requests).toHaveLength(4);
  });

  it('does not retry what retrying cannot fix', () => {
    const failure = { status: 422, message: 'Validation Failed', headers: {} };
    expect(retryDelay(failure, 0)).toBeNull();
    expect(
      retryDelay({ ...failure, status: 403, message: 'Resource not accessible' }, 0),
    ).toBeNull();
    expect(retryDelay({ ...failure, status: 429 }, 1)).toBe(2000);
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
