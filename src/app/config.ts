// The App's settings, read once from the environment into a plain object; a missing or malformed
// value is an error that names the variable, in one line, before the server listens (a garbage
// private key or a port out of range is refused here, not at the first webhook).
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AppConfig {
  appId: string;
  /** PEM text of the App's private key. */
  privateKey: string;
  webhookSecret: string;
  port: number;
  /** REST API root: `https://api.github.com`, or a GHES `https://host/api/v3`. */
  apiUrl: string;
  /** Where repositories are fetched from: `<serverUrl>/<owner>/<repo>.git`. */
  serverUrl: string;
  /** Fetched commits are kept here, one repository per folder (never checked out). */
  cacheDir: string;
  /** Where the App keeps what must survive a restart (app-state.ts). */
  stateDir: string;
  checkName: string;
  /** The artifact the repository's workflow uploads the report in. */
  artifactName: string;
  /** An in-progress check with no report after this long is completed as `timed_out`. */
  reportTimeoutMs: number;
  /** Webhook bodies larger than this are refused unread (GitHub caps payloads at 25 MB). */
  maxBodyBytes: number;
  /** Artifacts (zip) larger than this are refused. */
  maxArtifactBytes: number;
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim() ?? '';
  if (value === '') throw new ConfigError(`${name} is required`);
  return value;
}

function positive(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim() ?? '';
  if (text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got '${text}'`);
  }
  return value;
}

/** A TCP port a server can listen on: a whole number from 1 to 65535. */
function port(env: Env, fallback: number): number {
  const text = env.PORT?.trim() ?? '';
  if (text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(value) || value < 1 || value > 65_535) {
    throw new ConfigError(`PORT must be a port number from 1 to 65535, got '${text}'`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const value = (env[name]?.trim() || fallback).replace(/\/+$/, '');
  if (!/^(https?|file):\/\/\S+$/.test(value)) {
    throw new ConfigError(`${name} must be an http(s) URL, got '${value}'`);
  }
  return value;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
}

/**
 * The App's key as PEM text, refused unless it is an RSA private key (GitHub App keys are): a
 * truncated or pasted-wrong key fails here, not when the first installation token is asked for.
 */
export function checkedKey(pem: string, from: string): string {
  let kind: string | undefined;
  try {
    kind = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new ConfigError(
      `${from} is not a PEM private key (expected the .pem file GitHub generated for the App)`,
    );
  }
  if (kind !== 'rsa') {
    throw new ConfigError(`${from} holds a ${kind ?? 'non-RSA'} key; GitHub App keys are RSA`);
  }
  return pem;
}

function privateKey(env: Env): string {
  const inline = env.PRIVATE_KEY?.trim() ?? '';
  // Platforms that cannot hold newlines in a variable pass them as `\n`.
  if (inline !== '') return checkedKey(inline.replace(/\\n/g, '\n'), 'PRIVATE_KEY');
  const path = env.PRIVATE_KEY_PATH?.trim() ?? '';
  if (path === '') throw new ConfigError('PRIVATE_KEY or PRIVATE_KEY_PATH is required');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`PRIVATE_KEY_PATH '${path}' cannot be read: ${errorCode(error)}`);
  }
  return checkedKey(text, `PRIVATE_KEY_PATH '${path}'`);
}

export function readAppConfig(env: Env): AppConfig {
  const apiUrl = url(env, 'GITHUB_API_URL', 'https://api.github.com');
  const appId = required(env, 'APP_ID');
  if (!/^\d+$/.test(appId)) throw new ConfigError(`APP_ID must be a number, got '${appId}'`);
  const cacheDir = env.TESTLOCK_CACHE_DIR?.trim() || join(tmpdir(), 'testlock-app-cache');
  return {
    appId,
    privateKey: privateKey(env),
    webhookSecret: required(env, 'WEBHOOK_SECRET'),
    port: port(env, 3000),
    apiUrl,
    serverUrl: url(env, 'GITHUB_SERVER_URL', 'https://github.com'),
    cacheDir,
    // `@` is not in any owner name, so the state folder never meets a fetched repository's.
    stateDir: env.STATE_DIR?.trim() || join(cacheDir, '@state'),
    checkName: env.TESTLOCK_CHECK_NAME?.trim() || 'testlock',
    artifactName: env.TESTLOCK_ARTIFACT?.trim() || 'testlock-report',
    reportTimeoutMs: positive(env, 'TESTLOCK_REPORT_TIMEOUT_MINUTES', 60) * 60_000,
    maxBodyBytes: positive(env, 'TESTLOCK_MAX_BODY_BYTES', 25 * 1024 * 1024),
    maxArtifactBytes: positive(env, 'TESTLOCK_MAX_ARTIFACT_BYTES', 10 * 1024 * 1024),
  };
}
