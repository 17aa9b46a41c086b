// The judge's own settings on a pull_request: when the PR changed the workflow that runs testlock,
// its inputs come from the base version of that file (real git repository, fake GitHub API).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verify } from '../../src/pipeline/stages/verify.js';
import type { VerifyOptions } from '../../src/pipeline/stages/verify-types.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { pullRequestEvent, readOutputs, run, useFakeGitHub } from './harness.js';
import { fakeVerify } from './reports.js';

const github = useFakeGitHub();
const WORKFLOW = '.github/workflows/ci.yml';

function ciWorkflow(inputs: Record<string, string>): string {
  const withLines = Object.entries(inputs).map(([name, value]) => `          ${name}: ${value}`);
  return [
    'on: pull_request',
    'jobs:',
    '  verify:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: octo/testlock@v1',
    ...(withLines.length > 0 ? ['        with:', ...withLines] : []),
    '',
  ].join('\n');
}

const BASE_INPUTS = { 'on-test-change': 'fail', 'test-command': 'npm test' };

/** A repository whose base has the workflow with BASE_INPUTS, and a PR commit on top. */
function pullRequest(change: (repo: TempRepo) => void): { repo: TempRepo; base: string } {
  const repo = createRepo({ [WORKFLOW]: ciWorkflow(BASE_INPUTS), 'src/app.js': 'export {};\n' });
  const base = repo.commit('base');
  change(repo);
  repo.commit('pr');
  return { repo, base };
}

/** The runner as GitHub sets it for the PR's run: the PR's inputs, the workflow ref, the job. */
function prRunner(base: string, inputs: Record<string, string>) {
  const runner = github.runner({ inputs });
  const event = pullRequestEvent();
  (event.pull_request as { base: { sha: string } }).base.sha = base;
  const eventPath = join(runner.dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event));
  Object.assign(runner.env, {
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKFLOW_REF: `octo/app/${WORKFLOW}@refs/pull/7/merge`,
    GITHUB_ACTION_REPOSITORY: 'octo/testlock',
    GITHUB_JOB: 'verify',
  });
  return runner;
}

function only(calls: VerifyOptions[]): VerifyOptions {
  expect(calls).toHaveLength(1);
  return calls[0] as VerifyOptions;
}

afterAll(cleanupRepos);

describe('the judge settings of a pull_request run', () => {
  it('gaming: a PR that relaxes its own inputs runs with the base inputs and judge-modified', async () => {
    const relaxed = {
      'on-test-change': 'ignore',
      'test-command': 'echo ok',
      'unverified-conclusion': 'neutral',
      mode: 'report',
      'report-path': 'forged.json',
    };
    const { repo, base } = pullRequest((r) => r.write({ [WORKFLOW]: ciWorkflow(relaxed) }));
    const runner = prRunner(base, relaxed);
    const fake = fakeVerify({});
    const result = await run(runner, fake.verify, { cwd: repo.dir });

    // mode: report would have posted the forged file; the base step runs verify.
    const call = only(fake.calls);
    expect(call.onTestChange).toBe('fail');
    expect(call.commands).toEqual({ test: 'npm test' });
    expect(call.extraAnomalies).toEqual([
      {
        kind: 'judge-modified',
        severity: 'critical',
        path: WORKFLOW,
        line: null,
        detail:
          'the PR changed the workflow that runs testlock: its inputs were taken from the base version (jobs.verify.steps[1])',
      },
    ]);
    expect(result.stdout).toContain(`testlock: the PR changed the workflow that runs testlock`);
    // The token stays the job's: it is a credential, not a choice about what passes.
    expect(call.secrets.length).toBeGreaterThan(0);
  });

  it('gaming: a PR that softens the conclusion and the command runs with the base step inputs', async () => {
    const { repo, base } = pullRequest((r) =>
      r.write({ [WORKFLOW]: ciWorkflow({ 'unverified-conclusion': 'neutral' }) }),
    );
    const runner = prRunner(base, { 'unverified-conclusion': 'neutral', 'test-command': 'true' });
    const fake = fakeVerify({ noTests: true });
    const result = await run(runner, fake.verify, { cwd: repo.dir });
    const call = only(fake.calls);
    // The base step's inputs: test-command npm test, and no unverified-conclusion (failure).
    expect(call.commands).toEqual({ test: 'npm test' });
    expect(readOutputs(runner.outputFile).conclusion).toBe('failure');
    expect(result.code).toBe(1);
  });

  it('honest: the PR that installs testlock gets the defaults and an info judge-modified', async () => {
    const repo = createRepo({ 'src/app.js': 'export {};\n' });
    const base = repo.commit('base');
    const inputs = { 'on-test-change': 'ignore' };
    repo.write({ [WORKFLOW]: ciWorkflow(inputs) });
    repo.commit('pr');
    const fake = fakeVerify({});
    await run(prRunner(base, inputs), fake.verify, { cwd: repo.dir });
    const call = only(fake.calls);
    expect(call.onTestChange).toBeNull();
    expect(call.extraAnomalies?.[0]).toMatchObject({
      kind: 'judge-modified',
      severity: 'info',
      detail:
        'the PR adds testlock: no base workflow runs it, so nothing it judged before is weakened; testlock ran with its defaults',
    });
  });

  it('gaming: a new workflow running testlock beside the base one that already does is critical', async () => {
    const repo = createRepo({
      '.github/workflows/verify.yml': ciWorkflow(BASE_INPUTS),
      'src/app.js': 'export {};\n',
    });
    const base = repo.commit('base');
    const inputs = { 'on-test-change': 'ignore' };
    repo.write({ [WORKFLOW]: ciWorkflow(inputs) });
    repo.commit('pr');
    const fake = fakeVerify({});
    await run(prRunner(base, inputs), fake.verify, { cwd: repo.dir });
    const call = only(fake.calls);
    expect(call.onTestChange).toBeNull();
    expect(call.extraAnomalies?.[0]).toMatchObject({
      kind: 'judge-modified',
      severity: 'critical',
      detail: `the PR changed the workflow that runs testlock: ${WORKFLOW} does not exist at the base commit, so testlock ran with its defaults`,
    });
  });

  it('honest: a PR that leaves the workflow alone keeps its inputs and has no judge anomaly', async () => {
    const { repo, base } = pullRequest((r) => r.write({ 'src/app.js': 'export const x = 1;\n' }));
    const fake = fakeVerify({});
    const result = await run(prRunner(base, BASE_INPUTS), fake.verify, { cwd: repo.dir });
    const call = only(fake.calls);
    expect(call.onTestChange).toBe('fail');
    expect(call.commands).toEqual({ test: 'npm test' });
    expect(call.extraAnomalies).toEqual([]);
    expect(result.stdout).not.toContain('changed the workflow that runs testlock');
  });

  it('honest: outside a pull_request event the inputs are taken as given', async () => {
    const { repo, base } = pullRequest((r) =>
      r.write({ [WORKFLOW]: ciWorkflow({ 'on-test-change': 'warn' }) }),
    );
    const runner = prRunner(base, { 'on-test-change': 'warn', 'base-ref': base });
    runner.env.GITHUB_EVENT_NAME = 'push';
    const fake = fakeVerify({});
    await run(runner, fake.verify, { cwd: repo.dir });
    expect(only(fake.calls).onTestChange).toBe('warn');
  });
});

describe('the judge settings through a real verify', () => {
  it('gaming: on-test-change: ignore set by the PR does not let its test edit pass', async () => {
    const passing =
      "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/add.mjs';\ntest('adds', () => assert.strictEqual(add(2, 2), 4));\n";
    const repo = createRepo({
      [WORKFLOW]: ciWorkflow({ 'on-test-change': 'fail', 'test-command': 'node --test' }),
      'package.json': '{"name":"judge-fixture","type":"module","scripts":{"test":"node --test"}}\n',
      'src/add.mjs': 'export const add = (a, b) => a + b;\n',
      'test/add.test.mjs': passing,
    });
    const base = repo.commit('base');
    const relaxed = { 'on-test-change': 'ignore', 'test-command': 'node --test' };
    repo.write({
      [WORKFLOW]: ciWorkflow(relaxed),
      'src/add.mjs': 'export const add = (a, b) => a * b;\n',
      'test/add.test.mjs': passing.replace('add(2, 2), 4', 'add(2, 3), 6'),
    });
    repo.commit('pr');
    const runner = prRunner(base, relaxed);
    const result = await run(runner, verify, { cwd: repo.dir });

    expect(result.code).toBe(1);
    const report = JSON.parse(
      readFileSync(readOutputs(runner.outputFile)['verdict-path'] ?? '', 'utf8'),
    );
    expect(report.verdict).toBe('FAIL');
    const kinds = report.anomalies.map((a: { kind: string }) => a.kind);
    expect(kinds).toContain('judge-modified');
    expect(kinds).toContain('test-modified');
    const [checkRun] = github.server.checkRuns.values();
    expect(checkRun?.conclusion).toBe('failure');
    // The restored base test passes on the PR's code: only the base policy fails this PR.
    expect(report.tests_failed).toBe(0);
    expect(checkRun?.output.summary).toContain('`judge-modified`');
  });
});
