// The bundled action (dist/index.js) run exactly as the runner runs it: plain node, INPUT_* env
// with hyphens kept and action.yml's defaults, a real pull_request payload and git repository,
// the file commands, and the fake GitHub API at GITHUB_API_URL.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';
import { inputEnv, readOutputs, TOKEN } from './harness.js';

const run = promisify(execFile);
const hasVerify = existsSync(join(PROJECT_ROOT, 'src/pipeline/stages/verify.ts'));

/** The defaults the runner would pass for inputs the workflow leaves out. */
function actionDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(PROJECT_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  return Object.fromEntries(
    Object.entries(action.inputs)
      .filter(([name]) => name !== 'github-token')
      .map(([name, input]) => [name, input.default ?? '']),
  );
}

const LIMIT = 'export function admit(n) {\n  return n <= 100;\n}\n';
const TEST = [
  "import assert from 'node:assert/strict';",
  "import { test } from 'node:test';",
  "import { admit } from '../src/limit.js';",
  "test('burst at boundary', () => {",
  '  assert.equal(admit(101), false);',
  '});',
  '',
].join('\n');

let server: FakeGitHub;
let bundleDir: string;

beforeAll(async () => {
  server = await startFakeGitHub({ token: TOKEN });
  // Built into a private folder: other tests run the checkout's dist/ meanwhile.
  bundleDir = mkdtempSync(join(tmpdir(), 'testlock-dist-test-'));
  if (hasVerify) {
    await run(process.execPath, ['scripts/build.mjs'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, TESTLOCK_DIST_DIR: bundleDir },
    });
  }
}, 120_000);
afterAll(async () => {
  await server.close();
  cleanupRepos();
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('node dist/index.js', () => {
  it.skipIf(!hasVerify)('fails a gaming PR: check run, annotation, outputs', async () => {
    const repo = createRepo({
      'package.json': '{ "name": "app", "type": "module", "private": true }\n',
      'src/limit.js': LIMIT,
      'test/limit.test.js': TEST,
    });
    const base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    // The PR breaks the limit and weakens the test that would catch it (line 5).
    repo.write({
      'src/limit.js': LIMIT.replace('100', '1000'),
      'test/limit.test.js': TEST.replace('admit(101), false', 'admit(101), true'),
    });
    const head = repo.commit('raise the limit');
    const temp = mkdtempSync(join(tmpdir(), 'testlock-runner-'));
    const eventPath = join(temp, 'event.json');
    const payload = {
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        labels: [],
        base: { ref: 'main', sha: base },
        head: { ref: 'feature', sha: head },
      },
    };
    writeFileSync(eventPath, JSON.stringify(payload));
    const outputFile = join(temp, 'output.txt');
    const summaryFile = join(temp, 'summary.md');
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    server.labels.set(7, []);

    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_API_URL: server.url,
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: temp,
      ...inputEnv({ ...actionDefaults(), 'github-token': TOKEN, 'test-command': 'node --test' }),
    };
    const child = await run(process.execPath, [join(bundleDir, 'index.js')], {
      cwd: repo.dir,
      env,
    }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );

    expect(child.code).toBe(1);
    const [checkRun] = [...server.checkRuns.values()];
    expect(checkRun).toMatchObject({ head_sha: head, conclusion: 'failure' });
    expect(checkRun?.annotations).toContainEqual(
      expect.objectContaining({ path: 'test/limit.test.js', start_line: 5 }),
    );
    expect(readOutputs(outputFile)['test-gaming']).toBe('true');
    expect(readFileSync(summaryFile, 'utf8')).toContain('### Findings');
    const report = JSON.parse(readFileSync(join(temp, 'testlock-report.json'), 'utf8'));
    expect(report).toMatchObject({ schema_version: 1, head_sha: head, test_gaming: true });
    // The token is in the log once, as the mask command (the runner hides it), before any line
    // the run writes (only the entry's cache notice comes first).
    const lines = child.stdout.split('\n');
    const mask = lines.indexOf(`::add-mask::${TOKEN}`);
    expect(mask).toBeGreaterThanOrEqual(0);
    expect(
      lines
        .slice(0, mask)
        .every((line) => line.startsWith('::warning::testlock: no Actions cache')),
    ).toBe(true);
    for (const text of [
      lines.filter((_, i) => i !== mask).join('\n'),
      readFileSync(outputFile, 'utf8'),
      readFileSync(summaryFile, 'utf8'),
    ]) {
      expect(text).not.toContain(TOKEN);
    }
    for (const request of server.requests) expect(request.raw).not.toContain(TOKEN);
    rmSync(temp, { recursive: true, force: true });
  });
});
