// jest's `--json` report read into per-test results: real reports of jest 29.7 (fixtures/README.md),
// and forged or broken ones that must be refused rather than read as a smaller, greener run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJestJson } from '../../../../src/core/results/jest-json/parse-jest-json.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'jest-json');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
// The folder the fixtures were written in.
const CWD = '/tmp/jestfx';

describe('parseJestJson: real reports', () => {
  it('honest: a failing test, a file that failed to load, a skip and a todo', () => {
    const { run, ids } = parseJestJson(fixture('jest29-failed.json'), CWD);
    // The file that did not load is one failed test, as the console parser counts it.
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual([6, 2, 2, 2]);
    const [assertion, suite] = run.failures;
    expect(assertion).toMatchObject({
      name: 'burst › at boundary › admits at most the limit',
      message: 'Error: expect(received).toBe(expected) // Object.is equality',
      file: '/tmp/jestfx/test/limits.test.js',
      line: 6,
    });
    expect(assertion?.detail).toContain('Expected: 100\nReceived: 150');
    expect(assertion?.detail.split('\n').length).toBeLessThanOrEqual(40);
    expect(suite).toMatchObject({
      name: 'test/broken.test.js',
      message: "Cannot find module './missing' from 'test/broken.test.js'",
      file: '/tmp/jestfx/test/broken.test.js',
      line: 1,
    });
    expect(ids.files).toEqual(['test/limits.test.js', 'test/broken.test.js']);
    expect(ids.ran).toEqual([
      'test/limits.test.js > burst > at boundary > admits at most the limit',
      'test/limits.test.js > burst > below the limit passes through',
      'test/limits.test.js > burst > skipped one',
      'test/limits.test.js > burst > todo one',
      'test/limits.test.js > top level (a|b) [x]',
    ]);
    expect(ids.skipped).toEqual([
      'test/limits.test.js > burst > skipped one',
      'test/limits.test.js > burst > todo one',
    ]);
    expect(run.testIds).toEqual(ids.ran);
  });

  it('honest: jest 30 writes the same shape', () => {
    const { run, ids } = parseJestJson(fixture('jest30-failed.json'), '/tmp/jestfx30');
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual([6, 2, 2, 2]);
    expect(run.failures.map((f) => [f.name, f.line])).toEqual([
      ['burst › at boundary › admits at most the limit', 6],
      ['test/broken.test.js', 1],
    ]);
    expect(ids.files).toEqual(['test/limits.test.js', 'test/broken.test.js']);
  });

  it('honest: a passing run filtered by -t (its file status is `focused`)', () => {
    const { run, ids } = parseJestJson(fixture('jest29-pass.json'), CWD);
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual([5, 2, 0, 3]);
    expect(run.failures).toEqual([]);
    expect(ids.skipped).toHaveLength(3);
  });

  it('honest: file names outside the folder stay as jest wrote them when no folder is known', () => {
    const { ids } = parseJestJson(fixture('jest29-pass.json'), '');
    expect(ids.files).toEqual(['/tmp/jestfx/test/limits.test.js']);
  });
});

type Report = Record<string, unknown> & { testResults: Array<Record<string, unknown>> };

function edited(change: (report: Report) => void): string {
  const report = JSON.parse(fixture('jest29-failed.json')) as Report;
  change(report);
  return JSON.stringify(report);
}

const assertions = (report: Report, file = 0): Array<Record<string, unknown>> =>
  report.testResults[file]?.assertionResults as Array<Record<string, unknown>>;

describe('parseJestJson: forged or broken reports are refused', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['not JSON', '{"testResults": [', /not JSON/],
    ['no testResults', '{"numTotalTests": 0}', /no testResults/],
    [
      'a failed test dropped from the list, the totals left',
      edited((r) => {
        assertions(r).shift();
      }),
      /numTotalTests is 5 but 4 are listed/,
    ],
    [
      'a failed test turned passed, its message kept',
      edited((r) => {
        const first = assertions(r)[0];
        if (first) first.status = 'passed';
      }),
      /status passed with 1 failure messages/,
    ],
    [
      'success claimed beside a failure',
      edited((r) => {
        r.success = true;
      }),
      /success is true but tests failed/,
    ],
    [
      'an unknown status',
      edited((r) => {
        const first = assertions(r)[1];
        if (first) first.status = 'ok';
      }),
      /status "ok"/,
    ],
    [
      'a skip counted as neither pending nor todo',
      edited((r) => {
        r.numPendingTests = 0;
      }),
      /1 skipped tests stated but 2 listed/,
    ],
    [
      'a title that is not text',
      edited((r) => {
        const first = assertions(r)[1];
        if (first) first.title = 7;
      }),
      /title/,
    ],
    [
      'a test file without a name',
      edited((r) => {
        delete r.testResults[0]?.name;
      }),
      /testResults\[0\]\.name/,
    ],
    [
      'a count that is not a count',
      edited((r) => {
        r.numPassedTests = -2;
      }),
      /numPassedTests/,
    ],
  ];
  it.each(cases)('gaming: %s', (_name, content, error) => {
    expect(() => parseJestJson(content, CWD)).toThrow(error);
  });

  it('gaming: a failed test turned passed with the totals moved along still fails its file', () => {
    const content = edited((r) => {
      const first = assertions(r)[0];
      if (first) Object.assign(first, { status: 'passed', failureMessages: [] });
      Object.assign(r, { numFailedTests: 0, numPassedTests: 3 });
    });
    // The file's own `failed` status is left: it counts as a file that failed to run.
    const { run } = parseJestJson(content, CWD);
    expect(run.failed).toBe(2);
    expect(run.failures.map((f) => f.name)).toEqual(['test/limits.test.js', 'test/broken.test.js']);
  });
});
