// A jest run whose tests all passed but whose exit is 1 because the project's own coverageThreshold
// was not met is a true FAIL, not a forged report (issue 12) — only where the threshold applies in
// testlock's run (the project collects coverage); a threshold line printed where testlock switched
// thresholds off, or beside a failed test, explains nothing.
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../src/core/model/check.js';
import type { TestRun } from '../../../src/core/model/results.js';
import { thresholdNotMet } from '../../../src/core/results/coverage-threshold.js';
import type { ParsedTests } from '../../../src/core/results/result-files.js';
import type { Instrumented } from '../../../src/core/run/instrumented.js';

// jest 29.7's console after `jest --coverage` under `coverageThreshold: { global: { lines: 100 } }`.
const REAL = `PASS test/sum.test.js
  ✓ sum (1 ms)

Jest: "global" coverage threshold for lines (100%) not met: 50%
Test Suites: 1 passed, 1 total
Tests:       1 passed, 1 total
`;

const run = (passed: number, failed: number): TestRun => ({
  total: passed + failed,
  passed,
  failed,
  skipped: 0,
  failures: [],
  testIds: [],
});

const result = (exitCode: number | null, timedOut = false): CheckResult => ({
  name: 'tests',
  kind: 'test',
  command: 'npx',
  args: ['jest'],
  script: 'npx jest',
  cwd: '',
  env: {},
  source: 'ci',
  origin: 'ci',
  skipped: null,
  ok: exitCode === 0,
  exitCode,
  signal: null,
  durationMs: 1,
  timedOut,
  stdout: '',
  stderr: REAL,
  summary: '',
});

const prepared = (thresholds: boolean, runner: 'jest' | 'vitest' = 'jest'): Instrumented => ({
  check: result(0),
  runner,
  junit: null,
  goJson: false,
  coverage: null,
  coverageHint: null,
  coverageThresholds: thresholds,
});

const parsed = (tests: TestRun | null, witnesses: string | null = null): ParsedTests => ({
  tests,
  problem: null,
  witnesses,
});

describe('thresholdNotMet', () => {
  it('honest: the project collects, every test passed, jest printed its threshold line', () => {
    expect(thresholdNotMet(result(1), parsed(run(1, 0)), prepared(true), REAL)).toBe(
      'exit 1 after the tests passed: the project\'s coverage threshold was not met ("global" coverage threshold for lines (100%) not met: 50%)',
    );
  });

  it('honest: a count threshold and a per-file one', () => {
    const count = 'Jest: Uncovered count for lines (15) exceeds global threshold (10)\n';
    const file = 'Jest: "/p/src/a.js" coverage threshold for branches (80%) not met: 50%\n';
    for (const output of [count, file]) {
      expect(thresholdNotMet(result(1), parsed(run(2, 0)), prepared(true), output)).toMatch(
        /not met/,
      );
    }
  });

  const unexplained: Array<[string, CheckResult, ParsedTests, Instrumented, string]> = [
    // testlock passed --coverageThreshold={}: jest checked nothing, the line is the code's own print.
    ['thresholds switched off by testlock', result(1), parsed(run(1, 0)), prepared(false), REAL],
    ['a test failed too', result(1), parsed(run(1, 1)), prepared(true), REAL],
    ['report and console disagree', result(1), parsed(run(1, 0), 'forged'), prepared(true), REAL],
    ['no tests counted', result(1), parsed(null), prepared(true), REAL],
    ['exit 0', result(0), parsed(run(1, 0)), prepared(true), REAL],
    ['timed out', result(null, true), parsed(run(1, 0)), prepared(true), REAL],
    ['not jest', result(1), parsed(run(1, 0)), prepared(true, 'vitest'), REAL],
    [
      'the line quoted inside other text',
      result(1),
      parsed(run(1, 0)),
      prepared(true),
      `log: ${REAL.split('\n')[3]}`,
    ],
    [
      'no threshold line',
      result(1),
      parsed(run(1, 0)),
      prepared(true),
      'Tests: 1 passed, 1 total\n',
    ],
  ];
  it.each(unexplained)('%s: not explained', (_name, r, p, i, output) => {
    expect(thresholdNotMet(r, p, i, output)).toBeNull();
  });
});
