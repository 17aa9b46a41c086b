// The PR comment and the new outputs, against the local GitHub API: one comment per check name,
// edited in place run after run, never someone else's; a refused token is a warning.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/core/render/pr-comment.js';
import { TOKEN_USER } from '../helpers/fake-github.js';
import { readOutputs, run, useFakeGitHub } from './harness.js';
import { fakeVerify, GAMING_ANOMALY, HEAD_SHA, outcomeFor, testFailure } from './reports.js';

const github = useFakeGitHub();
const MARKER = commentMarker('testlock');

function commentsOn(issue: number) {
  return github.server.comments.filter((c) => c.issue === issue);
}

describe('input comment', () => {
  it('always: two runs leave one comment, edited in place with the latest verdict', async () => {
    const r = github.runner({ inputs: { comment: 'always' } });
    await run(r, fakeVerify({ failures: [testFailure(1)] }).verify);
    expect(commentsOn(7)).toHaveLength(1);
    expect(commentsOn(7)[0]?.body).toContain('❌');

    await run(r, fakeVerify({}).verify);
    const [only] = commentsOn(7);
    expect(commentsOn(7)).toHaveLength(1);
    expect(only?.body.startsWith(MARKER)).toBe(true);
    expect(only?.body).toContain('## testlock ✅');
    expect(only?.body).not.toContain('❌');
    const methods = github.server.requests
      .filter((q) => q.path.includes('/comments'))
      .map((q) => q.method);
    expect(methods).toEqual(['GET', 'POST', 'GET', 'PATCH']);
  });

  it('off (the default): no comment request at all', async () => {
    const r = github.runner();
    await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY] }).verify);
    expect(github.server.requests.some((q) => q.path.includes('/comments'))).toBe(false);
  });

  it('on-failure: nothing on a pass; created on a failure; a later pass edits it, never leaves "failed" standing', async () => {
    const r = github.runner({ inputs: { comment: 'on-failure' } });
    await run(r, fakeVerify({}).verify);
    expect(commentsOn(7)).toHaveLength(0);

    await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY] }).verify);
    expect(commentsOn(7)).toHaveLength(1);
    expect(commentsOn(7)[0]?.body).toContain('1 test change fails the gate');

    await run(r, fakeVerify({}).verify);
    expect(commentsOn(7)).toHaveLength(1);
    expect(commentsOn(7)[0]?.body).toContain('## testlock ✅');
  });

  it('gaming: a comment by the PR author carrying the marker is not taken for ours', async () => {
    // The author pastes the marker under a fake green headline, hoping testlock edits (or skips) it.
    github.server.comments.push({
      id: 1,
      issue: 7,
      body: `${MARKER}\n## testlock ✅ verified (100%)`,
      user: { login: 'pr-author', type: 'User' },
    });
    const r = github.runner({ inputs: { comment: 'always' } });
    const result = await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY] }).verify);
    expect(result.stdout).not.toContain('::warning::comment');
    const ours = commentsOn(7).filter((c) => c.user.login === TOKEN_USER.login);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('1 test change fails the gate');
    expect(commentsOn(7).find((c) => c.id === 1)?.body).toContain('verified (100%)');
  });

  it('honest: another bot comment without the marker is left alone and ours is created', async () => {
    github.server.comments.push({
      id: 2,
      issue: 7,
      body: 'Coverage report: 91%',
      user: { login: 'codecov[bot]', type: 'Bot' },
    });
    const r = github.runner({ inputs: { comment: 'always' } });
    await run(r, fakeVerify({}).verify);
    expect(commentsOn(7)).toHaveLength(2);
    expect(commentsOn(7)[0]?.body).toBe('Coverage report: 91%');
  });

  it('two check names keep one comment each', async () => {
    const api = github.runner({ inputs: { comment: 'always', 'check-name': 'testlock api' } });
    const web = github.runner({ inputs: { comment: 'always', 'check-name': 'testlock web' } });
    await run(api, fakeVerify({}).verify);
    await run(web, fakeVerify({}).verify);
    await run(api, fakeVerify({}).verify);
    expect(commentsOn(7)).toHaveLength(2);
  });

  it('a 403 on comments is a warning: the verdict and the exit status stand', async () => {
    github.server.script({
      method: 'GET',
      path: /\/issues\/7\/comments$/,
      status: 403,
      times: Infinity,
      body: { message: 'Resource not accessible by integration' },
    });
    const r = github.runner({ inputs: { comment: 'always' } });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^::warning::comment: the token may not write pull request comments/m,
    );
    expect(readOutputs(r.outputFile).conclusion).toBe('success');
  });

  it('the body stays within GitHub’s 65,536 characters with 5,000 failed tests', async () => {
    const failures = Array.from({ length: 5000 }, (_, i) => testFailure(i));
    const r = github.runner({ inputs: { comment: 'always' } });
    const result = await run(r, fakeVerify({ failures, testOutput: 'x'.repeat(200_000) }).verify);
    expect(result.stdout).not.toContain('::warning::comment');
    expect(commentsOn(7)).toHaveLength(1);
    expect(commentsOn(7)[0]?.body.length).toBeLessThanOrEqual(65_536);
  });

  it('rejects an invalid policy by name', async () => {
    const r = github.runner({ inputs: { comment: 'yes' } });
    const result = await run(r, fakeVerify({}).verify);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "Invalid input 'comment': 'yes'. Expected one of: off, on-failure, always.",
    );
  });

  it('mode report (the fork flow) comments on the PR found by commit', async () => {
    github.server.pulls.push({ number: 9, headSha: HEAD_SHA });
    github.server.labels.set(9, []);
    const r = github.runner({
      eventName: 'workflow_run',
      event: { action: 'completed', workflow_run: { head_sha: HEAD_SHA, pull_requests: [] } },
      inputs: { mode: 'report', 'report-path': 'artifact', comment: 'always' },
    });
    mkdirSync(join(r.dir, 'artifact'));
    const report = outcomeFor({ anomalies: [GAMING_ANOMALY] }).report;
    writeFileSync(join(r.dir, 'artifact', 'testlock-report.json'), JSON.stringify(report));
    await run(r, async () => {
      throw new Error('mode report must not run verify');
    });
    expect(commentsOn(9)).toHaveLength(1);
    expect(commentsOn(9)[0]?.body).toContain('Details in the check run');
  });
});

describe('outputs check-run-url and test counts', () => {
  it('names the posted check run, logs its URL, and counts the tests', async () => {
    const r = github.runner();
    const result = await run(r, fakeVerify({ failures: [testFailure(1), testFailure(2)] }).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    const url = `https://github.com/octo/app/runs/${checkRun?.id}`;
    const out = readOutputs(r.outputFile);
    expect(out['check-run-url']).toBe(url);
    expect(result.stdout).toContain(`testlock: check run ${url}\n`);
    expect(out['tests-failed']).toBe('2');
    expect(Number(out['tests-run'])).toBeGreaterThanOrEqual(2);
    expect(out['tests-skipped']).toBe('0');
  });

  it('GHES: the URL is on the runner’s server', async () => {
    const r = github.runner();
    r.env.GITHUB_SERVER_URL = 'https://ghe.example.com/';
    await run(r, fakeVerify({}).verify);
    expect(readOutputs(r.outputFile)['check-run-url']).toMatch(
      /^https:\/\/ghe\.example\.com\/octo\/app\/runs\/\d+$/,
    );
  });

  it('empty when the token may not create check runs (a fork)', async () => {
    github.server.script({ method: 'POST', path: /check-runs$/, status: 403, times: Infinity });
    const r = github.runner();
    const result = await run(r, fakeVerify({}).verify);
    expect(readOutputs(r.outputFile)['check-run-url']).toBe('');
    expect(result.stdout).not.toContain('testlock: check run');
  });

  it('the summary links the run log and both commits on the runner’s server', async () => {
    const r = github.runner();
    r.env.GITHUB_RUN_ID = '4242';
    await run(r, fakeVerify({}).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    const summary = checkRun?.output.summary ?? '';
    expect(summary).toContain('[Run log](https://github.com/octo/app/actions/runs/4242)');
    expect(summary).toContain(`(https://github.com/octo/app/commit/${HEAD_SHA})`);
    expect(summary).toContain(`(https://github.com/octo/app/commit/${'b'.repeat(40)})`);
  });

  it('each finding kind links to its section of the docs of the testlock that ran', async () => {
    const r = github.runner();
    r.env.GITHUB_ACTION_REPOSITORY = 'octo/testlock';
    r.env.GITHUB_ACTION_REF = 'v1';
    await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY] }).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    expect(checkRun?.output.summary).toContain(
      '[`assertion-removed`](https://github.com/octo/testlock/blob/v1/docs/anomalies.md#assertion-removed)',
    );
  });

  it.each([
    ['a ref breaking out of the link', 'octo/testlock', 'v1) [click](https://evil'],
    ['a ref climbing folders', 'octo/testlock', '../../evil/x'],
    ['a local action (uses: ./)', '', ''],
  ])('gaming/honest: %s gets no docs link, the kind stays code', async (_name, repository, ref) => {
    const r = github.runner();
    r.env.GITHUB_ACTION_REPOSITORY = repository;
    r.env.GITHUB_ACTION_REF = ref;
    await run(r, fakeVerify({ anomalies: [GAMING_ANOMALY] }).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    const summary = checkRun?.output.summary ?? '';
    expect(summary).toContain('| critical | `assertion-removed` (changed, not removed) |');
    expect(summary).not.toContain('evil');
    expect(summary).not.toContain('anomalies.md');
  });

  it('gaming: a run id that is not a number gets no run-log link', async () => {
    const r = github.runner();
    r.env.GITHUB_RUN_ID = 'x) [click](https://evil';
    await run(r, fakeVerify({}).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    expect(checkRun?.output.summary).not.toContain('Run log');
    expect(checkRun?.output.summary).not.toContain('evil');
  });

  it('5,000 failed tests: a collapsed table capped at 100 rows with "and N more", within 65,535 bytes', async () => {
    const failures = Array.from({ length: 5000 }, (_, i) => testFailure(i));
    const r = github.runner();
    await run(r, fakeVerify({ failures }).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    const summary = checkRun?.output.summary ?? '';
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65_535);
    expect(summary).toContain('<details><summary>5,000 failed tests</summary>');
    expect(summary).toMatch(/_… and 4,900 more; .*the run log.* has every failure\._/);
    expect(summary).toContain(
      '| `tests/test_limits.py::test_burst_0` | `tests/test_limits.py:10` |',
    );
    const job = readFileSync(r.summaryFile, 'utf8');
    expect(Buffer.byteLength(job)).toBeLessThanOrEqual(1024 * 1024);
    expect(job).toContain('5,000 failed tests');
    // The job summary (a fork's only surface) carries the failed check's output too.
    expect(job).toContain('<details><summary>Output of test: <code>pytest -q</code></summary>');
  });

  it('gaming: a test named `</details>` cannot close the section', async () => {
    const evil = { ...testFailure(1), name: 'x</details><img src=x onerror=alert(1)>`' };
    // Past ten failed tests the table is collapsed: the name sits inside a <details> section.
    const others = Array.from({ length: 10 }, (_, i) => testFailure(i + 2));
    const r = github.runner();
    await run(r, fakeVerify({ failures: [evil, ...others] }).verify);
    const [checkRun] = [...github.server.checkRuns.values()];
    const summary = checkRun?.output.summary ?? '';
    const row = summary.split('\n').find((line) => line.startsWith('| `` x')) ?? '';
    // Inside a code span whose fence is longer than any backtick run in the name.
    expect(row.startsWith('| `` x</details><img src=x onerror=alert(1)>` `` |')).toBe(true);
    expect(summary.match(/<\/details>/g)?.length).toBe(2);
  });
});
