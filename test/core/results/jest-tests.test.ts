// A jest check's `--json` report beside its console summary and exit status (issue 12): believed
// only where the witnesses agree. Real jest 29.7 output (fixtures/jest-json), honest and forged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Check, CheckResult } from '../../../src/core/model/check.js';
import { interpretOutcome } from '../../../src/core/results/interpret-outcome.js';
import type { ResultFiles } from '../../../src/core/results/result-files.js';
import { instrument } from '../../../src/core/run/instrument.js';

const FIXTURES = join(import.meta.dirname, '..', 'results', 'fixtures', 'jest-json');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
const FAILED = fixture('jest29-failed.json');
const FAILED_CONSOLE = fixture('jest29-failed.stderr.txt');
const PASSED = fixture('jest29-pass.json');
const PASSED_CONSOLE = fixture('jest29-pass.stderr.txt');

const CHECK: Check = {
  name: 'tests',
  kind: 'test',
  command: 'npx',
  args: ['jest', '--ci'],
  script: 'npx jest --ci',
  cwd: '',
  env: {},
  source: 'ci',
  origin: 'ci',
  skipped: null,
};

const prepared = instrument(CHECK, {
  outDir: '/tmp/out',
  checkDir: '/tmp/jestfx',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts: {},
});

function result(exitCode: number): CheckResult {
  return {
    ...prepared.check,
    ok: exitCode === 0,
    exitCode,
    signal: null,
    durationMs: 10,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: '',
  };
}

interface Case {
  name: string;
  exit: number;
  json: string | null;
  problem?: string;
  stderr: string;
  /** [run, passed, failed, skipped] read, or null when no counts. */
  counts: [number, number, number, number] | null;
  disagrees: RegExp | null;
}

/** The passing report with its one passing test under `burst` turned failed (totals moved along). */
const FORGED_FAIL = (() => {
  const report = JSON.parse(PASSED) as {
    testResults: Array<{ assertionResults: Array<Record<string, unknown>> }>;
  } & Record<string, unknown>;
  const test = report.testResults[0]?.assertionResults.find((t) => t.status === 'passed');
  if (test) Object.assign(test, { status: 'failed', failureMessages: ['Error: forged'] });
  return JSON.stringify({ ...report, numPassedTests: 1, numFailedTests: 1, success: false });
})();

/** The failing report with every failure removed and the totals made consistent. */
const FORGED_PASS = (() => {
  const report = JSON.parse(FAILED) as {
    testResults: Array<{ status: string; assertionResults: Array<Record<string, unknown>> }>;
  } & Record<string, unknown>;
  report.testResults = report.testResults.slice(0, 1);
  const file = report.testResults[0];
  if (file) {
    file.status = 'passed';
    file.assertionResults = file.assertionResults.filter((t) => t.status !== 'failed');
  }
  return JSON.stringify({
    ...report,
    numTotalTests: 4,
    numFailedTests: 0,
    numTotalTestSuites: 1,
    numFailedTestSuites: 0,
    success: true,
  });
})();

const CASES: Case[] = [
  {
    name: 'honest: a failing run reads per test from the report',
    exit: 1,
    json: FAILED,
    stderr: FAILED_CONSOLE,
    counts: [6, 2, 2, 2],
    disagrees: null,
  },
  {
    name: 'honest: a passing run',
    exit: 0,
    json: PASSED,
    stderr: PASSED_CONSOLE,
    counts: [5, 2, 0, 3],
    disagrees: null,
  },
  {
    name: 'honest: reporters that print no summary leave the report unread (one witness only)',
    exit: 0,
    json: PASSED,
    stderr: 'jest-junit: wrote junit.xml\n',
    counts: null,
    disagrees: null,
  },
  {
    name: 'gaming: exit 1 and a forged all-passed report beside a failing console',
    exit: 1,
    json: FORGED_PASS,
    stderr: FAILED_CONSOLE,
    counts: [4, 2, 0, 2],
    disagrees: /the jest JSON report has 0 failed tests, the console summary 2/,
  },
  {
    name: 'gaming: exit 1 with a report and a console that both say all passed',
    exit: 1,
    json: PASSED,
    stderr: PASSED_CONSOLE,
    counts: [5, 2, 0, 3],
    disagrees: /exit 1 but the report says all 5 tests passed or were skipped/,
  },
  {
    name: 'gaming: exit 0 but the report has a failed test the console does not show',
    exit: 0,
    json: FORGED_FAIL,
    stderr: PASSED_CONSOLE,
    counts: [5, 1, 1, 3],
    disagrees: /the jest JSON report has 1 failed tests, the console summary 0/,
  },
  {
    name: 'gaming: exit 0 and no report written',
    exit: 0,
    json: null,
    stderr: PASSED_CONSOLE,
    counts: [5, 2, 0, 3],
    disagrees: /exit 0 but no jest JSON report was written/,
  },
  {
    name: 'gaming: a report that is a link',
    exit: 0,
    json: null,
    problem: 'the report is a symbolic link',
    stderr: PASSED_CONSOLE,
    counts: [5, 2, 0, 3],
    disagrees: /the report is a symbolic link \(jest JSON\)/,
  },
  {
    name: 'honest: a report over the size cap (a coverage map) leaves the console to read',
    exit: 0,
    json: null,
    problem: 'the report is larger than 67108864 bytes',
    stderr: PASSED_CONSOLE,
    counts: [5, 2, 0, 3],
    disagrees: null,
  },
  {
    name: 'gaming: a report over the size cap does not hide the failures the console shows',
    exit: 1,
    json: null,
    problem: 'the report is larger than 67108864 bytes',
    stderr: FAILED_CONSOLE,
    counts: [6, 2, 2, 2],
    disagrees: null,
  },
  {
    name: 'gaming: an unreadable report',
    exit: 0,
    json: '{"testResults": "no"}',
    stderr: PASSED_CONSOLE,
    counts: [5, 2, 0, 3],
    disagrees: /the jest JSON report is unreadable \(jest-json: no testResults list\)/,
  },
];

describe('jest: report, console and exit status', () => {
  it.each(CASES)('$name', (c) => {
    const files: ResultFiles = {
      junit: null,
      coverage: null,
      jestJson: c.json,
      jestJsonProblem: c.problem ?? null,
      stdout: '',
      stderr: c.stderr,
    };
    const outcome = interpretOutcome(result(c.exit), prepared, files);
    const t = outcome.tests;
    expect(t ? [t.total, t.passed, t.failed, t.skipped] : null).toEqual(c.counts);
    if (c.disagrees === null) expect(outcome.reportDisagrees ?? null).toBeNull();
    else expect(outcome.reportDisagrees).toMatch(c.disagrees);
  });

  it('honest: the first failure is the assertion, named by its describe blocks, in its file', () => {
    const files: ResultFiles = {
      junit: null,
      coverage: null,
      jestJson: FAILED,
      stdout: '',
      stderr: FAILED_CONSOLE,
    };
    const [first] = interpretOutcome(result(1), prepared, files).tests?.failures ?? [];
    expect(first?.name).toBe('burst › at boundary › admits at most the limit');
    expect(first?.detail.split('\n').slice(0, 4)).toEqual([
      'Error: expect(received).toBe(expected) // Object.is equality',
      '',
      'Expected: 100',
      'Received: 150',
    ]);
    expect(first?.file).toBe('/tmp/jestfx/test/limits.test.js');
  });
});
