// Mode `merge`: the reports of matrix jobs are merged into one verdict and one check run on the
// pull request's head; a missing or forged part fails the gate with its name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { aReport } from '../builders/report.js';
import { pullRequestEvent, type Runner, readOutputs, run, useFakeGitHub } from './harness.js';
import { HEAD_SHA } from './reports.js';

const github = useFakeGitHub();

const noVerify = async (): Promise<never> => {
  throw new Error('mode merge must not run verify');
};

function setup(parts: Record<string, Report | string>, expected: string): Runner {
  const runner = github.runner({
    event: pullRequestEvent(),
    inputs: { mode: 'merge', 'report-path': 'reports', 'expected-reports': expected },
  });
  for (const [name, report] of Object.entries(parts)) {
    mkdirSync(join(runner.dir, 'reports', name), { recursive: true });
    const text = typeof report === 'string' ? report : JSON.stringify(report);
    writeFileSync(join(runner.dir, 'reports', name, 'testlock-report.json'), text);
  }
  return runner;
}

describe('mode merge', () => {
  it('posts one passing check run on the PR head for passing parts', async () => {
    const r = setup(
      {
        'api-1': aReport({ tests_run: 3, tests_passed: 3 }),
        'api-2': aReport({ tests_run: 5, tests_passed: 5 }),
      },
      'api-1, api-2',
    );
    const result = await run(r, noVerify);
    expect(result.code).toBe(0);
    const [checkRun] = [...github.server.checkRuns.values()];
    expect(checkRun).toMatchObject({ head_sha: HEAD_SHA, conclusion: 'success' });
    expect(readOutputs(r.outputFile).verified).toBe('true');
  });

  it('fails the gate and names the part whose report is missing', async () => {
    const r = setup({ 'api-1': aReport() }, 'api-1\napi-2');
    const result = await run(r, noVerify);
    expect(result.code).toBe(1);
    const [checkRun] = [...github.server.checkRuns.values()];
    expect(checkRun?.conclusion).toBe('failure');
    expect(checkRun?.output.summary).toContain('missing report\\: api\\-2');
    expect(readOutputs(r.outputFile).verified).toBe('false');
  });

  it('does not trust a forged part', async () => {
    const forged = JSON.stringify({ ...aReport(), verdict: 'PASS', tests_failed: 3 });
    const r = setup({ 'api-1': aReport(), 'api-2': forged }, 'api-1,api-2');
    const result = await run(r, noVerify);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/rejected report api-2: /);
    expect([...github.server.checkRuns.values()][0]?.conclusion).toBe('failure');
  });
});
