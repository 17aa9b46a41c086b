// The bundled server as it is deployed: `node app.js` built by scripts/build.mjs (into a temporary
// folder), configured by the environment, reached over HTTP.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppFixture,
  INSTALLATION_TOKEN,
  pullRequestPayload,
  SECRET,
  sign,
  startAppFixture,
} from './app-fixture.js';

let dist = '';
let fixture: AppFixture;
const children: ChildProcess[] = [];

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'testlock-dist-'));
  execFileSync('node', ['scripts/build.mjs'], { env: { ...process.env, TESTLOCK_DIST_DIR: dist } });
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await fixture?.close();
  rmSync(dist, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  url: string;
  output: () => string;
}

async function startBundle(env: Record<string, string>): Promise<Started> {
  const child = spawn('node', [join(dist, 'app.js')], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const deadline = Date.now() + 20_000;
  while (!out.includes('testlock app listening')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the App did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${env.PORT}`, output: () => out };
}

describe('node dist/app.js', () => {
  it('refuses to start without its configuration, naming what is missing', () => {
    let status = 0;
    let stdout = '';
    try {
      execFileSync('node', [join(dist, 'app.js')], {
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      });
    } catch (error) {
      status = (error as { status: number }).status;
      stdout = String((error as { stdout: string }).stdout);
    }
    expect(status).toBe(2);
    expect(JSON.parse(stdout.trim()).message).toBe('configuration: APP_ID is required');
  });

  it('starts, answers its health check, refuses a bad signature and posts the check of a signed PR', async () => {
    fixture = await startAppFixture({
      'src/a.js': 'export const a = 1;\n',
      'test/a.test.js': 'test("a", () => {});\n',
    });
    const baseSha = fixture.work.git('rev-parse', 'HEAD').trim();
    fixture.work.git('checkout', '-q', '-b', 'feature');
    fixture.work.write({ 'src/a.js': 'export const a = 2;\n' });
    const headSha = fixture.work.commit('change');
    fixture.push();
    const keyPath = join(fixture.cacheDir, 'app-key.pem');
    writeFileSync(keyPath, fixture.config.privateKey);
    const port = await freePort();
    const app = await startBundle({
      APP_ID: fixture.config.appId,
      PRIVATE_KEY_PATH: keyPath,
      WEBHOOK_SECRET: SECRET,
      PORT: String(port),
      GITHUB_API_URL: fixture.github.url,
      GITHUB_SERVER_URL: fixture.config.serverUrl,
      TESTLOCK_CACHE_DIR: join(fixture.cacheDir, 'bundle'),
    });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const body = JSON.stringify(pullRequestPayload('opened', { number: 3, baseSha, headSha }));
    const post = (signature: string) =>
      fetch(`${app.url}/webhook`, {
        method: 'POST',
        headers: {
          'x-github-event': 'pull_request',
          'x-github-delivery': `d-${signature.slice(-6)}`,
          'x-hub-signature-256': signature,
        },
        body,
      });
    expect((await post(sign('wrong', body))).status).toBe(401);
    expect(fixture.github.requests).toEqual([]);
    expect((await post(sign(SECRET, body))).status).toBe(202);
    const deadline = Date.now() + 30_000;
    while (fixture.github.checkRuns.size === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const run = [...fixture.github.checkRuns.values()][0];
    expect(run).toMatchObject({ name: 'testlock', head_sha: headSha, status: 'in_progress' });
    // Every log line is JSON, and none holds the installation token.
    const lines = app.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(app.output()).not.toContain(INSTALLATION_TOKEN);
  }, 90_000);
});
