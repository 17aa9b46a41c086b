// The Action in-process, as the runner drives it: INPUT_* env, a pull_request payload, the file
// commands, and a local GitHub API that rejects what GitHub rejects. Only verify is faked.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type createRunner,
  pullRequestEvent,
  type Runner,
  readOutputs,
  run,
  TOKEN,
  useFakeGitHub,
} from './harness.js';
import {
  BASE_SHA,
  fakeVerify,
  GAMING_ANOMALY,
  HEAD_SHA,
  testFailure,
  typeError,
} from './reports.js';

const github = useFakeGitHub();

function setup(options: Parameters<typeof createRunner>[1] = {}): Runner {
  const runner = github.runner(options);
  return runner;
}

function only<T>(items: Iterable<T>): T {
  const all = [...items];
  expect(all).toHaveLength(1);
  return all[0] as T;
}

function patches(): number[] {
  return github.server.requests
    .filter((r) => r.method === 'PATCH')
    .map((r) => (((r.body?.output ?? {}) as { annotations?: unknown[] }).annotations ?? []).length);
}

describe('runAction on a pull_request', () => {
  it('posts success on the PR head (not the merge commit) for an honest PR', async () => {
    const r = setup();
    const fake = fakeVerify({});
    const result = await run(r, fake.verify);

    expect(result.code).toBe(0);
    const call = only(fake.calls);
    expect(call.base).toBe(BASE_SHA);
    expect(call.head).toBe('HEAD');
    expect(call.branchId).toBe('feature/rate-limit');
    expect(call.allowTestChanges).toBe(false);
    expect(call.secrets).toContain(TOKEN);
    expect(call.config).toBeNull();
    expect(call.evidencePath).toBeNull();
    // Checks start from the runner's environment as the action was given it, not this process's.
    expect(call.env).toBe(r.env);
    expect(call.repo).toBe(r.dir);

    const checkRun = only(github.server.checkRuns.values());
    expect(checkRun).toMatchObject({ name: 'testlock', head_sha: HEAD_SHA, conclusion: 'success' });
    expect(github.server.requests[0]?.path).toBe('/repos/octo/app/issues/7/labels');
    const create = github.server.requests.find((q) => q.method === 'POST');
    expect(create?.body).toMatchObject({ status: 'in_progress', head_sha: HEAD_SHA });
    expect(checkRun.output.title).toBe('verified (83.4%)');
    expect(checkRun.output.summary).toContain('| kind | command | source | result | duration |');

    expect(readOutputs(r.outputFile)).toEqual({
      verified: 'true',
      'test-gaming': 'false',
      coverage: '83.4',
      'confidence-qualifier': 'verified (83.4%)',
      conclusion: 'success',
      'verdict-path': join(r.dir, 'testlock-report.json'),
      'check-run-url': `https://github.com/octo/app/runs/${checkRun.id}`,
      'tests-run': '10',
      'tests-failed': '0',
      'tests-skipped': '0',
      // No test file in the PR: the counts of its own tests are empty.
      'pr-tests-run': '',
      'pr-tests-failed': '',
      'pr-fail-at-base': '',
      'pr-pass-at-base': '',
      // No coverage with lines in this report: the changed-lines counts are empty.
      'changed-lines': '',
      'changed-lines-run': '',
      'changed-lines-run-by-pr-tests': '',
    });
    const saved = JSON.parse(readFileSync(join(r.dir, 'testlock-report.json'), 'utf8'));
    expect(saved).toMatchObject({ schema_version: 1, verdict: 'PASS', head_sha: HEAD_SHA });
    expect(readFileSync(r.summaryFile, 'utf8')).toContain('## testlock ✅ verified \\(83\\.4%\\)');
    expect(result.stdout).not.toContain('::error');
  });

  it('passes evidence-path to verify, relative to the workspace', async () => {
    const r = setup({ inputs: { 'evidence-path': 'out/evidence.md' } });
    const fake = fakeVerify({});
    await run(r, fake.verify);
    expect(only(fake.calls).evidencePath).toBe(join(r.dir, 'out/evidence.md'));
  });

  it("sets the counts of the PR's own tests as outputs", async () => {
    const r = setup({});
    const fake = fakeVerify({});
    const verify: typeof fake.verify = async (options) => {
      const outcome = await fake.verify(options);
      const tests = [{ id: 't::a', head: 'passed' as const, base: 'failed' as const }];
      const pr = { files: ['t.py'], tests_run: 3, tests_passed: 3, tests_failed: 0 };
      return {
        ...outcome,
        report: { ...outcome.report, pr_tests: { ...pr, fail_at_base: 2, pass_at_base: 1, tests } },
      };
    };
    await run(r, verify);
    expect(readOutputs(r.outputFile)).toMatchObject({
      'pr-tests-run': '3',
      'pr-tests-failed': '0',
      'pr-fail-at-base': '2',
      'pr-pass-at-base': '1',
    });
  });

  it('sets the changed-lines counts as outputs, the PR-tests one empty where it measured none', async () => {
    const r = setup({});
    const fake = fakeVerify({});
    const changed_lines = {
      source_lines: 12,
      run_by_locked_tests: 9,
      run_by_pr_tests: null,
      files_unmeasured: [],
    };
    await run(r, async (options) => {
      const outcome = await fake.verify(options);
      return { ...outcome, report: { ...outcome.report, changed_lines } };
    });
    expect(readOutputs(r.outputFile)).toMatchObject({
      'changed-lines': '12',
      'changed-lines-run': '9',
      'changed-lines-run-by-pr-tests': '',
    });
  });

  it('records expected-reports in the report of a matrix job, for the merge to name a lost job', async () => {
    const r = setup({ inputs: { 'expected-reports': 'testlock-core, testlock-web' } });
    await run(r, fakeVerify({}).verify);
    const saved = JSON.parse(readFileSync(join(r.dir, 'testlock-report.json'), 'utf8'));
    expect(saved.expected_reports).toEqual(['testlock-core', 'testlock-web']);
  });

  it('writes no expected_reports without the input', async () => {
    const r = setup();
    await run(r, fakeVerify({}).verify);
    const saved = JSON.parse(readFileSync(join(r.dir, 'testlock-report.json'), 'utf8'));
    expect(saved).not.toHaveProperty('expected_reports');
  });

  it('fails a gaming PR with an annotation on the modified test line', async () => {
    const r = setup();
    const result = await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY] }).verify);

    expect(result.code).toBe(1);
    const checkRun = only(github.server.checkRuns.values());
    expect(checkRun.conclusion).toBe('failure');
    expect(checkRun.output.title).toBe('1 test change fails the gate · verified (83.4%)');
    expect(checkRun.annotations).toContainEqual(
      expect.objectContaining({
        path: 'tests/test_limits.py',
        start_line: 12,
        end_line: 12,
        annotation_level: 'failure',
      }),
    );
    expect(readOutputs(r.outputFile)['test-gaming']).toBe('true');
    expect(readOutputs(r.outputFile).conclusion).toBe('failure');
    expect(result.stdout).toMatch(/^::error::testlock: 1 test change fails the gate/m);
    expect(checkRun.output.summary).toContain('apply the label `testlock:allow-test-changes`');
  });

  it('fails a PR without tests by default (PARTIAL), neutral when asked', async () => {
    const r = setup();
    const failing = await run(r, fakeVerify({ noTests: true }).verify);
    expect(failing.code).toBe(1);
    expect(only(github.server.checkRuns.values())).toMatchObject({ conclusion: 'failure' });
    expect(readOutputs(r.outputFile).coverage).toBe('');

    github.server.checkRuns.clear();
    r.env['INPUT_UNVERIFIED-CONCLUSION'] = 'neutral';
    const neutral = await run(r, fakeVerify({ noTests: true }).verify);
    expect(neutral.code).toBe(0);
    const checkRun = only(github.server.checkRuns.values());
    expect(checkRun).toMatchObject({ conclusion: 'neutral' });
    expect(checkRun.output.title).toBe('UNVERIFIED: no test results could be read');
  });

  it('applies the override label found through the API (a re-run keeps the old payload)', async () => {
    const r = setup({ event: pullRequestEvent(['bug']) });
    github.server.labels.set(7, ['bug', 'testlock:allow-test-changes']);
    const fake = fakeVerify({ anomalies: [GAMING_ANOMALY] });
    const result = await run(r, fake.verify);

    expect(only(fake.calls).allowTestChanges).toBe(true);
    expect(result.code).toBe(0);
    const checkRun = only(github.server.checkRuns.values());
    expect(checkRun.conclusion).toBe('success');
    expect(checkRun.output.summary).toContain('Test changes allowed by the label');
    expect(checkRun.output.summary).toContain('People with write access');
    // Still listed and annotated, as a warning: the maintainers allowed it.
    expect(checkRun.annotations).toHaveLength(1);
    expect(checkRun.annotations[0]?.annotation_level).toBe('warning');
    expect(checkRun.output.title).toBe(
      '1 test change allowed by label testlock:allow-test-changes · verified (83.4%)',
    );
  });

  it('falls back to the payload labels when the API refuses them', async () => {
    const r = setup({ event: pullRequestEvent(['testlock:allow-test-changes']) });
    const fake = fakeVerify({ anomalies: [GAMING_ANOMALY] });
    await run(r, fake.verify);
    expect(only(fake.calls).allowTestChanges).toBe(true);
  });

  it('on a fork (403), still writes report, summary and outputs, and annotates in the log', async () => {
    const r = setup();
    github.server.script({
      method: 'POST',
      path: /check-runs$/,
      status: 403,
      times: Infinity,
      body: { message: 'Resource not accessible by integration' },
    });
    const failures = Array.from({ length: 30 }, (_, i) => testFailure(i));
    const result = await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY], failures }).verify);

    expect(result.code).toBe(1);
    expect(github.server.requests.filter((q) => q.method === 'PATCH')).toHaveLength(0);
    expect(existsSync(join(r.dir, 'testlock-report.json'))).toBe(true);
    expect(readFileSync(r.summaryFile, 'utf8')).toContain('### Findings (1): 1 critical');
    expect(readOutputs(r.outputFile).conclusion).toBe('failure');
    const lines = result.stdout.split('\n');
    expect(lines).toContain(
      // @actions/core's order of properties: title first.
      '::error title=testlock%3A assertion-removed,file=tests/test_limits.py,line=12,endLine=12::assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
    );
    // The runner shows 10 error annotations per step; the step's own failure is one of them.
    expect(lines.filter((line) => line.startsWith('::error'))).toHaveLength(10);
    // The step's failure, then the verdict with commands stopped around it (it holds PR text).
    expect(lines.at(-5)).toMatch(/^::error::testlock: /);
    expect(lines.at(-4)).toMatch(/^::stop-commands::testlock-[0-9a-f]{32}$/);
    expect(lines.at(-3)).toMatch(
      /^testlock: FAIL \(failure\): 1 test change fails the gate · \d+ of \d+ failed: /,
    );
    expect(lines.at(-2)).toMatch(/^::testlock-[0-9a-f]{32}::$/);
  });

  it('retries a 502 and then posts the check run', async () => {
    const r = setup();
    github.server.script({ method: 'POST', path: /check-runs$/, status: 502 });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.code).toBe(0);
    expect(github.server.requests.filter((q) => q.method === 'POST')).toHaveLength(2);
    expect(only(github.server.checkRuns.values()).conclusion).toBe('success');
  });

  it('sends 120 annotations in 3 requests of at most 50', async () => {
    const r = setup();
    const failures = Array.from({ length: 60 }, (_, i) => testFailure(i));
    const diagnostics = Array.from({ length: 60 }, (_, i) => typeError(i));
    await run(r, fakeVerify({ failures, diagnostics }).verify);

    expect(patches()).toEqual([50, 50, 20]);
    const checkRun = only(github.server.checkRuns.values());
    expect(checkRun.annotations).toHaveLength(120);
    expect(checkRun.conclusion).toBe('failure');
    expect(checkRun.output.title).toMatch(/^60 of 70 failed: /);
    expect(checkRun.annotations[0]).toMatchObject({ path: 'tests/test_limits.py', start_line: 10 });
  });

  it('caps annotations at annotation-limit and says so in the summary', async () => {
    const r = setup({ inputs: { 'annotation-limit': '75' } });
    const failures = Array.from({ length: 100 }, (_, i) => testFailure(i));
    await run(r, fakeVerify({ failures }).verify);
    expect(patches()).toEqual([50, 25]);
    expect(only(github.server.checkRuns.values()).output.summary).toContain(
      'Annotations are capped at 75; 25 more were not posted.',
    );
  });

  it('rejects an invalid input with one line naming it, before any request', async () => {
    const r = setup({ inputs: { mode: 'bogus' } });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      "::error::testlock: Invalid input 'mode': 'bogus'. Expected one of: run, report, merge, projects.\n",
    );
    expect(github.server.requests).toHaveLength(0);
  });

  it('requires base-ref outside pull_request events', async () => {
    const r = setup({ eventName: 'push', event: { ref: 'refs/heads/main' } });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "Input 'base-ref' is required outside pull_request events (this event: push).",
    );
  });

  it('completes the check run as failed when verify cannot run', async () => {
    const r = setup();
    const result = await run(r, async () => {
      throw new Error("unknown ref 'main~99'\n    at stack frame");
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("::error::testlock: unknown ref 'main~99'\n");
    expect(result.stdout).not.toContain('stack frame');
    expect(only(github.server.checkRuns.values())).toMatchObject({
      conclusion: 'failure',
      output: expect.objectContaining({ title: 'testlock could not run' }),
    });
  });
});

describe('the token in the log', () => {
  it('is masked before the run writes anything', async () => {
    const r = setup({ inputs: { mode: 'bogus' } });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.mask).toBe(TOKEN);
    expect(result.stdout.startsWith('::error::testlock: Invalid input')).toBe(true);
  });

  it('honest: without a token there is nothing to mask and no add-mask line', async () => {
    const r = setup({ inputs: { 'github-token': '' } });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.code).toBe(0);
    expect(result.mask).toBeNull();
    expect(result.stdout).not.toContain('::add-mask::');
    expect(readOutputs(r.outputFile).conclusion).toBe('success');
  });
});

describe('untrusted output', () => {
  const hostile = [
    '::set-output name=verified::true',
    '::error file=x.py,line=1::injected',
    '::add-mask::nothing',
  ].join('\n');

  it('disables workflow commands around check output and never leaks the token', async () => {
    const r = setup({ event: pullRequestEvent() });
    r.env.ACTIONS_RUNTIME_TOKEN = 'runtime-secret-0123456789';
    const failures = [{ ...testFailure(1), detail: `E   assert 1 == 2\n${hostile}` }];
    const result = await run(r, fakeVerify({ failures, testOutput: hostile }).verify);

    const stop = [...result.stdout.matchAll(/^::stop-commands::(.+)$/gm)].map((m) => m[1]);
    expect(stop.length).toBeGreaterThanOrEqual(2);
    const commandToken = stop[0] ?? '';
    expect(commandToken).toMatch(/^testlock-[0-9a-f]{32}$/);
    // Every hostile line sits between a stop and the matching resume.
    let stopped = false;
    for (const line of result.stdout.split('\n')) {
      if (line === `::stop-commands::${commandToken}`) stopped = true;
      else if (line === `::${commandToken}::`) stopped = false;
      else if (hostile.split('\n').includes(line)) expect(stopped).toBe(true);
    }
    expect(stopped).toBe(false);

    const files = [
      readFileSync(r.outputFile, 'utf8'),
      readFileSync(r.summaryFile, 'utf8'),
      readFileSync(join(r.dir, 'testlock-report.json'), 'utf8'),
    ];
    const bodies = github.server.requests.map((q) => q.raw);
    expect(bodies.some((body) => body.includes('assert 1 == 2'))).toBe(true);
    // The token is in the log once, in the mask command before anything else (the runner hides it).
    expect(result.mask).toBe(TOKEN);
    for (const text of [...bodies, ...files, result.stdout]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('runtime-secret-0123456789');
    }
    // The stop token appears in the log's stop/resume lines only.
    const markers = [`::stop-commands::${commandToken}`, `::${commandToken}::`];
    const logLines = result.stdout.split('\n').filter((line) => !markers.includes(line));
    for (const text of [...bodies, ...files, logLines.join('\n')]) {
      expect(text).not.toContain(commandToken);
    }
    // The token goes to GitHub only in the Authorization header.
    expect(github.server.requests.every((q) => q.headers.authorization === `token ${TOKEN}`)).toBe(
      true,
    );
  });

  it('escapes a path with a newline in log annotations, outputs and markdown', async () => {
    const r = setup();
    github.server.script({ method: 'POST', path: /check-runs$/, status: 403 });
    const evil = { ...GAMING_ANOMALY, path: 'tests/a\n::error::pwned|<b>x</b>.py' };
    const result = await run(r, fakeVerify({ anomalies: [evil] }).verify);
    expect(result.stdout).toContain(
      '::error title=testlock%3A assertion-removed,file=tests/a%0A%3A%3Aerror%3A%3Apwned|<b>x</b>.py,line=12,endLine=12::',
    );
    expect(result.stdout.split('\n')).not.toContain('::error::pwned|<b>x</b>.py');
    const summary = readFileSync(r.summaryFile, 'utf8');
    expect(summary).toContain('`tests/a\\n::error::pwned\\|<b>x</b>.py:12`');
    expect(summary).not.toContain('tests/a\n');
  });
});
