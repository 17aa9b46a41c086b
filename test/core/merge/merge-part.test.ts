import { describe, expect, it } from 'vitest';
import { parsePart } from '../../../src/core/merge/merge-part.js';
import { parseReport } from '../../../src/core/report-schema.js';
import { aReport } from '../../builders/report.js';

const json = (fields: Record<string, unknown>) => JSON.stringify({ ...aReport(), ...fields });

describe('parsePart', () => {
  it('reads the report and its line totals', () => {
    expect(
      parsePart('1/2', json({ coverage: 83.41, coverage_lines: { covered: 8341, total: 10000 } })),
    ).toEqual({
      name: '1/2',
      report: aReport({ coverage: 83.41 }),
      coverageTotals: { linesCovered: 8341, linesTotal: 10000 },
    });
  });

  it.each([
    ['absent field', json({}), null],
    ['null field', json({ coverage_lines: null }), null],
    ['no lines counted', json({ coverage: null, coverage_lines: { covered: 0, total: 0 } }), null],
  ])('no totals: %s', (_, text, totals) => {
    expect(parsePart('a', text).coverageTotals).toBe(totals);
  });

  it('treats an absent file as missing', () => {
    expect(parsePart('2/2', undefined)).toEqual({ name: '2/2', report: null });
  });

  // The validator's reason is carried verbatim; report-schema.ts owns its wording.
  it.each([
    ['not JSON', '{'],
    ['bad schema', json({ tests_run: -1 })],
    ['inconsistent', json({ verdict: 'PASS', verified: false })],
  ])('rejects %s with the validator reason', (_, text) => {
    const parsed = parseReport(text);
    expect(parsed.ok).toBe(false);
    expect(parsePart('a', text)).toEqual({
      name: 'a',
      report: null,
      rejected: parsed.ok ? null : parsed.reason,
    });
  });

  it.each([
    [
      'totals not numbers',
      json({ coverage_lines: { covered: '1', total: 2 } }),
      'coverage_lines: expected whole numbers with covered <= total',
    ],
    [
      'covered over total',
      json({ coverage_lines: { covered: 3, total: 2 } }),
      'coverage_lines: expected whole numbers with covered <= total',
    ],
    ['totals an array', json({ coverage_lines: [1, 2] }), 'coverage_lines: expected an object'],
    [
      'totals disagree with coverage',
      json({ coverage: 80, coverage_lines: { covered: 99, total: 100 } }),
      'inconsistent report: coverage_lines give 99% but coverage is 80',
    ],
  ])('rejects %s', (_, text, reason) => {
    expect(parsePart('a', text)).toEqual({ name: 'a', report: null, rejected: reason });
  });
});
