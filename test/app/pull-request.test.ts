// The App end to end on `pull_request`: signed deliveries to its real HTTP server, installation
// tokens from the fake GitHub, a real git fetch, and the in-progress check run it posts.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AppFixture,
  INSTALLATION_TOKEN,
  pullRequestPayload,
  startAppFixture,
} from './app-fixture.js';

const BASE_FILES = {
  'package.json': JSON.stringify({ name: 'widget', scripts: { test: 'vitest run' } }, null, 2),
  'src/limit.js': 'export const limit = (n) => Math.min(n, 100);\n',
  'test/limit.test.js':
    "import { limit } from '../src/limit.js';\nimport { expect, test } from 'vitest';\ntest('caps', () => {\n  expect(limit(500)).toBe(100);\n});\n",
};

let fixture: AppFixture | null = null;

afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function openPr(
  change: Record<string, string>,
  history = 0,
): Promise<{
  f: AppFixture;
  baseSha: string;
  headSha: string;
}> {
  const f = await startAppFixture(BASE_FILES);
  fixture = f;
  for (let i = 0; i < history; i += 1) f.work.commit(`history ${i}`);
  const baseSha = f.work.git('rev-parse', 'HEAD').trim();
  f.work.git('checkout', '-q', '-b', 'feature');
  f.work.write(change);
  const headSha = f.work.commit('the change');
  f.push();
  f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
  return { f, baseSha, headSha };
}

describe('the webhook server', () => {
  it('answers the health check', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    const response = await fetch(`${f.app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'ok' });
  });

  it('answers readiness: ready with a key GitHub takes and folders it can write', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    const response = await fetch(`${f.app.url}/readyz`);
    expect(await response.json()).toEqual({ message: 'ready' });
    expect(response.status).toBe(200);
    expect(f.github.requests.some((q) => q.method === 'GET' && q.path === '/app')).toBe(true);
  });

  it('is not ready when its state folder cannot be written, and says which and why', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    rmSync(f.config.stateDir, { recursive: true, force: true });
    writeFileSync(f.config.stateDir, 'a file where the folder was\n');
    const response = await fetch(`${f.app.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'not ready',
      problems: [`STATE_DIR '${f.config.stateDir}' cannot be written: EEXIST`],
    });
    // Liveness is not readiness: the process still answers.
    expect((await fetch(`${f.app.url}/healthz`)).status).toBe(200);
  });

  it('is not ready when GitHub does not take its key (another App’s key)', async () => {
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    const f = await startAppFixture(BASE_FILES, { privateKey: other });
    fixture = f;
    const response = await fetch(`${f.app.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'not ready',
      problems: [
        "GitHub does not take the key of APP_ID 4242 (401): the key is another App's, or was revoked",
      ],
    });
  });

  it('gaming: a delivery with a bad signature is refused with 401 and calls nothing', async () => {
    const { f, baseSha, headSha } = await openPr({
      'src/limit.js': 'export const limit = (n) => n;\n',
    });
    const payload = pullRequestPayload('opened', { number: 7, baseSha, headSha });
    const forged = await f.deliver('pull_request', payload, { secret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    // A body altered after signing is as bad as a wrong secret.
    const altered = await f.deliver('pull_request', payload, { signed: '{"action":"closed"}' });
    expect(altered.status).toBe(401);
    expect(f.github.requests).toEqual([]);
    expect(f.github.checkRuns.size).toBe(0);
  });

  it('honest: the same delivery correctly signed is accepted', async () => {
    const { f, baseSha, headSha } = await openPr({
      'src/limit.js': 'export const limit = (n) => n;\n',
    });
    const response = await f.deliver(
      'pull_request',
      pullRequestPayload('opened', { number: 7, baseSha, headSha }),
    );
    expect(response.status).toBe(202);
    expect(f.github.checkRuns.size).toBe(1);
  });

  it('refuses a body over the cap unread', async () => {
    const f = await startAppFixture(BASE_FILES, { maxBodyBytes: 1000 });
    fixture = f;
    const response = await f.deliver('pull_request', { filler: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(f.github.requests).toEqual([]);
  });

  it('ignores events it does not handle', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    const response = await f.deliver('issues', { action: 'opened' });
    expect(response.status).toBe(202);
    expect(f.github.requests).toEqual([]);
  });
});

describe('pull_request: the in-progress check run from the App itself', () => {
  it('gaming: a PR that weakens a base test gets the check in progress with test-modified', async () => {
    const { f, baseSha, headSha } = await openPr(
      {
        'src/limit.js': 'export const limit = (n) => n;\n',
        'test/limit.test.js': BASE_FILES['test/limit.test.js'].replace('toBe(100)', 'toBe(500)'),
      },
      // Longer than the first fetch's depth: the cache must stay shallow.
      60,
    );
    await f.deliver('pull_request', pullRequestPayload('opened', { number: 7, baseSha, headSha }));
    const runs = [...f.github.checkRuns.values()];
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run).toMatchObject({ name: 'testlock', head_sha: headSha, status: 'in_progress' });
    expect(run.conclusion).toBeNull();
    expect(run.output.title).toMatch(/\d+ test changes?\)$/);
    expect(run.output.summary).toContain('`test-modified`');
    expect(run.annotations.some((a) => a.path === 'test/limit.test.js')).toBe(true);
    // Under the App's identity: a JWT was exchanged for the installation token first.
    const first = f.github.requests[0]!;
    expect(first.path).toBe('/app/installations/77/access_tokens');
    expect(String(first.headers.authorization)).toMatch(/^bearer ey/i);
    expect(f.logs.join('')).not.toContain(INSTALLATION_TOKEN);
    // Fetched into the cache, never checked out: the folder holds git's data and nothing else.
    const cached = join(f.cacheDir, 'acme', 'widget');
    expect(readdirSync(cached)).toEqual(['.git']);
    const shallow = execFileSync('git', ['-C', cached, 'rev-parse', '--is-shallow-repository']);
    expect(String(shallow).trim()).toBe('true');
    // The header went through the environment: the cache's config holds no credential.
    expect(readFileSync(join(cached, '.git', 'config'), 'utf8')).not.toMatch(/extraheader|ghs_/i);
  });

  it('honest: a PR that changes only source is in progress with no critical anomaly', async () => {
    const { f, baseSha, headSha } = await openPr({
      'src/limit.js': 'export const limit = (n) => Math.min(Math.max(n, 0), 100);\n',
    });
    await f.deliver(
      'pull_request',
      pullRequestPayload('synchronize', { number: 7, baseSha, headSha }),
    );
    const run = [...f.github.checkRuns.values()][0]!;
    expect(run.status).toBe('in_progress');
    expect(run.output.title).toBe('Waiting for the test report (no anomalies)');
    expect(run.output.summary).not.toContain('critical');
    expect(run.output.text).toContain('src/limit.js');
  });

  it('a redelivery and a second event on the same commit edit the one check run', async () => {
    const { f, baseSha, headSha } = await openPr({
      'src/limit.js': 'export const limit = (n) => n;\n',
    });
    const payload = pullRequestPayload('opened', { number: 7, baseSha, headSha });
    const first = await f.deliver('pull_request', payload, { id: 'same-id' });
    const again = await f.deliver('pull_request', payload, { id: 'same-id' });
    expect(first.status).toBe(202);
    expect(again.status).toBe(200);
    const posts = () =>
      f.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check-runs'));
    expect(posts()).toHaveLength(1);
    // Another event for the same commit (a label): the lookup finds the run and edits it.
    await f.deliver('pull_request', pullRequestPayload('labeled', { number: 7, baseSha, headSha }));
    expect(posts()).toHaveLength(1);
    expect(f.github.checkRuns.size).toBe(1);
    expect(f.github.requests.some((r) => r.method === 'PATCH')).toBe(true);
  });
});
