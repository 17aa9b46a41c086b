// Runs `testlock verify` on a fixture repository, in-process through runCli or as the bundled
// dist/cli.js in a child process, and returns the exit code, the JSON report and the human output.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { runCli } from '../../../src/cli/run-cli.js';
import type { Report } from '../../../src/core/model/report.js';
import { hostEnv } from '../../helpers/host-env.js';
import { PROJECT_ROOT } from '../../helpers/node-fixture.js';

export interface VerifyRun {
  code: number;
  report: Report;
  /** The human output (progress lines and the verdict). */
  stderr: string;
}

const reportDirs: string[] = [];

/** Removes the folders holding the JSON reports and bundle copies (call from afterAll). */
export function cleanupReports(): void {
  for (const dir of reportDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function reportPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-e2e-report-'));
  reportDirs.push(dir);
  return join(dir, 'report.json');
}

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** `testlock verify --repo dir --base main --head head --json <file> ...extra`, in this process (with `env`, the job's environment). */
export async function verifyInProcess(
  dir: string,
  head: string,
  extra: readonly string[] = [],
  env: Readonly<Record<string, string | undefined>> = hostEnv(),
): Promise<VerifyRun> {
  const json = reportPath();
  const stdout = collector();
  const stderr = collector();
  const code = await runCli(
    ['verify', '--repo', dir, '--base', 'main', '--head', head, '--json', json, ...extra],
    { cwd: dir, stdout: stdout.stream, stderr: stderr.stream, env },
  );
  return { code, report: readReport(json, stderr.text()), stderr: stderr.text() };
}

/**
 * Builds the bundle with `node scripts/build.mjs` into a private folder (never the checkout's
 * dist/, which other tests run) and returns its cli.js. It runs with plain node and no
 * node_modules next to it, as the committed bundle does.
 */
export function buildBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-e2e-bundle-'));
  reportDirs.push(dir);
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: PROJECT_ROOT,
    stdio: 'pipe',
    env: { ...process.env, TESTLOCK_DIST_DIR: dir },
  });
  return join(dir, 'cli.js');
}

export interface BundleOptions {
  /** The bundle to run (from buildBundle). */
  bundle: string;
  /** The child's whole environment (default: this process's, without vitest's own variables). */
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}

/** The environment of this process minus vitest's markers, as a user's shell would have it. */
export function plainEnv(): Record<string, string | undefined> {
  const env = hostEnv();
  for (const name of Object.keys(env)) {
    if (name.startsWith('VITEST') || name === 'TEST' || name === 'NODE_ENV') delete env[name];
  }
  return env;
}

/** `node dist/cli.js verify ...` in a child process: the bundle, with plain node. */
export function verifyWithBundle(
  dir: string,
  head: string,
  extra: readonly string[],
  options: BundleOptions,
): Promise<VerifyRun & { stdout: string }> {
  const json = reportPath();
  const args = [
    options.bundle,
    'verify',
    '--repo',
    dir,
    '--base',
    'main',
    '--head',
    head,
    '--json',
    json,
    ...extra,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: dir,
        env: options.env ?? plainEnv(),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: options.timeoutMs ?? 180_000,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        if (code === null) {
          reject(new Error(`dist/cli.js did not exit normally: ${error?.message}\n${stderr}`));
          return;
        }
        try {
          resolve({ code, report: readReport(json, stderr), stderr, stdout });
        } catch (failure) {
          reject(failure);
        }
      },
    );
  });
}

function readReport(path: string, stderr: string): Report {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`verify wrote no report; its output was:\n${stderr}`);
  }
  return JSON.parse(text) as Report;
}
