import { describe, expect, it } from 'vitest';
import type { TestFailure } from '../../../../src/core/model/results.js';
import { parseConsole } from '../../../../src/core/results/console/parse-console.js';
import { RUNNER_NAMES, type RunnerName } from '../../../../src/core/runners/names.js';
import { fixture } from '../fixture.js';

interface Expected {
  counts: [total: number, passed: number, failed: number, skipped: number];
  failures: Array<Omit<TestFailure, 'detail'> & { detailStart: string }>;
}

// The runners added for issue 12, on real runs of one small suite (2 pass, 1 fails, 1 skipped; the
// -pass fixtures with the bug fixed): counts and every failure. gotestsum and nextest are modelled
// on their documentation (see fixtures/README.md).
const CASES: Array<[RunnerName, string, Expected]> = [
  [
    'uvu',
    'uvu-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'Expected values to be strictly equal:',
          file: '/tmp/fx/uvu/tests/limits.test.mjs',
          line: 12,
          detailStart: '   FAIL  "burst at boundary"',
        },
      ],
    },
  ],
  ['uvu', 'uvu-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'tap',
    'tape-fail.txt',
    {
      counts: [3, 2, 1, 0],
      failures: [
        {
          name: 'burst at boundary',
          message: 'admits at most the limit: expected 100, actual 150',
          file: '/tmp/fx/tape/test/limits.test.cjs',
          line: 13,
          detailStart: 'not ok 3 admits at most the limit',
        },
      ],
    },
  ],
  ['tap', 'tape-pass.txt', { counts: [3, 3, 0, 0], failures: [] }],
  // tape piped into tap-spec (a trial monorepo's `tape tests/*.js | tap-spec`): no TAP left.
  [
    'tap',
    'tape-spec-fail.txt',
    {
      counts: [3, 2, 1, 0],
      failures: [
        {
          name: 'burst at boundary › admits at most the limit',
          message: 'expected: 100, actual: 150',
          file: null,
          line: null,
          detailStart: '    ✖ admits at most the limit',
        },
      ],
    },
  ],
  ['tap', 'tape-spec-pass.txt', { counts: [3, 3, 0, 0], failures: [] }],
  [
    'tap',
    'ava-tap.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'admits at most the limit',
          file: null,
          line: null,
          detailStart: 'not ok 4 - burst at boundary',
        },
      ],
    },
  ],
  [
    'node-tap',
    'tap-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'admits at most the limit',
          file: 'test/limits.test.mjs',
          line: 11,
          detailStart: '        not ok 1 - admits at most the limit',
        },
      ],
    },
  ],
  ['node-tap', 'tap-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'node-tap',
    'tap-base.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'admits at most the limit',
          file: 'test/limits.test.mjs',
          line: 11,
          detailStart: '✖ burst at boundary > admits at most the limit',
        },
      ],
    },
  ],
  [
    'ava',
    'ava-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'admits at most the limit',
          file: 'test/limits.test.mjs',
          line: 11,
          detailStart: '  burst at boundary',
        },
      ],
    },
  ],
  ['ava', 'ava-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'jasmine',
    'jasmine-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'limits burst at boundary',
          message: 'Expected 150 to be 100.',
          file: '/tmp/fx/jasmine/spec/limits.spec.mjs',
          line: 11,
          detailStart: '1) limits burst at boundary',
        },
      ],
    },
  ],
  ['jasmine', 'jasmine-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'lab',
    'lab-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'limits burst at boundary',
          message: 'Expected 150 to equal specified value: 100',
          file: '/tmp/fx/lab/test/limits.js',
          line: 16,
          detailStart: '  3) limits burst at boundary:',
        },
      ],
    },
  ],
  ['lab', 'lab-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'japa',
    'japa-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'limits / burst at boundary',
          message: 'AssertionError: expected 150 to equal 100',
          file: 'tests/limits.spec.js',
          line: 12,
          detailStart: '❯ limits / burst at boundary',
        },
      ],
    },
  ],
  ['japa', 'japa-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'bun',
    'bun-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'expect(received).toBe(expected)',
          file: '/tmp/fx/bun/test/limits.test.js',
          line: 11,
          detailStart: ' 6 | });',
        },
      ],
    },
  ],
  [
    'bun',
    'bun-color.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'expect(received).toBe(expected)',
          file: '/tmp/fx/bun/test/limits.test.js',
          line: 11,
          detailStart: ' 6 | });',
        },
      ],
    },
  ],
  ['bun', 'bun-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'deno',
    'deno-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'Error: Expected 100, got 150',
          file: '/tmp/fx/deno/limits_test.js',
          line: 4,
          detailStart: 'burst at boundary => ./limits_test.js:13:6',
        },
      ],
    },
  ],
  [
    'deno',
    'deno-nocolor.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'burst at boundary',
          message: 'Error: Expected 100, got 150',
          file: '/tmp/fx/deno/limits_test.js',
          line: 4,
          detailStart: 'burst at boundary => ./limits_test.js:13:6',
        },
      ],
    },
  ],
  ['deno', 'deno-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
  [
    'gotestsum',
    'gotestsum-fail.txt',
    {
      counts: [7, 3, 3, 1],
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
      ],
    },
  ],
  ['gotestsum', 'gotestsum-pass.txt', { counts: [5, 5, 0, 0], failures: [] }],
  [
    'nextest',
    'nextest-fail.txt',
    {
      counts: [4, 2, 1, 1],
      failures: [
        {
          name: 'tests::burst_at_boundary',
          message: 'admits >100: 101',
          file: 'src/lib.rs',
          line: 33,
          detailStart: '        FAIL [   0.004s] limits_rs tests::burst_at_boundary',
        },
      ],
    },
  ],
  ['nextest', 'nextest-pass.txt', { counts: [4, 3, 0, 1], failures: [] }],
];

describe('console parsers of issue 12 runners', () => {
  it.each(CASES)('%s %s', (runner, file, expected) => {
    const run = parseConsole(runner, fixture(`console/${file}`));
    expect(run).not.toBeNull();
    if (run === null) return;
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual(expected.counts);
    expect(
      run.failures.map(({ detail, ...rest }) => ({ ...rest, detailStart: detail.split('\n')[0] })),
    ).toEqual(expected.failures);
  });

  it.each(RUNNER_NAMES)('%s: null when the output has no summary', (runner) => {
    expect(parseConsole(runner, 'npm ERR! missing script: test\n')).toBeNull();
    expect(parseConsole(runner, '')).toBeNull();
  });
});

describe('verbatim failure detail of issue 12 runners', () => {
  const first = (runner: RunnerName, file: string): string =>
    parseConsole(runner, fixture(`console/${file}`))?.failures[0]?.detail ?? '';

  it.each([
    [
      'uvu',
      'uvu-fail.txt',
      [
        '  FAIL  "burst at boundary"',
        '    Expected values to be strictly equal:  (is)',
        '',
        '        ++100    (Expected)',
        '        --150    (Actual)',
      ],
    ],
    [
      'tap',
      'tape-fail.txt',
      [
        'not ok 3 admits at most the limit',
        '  ---',
        '    operator: equal',
        '    expected: 100',
        '    actual:   150',
      ],
    ],
    [
      'jasmine',
      'jasmine-fail.txt',
      ['1) limits burst at boundary', '  Message:', '    Expected 150 to be 100.', '  Stack:'],
    ],
    [
      'deno',
      'deno-nocolor.txt',
      ['burst at boundary => ./limits_test.js:13:6', 'error: Error: Expected 100, got 150'],
    ],
    [
      'bun',
      'bun-fail.txt',
      [
        '11 |   expect(burst(150, 100)).toBe(100);',
        '                               ^',
        'error: expect(received).toBe(expected)',
        '',
        'Expected: 100',
        'Received: 150',
      ],
    ],
    [
      'nextest',
      'nextest-fail.txt',
      [
        "    thread 'tests::burst_at_boundary' panicked at src/lib.rs:33:9:",
        '    admits >100: 101',
      ],
    ],
    [
      'ava',
      'ava-fail.txt',
      [
        '  admits at most the limit',
        '',
        '  Difference (- actual, + expected):',
        '',
        '  - 150',
        '  + 100',
      ],
    ],
  ] as const)('%s %s', (runner, file, lines) => {
    expect(first(runner, file)).toContain(lines.join('\n'));
  });

  it.each([
    ['bun', 'bun-fail.txt', 'bun-color.txt'],
    ['deno', 'deno-nocolor.txt', 'deno-fail.txt'],
    ['node-tap', 'tap-fail.txt', 'tap-base.txt'],
  ] as const)('%s: %s and %s name the same failure at the same place', (runner, a, b) => {
    const where = (file: string) =>
      parseConsole(runner, fixture(`console/${file}`))?.failures.map((f) => [
        f.name,
        f.message,
        f.file,
        f.line,
      ]);
    expect(where(a)).toEqual(where(b));
    expect(where(a)).toHaveLength(1);
  });

  it('node-tap: the pass run has no failure although tap exits 1 on its coverage check', () => {
    const run = parseConsole('node-tap', fixture('console/tap-pass.txt'));
    expect([run?.failed, run?.failures]).toEqual([0, []]);
  });

  it('gotestsum: a parent that only repeats its failed subtest is not a second failure', () => {
    const names = parseConsole('gotestsum', fixture('console/gotestsum-fail.txt'))?.failures.map(
      (f) => f.name,
    );
    expect(names).toEqual(['TestBurstAtBoundary', 'TestTable/n=101']);
  });

  it('gotestsum: a package that did not build counts as a failed test', () => {
    const output = [
      '✖  broken (0s)',
      '',
      '=== Errors',
      '# example.com/limits/broken',
      'broken/broken.go:4:9: cannot use "x" (untyped string constant) as int value in return statement',
      '',
      'DONE 3 tests, 1 error in 0.2s',
    ].join('\n');
    const run = parseConsole('gotestsum', output);
    expect([run?.total, run?.passed, run?.failed]).toEqual([4, 3, 1]);
    expect(run?.failures[0]).toMatchObject({ file: 'broken/broken.go', line: 4 });
  });

  it('nextest: the older `--- STDERR:` sections are read too', () => {
    const output = [
      '        FAIL [   0.004s] limits_rs tests::burst_at_boundary',
      '',
      '--- STDOUT:              limits_rs tests::burst_at_boundary ---',
      'running 1 test',
      'test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 3 filtered out; finished in 0.00s',
      '--- STDERR:              limits_rs tests::burst_at_boundary ---',
      "thread 'tests::burst_at_boundary' panicked at src/lib.rs:33:9:",
      'admits >100: 101',
      '------------',
      '     Summary [   0.010s] 2 tests run: 1 passed, 1 failed, 0 skipped',
      '        FAIL [   0.004s] limits_rs tests::burst_at_boundary',
    ].join('\n');
    const run = parseConsole('nextest', output);
    expect([run?.total, run?.passed, run?.failed]).toEqual([2, 1, 1]);
    expect(run?.failures[0]).toMatchObject({
      name: 'tests::burst_at_boundary',
      message: 'admits >100: 101',
      file: 'src/lib.rs',
      line: 33,
    });
  });

  it('nextest: a test that timed out is a failed test', () => {
    const output = [
      '     TIMEOUT [  60.001s] limits_rs tests::slow',
      '     Summary [  60.010s] 3 tests run: 2 passed, 1 timed out, 0 skipped',
      '     TIMEOUT [  60.001s] limits_rs tests::slow',
    ].join('\n');
    const run = parseConsole('nextest', output);
    expect([run?.total, run?.passed, run?.failed, run?.failures[0]?.name]).toEqual([
      3,
      2,
      1,
      'tests::slow',
    ]);
  });
});
