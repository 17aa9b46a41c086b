import { describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { buildReport } from '../../../src/core/verdict/build-report.js';
import type { VerdictInput } from '../../../src/core/verdict/input.js';
import {
  anomaly,
  diagnostic,
  failedResult,
  failure,
  input,
  passingOutcomes,
  result,
  run,
  skipped,
} from '../../builders/verdict-input.js';

/** The fields each case pins down; counts, coverage and anomalies included. */
type Expected = Pick<
  Report,
  | 'verdict'
  | 'unverified_reason'
  | 'verified'
  | 'has_tests'
  | 'coverage'
  | 'type_check_clean'
  | 'lint_clean'
  | 'confidence_qualifier'
  | 'failure_detail'
  | 'test_gaming'
  | 'summary'
> & { gatePassed: boolean; anomalies: string[]; counts: [number, number, number, number] };

function observe(verdictInput: VerdictInput): Expected {
  const { report, gatePassed } = buildReport(verdictInput);
  return {
    verdict: report.verdict,
    unverified_reason: report.unverified_reason,
    verified: report.verified,
    has_tests: report.has_tests,
    coverage: report.coverage,
    type_check_clean: report.type_check_clean,
    lint_clean: report.lint_clean,
    confidence_qualifier: report.confidence_qualifier,
    failure_detail: report.failure_detail,
    test_gaming: report.test_gaming,
    summary: report.summary,
    gatePassed,
    anomalies: report.anomalies.map((a) => `${a.kind}/${a.severity}: ${a.detail}`),
    counts: [report.tests_run, report.tests_passed, report.tests_failed, report.tests_skipped],
  };
}

const PASSED: Expected = {
  verdict: 'PASS',
  unverified_reason: null,
  verified: true,
  has_tests: true,
  coverage: 83.41,
  type_check_clean: true,
  lint_clean: true,
  confidence_qualifier: 'verified (83.4%)',
  failure_detail: null,
  test_gaming: false,
  summary: '3 checks passed',
  gatePassed: true,
  anomalies: [],
  counts: [42, 42, 0, 0],
};

const UNVERIFIED: Expected = {
  ...PASSED,
  verdict: 'PARTIAL',
  unverified_reason: 'no-tests',
  verified: false,
  has_tests: false,
  coverage: null,
  confidence_qualifier: 'UNVERIFIED',
  summary: 'no tests in the locked set',
  gatePassed: false,
  counts: [0, 0, 0, 0],
};

const [typecheckOk, lintOk] = passingOutcomes().slice(1) as [
  VerdictInput['outcomes'][0],
  VerdictInput['outcomes'][0],
];
const burst = failure(
  'burst_at_boundary',
  'admits >100',
  "thread 'limits::burst_at_boundary' panicked at src/limits.rs:40:5:\nadmits >100",
);
const typeError = diagnostic(
  'pyright',
  'src/a.ts',
  3,
  "Type 'string' is not assignable to type 'number'.",
);
const longMessage = `AssertionError: ${'expected value '.repeat(12)}`;
const manyLines = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`).join('\n');
const coloured =
  '\u001b[31mFAILED\u001b[0m tests/test_x.py::test_y\n\u001b[1mE   assert 1 == 2\u001b[22m\n';

const cases: Array<[string, VerdictInput, Expected]> = [
  ['all clean, 8341/10000 lines', input(), PASSED],
  [
    '7996/10000 lines is 79.9, never rounded up',
    input({ outcomes: passingOutcomes(7996, 10000) }),
    { ...PASSED, coverage: 79.96, confidence_qualifier: 'passes-but-thinly-tested (79.9%)' },
  ],
  [
    'exactly 80 is verified',
    input({ outcomes: passingOutcomes(8000, 10000) }),
    { ...PASSED, coverage: 80, confidence_qualifier: 'verified (80.0%)' },
  ],
  [
    'exactly 50 is thinly tested',
    input({ outcomes: passingOutcomes(1, 2) }),
    { ...PASSED, coverage: 50, confidence_qualifier: 'passes-but-thinly-tested (50.0%)' },
  ],
  [
    '4999/10000 is weakly verified',
    input({ outcomes: passingOutcomes(4999, 10000) }),
    { ...PASSED, coverage: 49.99, confidence_qualifier: 'weakly-verified (49.9%)' },
  ],
  [
    '0 covered of 10 is 0.0, not null',
    input({ outcomes: passingOutcomes(0, 10) }),
    { ...PASSED, coverage: 0, confidence_qualifier: 'weakly-verified (0.0%)' },
  ],
  [
    '2/3 truncates both the number and the qualifier',
    input({ outcomes: passingOutcomes(2, 3) }),
    { ...PASSED, coverage: 66.66, confidence_qualifier: 'passes-but-thinly-tested (66.6%)' },
  ],
  [
    'coverage not instrumented, hint names the missing tool',
    input({
      outcomes: [
        {
          result: result('test'),
          tests: run(42),
          coverage: null,
          coverageHint: 'pytest-cov is not installed',
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...PASSED,
      coverage: null,
      confidence_qualifier: 'verified (coverage unmeasured)',
      anomalies: ['coverage-unmeasured/info: pytest-cov is not installed'],
    },
  ],
  [
    'coverage not instrumented, no hint',
    input({ outcomes: [{ result: result('test'), tests: run(42) }, typecheckOk, lintOk] }),
    {
      ...PASSED,
      coverage: null,
      confidence_qualifier: 'verified (coverage unmeasured)',
      anomalies: ['coverage-unmeasured/info: no coverage report was produced by tests (pytest -q)'],
    },
  ],
  [
    'a coverage report that counted no lines is unmeasured',
    input({ outcomes: passingOutcomes(0, 0) }),
    {
      ...PASSED,
      coverage: null,
      confidence_qualifier: 'verified (coverage unmeasured)',
      anomalies: ['coverage-unmeasured/info: the coverage report of tests counted no lines'],
    },
  ],
  ['no test check at all', input({ outcomes: [typecheckOk, lintOk] }), UNVERIFIED],
  [
    'test and lint not configured',
    input({
      outcomes: [skipped('test', 'not-configured'), typecheckOk, skipped('lint', 'not-configured')],
    }),
    {
      ...UNVERIFIED,
      lint_clean: null,
      summary:
        'no tests in the locked set; 2 checks skipped (tests: not-configured, lint: not-configured)',
    },
  ],
  [
    'the suite ran zero tests: coverage null even if reported',
    input({
      outcomes: [
        { result: result('test'), tests: run(0), coverage: { linesCovered: 0, linesTotal: 10 } },
        typecheckOk,
        lintOk,
      ],
    }),
    UNVERIFIED,
  ],
  [
    'exit 0 with nothing parsed cannot claim tests ran',
    input({ outcomes: [{ result: result('test'), tests: null }, typecheckOk, lintOk] }),
    {
      ...UNVERIFIED,
      unverified_reason: 'results-unreadable',
      summary: 'no test results could be read (tests)',
    },
  ],
  [
    'a dependency could not be downloaded: PARTIAL, the summary names it',
    input({
      outcomes: [
        {
          ...skipped('test', 'tool-not-installed'),
          unavailable:
            'dependency unavailable: module example.invalid/x v1.0.0 cannot be downloaded here (why)',
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...UNVERIFIED,
      unverified_reason: 'tool-not-installed',
      summary:
        'tests could not run: dependency unavailable: module example.invalid/x v1.0.0 cannot be downloaded here (why); 1 check skipped (tests: tool-not-installed)',
    },
  ],
  [
    'every test skipped: none ran',
    input({ outcomes: [{ result: result('test'), tests: run(0, [], 3) }, typecheckOk, lintOk] }),
    { ...UNVERIFIED, counts: [3, 0, 0, 3] },
  ],
  [
    'test runner not installed',
    input({ outcomes: [skipped('test', 'tool-not-installed'), typecheckOk, lintOk] }),
    {
      ...UNVERIFIED,
      unverified_reason: 'tool-not-installed',
      summary: 'test runner not installed; 1 check skipped (tests: tool-not-installed)',
    },
  ],
  [
    'a failing test on a gaming PR',
    input({
      anomalies: [anomaly('test-modified')],
      outcomes: [
        {
          result: failedResult('test'),
          tests: run(41, [burst]),
          coverage: { linesCovered: 8341, linesTotal: 10000 },
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...PASSED,
      verdict: 'FAIL',
      verified: false,
      confidence_qualifier: 'failed: burst_at_boundary admits >100',
      failure_detail: burst.detail,
      test_gaming: true,
      summary: '1 of 3 checks failed (tests); 1 critical anomaly',
      gatePassed: false,
      anomalies: ['test-modified/critical: assertion changed'],
      counts: [42, 41, 1, 0],
    },
  ],
  [
    'one type error is verified: false',
    input({
      outcomes: [
        passingOutcomes()[0]!,
        { result: failedResult('typecheck'), diagnostics: [typeError] },
        lintOk,
      ],
    }),
    {
      ...PASSED,
      verdict: 'FAIL',
      verified: false,
      type_check_clean: false,
      confidence_qualifier: "failed: src/a.ts:3 Type 'string' is not assignable to type 'number'.",
      failure_detail: "src/a.ts:3:5 - error: Type 'string' is not assignable to type 'number'.",
      summary: '1 of 3 checks failed (typecheck)',
      gatePassed: false,
    },
  ],
  [
    'type and lint both failed: the type error is reported first',
    input({
      outcomes: [
        passingOutcomes()[0]!,
        {
          result: failedResult('lint'),
          diagnostics: [diagnostic('ruff', 'src/b.py', 7, 'F401 unused')],
        },
        { result: failedResult('typecheck'), diagnostics: [typeError] },
      ],
    }),
    {
      ...PASSED,
      verdict: 'FAIL',
      verified: false,
      type_check_clean: false,
      lint_clean: false,
      confidence_qualifier: "failed: src/a.ts:3 Type 'string' is not assignable to type 'number'.",
      failure_detail: "src/a.ts:3:5 - error: Type 'string' is not assignable to type 'number'.",
      summary: '2 of 3 checks failed (lint, typecheck)',
      gatePassed: false,
    },
  ],
  [
    'a long reason is cut to 120 characters',
    input({
      outcomes: [
        {
          result: failedResult('test'),
          tests: run(0, [failure('test_long', longMessage, 'E   long')]),
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      has_tests: true,
      confidence_qualifier: `failed: test_long ${longMessage.slice(0, 101)}…`,
      failure_detail: 'E   long',
      summary: '1 of 3 checks failed (tests)',
      counts: [1, 0, 1, 0],
    },
  ],
  [
    'a test check that timed out, nothing parsed: the tail of its output, ANSI stripped',
    input({
      outcomes: [
        {
          result: failedResult('test', {
            timedOut: true,
            exitCode: null,
            signal: 'SIGKILL',
            durationMs: 900_412,
            stdout: coloured,
          }),
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      confidence_qualifier: 'failed: tests timed out after 15m',
      failure_detail: 'FAILED tests/test_x.py::test_y\nE   assert 1 == 2',
      summary: '1 of 3 checks failed (tests)',
    },
  ],
  [
    'a crash with nothing parsed: exit code and the tail of stdout then stderr',
    input({
      outcomes: [
        {
          result: failedResult('test', {
            exitCode: 2,
            stdout: 'collecting ...\n',
            stderr: 'ImportError: no module x\n',
          }),
          tests: null,
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      confidence_qualifier: 'failed: tests exited with code 2',
      failure_detail: 'collecting ...\n\nImportError: no module x',
      summary: '1 of 3 checks failed (tests)',
    },
  ],
  [
    'killed by a signal, printing nothing',
    input({
      outcomes: [
        { result: failedResult('test', { exitCode: null, signal: 'SIGSEGV' }) },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      confidence_qualifier: 'failed: tests killed by SIGSEGV',
      failure_detail: null,
      summary: '1 of 3 checks failed (tests)',
    },
  ],
  [
    'a verbatim detail over 40 lines is clipped again',
    input({
      outcomes: [
        {
          result: failedResult('test'),
          tests: run(3, [failure('test_y', 'assert 1 == 2', manyLines)]),
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      has_tests: true,
      confidence_qualifier: 'failed: test_y assert 1 == 2',
      failure_detail: manyLines.split('\n').slice(0, 40).join('\n'),
      summary: '1 of 3 checks failed (tests)',
      counts: [4, 3, 1, 0],
    },
  ],
  [
    'exit 0 but a parsed failing test: the test failed',
    input({
      outcomes: [{ result: result('test'), tests: run(2, [burst]) }, typecheckOk, lintOk],
    }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      has_tests: true,
      confidence_qualifier: 'failed: burst_at_boundary admits >100',
      failure_detail: burst.detail,
      summary: '1 of 3 checks failed (tests)',
      counts: [3, 2, 1, 0],
    },
  ],
  [
    'report-disagrees fails the check even under policy ignore',
    input({
      policy: 'ignore',
      outcomes: [
        {
          result: failedResult('test', { stdout: 'all good\n' }),
          tests: run(5),
          coverage: { linesCovered: 9, linesTotal: 10 },
          reportDisagrees: 'exit 1 but junit.xml says 5 of 5 passed',
        },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...PASSED,
      verdict: 'FAIL',
      verified: false,
      coverage: 90,
      confidence_qualifier:
        'failed: report-disagrees: tests: exit 1 but junit.xml says 5 of 5 passed',
      failure_detail: 'all good',
      test_gaming: true,
      summary: '1 of 3 checks failed (tests); 1 critical anomaly (policy: ignore)',
      gatePassed: false,
      anomalies: ['report-disagrees/critical: tests: exit 1 but junit.xml says 5 of 5 passed'],
      counts: [5, 5, 0, 0],
    },
  ],
  [
    'critical anomaly, policy fail, checks pass: FAIL with the run qualifier',
    input({ anomalies: [anomaly('test-deleted')] }),
    {
      ...PASSED,
      verdict: 'FAIL',
      test_gaming: true,
      summary: '1 critical anomaly fails the gate; 3 checks passed',
      gatePassed: false,
      anomalies: ['test-deleted/critical: assertion changed'],
    },
  ],
  [
    'critical anomaly, policy fail, label allows it',
    input({ anomalies: [anomaly('test-modified')], allowTestChanges: true }),
    {
      ...PASSED,
      test_gaming: true,
      summary: '3 checks passed; 1 critical anomaly (allowed by label)',
      anomalies: ['test-modified/critical: assertion changed'],
    },
  ],
  [
    'critical anomalies, policy warn',
    input({ anomalies: [anomaly('test-added'), anomaly('harness-modified')], policy: 'warn' }),
    {
      ...PASSED,
      test_gaming: true,
      summary: '3 checks passed; 2 critical anomalies (policy: warn)',
      anomalies: [
        'test-added/critical: assertion changed',
        'harness-modified/critical: assertion changed',
      ],
    },
  ],
  [
    'critical anomaly, policy ignore: still listed',
    input({ anomalies: [anomaly('skip-marker-added')], policy: 'ignore' }),
    {
      ...PASSED,
      test_gaming: true,
      summary: '3 checks passed; 1 critical anomaly (policy: ignore)',
      anomalies: ['skip-marker-added/critical: assertion changed'],
    },
  ],
  [
    'a warning-severity anomaly does not fail policy fail',
    input({ anomalies: [anomaly('test-added', 'warning')] }),
    { ...PASSED, anomalies: ['test-added/warning: assertion changed'] },
  ],
  [
    'no tests and a critical anomaly under policy fail: FAIL, not PARTIAL',
    input({ anomalies: [anomaly('test-deleted')], outcomes: [typecheckOk, lintOk] }),
    {
      ...UNVERIFIED,
      verdict: 'FAIL',
      unverified_reason: null,
      test_gaming: true,
      summary: '1 critical anomaly fails the gate; 2 checks passed',
      anomalies: ['test-deleted/critical: assertion changed'],
    },
  ],
  [
    'type checker not installed: null, never clean, does not block',
    input({
      outcomes: [passingOutcomes()[0]!, skipped('typecheck', 'tool-not-installed'), lintOk],
    }),
    {
      ...PASSED,
      type_check_clean: null,
      summary: '2 checks passed; 1 check skipped (typecheck: tool-not-installed)',
    },
  ],
  [
    'two test checks: counts add up, coverage only when both are instrumented',
    input({
      outcomes: [
        passingOutcomes()[0]!,
        { result: result('test', { name: 'unit', script: 'go test ./...' }), tests: run(8) },
        typecheckOk,
        lintOk,
      ],
    }),
    {
      ...PASSED,
      coverage: null,
      confidence_qualifier: 'verified (coverage unmeasured)',
      summary: '4 checks passed',
      anomalies: [
        'coverage-unmeasured/info: no coverage report was produced by unit (go test ./...)',
      ],
      counts: [50, 50, 0, 0],
    },
  ],
  [
    'one test runner missing, another ran: not verified',
    input({
      outcomes: [passingOutcomes()[0]!, skipped('test', 'tool-not-installed'), typecheckOk, lintOk],
    }),
    {
      ...PASSED,
      verdict: 'PARTIAL',
      unverified_reason: 'tool-not-installed',
      verified: false,
      confidence_qualifier: 'UNVERIFIED',
      summary: 'test runner not installed; 1 check skipped (tests: tool-not-installed)',
      gatePassed: false,
    },
  ],
  [
    'tests only, no type check or lint in the project',
    input({ outcomes: [passingOutcomes()[0]!] }),
    { ...PASSED, type_check_clean: null, lint_clean: null, summary: '1 check passed' },
  ],
];

describe('buildReport', () => {
  it.each(cases)('%s', (_name, verdictInput, expected) => {
    expect(observe(verdictInput)).toEqual(expected);
  });

  it('copies identity fields and keeps schema_version 1', () => {
    const { report } = buildReport(input());
    expect([report.schema_version, report.branch_id, report.base_sha, report.head_sha]).toEqual([
      1,
      'feature/rate-limit',
      'a'.repeat(40),
      'b'.repeat(40),
    ]);
  });

  it('marks a check the verdict failed as not ok in checks[]', () => {
    const { report } = buildReport(
      input({
        outcomes: [
          {
            result: result('test'),
            tests: run(2),
            reportDisagrees: 'exit 0 but junit.xml lists 1 failure',
          },
          { result: result('test', { name: 'unit' }), tests: run(1, [burst]) },
        ],
      }),
    );
    expect(report.checks.map((check) => [check.name, check.ok, check.summary])).toEqual([
      [
        'tests',
        false,
        'failed (report disagrees: exit 0 but junit.xml lists 1 failure): pytest -q',
      ],
      ['unit', false, 'failed (tests failed): pytest -q'],
    ]);
  });

  it('keeps the qualifier within 120 characters', () => {
    const { report } = buildReport(
      input({
        outcomes: [
          { result: failedResult('test'), tests: run(0, [failure('test_long', longMessage, '')]) },
        ],
      }),
    );
    expect(Array.from(report.confidence_qualifier).length).toBe(120);
  });
});
