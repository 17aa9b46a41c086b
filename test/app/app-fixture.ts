// A running App against a fake GitHub (HTTP on 127.0.0.1) and a real git remote (bare
// repositories under a folder reached through a file:// server URL), with signed deliveries.

import { execFileSync } from 'node:child_process';
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningApp, startApp } from '../../src/app/app.js';
import type { AppConfig } from '../../src/app/config.js';
import { createLogger } from '../../src/app/log.js';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';
import { createRepo, type TempRepo } from '../helpers/git-repo.js';

export const APP_ID = 4242;
export const INSTALLATION_ID = 77;
export const INSTALLATION_TOKEN = 'ghs_installationTokenForTests0123456789';
export const SECRET = 'webhook-secret-for-tests';
export const OWNER = 'acme';
export const REPO = 'widget';

export interface AppFixture {
  app: RunningApp;
  github: FakeGitHub;
  /** The project's working repository; `push()` publishes its branches to the remote. */
  work: TempRepo;
  push(): void;
  logs: string[];
  cacheDir: string;
  /** What the in-process App was started with (a bundled App can be pointed at the same). */
  config: AppConfig;
  /** Sets the fake clock the App reads (ms since the epoch). */
  setNow(ms: number): void;
  /** Stops the App and starts a new one on the same settings (cache and state folders). */
  restart(): Promise<void>;
  deliver(event: string, payload: unknown, options?: DeliverOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface DeliverOptions {
  id?: string;
  secret?: string;
  /** Sign this text but send the payload (a body altered in transit). */
  signed?: string;
}

let keys: { privateKey: string; publicKey: string } | null = null;

function appKeys(): { privateKey: string; publicKey: string } {
  keys ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return keys;
}

export function sign(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

let deliveryCount = 0;

export async function startAppFixture(
  files: Record<string, string>,
  overrides: Partial<AppConfig> = {},
): Promise<AppFixture> {
  const { privateKey, publicKey } = appKeys();
  const github = await startFakeGitHub({
    token: INSTALLATION_TOKEN,
    app: { appId: APP_ID, publicKey },
  });
  const remoteRoot = mkdtempSync(join(tmpdir(), 'testlock-remote-'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'testlock-cache-'));
  const bare = join(remoteRoot, OWNER, `${REPO}.git`);
  mkdirSync(bare, { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', bare]);
  // GitHub serves any reachable commit by id; a plain bare repository must be told to.
  execFileSync('git', ['-C', bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true']);
  const work = createRepo(files);
  work.commit('base');
  const push = () => {
    work.git('push', '-q', '--force', bare, 'refs/heads/*:refs/heads/*');
  };
  push();
  const logs: string[] = [];
  let now = Date.now();
  const config: AppConfig = {
    appId: String(APP_ID),
    privateKey,
    webhookSecret: SECRET,
    port: 0,
    apiUrl: github.url,
    serverUrl: `file://${remoteRoot}`,
    cacheDir,
    stateDir: join(cacheDir, '@state'),
    checkName: 'testlock',
    artifactName: 'testlock-report',
    reportTimeoutMs: 30 * 60_000,
    maxBodyBytes: 1024 * 1024,
    maxArtifactBytes: 64 * 1024,
    ...overrides,
  };
  const start = () =>
    startApp(config, {
      log: createLogger((line) => logs.push(line)),
      now: () => now,
      sweepEveryMs: 0,
      host: '127.0.0.1',
    });
  let app = await start();
  return {
    get app() {
      return app;
    },
    github,
    work,
    push,
    logs,
    cacheDir,
    config,
    setNow(ms) {
      now = ms;
    },
    async restart() {
      await app.close();
      app = await start();
    },
    async deliver(event, payload, options = {}) {
      const body = JSON.stringify(payload);
      deliveryCount += 1;
      const response = await fetch(`${app.url}/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-github-event': event,
          'x-github-delivery': options.id ?? `delivery-${deliveryCount}-${Date.now()}`,
          'x-hub-signature-256': sign(options.secret ?? SECRET, options.signed ?? body),
        },
        body,
      });
      await app.idle();
      return response;
    },
    async close() {
      await app.close();
      await github.close();
      work.cleanup();
      rmSync(remoteRoot, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

const repository = { name: REPO, owner: { login: OWNER }, full_name: `${OWNER}/${REPO}` };
const installation = { id: INSTALLATION_ID };

export function pullRequestPayload(
  action: string,
  pr: { number: number; baseSha: string; headSha: string; headRef?: string },
): Record<string, unknown> {
  return {
    action,
    number: pr.number,
    installation,
    repository,
    pull_request: {
      number: pr.number,
      head: { sha: pr.headSha, ref: pr.headRef ?? 'feature' },
      base: { sha: pr.baseSha, ref: 'main' },
    },
  };
}

export function workflowRunPayload(run: {
  id: number;
  headSha: string;
  path: string;
  pullNumbers?: number[];
  action?: string;
}): Record<string, unknown> {
  return {
    action: run.action ?? 'completed',
    installation,
    repository,
    workflow_run: {
      id: run.id,
      head_sha: run.headSha,
      path: run.path,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'success',
      pull_requests: (run.pullNumbers ?? []).map((number) => ({ number })),
    },
  };
}

export function checkRunActionPayload(check: {
  id: number;
  headSha: string;
  externalId: string | null;
  sender: string;
  identifier?: string;
  appId?: number;
}): Record<string, unknown> {
  return {
    action: 'requested_action',
    installation,
    repository,
    check_run: {
      id: check.id,
      head_sha: check.headSha,
      name: 'testlock',
      external_id: check.externalId,
      app: { id: check.appId ?? APP_ID },
    },
    requested_action: { identifier: check.identifier ?? 'allow-test-changes' },
    sender: { login: check.sender },
  };
}

let commentIds = 55_000;

export function issueCommentPayload(comment: {
  number: number;
  body: string;
  author: string;
  action?: string;
  /** False for a comment on an issue rather than a pull request. */
  onPullRequest?: boolean;
  /** When it was written (default: now). */
  createdAt?: string;
}): Record<string, unknown> {
  commentIds += 1;
  return {
    action: comment.action ?? 'created',
    installation,
    repository,
    issue: {
      number: comment.number,
      ...(comment.onPullRequest === false
        ? {}
        : {
            pull_request: {
              url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${comment.number}`,
            },
          }),
    },
    comment: {
      id: commentIds,
      body: comment.body,
      user: { login: comment.author, type: 'User' },
      created_at: comment.createdAt ?? new Date().toISOString(),
    },
    sender: { login: comment.author },
  };
}
