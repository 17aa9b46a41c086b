import { describe, expect, it } from 'vitest';
import type { TestFailure } from '../../../../src/core/model/results.js';
import { parseJunit } from '../../../../src/core/results/junit/parse-junit.js';
import { ParseError } from '../../../../src/core/results/parse-error.js';
import { fixture } from '../fixture.js';

interface Expected {
  counts: [total: number, passed: number, failed: number, skipped: number];
  firstIds: string[];
  failures: Array<Omit<TestFailure, 'detail'> & { detailStart: string }>;
}

const CASES: Array<[string, Expected]> = [
  [
    'pytest.xml',
    {
      counts: [7, 4, 2, 1],
      firstIds: [
        'tests/test_limits.py::test_admits_below_limit',
        'tests/test_limits.py::test_burst_at_boundary',
      ],
      failures: [
        {
          name: 'tests/test_limits.py::test_burst_at_boundary',
          message: 'assert 101 <= 100',
          detailStart: 'def test_burst_at_boundary():',
          file: 'tests/test_limits.py',
          line: 12,
        },
        {
          name: 'tests/test_limits.py::TestRemaining::test_negative',
          message: 'ValueError: negative count',
          detailStart: 'self = <tests.test_limits.TestRemaining object at 0x7fcac1d31050>',
          file: 'tests/test_limits.py',
          line: 25,
        },
      ],
    },
  ],
  [
    'pytest-error.xml',
    {
      counts: [2, 1, 1, 0],
      firstIds: ['tests/test_err.py::test_uses_broken', 'tests/test_err.py::test_fine'],
      failures: [
        {
          name: 'tests/test_err.py::test_uses_broken',
          message: 'failed on setup with "RuntimeError: fixture exploded"',
          detailStart: '@pytest.fixture',
          file: 'tests/test_err.py',
          line: 6,
        },
      ],
    },
  ],
  [
    'vitest.xml',
    {
      counts: [6, 3, 2, 1],
      firstIds: [
        'test/limits.test.js > admit > admits below the limit',
        'test/limits.test.js > admit > burst at boundary',
      ],
      failures: [
        {
          name: 'test/limits.test.js > admit > burst at boundary',
          message: 'expected true to be false // Object.is equality',
          detailStart: 'AssertionError: expected true to be false // Object.is equality',
          file: 'test/limits.test.js',
          line: 9,
        },
        {
          name: 'test/limits.test.js > remaining > compares objects',
          message: 'expected { left: 60, limit: 100 } to deeply equal { left: 61, limit: 100 }',
          detailStart:
            'AssertionError: expected { left: 60, limit: 100 } to deeply equal { left: 61, limit: 100 }',
          file: 'test/limits.test.js',
          line: 21,
        },
      ],
    },
  ],
  [
    'jest-junit.xml',
    {
      counts: [6, 3, 2, 1],
      firstIds: ['admit admits below the limit', 'admit burst at boundary'],
      failures: [
        {
          name: 'admit burst at boundary',
          message: 'Error: expect(received).toBe(expected) // Object.is equality',
          detailStart: 'Error: expect(received).toBe(expected) // Object.is equality',
          file: '/tmp/jestp/__tests__/limits.test.js',
          line: 8,
        },
        {
          name: 'remaining throws on negative',
          message: 'RangeError: negative count',
          detailStart: 'RangeError: negative count',
          file: '/tmp/jestp/src/limits.js',
          line: 3,
        },
      ],
    },
  ],
  [
    'node-test.xml',
    {
      counts: [5, 2, 1, 2],
      firstIds: ['remaining counts down', 'todo later'],
      failures: [
        {
          name: 'burst at boundary',
          message: 'Expected values to be strictly equal:true !== false',
          detailStart: 'Error [ERR_TEST_FAILURE]: Expected values to be strictly equal:',
          file: '/tmp/nodet/test/limits.test.js',
          line: 10,
        },
      ],
    },
  ],
  [
    'surefire.xml',
    {
      counts: [4, 1, 2, 1],
      firstIds: [
        'com.example.limits.LimitsTest.admitsBelowLimit',
        'com.example.limits.LimitsTest.burstAtBoundary',
      ],
      failures: [
        {
          name: 'com.example.limits.LimitsTest.burstAtBoundary',
          message: 'admits >100 ==> expected: <false> but was: <true>',
          detailStart:
            'org.opentest4j.AssertionFailedError: admits >100 ==> expected: <false> but was: <true>',
          file: 'LimitsTest.java',
          line: 17,
        },
        {
          name: 'com.example.limits.LimitsTest.negativeCount',
          message: 'negative count',
          detailStart: 'java.lang.IllegalArgumentException: negative count',
          file: 'LimitsTest.java',
          line: 23,
        },
      ],
    },
  ],
  [
    'gotestsum.xml',
    {
      counts: [7, 3, 3, 1],
      firstIds: [
        'example.com/limits/budget.TestRemaining',
        'example.com/limits/limits.TestAdmitsBelow',
      ],
      failures: [
        {
          name: 'example.com/limits/limits.TestBurstAtBoundary',
          message: 'admits >100: got true for 101',
          detailStart: '=== RUN   TestBurstAtBoundary',
          file: 'limits_test.go',
          line: 17,
        },
        {
          name: 'example.com/limits/limits.TestTable/n=101',
          message: 'Admit(101) wrong',
          detailStart: '=== RUN   TestTable/n=101',
          file: 'limits_test.go',
          line: 30,
        },
        {
          name: 'example.com/limits/limits.TestTable',
          message: '--- FAIL: TestTable (0.00s)',
          detailStart: '=== RUN   TestTable',
          file: null,
          line: null,
        },
      ],
    },
  ],
];

describe('parseJunit', () => {
  it.each(CASES)('%s', (file, expected) => {
    const run = parseJunit(fixture(`junit/${file}`));
    expect([run.total, run.passed, run.failed, run.skipped]).toEqual(expected.counts);
    expect(run.testIds).toHaveLength(run.total);
    expect(run.testIds.slice(0, 2)).toEqual(expected.firstIds);
    expect(
      run.failures.map(({ detail, ...rest }) => ({ ...rest, detailStart: detail.split('\n')[0] })),
    ).toEqual(expected.failures);
  });

  it('keeps the verbatim body of the first failure, entities decoded', () => {
    const [first] = parseJunit(fixture('junit/pytest.xml')).failures;
    expect(first?.detail).toBe(
      [
        'def test_burst_at_boundary():',
        '        admitted = 101 if admit(101) else 100',
        '>       assert admitted <= 100',
        'E       assert 101 <= 100',
        '',
        'tests/test_limits.py:12: AssertionError',
      ].join('\n'),
    );
    const vitest = parseJunit(fixture('junit/vitest.xml')).failures[1];
    expect(vitest?.detail.split('\n').slice(5, 9)).toEqual([
      '  {',
      '-   "left": 61,',
      '+   "left": 60,',
      '    "limit": 100,',
    ]);
  });

  it('clips a huge failure body to 40 lines', () => {
    const body = Array.from({ length: 500 }, (_, i) => `line ${i}`).join('\n');
    const xml = `<testsuite><testcase classname="a" name="b"><failure message="boom">${body}</failure></testcase></testsuite>`;
    const detail = parseJunit(xml).failures[0]?.detail ?? '';
    expect(detail.split('\n')).toHaveLength(40);
    expect(detail.split('\n')[39]).toBe('line 39');
  });

  it('uses file and line attributes when the body names no location', () => {
    const xml =
      '<testsuite><testcase classname="m" name="t" file="tests/test_m.py" line="7"><failure message="no"/></testcase></testsuite>';
    expect(parseJunit(xml).failures[0]).toEqual({
      name: 'm.t',
      message: 'no',
      detail: 'no',
      file: 'tests/test_m.py',
      line: 7,
    });
  });

  it('reads an empty report as zero tests', () => {
    expect(parseJunit('<?xml version="1.0"?><testsuites/>')).toEqual({
      total: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      failures: [],
      testIds: [],
    });
  });

  it.each([
    [
      'unclosed tags',
      '<testsuites><testsuite><testcase name="a"></testsuite>',
      /junit: malformed XML at line 1/,
    ],
    ['not XML at all', 'all 42 tests passed', /junit: malformed XML/],
    ['empty input', '', /junit: malformed XML/],
    [
      'another document',
      '<coverage lines-valid="1"/>',
      /junit: no <testsuites> or <testsuite> root element/,
    ],
  ])('throws ParseError on %s', (_label, content, message) => {
    expect(() => parseJunit(content)).toThrow(ParseError);
    expect(() => parseJunit(content)).toThrow(message);
  });

  it('does not expand entities declared in a DOCTYPE (no billion laughs)', () => {
    const levels = Array.from(
      { length: 10 },
      (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
    ).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE t [<!ENTITY l0 "lol">${levels}]><testsuite><testcase name="x"><failure message="&l10;">&l10;</failure></testcase></testsuite>`;
    const failure = parseJunit(xml).failures[0];
    expect(failure?.message).toBe('&l10;');
    expect(failure?.detail).toBe('&l10;');
  });

  // Speed is measured by `npm run bench` (parse JUnit, 50,000 cases), not asserted here.
  it('parses 50,000 testcases with every count right', () => {
    const cases = Array.from({ length: 50_000 }, (_, i) =>
      i % 100 === 0
        ? `<testcase classname="tests.test_m" name="test_${i}"><failure message="assert 1 &lt;= 0">E   assert 1 &lt;= 0\n\ntests/test_m.py:${i}: AssertionError</failure></testcase>`
        : `<testcase classname="tests.test_m" name="test_${i}" time="0.001"/>`,
    );
    const xml = `<testsuites name="pytest tests"><testsuite name="pytest">${cases.join('\n')}</testsuite></testsuites>`;
    const run = parseJunit(xml);
    expect(run.total).toBe(50_000);
    expect(run.failed).toBe(500);
    expect(run.failures[0]?.name).toContain('test_0');
  });
});
