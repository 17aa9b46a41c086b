// The Actions cache store against a local fake of the cache service (the v1 REST protocol that
// @actions/cache speaks when ACTIONS_CACHE_URL is set): a miss, a save and a restore of the same
// text, a failing service that is a miss (the listing runs), and no service at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionsCacheStore } from '../../src/action/inventory-cache.js';
import { loadInventory } from '../../src/pipeline/inventory/cache.js';

interface Fake {
  server: Server;
  url: string;
  /** Committed archives by key and version. */
  archives: Map<string, Buffer>;
  failing: boolean;
  requests: string[];
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function json(response: ServerResponse, status: number, data?: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(data === undefined ? undefined : JSON.stringify(data));
}

async function startFake(): Promise<Fake> {
  const reserved = new Map<number, { key: string; version: string; parts: Buffer[] }>();
  const fake: Fake = {
    server: createServer(),
    url: '',
    archives: new Map(),
    failing: false,
    requests: [],
  };
  fake.server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const data = await body(request);
    fake.requests.push(`${request.method} ${url.pathname}`);
    if (fake.failing) return json(response, 500, { message: 'the fake is down' });
    const path = url.pathname.replace(/^\/_apis\/artifactcache\//, '');
    if (request.method === 'GET' && path === 'cache') {
      const version = url.searchParams.get('version') ?? '';
      for (const key of (url.searchParams.get('keys') ?? '').split(',')) {
        if (fake.archives.has(`${key}@${version}`)) {
          const location = `${fake.url}archive/${encodeURIComponent(`${key}@${version}`)}`;
          return json(response, 200, { cacheKey: key, archiveLocation: location });
        }
      }
      return json(response, 204);
    }
    if (request.method === 'GET' && url.pathname.startsWith('/archive/')) {
      const archive = fake.archives.get(decodeURIComponent(url.pathname.slice('/archive/'.length)));
      response.writeHead(200, { 'content-length': String(archive?.length ?? 0) });
      return response.end(archive);
    }
    if (request.method === 'POST' && path === 'caches') {
      const { key, version } = JSON.parse(data.toString('utf8')) as {
        key: string;
        version: string;
      };
      const id = reserved.size + 1;
      reserved.set(id, { key, version, parts: [] });
      return json(response, 201, { cacheId: id });
    }
    const id = Number(/^caches\/(\d+)$/.exec(path)?.[1]);
    const entry = reserved.get(id);
    if (entry && request.method === 'PATCH') {
      entry.parts.push(data);
      return json(response, 204);
    }
    if (entry && request.method === 'POST') {
      fake.archives.set(`${entry.key}@${entry.version}`, Buffer.concat(entry.parts));
      return json(response, 204);
    }
    return json(response, 404, { message: 'unknown route' });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const address = fake.server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  return fake;
}

const BASE = 'd'.repeat(40);
const KEY = `testlock-inventory-v1-${BASE}-${'e'.repeat(32)}`;

describe('the Actions cache store', () => {
  let fake: Fake;
  let temp: string;
  const saved = { ...process.env };
  beforeAll(async () => {
    fake = await startFake();
    temp = mkdtempSync(join(tmpdir(), 'testlock-actions-cache-'));
    process.env.ACTIONS_CACHE_URL = fake.url;
    process.env.ACTIONS_RUNTIME_TOKEN = 'fake-runtime-token';
    process.env.RUNNER_TEMP = temp;
    delete process.env.ACTIONS_CACHE_SERVICE_V2;
    delete process.env.ACTIONS_RESULTS_URL;
  });
  beforeEach(() => {
    fake.failing = false;
  });
  afterAll(() => {
    fake.server.close();
    rmSync(temp, { recursive: true, force: true });
    process.env = saved;
  });

  it('a key never saved is a miss; saved, the same text is restored', async () => {
    const warnings: string[] = [];
    const store = actionsCacheStore(process.env, (line) => warnings.push(line));
    expect(store).not.toBeNull();
    expect(warnings).toEqual([]);
    expect(await store?.load(KEY)).toBeNull();
    await store?.save?.(KEY, '{"schema":"testlock-inventory"}\n');
    expect(fake.archives.size).toBe(1);
    expect(await store?.load(KEY)).toBe('{"schema":"testlock-inventory"}\n');
    expect(await store?.load(`${KEY}0`)).toBeNull();
  });

  it('a failing service: the load is a miss with a reason, never a crash', async () => {
    const store = actionsCacheStore(process.env, () => {});
    fake.failing = true;
    const loaded = await loadInventory(store as NonNullable<typeof store>, {
      key: KEY,
      baseSha: BASE,
      formats: ['pytest'],
    });
    expect('miss' in loaded).toBe(true);
    expect(fake.requests.some((line) => line.startsWith('GET /_apis/artifactcache/cache'))).toBe(
      true,
    );
  });

  it('a failing service on save: an error the verify turns into a warning line', async () => {
    const store = actionsCacheStore(process.env, () => {});
    fake.failing = true;
    await expect(store?.save?.(`${KEY}1`, 'x')).rejects.toThrow('did not keep it');
  });

  it('no cache service on the runner: no store, and one warning saying the listing runs', () => {
    const warnings: string[] = [];
    expect(actionsCacheStore({ ACTIONS_RUNTIME_TOKEN: 't' }, (line) => warnings.push(line))).toBe(
      null,
    );
    expect(warnings).toEqual([
      'testlock: no Actions cache service here (ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL unset): the base inventory is listed',
    ]);
  });
});
