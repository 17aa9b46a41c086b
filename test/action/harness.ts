// A runner-shaped environment for the Action's tests: event payload, output and summary files,
// RUNNER_TEMP, inputs as INPUT_* (hyphens kept), and the fake GitHub API at GITHUB_API_URL.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { type ActionDeps, runAction } from '../../src/action/run-action.js';
import { readSettings, type Settings } from '../../src/action/settings.js';
import type { VerifyOptions, VerifyOutcome } from '../../src/pipeline/stages/verify-types.js';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';
import { BASE_SHA, HEAD_SHA } from './reports.js';
import { inRunner } from './runner-env.js';

export const TOKEN = 'ghs_0123456789abcdefSECRETtoken0123456789';

export interface Runner {
  dir: string;
  env: Record<string, string>;
  outputFile: string;
  summaryFile: string;
  cleanup(): void;
}

/** A `pull_request` payload shaped like GitHub's (the fields testlock reads, and a few more). */
export function pullRequestEvent(labels: string[] = []): Record<string, unknown> {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      state: 'open',
      title: 'Raise the burst limit',
      labels: labels.map((name, i) => ({ id: i + 1, name, color: 'ededed' })),
      base: { ref: 'main', sha: BASE_SHA, repo: { full_name: 'octo/app' } },
      head: { ref: 'feature/rate-limit', sha: HEAD_SHA, repo: { full_name: 'fork/app' } },
    },
    repository: { full_name: 'octo/app', name: 'app', owner: { login: 'octo' } },
  };
}

export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
  );
}

/**
 * Per test: a fresh fake GitHub API, and the runners made against it, all removed afterwards.
 * Call once at the top of a test file.
 */
export function useFakeGitHub(): {
  readonly server: FakeGitHub;
  runner(options?: Parameters<typeof createRunner>[1]): Runner;
} {
  let current: FakeGitHub | null = null;
  const runners: Runner[] = [];
  beforeEach(async () => {
    current = await startFakeGitHub({ token: TOKEN });
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) runner.cleanup();
    await current?.close();
    current = null;
  });
  return {
    get server(): FakeGitHub {
      if (current === null) throw new Error('the fake GitHub runs inside a test only');
      return current;
    },
    runner(options = {}): Runner {
      const runner = createRunner(this.server, options);
      runners.push(runner);
      return runner;
    },
  };
}

export function createRunner(
  server: FakeGitHub,
  options: { event?: Record<string, unknown>; eventName?: string; inputs?: Record<string, string> },
): Runner {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-action-'));
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(options.event ?? pullRequestEvent()));
  const outputFile = join(dir, 'output.txt');
  const summaryFile = join(dir, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env = {
    // A runner's process has these too; in-process git and checks look programs up with them.
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    // The runner sets the head branch on pull_request events only.
    GITHUB_HEAD_REF:
      (options.eventName ?? 'pull_request') === 'pull_request' ? 'feature/rate-limit' : '',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_API_URL: server.url,
    GITHUB_SHA: 'd'.repeat(40),
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
    ...inputEnv({ 'github-token': TOKEN, 'check-name': 'testlock', ...options.inputs }),
  };
  return {
    dir,
    env,
    outputFile,
    summaryFile,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface RunResult {
  code: number;
  /** The log after the token's mask, which must come first when there is one. */
  stdout: string;
  /** The value of the leading `::add-mask::` line; null when the log starts without one. */
  mask: string | null;
}

export async function run(
  runner: Runner,
  verify: (options: VerifyOptions) => Promise<VerifyOutcome>,
  extra: Partial<ActionDeps> = {},
): Promise<RunResult> {
  // The runner's env is the process's for the run: @actions/core reads it there, and the action
  // gets it as the entry passes it (process.env, here the runner's own object).
  const { value: code, stdout } = await inRunner(runner.env, (io) =>
    runAction({
      verify,
      env: process.env,
      cwd: runner.dir,
      io,
      // One second of a retry's wait lasts 1 ms here, and writes are not paced.
      apiLimits: { retryAfterBaseMs: 1, paceWrites: false },
      ...extra,
    }),
  );
  const masked = /^::add-mask::(.*)\n/.exec(stdout);
  return masked === null
    ? { code, stdout, mask: null }
    : { code, stdout: stdout.slice(masked[0].length), mask: masked[1] ?? '' };
}

/** The settings a runner with these variables gives, read through the real @actions/core. */
export async function settingsOf(vars: Record<string, string>): Promise<Settings> {
  return (await inRunner(vars, (io) => readSettings(io.input, process.env))).value;
}

/** Parses GITHUB_OUTPUT's `name<<delimiter` blocks. */
export function readOutputs(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^(.+?)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2\n/gm)) {
    out[m[1] ?? ''] = m[3] ?? '';
  }
  return out;
}
