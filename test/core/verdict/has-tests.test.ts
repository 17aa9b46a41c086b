// What `has_tests` means (report.md): whether the locked set contains tests, from the plan; a suite
// with tests that ran none fails, one without tests is no-tests whatever its runner exits with.
import { describe, expect, it } from 'vitest';
import type { CheckOutcome } from '../../../src/core/model/outcome.js';
import type { Report } from '../../../src/core/model/report.js';
import { buildReport } from '../../../src/core/verdict/build-report.js';
import type { VerdictInput } from '../../../src/core/verdict/input.js';
import {
  anOutcome,
  failedResult,
  failure,
  input,
  passingOutcomes,
  result,
  run,
  skipped,
} from '../../builders/verdict-input.js';

type Seen = Pick<
  Report,
  'verdict' | 'unverified_reason' | 'verified' | 'has_tests' | 'confidence_qualifier'
>;

function observe(verdictInput: VerdictInput): Seen {
  const { report } = buildReport(verdictInput);
  return {
    verdict: report.verdict,
    unverified_reason: report.unverified_reason,
    verified: report.verified,
    has_tests: report.has_tests,
    confidence_qualifier: report.confidence_qualifier,
  };
}

const [, typecheckOk, lintOk] = passingOutcomes() as [CheckOutcome, CheckOutcome, CheckOutcome];

function withTests(test: CheckOutcome, lockedHasTests: boolean): VerdictInput {
  return input({ outcomes: [test, typecheckOk, lintOk], lockedHasTests });
}

const RAN_NONE: Seen = {
  verdict: 'FAIL',
  unverified_reason: null,
  verified: false,
  has_tests: true,
  confidence_qualifier: 'failed: the suite ran no tests',
};
const NO_TESTS: Seen = {
  verdict: 'PARTIAL',
  unverified_reason: 'no-tests',
  verified: false,
  has_tests: false,
  confidence_qualifier: 'UNVERIFIED',
};
const UNREADABLE: Seen = { ...NO_TESTS, unverified_reason: 'results-unreadable' };

const exit5 = failedResult('test', { exitCode: 5, summary: 'failed (exit 5): pytest -q' });
// vitest's and jest's own words when they find nothing.
const exit1 = failedResult('test', { stderr: 'No test files found, exiting with code 1\n' });

const cases: Array<[string, VerdictInput, Seen]> = [
  // The locked set has tests: exit 0 with none executed is a failure, whatever stopped them.
  [
    'gaming: exit 0 before any test ran (0 collected)',
    withTests(anOutcome('test', { tests: run(0) }), true),
    RAN_NONE,
  ],
  [
    'gaming: every test skipped by a filter, exit 0',
    withTests(anOutcome('test', { tests: run(0, [], 4) }), true),
    RAN_NONE,
  ],
  [
    'gaming: exit 0 and nothing readable: results-unreadable, never verified',
    withTests(anOutcome('test', { tests: null }), true),
    { ...UNREADABLE, has_tests: true },
  ],
  [
    'honest: tests ran and passed',
    withTests(anOutcome('test', { tests: run(3) }), true),
    {
      verdict: 'PASS',
      unverified_reason: null,
      verified: true,
      has_tests: true,
      confidence_qualifier: 'verified (coverage unmeasured)',
    },
  ],
  [
    'honest: a real failing test keeps its own reason',
    withTests({ result: exit1, tests: run(2, [failure('test_a', 'boom', 'E boom')]) }, true),
    { ...RAN_NONE, confidence_qualifier: 'failed: test_a boom' },
  ],
  [
    'honest: test runner missing stays tool-not-installed',
    withTests(skipped('test', 'tool-not-installed'), true),
    { ...NO_TESTS, unverified_reason: 'tool-not-installed', has_tests: true },
  ],
  // The locked set has no tests: the runner's "nothing collected" status is not a failure.
  [
    'honest: pytest exit 5, nothing collected',
    withTests({ result: exit5, tests: run(0) }, false),
    NO_TESTS,
  ],
  [
    'honest: jest/vitest exit 1, no summary',
    withTests({ result: exit1, tests: null }, false),
    NO_TESTS,
  ],
  [
    'honest: go "no test files", exit 0',
    withTests(anOutcome('test', { tests: run(0) }), false),
    NO_TESTS,
  ],
  [
    'gaming: no tests, exit 0, output unreadable: results-unreadable, not no-tests',
    withTests(anOutcome('test', { tests: null }), false),
    UNREADABLE,
  ],
  [
    'gaming: no tests, an unknown command exits 3 without saying it found nothing: a failure',
    withTests({ result: failedResult('test', { exitCode: 3 }), tests: null }, false),
    {
      ...RAN_NONE,
      has_tests: false,
      confidence_qualifier: 'failed: tests exited with code 3',
    },
  ],
  [
    'gaming: no tests but the check timed out: still a failure',
    withTests(
      { result: failedResult('test', { timedOut: true, exitCode: null, signal: 'SIGKILL' }) },
      false,
    ),
    { ...RAN_NONE, has_tests: false, confidence_qualifier: 'failed: tests timed out after 1s' },
  ],
  [
    'gaming: no tests but the report disagrees: still a failure',
    withTests(
      {
        result: result('test'),
        tests: null,
        reportDisagrees: 'exit 0 but no JUnit report was written',
      },
      false,
    ),
    {
      ...RAN_NONE,
      has_tests: false,
      confidence_qualifier:
        'failed: report-disagrees: tests: exit 0 but no JUnit report was written',
    },
  ],
  [
    'honest: tests ran though the plan found no test file (custom layout): they count',
    withTests(anOutcome('test', { tests: run(2) }), false),
    {
      verdict: 'PASS',
      unverified_reason: null,
      verified: true,
      has_tests: true,
      confidence_qualifier: 'verified (coverage unmeasured)',
    },
  ],
  [
    'honest: a parsed failing test with no test file found still fails',
    withTests({ result: exit1, tests: run(0, [failure('test_a', 'boom', 'E boom')]) }, false),
    { ...RAN_NONE, confidence_qualifier: 'failed: test_a boom' },
  ],
  [
    'two test checks, one unreadable: the run cannot be verified',
    input({
      outcomes: [anOutcome('test', { tests: run(3) }), anOutcome('test', { tests: null })],
      lockedHasTests: true,
    }),
    { ...UNREADABLE, has_tests: true },
  ],
];

describe('has_tests and the tests that ran', () => {
  it.each(cases)('%s', (_name, verdictInput, expected) => {
    expect(observe(verdictInput)).toEqual(expected);
  });

  it('a check that ran none shows as failed in checks[] with the reason', () => {
    const { report } = buildReport(withTests(anOutcome('test', { tests: run(0) }), true));
    expect(report.checks[0]?.ok).toBe(false);
    expect(report.checks[0]?.summary).toContain('the suite ran no tests');
  });

  it('exit 5 with no tests keeps its exit code in checks[]', () => {
    const { report } = buildReport(withTests({ result: exit5, tests: run(0) }, false));
    expect(report.checks[0]?.exitCode).toBe(5);
    expect(report.summary).toBe('no tests in the locked set');
  });
});
