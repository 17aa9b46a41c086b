import { describe, expect, it } from 'vitest';
import { verdictText } from '../../../src/core/render/verdict-text.js';
import { GAMING_ANOMALY, outcomeFor } from '../../action/reports.js';

describe('verdictText', () => {
  it('leads with the gate and the qualifier, then counts and one line per anomaly', () => {
    const { report, gatePassed } = outcomeFor({ anomalies: [GAMING_ANOMALY] });
    const lines = verdictText(report, gatePassed).split('\n');
    expect(lines[1]).toBe(`FAIL: ${report.confidence_qualifier}`);
    expect(lines[2]).toBe(`  ${report.summary}`);
    expect(lines).toContain(
      '  critical assertion-removed: tests/test_limits.py:12 assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
    );
  });

  it('prints a modified assertion once, with both kinds, not as two lines', () => {
    const modified = { ...GAMING_ANOMALY, kind: 'test-modified' as const };
    const { report, gatePassed } = outcomeFor({ anomalies: [modified, GAMING_ANOMALY] });
    const lines = verdictText(report, gatePassed).split('\n');
    const rows = lines.filter((l) => l.includes('assert admitted <= 1000'));
    expect(rows).toEqual([
      '  critical test-modified + assertion-removed: tests/test_limits.py:12 assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
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
    const text = verdictText(report, false);
    expect(text).toContain('\n  info coverage-unmeasured: pytest-cov is not installed\n');
    expect(text).toContain('\n  critical test-added: tests/new\\nline.py added\n');
  });
});
