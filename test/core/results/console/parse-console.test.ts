import { describe, expect, it } from 'vitest';
import type { TestFailure } from '../../../../src/core/model/results.js';
import { parseConsole } from '../../../../src/core/results/console/parse-console.js';
import type { RunnerName } from '../../../../src/core/runners/names.js';
import { fixture } from '../fixture.js';

interface Expected {
  counts: [total: number, passed: number, failed: number, skipped: number];
  testIds: number;
  failures: Array<Omit<TestFailure, 'detail'> & { detailStart: string }>;
}

// Every real console fixture: counts, how many test ids the output lists, and each failure.
const CASES: Array<[RunnerName, string, Expected]> = [
  [
    'pytest',
    'pytest-default.txt',
    {
      counts: [7, 4, 2, 1],
      testIds: 2,
      failures: [
        {
          name: 'tests/test_limits.py::test_burst_at_boundary',
          message: 'assert 101 <= 100',
          file: 'tests/test_limits.py',
          line: 12,
          detailStart:
            '____________________________ test_burst_at_boundary ____________________________',
        },
        {
          name: 'tests/test_limits.py::TestRemaining::test_negative',
          message: 'ValueError: negative count',
          file: 'tests/test_limits.py',
          line: 25,
          detailStart:
            '_________________________ TestRemaining.test_negative __________________________',
        },
      ],
    },
  ],
  [
    'pytest',
    'pytest-q.txt',
    {
      counts: [7, 4, 2, 1],
      testIds: 2,
      failures: [
        {
          name: 'tests/test_limits.py::test_burst_at_boundary',
          message: 'assert 101 <= 100',
          file: 'tests/test_limits.py',
          line: 12,
          detailStart:
            '____________________________ test_burst_at_boundary ____________________________',
        },
        {
          name: 'tests/test_limits.py::TestRemaining::test_negative',
          message: 'ValueError: negative count',
          file: 'tests/test_limits.py',
          line: 25,
          detailStart:
            '_________________________ TestRemaining.test_negative __________________________',
        },
      ],
    },
  ],
  [
    'pytest',
    'pytest-color.txt',
    {
      counts: [7, 4, 2, 1],
      testIds: 6,
      failures: [
        {
          name: 'tests/test_limits.py::test_burst_at_boundary',
          message: 'assert 101 <= 100',
          file: 'tests/test_limits.py',
          line: 12,
          detailStart:
            '____________________________ test_burst_at_boundary ____________________________',
        },
        {
          name: 'tests/test_limits.py::TestRemaining::test_negative',
          message: 'ValueError: negative count',
          file: 'tests/test_limits.py',
          line: 25,
          detailStart:
            '_________________________ TestRemaining.test_negative __________________________',
        },
      ],
    },
  ],
  [
    'pytest',
    'pytest-error.txt',
    {
      counts: [2, 1, 1, 0],
      testIds: 1,
      failures: [
        {
          name: 'tests/test_err.py::test_uses_broken',
          message: 'RuntimeError: fixture exploded',
          file: 'tests/test_err.py',
          line: 6,
          detailStart:
            '______________________ ERROR at setup of test_uses_broken ______________________',
        },
      ],
    },
  ],
  [
    'pytest',
    'pytest-pass.txt',
    {
      counts: [4, 4, 0, 0],
      testIds: 0,
      failures: [],
    },
  ],
  [
    'unittest',
    'unittest-failed.txt',
    {
      counts: [5, 2, 2, 1],
      testIds: 0,
      failures: [
        {
          name: 'ut.test_ut.LimitsTest.test_negative',
          message: 'ValueError: negative count',
          file: '/tmp/pyp/ut/test_ut.py',
          line: 18,
          detailStart: 'ERROR: test_negative (ut.test_ut.LimitsTest.test_negative)',
        },
        {
          name: 'ut.test_ut.LimitsTest.test_burst_at_boundary',
          message: 'AssertionError: True is not false : admits >100',
          file: '/tmp/pyp/ut/test_ut.py',
          line: 11,
          detailStart:
            'FAIL: test_burst_at_boundary (ut.test_ut.LimitsTest.test_burst_at_boundary)',
        },
      ],
    },
  ],
  [
    'unittest',
    'unittest-verbose.txt',
    {
      counts: [5, 2, 2, 1],
      testIds: 5,
      failures: [
        {
          name: 'ut.test_ut.LimitsTest.test_negative',
          message: 'ValueError: negative count',
          file: '/tmp/pyp/ut/test_ut.py',
          line: 18,
          detailStart: 'ERROR: test_negative (ut.test_ut.LimitsTest.test_negative)',
        },
        {
          name: 'ut.test_ut.LimitsTest.test_burst_at_boundary',
          message: 'AssertionError: True is not false : admits >100',
          file: '/tmp/pyp/ut/test_ut.py',
          line: 11,
          detailStart:
            'FAIL: test_burst_at_boundary (ut.test_ut.LimitsTest.test_burst_at_boundary)',
        },
      ],
    },
  ],
  [
    'unittest',
    'unittest-ok.txt',
    {
      counts: [2, 1, 0, 1],
      testIds: 0,
      failures: [],
    },
  ],
  [
    'vitest',
    'vitest-plain.txt',
    {
      counts: [6, 3, 2, 1],
      testIds: 0,
      failures: [
        {
          name: 'test/limits.test.js > admit > burst at boundary',
          message: 'AssertionError: expected true to be false // Object.is equality',
          file: 'test/limits.test.js',
          line: 9,
          detailStart: ' FAIL  test/limits.test.js > admit > burst at boundary',
        },
        {
          name: 'test/limits.test.js > remaining > compares objects',
          message:
            'AssertionError: expected { left: 60, limit: 100 } to deeply equal { left: 61, limit: 100 }',
          file: 'test/limits.test.js',
          line: 21,
          detailStart: ' FAIL  test/limits.test.js > remaining > compares objects',
        },
      ],
    },
  ],
  [
    'vitest',
    'vitest-color.txt',
    {
      counts: [6, 3, 2, 1],
      testIds: 0,
      failures: [
        {
          name: 'test/limits.test.js > admit > burst at boundary',
          message: 'AssertionError: expected true to be false // Object.is equality',
          file: 'test/limits.test.js',
          line: 9,
          detailStart: ' FAIL  test/limits.test.js > admit > burst at boundary',
        },
        {
          name: 'test/limits.test.js > remaining > compares objects',
          message:
            'AssertionError: expected { left: 60, limit: 100 } to deeply equal { left: 61, limit: 100 }',
          file: 'test/limits.test.js',
          line: 21,
          detailStart: ' FAIL  test/limits.test.js > remaining > compares objects',
        },
      ],
    },
  ],
  [
    'jest',
    'jest-plain.txt',
    {
      counts: [6, 3, 2, 1],
      testIds: 0,
      failures: [
        {
          name: 'admit › burst at boundary',
          message: 'expect(received).toBe(expected) // Object.is equality',
          file: '__tests__/limits.test.js',
          line: 8,
          detailStart: '  ● admit › burst at boundary',
        },
        {
          name: 'remaining › throws on negative',
          message: 'RangeError: negative count',
          file: '__tests__/limits.test.js',
          line: 20,
          detailStart: '  ● remaining › throws on negative',
        },
      ],
    },
  ],
  [
    'jest',
    'jest-color.txt',
    {
      counts: [6, 3, 2, 1],
      testIds: 0,
      failures: [
        {
          name: 'admit › burst at boundary',
          message: 'expect(received).toBe(expected) // Object.is equality',
          file: '__tests__/limits.test.js',
          line: 8,
          detailStart: '  ● admit › burst at boundary',
        },
        {
          name: 'remaining › throws on negative',
          message: 'RangeError: negative count',
          file: '__tests__/limits.test.js',
          line: 20,
          detailStart: '  ● remaining › throws on negative',
        },
      ],
    },
  ],
  [
    'mocha',
    'mocha-plain.txt',
    {
      counts: [6, 2, 2, 2],
      testIds: 0,
      failures: [
        {
          name: 'admit burst at boundary',
          message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
          file: '/tmp/mochap/test/limits.spec.js',
          line: 9,
          detailStart: '  1) admit',
        },
        {
          name: 'remaining compares objects',
          message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:',
          file: '/tmp/mochap/test/limits.spec.js',
          line: 21,
          detailStart: '  2) remaining',
        },
      ],
    },
  ],
  [
    'mocha',
    'mocha-color.txt',
    {
      counts: [6, 2, 2, 2],
      testIds: 0,
      failures: [
        {
          name: 'admit burst at boundary',
          message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
          file: '/tmp/mochap/test/limits.spec.js',
          line: 9,
          detailStart: '  1) admit',
        },
        {
          name: 'remaining compares objects',
          message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:',
          file: '/tmp/mochap/test/limits.spec.js',
          line: 21,
          detailStart: '  2) remaining',
        },
      ],
    },
  ],
  [
    'node-test',
    'node-test-tap.txt',
    {
      counts: [5, 2, 1, 2],
      testIds: 0,
      failures: [
        {
          name: 'burst at boundary',
          message: 'Expected values to be strictly equal:',
          file: '/tmp/nodet/test/limits.test.js',
          line: 10,
          detailStart: '    not ok 2 - burst at boundary',
        },
      ],
    },
  ],
  [
    'node-test',
    'node-test-spec.txt',
    {
      counts: [5, 2, 1, 2],
      testIds: 0,
      failures: [
        {
          name: 'burst at boundary',
          message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
          file: '/tmp/nodet/test/limits.test.js',
          line: 10,
          detailStart: '✖ burst at boundary (0.908049ms)',
        },
      ],
    },
  ],
  [
    'jest',
    'jest-suite-failed.txt',
    {
      counts: [2, 1, 1, 0],
      testIds: 0,
      failures: [
        {
          name: '__tests__/broken.test.js',
          message: "Cannot find module './missing' from '__tests__/broken.test.js'",
          file: '__tests__/broken.test.js',
          line: 1,
          detailStart: '  ● Test suite failed to run',
        },
      ],
    },
  ],
  [
    'vitest',
    'vitest-suite-failed.txt',
    {
      counts: [2, 1, 1, 0],
      testIds: 0,
      failures: [
        {
          name: 'test/broken.test.js',
          message:
            "Error: Cannot find module '../src/missing.js' imported from /tmp/vit2/test/broken.test.js",
          file: 'test/broken.test.js',
          line: 2,
          detailStart: ' FAIL  test/broken.test.js [ test/broken.test.js ]',
        },
      ],
    },
  ],
  [
    'pytest',
    'pytest-collection-error.txt',
    {
      counts: [1, 0, 1, 0],
      testIds: 1,
      failures: [
        {
          name: 'tests/test_broken.py',
          message: "ModuleNotFoundError: No module named 'missing_module'",
          file: 'tests/test_broken.py',
          line: 1,
          detailStart:
            '____________________ ERROR collecting tests/test_broken.py _____________________',
        },
      ],
    },
  ],
  [
    'go',
    'go-test.txt',
    {
      counts: [4, 0, 4, 0],
      testIds: 4,
      failures: [
        {
          name: 'TestBurstAtBoundary',
          message: 'admits >100: got true for 101',
          file: 'limits_test.go',
          line: 17,
          detailStart: '--- FAIL: TestBurstAtBoundary (0.00s)',
        },
        {
          name: 'TestTable/n=101',
          message: 'Admit(101) wrong',
          file: 'limits_test.go',
          line: 30,
          detailStart: '    --- FAIL: TestTable/n=101 (0.00s)',
        },
        {
          name: 'TestTable',
          message: '--- FAIL: TestTable (0.00s)',
          file: null,
          line: null,
          detailStart: '--- FAIL: TestTable (0.00s)',
        },
        {
          name: 'TestBoom',
          message: 'panic: runtime error: index out of range [3] with length 1',
          file: '/tmp/gop/panicky/p.go',
          line: 3,
          detailStart: '--- FAIL: TestBoom (0.00s)',
        },
        {
          name: 'example.com/limits/broken',
          message: 'cannot use "x" (untyped string constant) as int value in return statement',
          file: 'broken/broken.go',
          line: 4,
          detailStart: '# example.com/limits/broken [example.com/limits/broken.test]',
        },
      ],
    },
  ],
  [
    'go',
    'go-test-v.txt',
    {
      counts: [8, 3, 4, 1],
      testIds: 8,
      failures: [
        {
          name: 'TestBurstAtBoundary',
          message: 'admits >100: got true for 101',
          file: 'limits_test.go',
          line: 17,
          detailStart: 'checking boundary',
        },
        {
          name: 'TestTable/n=101',
          message: 'Admit(101) wrong',
          file: 'limits_test.go',
          line: 30,
          detailStart: '    limits_test.go:30: Admit(101) wrong',
        },
        {
          name: 'TestTable',
          message: '--- FAIL: TestTable (0.00s)',
          file: null,
          line: null,
          detailStart: '--- FAIL: TestTable (0.00s)',
        },
        {
          name: 'TestBoom',
          message: 'panic: runtime error: index out of range [3] with length 1',
          file: '/tmp/gop/panicky/p.go',
          line: 3,
          detailStart: '--- FAIL: TestBoom (0.00s)',
        },
        {
          name: 'example.com/limits/broken',
          message: 'cannot use "x" (untyped string constant) as int value in return statement',
          file: 'broken/broken.go',
          line: 4,
          detailStart: '# example.com/limits/broken [example.com/limits/broken.test]',
        },
      ],
    },
  ],
  [
    'cargo',
    'cargo-fail.txt',
    {
      counts: [4, 1, 2, 1],
      testIds: 4,
      failures: [
        {
          name: 'tests::burst_at_boundary',
          message: 'admits >100: 101',
          file: 'src/lib.rs',
          line: 33,
          detailStart: '---- tests::burst_at_boundary stdout ----',
        },
        {
          name: 'tests::remaining_counts_down',
          message: 'assertion `left == right` failed',
          file: 'src/lib.rs',
          line: 38,
          detailStart: '---- tests::remaining_counts_down stdout ----',
        },
      ],
    },
  ],
  [
    'cargo',
    'cargo-no-fail-fast.txt',
    {
      counts: [7, 3, 3, 1],
      testIds: 7,
      failures: [
        {
          name: 'tests::burst_at_boundary',
          message: 'admits >100: 101',
          file: 'src/lib.rs',
          line: 33,
          detailStart: '---- tests::burst_at_boundary stdout ----',
        },
        {
          name: 'tests::remaining_counts_down',
          message: 'assertion `left == right` failed',
          file: 'src/lib.rs',
          line: 38,
          detailStart: '---- tests::remaining_counts_down stdout ----',
        },
        {
          name: 'src/lib.rs - remaining (line 14)',
          message: 'assertion `left == right` failed',
          file: 'src/lib.rs',
          line: 14,
          detailStart: '---- src/lib.rs - remaining (line 14) stdout ----',
        },
      ],
    },
  ],
  [
    'cargo',
    'cargo-backtrace.txt',
    {
      counts: [7, 3, 3, 1],
      testIds: 7,
      failures: [
        {
          name: 'tests::remaining_counts_down',
          message: 'assertion `left == right` failed',
          file: 'src/lib.rs',
          line: 38,
          detailStart: '---- tests::remaining_counts_down stdout ----',
        },
        {
          name: 'tests::burst_at_boundary',
          message: 'admits >100: 101',
          file: 'src/lib.rs',
          line: 33,
          detailStart: '---- tests::burst_at_boundary stdout ----',
        },
        {
          name: 'src/lib.rs - remaining (line 14)',
          message: 'assertion `left == right` failed',
          file: 'src/lib.rs',
          line: 14,
          detailStart: '---- src/lib.rs - remaining (line 14) stdout ----',
        },
      ],
    },
  ],
  [
    'cargo',
    'cargo-pass.txt',
    {
      counts: [7, 6, 0, 1],
      testIds: 7,
      failures: [],
    },
  ],
];

describe('parseConsole', () => {
  it.each(CASES)('%s %s', (runner, file, expected) => {
    const run = parseConsole(runner, fixture(`console/${file}`));
    expect(run).not.toBeNull();
    if (run === null) return;
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual(expected.counts);
    expect(run.testIds).toHaveLength(expected.testIds);
    expect(
      run.failures.map(({ detail, ...rest }) => ({ ...rest, detailStart: detail.split('\n')[0] })),
    ).toEqual(expected.failures);
  });

  it.each(['pytest', 'unittest', 'vitest', 'jest', 'mocha', 'node-test', 'go', 'cargo'] as const)(
    '%s: null when the output has no summary',
    (runner) => {
      expect(parseConsole(runner, 'npm ERR! missing script: test\n')).toBeNull();
    },
  );

  // Issue 40: without this, the JUnit report's 0 tests had no console witness and an honest
  // project without tests got FAIL / report-disagrees instead of PARTIAL / no-tests.
  it.each(['vitest-no-files.txt', 'vitest-no-files-exit1.txt'])(
    'vitest: "No test files found" is a run of no tests (%s)',
    (file) => {
      const run = parseConsole('vitest', fixture(`console/${file}`));
      expect(run && [run.total, run.passed, run.failed, run.skipped]).toEqual([0, 0, 0, 0]);
    },
  );

  it('vitest: its summary wins over a "No test files found" line printed by code under test', () => {
    const forged = `No test files found, exiting with code 0\n${fixture('console/vitest-plain.txt')}`;
    expect(parseConsole('vitest', forged)?.total).toBeGreaterThan(0);
  });

  // vitest prints a test.fails test that failed as an "expected fail"; its JUnit report counts it
  // passed, so the console must too, or an honest project is report-disagrees.
  it('vitest: an expected failure is a pass, as in its JUnit report', () => {
    const summary =
      ' Test Files  2 passed (2)\n      Tests  7 passed | 1 expected fail | 2 skipped | 1 todo (11)\n';
    const run = parseConsole('vitest', summary);
    expect(run && [run.total, run.passed, run.failed, run.skipped]).toEqual([11, 8, 0, 3]);
  });

  it('returns null for a runner name it does not know', () => {
    expect(parseConsole('constructor' as RunnerName, '1 passed in 0.1s')).toBeNull();
  });
});

describe('verbatim failure detail', () => {
  const first = (runner: RunnerName, file: string): string =>
    parseConsole(runner, fixture(`console/${file}`))?.failures[0]?.detail ?? '';

  it.each([
    [
      'pytest',
      'pytest-q.txt',
      [
        '____________________________ test_burst_at_boundary ____________________________',
        '',
        '    def test_burst_at_boundary():',
        '        admitted = 101 if admit(101) else 100',
        '>       assert admitted <= 100',
        'E       assert 101 <= 100',
        '',
        'tests/test_limits.py:12: AssertionError',
      ],
    ],
    [
      'cargo',
      'cargo-fail.txt',
      [
        '---- tests::burst_at_boundary stdout ----',
        '',
        "thread 'tests::burst_at_boundary' (11070) panicked at src/lib.rs:33:9:",
        'admits >100: 101',
        'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace',
      ],
    ],
    [
      'unittest',
      'unittest-failed.txt',
      [
        'ERROR: test_negative (ut.test_ut.LimitsTest.test_negative)',
        '----------------------------------------------------------------------',
        'Traceback (most recent call last):',
        '  File "/tmp/pyp/ut/test_ut.py", line 18, in test_negative',
        '    admit(-1)',
        '  File "/tmp/pyp/limits/__init__.py", line 3, in admit',
        '    raise ValueError("negative count")',
        'ValueError: negative count',
      ],
    ],
    [
      'go',
      'go-test-v.txt',
      [
        'checking boundary',
        '    limits_test.go:17: admits >100: got true for 101',
        '--- FAIL: TestBurstAtBoundary (0.00s)',
      ],
    ],
  ] as const)('%s %s', (runner, file, lines) => {
    expect(first(runner, file)).toBe(lines.join('\n'));
  });

  it('reads the doc-test block of cargo test', () => {
    const doc = parseConsole('cargo', fixture('console/cargo-no-fail-fast.txt'))?.failures[2];
    expect(doc?.detail.split('\n').slice(0, 8)).toEqual([
      '---- src/lib.rs - remaining (line 14) stdout ----',
      'Test executable failed (exit status: 101).',
      '',
      'stderr:',
      '',
      "thread 'main' (11063) panicked at /tmp/rustdoctestLEF6OG/doctest_bundle_2024.rs:14:1:",
      'assertion `left == right` failed',
      '  left: 60',
    ]);
  });

  it('keeps 40 lines of a long backtrace, the panic first', () => {
    const detail = first('cargo', 'cargo-backtrace.txt').split('\n');
    expect(detail).toHaveLength(24);
    expect(detail[2]).toBe(
      "thread 'tests::remaining_counts_down' (10929) panicked at src/lib.rs:38:9:",
    );
  });

  it.each([
    ['vitest', 'vitest-plain.txt', 'vitest-color.txt'],
    ['jest', 'jest-plain.txt', 'jest-color.txt'],
    ['mocha', 'mocha-plain.txt', 'mocha-color.txt'],
  ] as const)('%s: coloured output reads like plain output', (runner, plain, color) => {
    const details = (file: string): string[] =>
      parseConsole(runner, fixture(`console/${file}`))?.failures.map((f) => f.detail) ?? [];
    expect(details(color)).toEqual(details(plain));
  });
});
