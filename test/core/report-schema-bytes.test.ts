// `stdoutBytes` / `stderrBytes` of checks[]: carried when present, optional for older reports,
// checked like every other count of an untrusted report.
import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/core/report-schema.js';
import { outcomeFor, testFailure } from '../action/reports.js';

const valid = outcomeFor({ failures: [testFailure(1)] }).report;
const first = valid.checks[0]!;

describe('parseReport: the size of each stream', () => {
  it('carries the sizes a new report has', () => {
    const sized = { ...valid, checks: [{ ...first, stdoutBytes: 3_100_000, stderrBytes: 0 }] };
    const parsed = parseReport(JSON.stringify(sized));
    expect(parsed.ok && parsed.report.checks[0]).toMatchObject({
      stdoutBytes: 3_100_000,
      stderrBytes: 0,
    });
  });

  it('loads an older report without them, adding nothing', () => {
    const { stdoutBytes: _o, stderrBytes: _e, ...old } = first;
    const parsed = parseReport(JSON.stringify({ ...valid, checks: [old] }));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && 'stdoutBytes' in parsed.report.checks[0]!).toBe(false);
  });

  it.each([
    [-1, 'checks[0].stdoutBytes: expected a non-negative integer'],
    ['3 MB', 'checks[0].stdoutBytes: expected a non-negative integer'],
    [1.5, 'checks[0].stdoutBytes: expected a non-negative integer'],
    [null, 'checks[0].stdoutBytes: expected a non-negative integer'],
  ])('gaming: rejects a forged size %j', (stdoutBytes, expected) => {
    const parsed = parseReport(JSON.stringify({ ...valid, checks: [{ ...first, stdoutBytes }] }));
    expect(parsed.ok ? 'ok' : parsed.reason).toContain(expected);
  });
});
