// Two witnesses of one run (issue 11): the JUnit report, the console summary and the exit status
// must agree; table-driven over what a forging run and an honest one leave behind.
import { describe, expect, it } from 'vitest';
import type { Check, CheckResult } from '../../../src/core/model/check.js';
import { interpretOutcome } from '../../../src/core/results/interpret-outcome.js';
import type { ResultFiles } from '../../../src/core/results/result-files.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { aTestCheck } from '../../builders/check.js';
import { fixture } from './fixture.js';

function check(command: string, args: string[]): Check {
  return aTestCheck(command, args, { source: 'test' });
}

const context: InstrumentContext = {
  outDir: '/tmp/out',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts: {},
};

function result(exitCode: number): CheckResult {
  return {
    ...check('pytest', ['-q']),
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
  /** ok / fail / skip per test case. */
  junit: string | null;
  stdout: string;
  exit: number;
  junitProblem?: string;
  coverageProblem?: string;
  command?: [string, string[]];
}

function junit(...cases: Array<'ok' | 'fail' | 'skip' | 'error'>): string {
  const body = cases
    .map((kind, i) => {
      const inner =
        kind === 'fail'
          ? '<failure message="assert 1 == 2">E assert 1 == 2</failure>'
          : kind === 'error'
            ? '<error message="teardown">E boom</error>'
            : kind === 'skip'
              ? '<skipped message="x"/>'
              : '';
      return `<testcase classname="tests.test_a" name="test_${i}">${inner}</testcase>`;
    })
    .join('');
  return `<?xml version="1.0"?><testsuites name="pytest tests"><testsuite name="pytest" tests="${cases.length}">${body}</testsuite></testsuites>`;
}

const pytestSummary = (text: string): string =>
  `tests/test_a.py ..F\n========== ${text} in 0.12s ==========\n`;

function disagreesFor(c: Case): string | null | undefined {
  const [command, args] = c.command ?? ['pytest', ['-q']];
  const prepared = instrument(check(command, args), context);
  const files: ResultFiles = {
    junit: c.junit,
    junitProblem: c.junitProblem ?? null,
    coverage: null,
    coverageProblem: c.coverageProblem ?? null,
    stdout: c.stdout,
    stderr: '',
  };
  return interpretOutcome(result(c.exit), prepared, files).reportDisagrees;
}

const cases: Array<[string, Case, RegExp | null]> = [
  [
    'gaming: an atexit hook rewrote the JUnit to all-pass and exited 0',
    { junit: junit('ok', 'ok', 'ok'), stdout: pytestSummary('1 failed, 2 passed'), exit: 0 },
    /JUnit report has 0 failed tests, the console summary 1/,
  ],
  [
    'gaming: JUnit inflated with passed tests that never ran',
    { junit: junit('ok', 'ok', 'ok', 'ok', 'ok'), stdout: pytestSummary('2 passed'), exit: 0 },
    /5 passed tests, the console summary 2/,
  ],
  [
    'gaming: output silenced, forged JUnit, exit 0',
    { junit: junit('ok', 'ok'), stdout: '', exit: 0 },
    /shows no runner's summary/,
  ],
  [
    'gaming: the JUnit file removed, exit 0',
    { junit: null, stdout: pytestSummary('2 passed'), exit: 0 },
    /exit 0 but no JUnit report was written/,
  ],
  [
    'gaming: a symbolic link at the report path',
    {
      junit: null,
      junitProblem: 'the report is a symbolic link',
      stdout: pytestSummary('2 passed'),
      exit: 0,
    },
    /symbolic link \(JUnit\)/,
  ],
  [
    'gaming: a truncated JUnit report',
    { junit: junit('ok', 'ok').slice(0, 80), stdout: pytestSummary('2 passed'), exit: 0 },
    /JUnit report is unreadable/,
  ],
  [
    'gaming: a stale coverage file planted by the run',
    {
      junit: junit('ok', 'ok'),
      coverageProblem: "the report is older than the check's start",
      stdout: pytestSummary('2 passed'),
      exit: 0,
    },
    /older than the check's start \(coverage\)/,
  ],
  [
    'gaming: exit 1 but both witnesses forged to pass',
    { junit: junit('ok', 'ok'), stdout: pytestSummary('2 passed'), exit: 1 },
    /exit 1 but the report says all 2 tests passed/,
  ],
  [
    'honest: all passed',
    { junit: junit('ok', 'ok', 'ok'), stdout: pytestSummary('3 passed'), exit: 0 },
    null,
  ],
  [
    'honest: one failed, exit 1',
    { junit: junit('ok', 'ok', 'fail'), stdout: pytestSummary('1 failed, 2 passed'), exit: 1 },
    null,
  ],
  [
    'honest: xfailed and xpassed are skipped and passed in both',
    {
      junit: junit('ok', 'ok', 'skip', 'skip'),
      stdout: pytestSummary('1 passed, 1 skipped, 1 xfailed, 1 xpassed'),
      exit: 0,
    },
    null,
  ],
  [
    'honest: a passed test that errored in teardown (1 passed, 1 error vs one errored case)',
    { junit: junit('ok', 'error'), stdout: pytestSummary('2 passed, 1 error'), exit: 1 },
    null,
  ],
  [
    'honest: nothing collected, exit 5',
    { junit: junit(), stdout: 'no tests ran in 0.01s\n', exit: 5 },
    null,
  ],
  [
    'honest: a wrapper whose runner is not pytest leaves no JUnit; its console is read',
    {
      junit: null,
      stdout: ' Test Files  1 passed (1)\n      Tests  2 passed (2)\n',
      exit: 0,
      command: ['make', ['test']],
    },
    null,
  ],
  [
    'gaming: a wrapper whose console summary disagrees with the JUnit pytest wrote',
    {
      junit: junit('ok', 'ok'),
      stdout: pytestSummary('1 failed, 1 passed'),
      exit: 0,
      command: ['make', ['test']],
    },
    /0 failed tests, the console summary 1/,
  ],
];

describe('two witnesses', () => {
  it.each(cases)('%s', (_name, c, expected) => {
    const found = disagreesFor(c);
    if (expected === null) expect(found ?? null).toBeNull();
    else expect(found).toMatch(expected);
  });

  it('a wrapper with no report and an unknown runner: tests from detectConsole', () => {
    const prepared = instrument(check('./scripts/test.sh', []), context);
    const outcome = interpretOutcome(result(0), prepared, {
      junit: null,
      coverage: null,
      stdout: ' Test Files  1 passed (1)\n      Tests  1 failed | 2 passed (3)\n',
      stderr: '',
    });
    expect([outcome.tests?.passed, outcome.tests?.failed]).toEqual([2, 1]);
  });
});

// Issue 40's regression: vitest with no test file prints no summary, only its own words for it;
// its JUnit report lists 0 tests. Those are two witnesses of one empty run, not a disagreement.
describe('vitest finding no test file', () => {
  const emptyJunit =
    '<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="vitest tests" tests="0" failures="0" errors="0" time="0">\n</testsuites>\n';

  function outcomeOf(stdout: string, exit: number, junitText: string | null) {
    const prepared = instrument(check('npx', ['vitest', 'run', '--passWithNoTests']), context);
    return interpretOutcome({ ...result(exit), command: 'npx' }, prepared, {
      junit: junitText,
      junitProblem: null,
      coverage: null,
      coverageProblem: null,
      stdout,
      stderr: '',
    });
  }

  it('honest: exit 0, JUnit with 0 tests, "No test files found": 0 tests and no disagreement', () => {
    const outcome = outcomeOf(fixture('console/vitest-no-files.txt'), 0, emptyJunit);
    expect(outcome.reportDisagrees ?? null).toBeNull();
    expect(outcome.tests?.total).toBe(0);
  });

  it('gaming: the JUnit report lists tests the console says never existed', () => {
    const outcome = outcomeOf(fixture('console/vitest-no-files.txt'), 0, junit('ok', 'ok'));
    expect(outcome.reportDisagrees).toMatch(/has 2 passed tests, the console summary 0/);
  });

  it('gaming: exit 0 with neither a summary nor the no-files words still disagrees', () => {
    const outcome = outcomeOf('all good\n', 0, emptyJunit);
    expect(outcome.reportDisagrees).toMatch(/output shows no runner's summary/);
  });
});
