// An uploaded report is data from an untrusted job: schema, lengths and consistency are checked.
import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/core/report-schema.js';
import { GAMING_ANOMALY, outcomeFor, testFailure } from '../action/reports.js';

const valid = outcomeFor({ anomalies: [GAMING_ANOMALY], failures: [testFailure(1)] }).report;

function reason(value: unknown): string {
  const parsed = parseReport(JSON.stringify(value));
  return parsed.ok ? 'ok' : parsed.reason;
}

describe('parseReport', () => {
  it('accepts what testlock writes and carries only known fields', () => {
    const parsed = parseReport(JSON.stringify({ ...valid, extra: '<script>' }));
    expect(parsed).toEqual({ ok: true, report: valid });
  });

  it.each([
    [{ ...valid, schema_version: 2 }, 'schema_version: expected 1'],
    [{ ...valid, verdict: 'OK' }, 'verdict: expected one of PASS, FAIL, PARTIAL'],
    [{ ...valid, coverage: 101 }, 'coverage: expected null or a number from 0 to 100'],
    [{ ...valid, tests_run: -1 }, 'tests_run: expected a non-negative integer'],
    [
      { ...valid, anomalies: [{ ...GAMING_ANOMALY, kind: 'pwned' }] },
      'anomalies[0].kind: expected one of',
    ],
    [
      { ...valid, anomalies: [{ ...GAMING_ANOMALY, path: 'x'.repeat(5000) }] },
      'anomalies[0].path: expected at most 4096 characters (got 5000)',
    ],
    [
      { ...valid, checks: [{ ...valid.checks[0], stdout: 7 }] },
      'checks[0].stdout: expected a string',
    ],
    [{ ...valid, checks: 'none' }, 'checks: expected an array'],
    [[], 'report: expected an object'],
  ])('rejects a bad field (%#)', (value, expected) => {
    expect(reason(value)).toContain(expected);
  });

  it.each([
    [{ ...valid, verdict: 'PASS' }, 'verdict PASS but verified is false'],
    [
      { ...valid, verdict: 'PASS', verified: true, test_gaming: false, anomalies: [], checks: [] },
      '1 tests failed but the verdict is PASS',
    ],
    [{ ...valid, tests_run: 0 }, 'the passed, failed and skipped counts exceed tests_run'],
    [{ ...valid, test_gaming: false }, 'test_gaming disagrees with the anomalies'],
    [
      { ...valid, verdict: 'PARTIAL' },
      'unverified_reason must be set exactly when the verdict is PARTIAL',
    ],
    [
      { ...valid, verdict: 'PARTIAL', unverified_reason: 'no-tests' },
      'a check failed but the verdict is not FAIL',
    ],
  ])('rejects a report that contradicts itself (%#)', (value, expected) => {
    expect(reason(value)).toBe(`inconsistent report: ${expected}`);
  });

  it('rejects over 5 MiB before parsing', () => {
    const parsed = parseReport(`${' '.repeat(5 * 1024 * 1024)}{}`);
    expect(parsed).toEqual({
      ok: false,
      reason: 'report is 5242882 bytes, over the 5242880 limit',
    });
  });
});

describe('parseReport anomaly kinds', () => {
  it('accepts every kind testlock emits, the source heuristics included', () => {
    const warning = {
      kind: 'suppression-added' as const,
      severity: 'warning' as const,
      path: 'src/a.py',
      line: 3,
      detail: '# noqa added: import os  # noqa',
    };
    const parsed = parseReport(JSON.stringify(outcomeFor({ anomalies: [warning] }).report));
    expect(parsed).toMatchObject({ ok: true, report: { anomalies: [warning] } });
  });
});

describe('parseReport skip reasons', () => {
  it.each(['tool-not-installed', 'not-configured', 'unresolvable', 'not-in-ci'])(
    'accepts a check skipped as %s',
    (skipped) => {
      const checks = [{ ...valid.checks[0], skipped }];
      expect(reason({ ...valid, checks })).toBe('ok');
    },
  );

  it('rejects a skip reason testlock never writes', () => {
    const checks = [{ ...valid.checks[0], skipped: 'not-in-the-mood' }];
    expect(reason({ ...valid, checks })).toContain('checks[0].skipped: expected');
  });
});

describe('parseReport isolation', () => {
  it('carries isolation over, null included, and loads reports written without it', () => {
    for (const isolation of ['user', 'mount', 'watch', null]) {
      const parsed = parseReport(JSON.stringify({ ...valid, isolation }));
      expect(parsed).toEqual({ ok: true, report: { ...valid, isolation } });
    }
    expect(parseReport(JSON.stringify(valid))).toEqual({ ok: true, report: valid });
  });

  it('rejects an isolation testlock does not write', () => {
    expect(reason({ ...valid, isolation: 'none' })).toContain(
      'isolation: expected one of user, mount, watch',
    );
  });
});
