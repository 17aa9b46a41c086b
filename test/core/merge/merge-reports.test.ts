import { describe, expect, it } from 'vitest';
import { mergeReports } from '../../../src/core/merge/merge-reports.js';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { Report } from '../../../src/core/model/report.js';
import type { CoverageTotals } from '../../../src/core/model/results.js';
import { parseReport } from '../../../src/core/report-schema.js';
import {
  aCheckResult,
  aFailingReport,
  aReport,
  aReportWithoutTests,
} from '../../builders/report.js';

function part(name: string, report: Report | null, coverageTotals?: CoverageTotals | null) {
  return { name, report, coverageTotals };
}

const lines = (linesCovered: number, linesTotal: number): CoverageTotals => ({
  linesCovered,
  linesTotal,
});

const modified: Anomaly = {
  kind: 'test-modified',
  severity: 'critical',
  path: 'tests/limits.test.ts',
  line: 12,
  detail: 'assertion changed',
};

describe('mergeReports: two shards', () => {
  const merged = mergeReports(
    [
      part(
        '1/2',
        aReport({ tests_run: 7, tests_passed: 6, tests_skipped: 1, coverage: 70 }),
        lines(70, 100),
      ),
      part('2/2', aReport({ tests_run: 5, tests_passed: 5, coverage: 90 }), lines(90, 100)),
    ],
    ['1/2', '2/2'],
  );

  it('sums the counts and combines coverage from line totals', () => {
    expect(merged).toMatchObject({
      verdict: 'PASS',
      verified: true,
      unverified_reason: null,
      tests_run: 12,
      tests_passed: 11,
      tests_failed: 0,
      tests_skipped: 1,
      coverage: 80,
      confidence_qualifier: 'verified (80.0%)',
      failure_detail: null,
      summary: '2 of 2 parts reported; passed: 1/2, 2/2',
    });
  });

  it('prefixes check names with the part', () => {
    expect(merged.checks.map((c) => c.name)).toEqual(['1/2: tests', '2/2: tests']);
  });

  it('is a report the schema accepts', () => {
    expect(parseReport(JSON.stringify(merged))).toEqual({ ok: true, report: merged });
  });
});

describe('mergeReports: coverage', () => {
  it.each([
    // Totals of different sizes weigh by lines: (10 + 900) / (100 + 1000), not (10% + 90%) / 2.
    ['weighted by lines', [lines(10, 100), lines(900, 1000)], 82.72, 'verified (82.7%)'],
    ['thin', [lines(30, 50), lines(30, 50)], 60, 'passes-but-thinly-tested (60.0%)'],
    ['one part without totals', [lines(70, 100), null], null, 'verified (coverage unmeasured)'],
  ])('%s', (_, totals, coverage, qualifier) => {
    const merged = mergeReports(
      [part('a', aReport(), totals[0]), part('b', aReport(), totals[1])],
      [],
    );
    expect([merged.coverage, merged.confidence_qualifier]).toEqual([coverage, qualifier]);
  });

  it('explains why percentages without totals are not combined', () => {
    const merged = mergeReports([part('a', aReport(), lines(7, 10)), part('b', aReport())], []);
    expect(merged.anomalies).toEqual([
      {
        kind: 'coverage-unmeasured',
        severity: 'info',
        path: '',
        line: null,
        detail:
          'coverage not combined: b gave a percentage without line totals (coverage_lines), ' +
          'and percentages of different sizes cannot be averaged',
      },
    ]);
  });

  it('keeps the exact percentage of a single tested part', () => {
    const merged = mergeReports(
      [part('api', aReport({ coverage: 83.41 })), part('docs', aReportWithoutTests())],
      [],
    );
    expect([merged.coverage, merged.verdict]).toEqual([83.41, 'PARTIAL']);
  });
});

describe('mergeReports: verdicts', () => {
  it('fails when a part is missing, and names it', () => {
    const merged = mergeReports([part('1/3', aReport()), part('3/3', null)], ['1/3', '2/3', '3/3']);
    expect(merged).toMatchObject({
      verdict: 'FAIL',
      verified: false,
      unverified_reason: null,
      coverage: null,
      tests_run: 10,
      confidence_qualifier: 'failed: missing report: 2/3, 3/3',
      summary: '1 of 3 parts reported; missing report: 2/3, 3/3; passed: 1/3',
    });
    expect(parseReport(JSON.stringify(merged)).ok).toBe(true);
  });

  it('fails on a rejected part with its reason', () => {
    const rejected = { name: 'go', report: null, rejected: 'report is not valid JSON' };
    const merged = mergeReports([part('web', aReport()), rejected], ['web', 'go']);
    expect([merged.verdict, merged.confidence_qualifier, merged.summary]).toEqual([
      'FAIL',
      'failed: rejected report: go (report is not valid JSON)',
      '1 of 2 parts reported; rejected report: go (report is not valid JSON); passed: web',
    ]);
  });

  it.each([
    [
      'PARTIAL and PASS',
      [aReportWithoutTests(), aReport()],
      'PARTIAL',
      'no-tests',
      false,
      'UNVERIFIED',
    ],
    [
      'tool missing wins over no tests',
      [
        aReportWithoutTests(),
        aReportWithoutTests({ unverified_reason: 'tool-not-installed', has_tests: true }),
      ],
      'PARTIAL',
      'tool-not-installed',
      false,
      'UNVERIFIED',
    ],
    [
      'results nobody could read win over no tests',
      [
        aReportWithoutTests(),
        aReportWithoutTests({ unverified_reason: 'results-unreadable', has_tests: true }),
      ],
      'PARTIAL',
      'results-unreadable',
      false,
      'UNVERIFIED',
    ],
    [
      'a missing runner wins over unreadable results',
      [
        aReportWithoutTests({ unverified_reason: 'results-unreadable' }),
        aReportWithoutTests({ unverified_reason: 'tool-not-installed' }),
      ],
      'PARTIAL',
      'tool-not-installed',
      false,
      'UNVERIFIED',
    ],
    [
      'FAIL and PARTIAL',
      [aFailingReport(), aReportWithoutTests()],
      'FAIL',
      null,
      false,
      'failed: [p0] limits > burst admits 101',
    ],
    ['PASS and PASS', [aReport(), aReport()], 'PASS', null, true, 'verified (80.0%)'],
  ])('%s', (_, reports, verdict, reason, verified, qualifier) => {
    const merged = mergeReports(
      reports.map((report, i) => part(`p${i}`, report, lines(80, 100))),
      [],
    );
    expect([
      merged.verdict,
      merged.unverified_reason,
      merged.verified,
      merged.confidence_qualifier,
    ]).toEqual([verdict, reason, verified, qualifier]);
  });

  it('has_tests is true when any part has tests in its locked set, even if none ran there', () => {
    const merged = mergeReports(
      [
        part('a', aReportWithoutTests()),
        part(
          'b',
          aReportWithoutTests({ unverified_reason: 'results-unreadable', has_tests: true }),
        ),
      ],
      [],
    );
    expect([merged.has_tests, merged.unverified_reason]).toEqual([true, 'results-unreadable']);
  });

  it('keeps the first failure verbatim with its part', () => {
    const merged = mergeReports(
      [
        part('packages/web', aReport()),
        part('packages/api', aFailingReport()),
        part(
          'packages/db',
          aFailingReport({ failure_detail: 'second failure', confidence_qualifier: 'failed: db' }),
        ),
      ],
      [],
    );
    expect([merged.failure_detail, merged.confidence_qualifier, merged.summary]).toEqual([
      '[packages/api]\nAssertionError: expected 101 to be less than or equal to 100\n  at limits.test.ts:12',
      'failed: [packages/api] limits > burst admits 101',
      '3 of 3 parts reported; failed: packages/api, packages/db; passed: packages/web',
    ]);
  });

  it('cuts the failed qualifier at 120 characters', () => {
    const merged = mergeReports(
      [part('a', aFailingReport({ confidence_qualifier: `failed: ${'x'.repeat(118)}` }))],
      [],
    );
    expect(merged.confidence_qualifier).toBe(`failed: [a] ${'x'.repeat(107)}…`);
  });

  it.each([
    [[true, null], [null, null], true, null],
    [[true, false], [null, true], false, true],
    [[null, null], [false, true], null, false],
  ])('type check %j and lint %j', (types, lints, typeClean, lintClean) => {
    const merged = mergeReports(
      types.map((t, i) => part(`p${i}`, aReport({ type_check_clean: t, lint_clean: lints[i] }))),
      [],
    );
    expect([merged.type_check_clean, merged.lint_clean]).toEqual([typeClean, lintClean]);
  });
});

describe('mergeReports: anomalies and identity', () => {
  it('deduplicates anomalies and keeps test_gaming', () => {
    const other: Anomaly = { ...modified, line: 13 };
    const gaming = (anomalies: Anomaly[]) =>
      aReport({ verdict: 'FAIL', test_gaming: true, anomalies });
    const merged = mergeReports(
      [
        part('1/2', gaming([modified, other]), lines(8, 10)),
        part('2/2', gaming([modified]), lines(8, 10)),
      ],
      [],
    );
    expect([merged.anomalies, merged.test_gaming, merged.summary]).toEqual([
      [modified, other],
      true,
      '2 of 2 parts reported; failed: 1/2, 2/2; 2 critical anomalies',
    ]);
  });

  it.each([
    [
      [part('a', aReport()), part('b', aReport({ head_sha: 'c'.repeat(40) }))],
      [],
      `reports disagree on head_sha: a has ${'b'.repeat(40)}, b has ${'c'.repeat(40)}`,
    ],
    [
      [part('a', aReport()), part('b', aReport({ base_sha: 'd'.repeat(40) }))],
      [],
      `reports disagree on base_sha: a has ${'a'.repeat(40)}, b has ${'d'.repeat(40)}`,
    ],
    [[part('a', aReport()), part('a', aReport())], [], 'two reports for the same part: a'],
    [
      [part('a', aReport()), part('z', aReport())],
      ['a', 'b'],
      'unexpected report part "z" (expected: a, b)',
    ],
    [[part('a', null)], ['a', 'b'], 'no report to merge: missing report: a, b'],
  ])('rejects %#', (parts, expected, message) => {
    expect(() => mergeReports(parts, expected)).toThrow(new Error(message));
  });

  it('takes branch_id from the first part and keeps check fields', () => {
    const merged = mergeReports(
      [
        part('a', aReport({ branch_id: 'one' })),
        part(
          'b',
          aReport({ branch_id: 'two', checks: [aCheckResult({ name: 'lint', kind: 'lint' })] }),
        ),
      ],
      [],
    );
    expect([merged.branch_id, merged.checks[1]]).toEqual([
      'one',
      aCheckResult({ name: 'b: lint', kind: 'lint' }),
    ]);
  });
});
