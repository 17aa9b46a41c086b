// The bundled server as it is deployed: `node app.js` built by scripts/build.mjs (into a temporary
// folder), laid out as the Dockerfile's COPY lines lay out the image (no Docker engine needed),
// configured by the environment, reached over HTTP; every misconfiguration of docs/app.md is
// refused at start in one JSON line.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
let image = '';
let fixture: AppFixture;
const children: ChildProcess[] = [];

/** The image's /app as the Dockerfile's COPY lines build it from a checkout with `dist/`. */
function layOutImage(built: string): string {
  const root = mkdtempSync(join(tmpdir(), 'testlock-image-'));
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const copies = [...dockerfile.matchAll(/^COPY (\S+) (\S+)$/gm)];
  expect(copies.length).toBeGreaterThan(0);
  for (const [, from = '', to = ''] of copies) {
    const source = from.replace(/\/$/, '') === 'dist' ? built : from;
    const target = join(root, to);
    mkdirSync(from.endsWith('/') ? target : join(target, '..'), { recursive: true });
    cpSync(source, from.endsWith('/') ? target : join(target, from), { recursive: true });
  }
  return root;
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'testlock-dist-'));
  execFileSync('node', ['scripts/build.mjs'], { env: { ...process.env, TESTLOCK_DIST_DIR: dist } });
  image = layOutImage(dist);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await fixture?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(image, { recursive: true, force: true });
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

describe('the image', () => {
  it('runs Node 24 with every file of dist/ and the package.json that makes the bundles modules', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^FROM node:24-/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/readyz/);
    expect(JSON.parse(readFileSync(join(image, 'package.json'), 'utf8')).type).toBe('module');
    // app.js imports its chunks: each one is in the image.
    const app = readFileSync(join(image, 'dist', 'app.js'), 'utf8');
    const chunks = [...app.matchAll(/from "\.\/(chunks\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks)
      expect(() => readFileSync(join(image, 'dist', chunk))).not.toThrow();
  });
});

describe('a misconfigured App stops at start, in one JSON line, with exit code 2', () => {
  const key = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'testlock-misconfig-'));
    writeFileSync(join(scratch, 'a-file'), 'in the way\n');
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const good = (): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    APP_ID: '4242',
    PRIVATE_KEY: key,
    WEBHOOK_SECRET: 'secret',
    TESTLOCK_CACHE_DIR: join(scratch, 'cache'),
    GITHUB_API_URL: 'http://127.0.0.1:9',
  });

  function refused(env: Record<string, string>): string {
    // As the image runs it: `node dist/app.js` in /app, with only the environment given.
    const result = spawnSync(process.execPath, ['dist/app.js'], {
      cwd: image,
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status, result.stdout + result.stderr).toBe(2);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry.level).toBe('error');
    return entry.message;
  }

  it('no configuration at all', () => {
    expect(refused({ PATH: process.env.PATH ?? '' })).toBe('configuration: APP_ID is required');
  });

  it('a garbage PRIVATE_KEY', () => {
    expect(refused({ ...good(), PRIVATE_KEY: 'ghp_notAKey' })).toBe(
      'configuration: PRIVATE_KEY is not a PEM private key (expected the .pem file GitHub generated for the App)',
    );
  });

  it('an unwritable STATE_DIR', () => {
    const state = join(scratch, 'a-file', 'state');
    expect(refused({ ...good(), STATE_DIR: state })).toBe(
      `configuration: STATE_DIR '${state}' cannot be written: ENOTDIR`,
    );
  });

  it('PORT=80000', () => {
    expect(refused({ ...good(), PORT: '80000' })).toBe(
      "configuration: PORT must be a port number from 1 to 65535, got '80000'",
    );
  });

  it('a PORT another process listens on', async () => {
    const port = await freePort();
    const holder = createServer().listen(port, '0.0.0.0');
    await new Promise((r) => holder.once('listening', r));
    try {
      expect(refused({ ...good(), PORT: String(port) })).toBe(
        `configuration: PORT ${port} cannot be listened on: EADDRINUSE`,
      );
    } finally {
      holder.close();
    }
  });

  it('no git on the PATH', () => {
    expect(refused({ ...good(), PATH: join(scratch, 'empty-bin') })).toMatch(
      /^configuration: git is not installed or cannot start \(.+\); the App fetches commits with it$/,
    );
  });
});

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
