// Mode `report`, the trusted half of the fork flow: an uploaded report is validated as untrusted
// data, matched to the workflow run's commit, and posted as the check run on the PR's head.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { type Runner, readOutputs, run, useFakeGitHub } from './harness.js';
import { GAMING_ANOMALY, HEAD_SHA, outcomeFor } from './reports.js';

const github = useFakeGitHub();

function workflowRunEvent(headSha = HEAD_SHA): Record<string, unknown> {
  // Fork PRs come with an empty pull_requests list: the PR is found by commit.
  return {
    action: 'completed',
    workflow_run: { head_sha: headSha, pull_requests: [], conclusion: 'success' },
  };
}

function setup(report: unknown, event = workflowRunEvent()): Runner {
  const runner = github.runner({
    eventName: 'workflow_run',
    event,
    inputs: { mode: 'report', 'report-path': 'artifact' },
  });
  mkdirSync(join(runner.dir, 'artifact'));
  const text = typeof report === 'string' ? report : JSON.stringify(report);
  writeFileSync(join(runner.dir, 'artifact', 'testlock-report.json'), text);
  return runner;
}

const noVerify = async (): Promise<never> => {
  throw new Error('mode report must not run verify');
};

function gamingReport(): Report {
  return outcomeFor({ anomalies: [GAMING_ANOMALY] }).report;
}

describe('mode report', () => {
  it('posts the check run on the workflow run head from a valid report', async () => {
    github.server.pulls.push({ number: 7, headSha: HEAD_SHA });
    github.server.labels.set(7, []);
    const r = setup(gamingReport());
    const result = await run(r, noVerify);

    expect(result.code).toBe(1);
    const [checkRun] = [...github.server.checkRuns.values()];
    expect(checkRun).toMatchObject({ head_sha: HEAD_SHA, conclusion: 'failure' });
    expect(checkRun?.output.title).toBe('1 test change fails the gate · verified (83.4%)');
    expect(checkRun?.output.summary).toContain('uploaded by an earlier job');
    expect(checkRun?.annotations).toEqual([
      expect.objectContaining({ path: 'tests/test_limits.py', start_line: 12 }),
    ]);
    expect(github.server.requests.map((q) => `${q.method} ${q.path}`)).toContain(
      `GET /repos/octo/app/commits/${HEAD_SHA}/pulls`,
    );
    expect(readOutputs(r.outputFile)['test-gaming']).toBe('true');
    expect(result.stdout).toContain("::error::testlock: the uploaded report's verdict is FAIL");
  });

  it('rejects a report for another commit than the workflow run', async () => {
    const r = setup(gamingReport(), workflowRunEvent('e'.repeat(40)));
    const result = await run(r, noVerify);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `rejected the uploaded report: its head_sha ${HEAD_SHA} is not the workflow run's head_sha ${'e'.repeat(40)}`,
    );
    expect(github.server.requests).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"schema_version": 1,', 'report is not valid JSON'],
    [
      'a forged verdict',
      { ...gamingReport(), verdict: 'PASS', test_gaming: false },
      'inconsistent report: test_gaming disagrees with the anomalies',
    ],
    ['a bad sha', { ...gamingReport(), head_sha: 'HEAD' }, 'head_sha: expected 40 lowercase hex'],
    [
      'an oversized string',
      { ...gamingReport(), summary: 'x'.repeat(5000) },
      'summary: expected at most 4000 characters (got 5000)',
    ],
  ])('rejects %s with a clear reason and posts nothing', async (_name, report, reason) => {
    const r = setup(report);
    const result = await run(r, noVerify);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`::error::testlock: rejected the uploaded report: ${reason}\n`);
    expect(github.server.requests).toHaveLength(0);
  });

  it('rejects a report over 5 MiB before reading it', async () => {
    const r = setup(`"${'x'.repeat(5 * 1024 * 1024)}"`);
    const result = await run(r, noVerify);
    expect(result.stdout).toMatch(
      /rejected the uploaded report: report is \d+ bytes, over the 5242880 limit/,
    );
  });

  it('refuses a symlink in the artifact', async () => {
    const r = setup(gamingReport());
    const link = join(r.dir, 'link.json');
    symlinkSync(join(r.dir, 'artifact', 'testlock-report.json'), link);
    r.env['INPUT_REPORT-PATH'] = link;
    const result = await run(r, noVerify);
    expect(result.stdout).toContain('is not a regular file');
  });

  it('escapes hostile strings from the report in the posted markdown', async () => {
    const hostile = {
      ...GAMING_ANOMALY,
      path: 'tests/x.py',
      detail: '<img src=x onerror=alert(1)> @octo/admins [click](https://evil.example) | `x`',
    };
    const report = outcomeFor({ anomalies: [hostile] }).report;
    const r = setup(report);
    await run(r, noVerify);
    const summary = [...github.server.checkRuns.values()][0]?.output.summary ?? '';
    expect(summary).toContain('&lt;img src\\=x onerror\\=alert\\(1\\)&gt;');
    expect(summary).toContain(
      '\\@octo/admins \\[click\\]\\(https\\://evil\\.example\\) \\| \\`x\\`',
    );
    expect(summary).not.toContain('<img');
    expect(readFileSync(r.summaryFile, 'utf8')).not.toContain('<img');
  });

  it('requires report-path', async () => {
    const runner = github.runner({
      eventName: 'workflow_run',
      event: workflowRunEvent(),
      inputs: { mode: 'report' },
    });
    const result = await run(runner, noVerify);
    expect(result.stdout).toBe(
      "::error::testlock: Input 'report-path' is required with mode: report.\n",
    );
  });
});
