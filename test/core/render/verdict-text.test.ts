// The CLI's verdict: the same reading as the check run, so the first line never reads as a pass
// when test changes fail the gate, and an unverified run says what to do next.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { readingOf } from '../../../src/core/render/reading.js';
import { verdictText } from '../../../src/core/render/verdict-text.js';
import { GAMING_ANOMALY, outcomeFor, testFailure } from '../../action/reports.js';

const text = (report: Report): string =>
  verdictText(report, readingOf({ report, allowance: null, policy: 'fail' }));

describe('verdictText', () => {
  it('gaming: leads with the test changes that fail the gate, never `FAIL: verified`', () => {
    const { report } = outcomeFor({ anomalies: [GAMING_ANOMALY] });
    const lines = text(report).split('\n');
    expect(lines[1]).toBe('FAIL: 1 test change fails the gate · verified (83.4%)');
    expect(lines[2]).toBe('  1 test change fails the gate; 2 checks passed');
    expect(lines).toContain(
      '  critical assertion-removed (changed, not removed): tests/test_limits.py:12 assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
    );
  });

  it('prints a modified assertion once, with both kinds, not as two lines', () => {
    const modified = { ...GAMING_ANOMALY, kind: 'test-modified' as const };
    const { report } = outcomeFor({ anomalies: [modified, GAMING_ANOMALY] });
    const lines = text(report).split('\n');
    const rows = lines.filter((l) => l.includes('assert admitted <= 1000'));
    expect(rows).toEqual([
      '  critical test-modified + assertion-removed (changed, not removed): tests/test_limits.py:12 assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
    ]);
  });

  it('keeps an anomaly without a path on one clean line and escapes control characters', () => {
    const { report } = outcomeFor({
      anomalies: [
        {
          kind: 'coverage-unmeasured',
          severity: 'info',
          path: '',
          line: null,
          detail: 'pytest-cov is not installed',
        },
        {
          kind: 'test-added',
          severity: 'critical',
          path: 'tests/new\nline.py',
          line: null,
          detail: 'added',
        },
      ],
    });
    const out = text(report);
    expect(out).toContain('\n  info coverage-unmeasured: pytest-cov is not installed\n');
    expect(out).toContain('\n  critical test-added: tests/new\\nline.py added\n');
  });

  it('honest: a failure leads with how many tests failed of how many ran', () => {
    const { report } = outcomeFor({ failures: [testFailure(1), testFailure(2)] });
    expect(text(report).split('\n')[1]).toBe(
      'FAIL: 2 of 12 failed: tests/test_limits.py::test_burst_1 AssertionError: assert 101 <= 100',
    );
    expect(text(report)).toContain('\nAuthor: fix the code so the base tests pass');
  });

  it('an unverified run names why and the next step (the runners read, how to name a command)', () => {
    const { report } = outcomeFor({ noTests: true });
    const out = text(report);
    expect(out.split('\n')[1]).toBe('PARTIAL: UNVERIFIED: no test results could be read');
    expect(out).toContain('Why nothing was verified: the test check exited 0');
    expect(out).toContain('pytest');
    expect(out).toContain('`--test-command` on the command line');
  });

  it('a pass says nothing to do', () => {
    const { report } = outcomeFor({});
    const out = text(report);
    expect(out.split('\n')[1]).toBe('PASS: verified (83.4%)');
    expect(out).not.toMatch(/Author:|Maintainer:|Next step:/);
  });
});
