// Jest's json-summary, read into the same coverage model as vitest's (issue 12): the real report
// of jest 29.7, and the forged and truncated variants that code in the run could leave at
// testlock's path, each of which is no number (null coverage), never a made-up one.
import { describe, expect, it } from 'vitest';
import { parseIstanbulSummary } from '../../../../src/core/results/coverage/parse-istanbul-summary.js';
import { ParseError } from '../../../../src/core/results/parse-error.js';
import { truncatedPercentText } from '../../../../src/core/verdict/qualifier.js';
import { fixture } from '../fixture.js';

const REAL = fixture('coverage/jest-summary.json');

/** The real report with `edit` applied to its parsed JSON. */
function edited(
  edit: (report: Record<string, { lines: { covered: number; total: number } }>) => void,
): string {
  const report = JSON.parse(REAL) as Record<string, { lines: { covered: number; total: number } }>;
  edit(report);
  return JSON.stringify(report);
}

describe('jest json-summary', () => {
  it('reads the real report: 4 of 7 lines, 57.1%', () => {
    const totals = parseIstanbulSummary(REAL);
    expect(totals).toEqual({ linesCovered: 4, linesTotal: 7 });
    expect(truncatedPercentText(totals)).toBe('57.1');
  });

  it('reads a run whose tests loaded no source: 0 of 0 lines (then "not measured", not 0%)', () => {
    const empty =
      '{"total": {"lines":{"total":0,"covered":0,"skipped":0,"pct":"Unknown"},"statements":{"total":0,"covered":0,"skipped":0,"pct":"Unknown"}}}\n';
    expect(parseIstanbulSummary(empty)).toEqual({ linesCovered: 0, linesTotal: 0 });
  });

  const forged: Array<[string, string, RegExp]> = [
    ['truncated mid-file', REAL.slice(0, REAL.length / 2), /not JSON/],
    ['empty file', '', /not JSON/],
    [
      'total raised to 100% without the files',
      edited((r) => {
        r.total!.lines = { covered: 7, total: 7 };
      }),
      /not the sum of its 2 files/,
    ],
    [
      'a file dropped, the total kept',
      edited((r) => {
        delete r['/home/ci/project/src/sum.js'];
      }),
      /not the sum/,
    ],
    [
      'covered above total everywhere',
      edited((r) => {
        r.total!.lines = { covered: 9, total: 7 };
        r['/home/ci/project/src/sum.js']!.lines = { covered: 7, total: 4 };
      }),
      /exceeds/,
    ],
    ['a total alone', '{"total":{"lines":{"covered":7,"total":7}}}', /not the sum of its 0 files/],
    [
      'counts as strings',
      REAL.replace('"covered":4', '"covered":"4"'),
      /invalid total\.lines\.covered/,
    ],
    [
      'a fractional count',
      REAL.replace('"covered":4', '"covered":4.5'),
      /invalid total\.lines\.covered/,
    ],
    ['an array', '[1,2]', /invalid total\.lines\.covered/],
    ['another JSON document', '{"numTotalTests":3}', /invalid total\.lines\.covered/],
  ];
  it.each(forged)('%s is not coverage', (_name, content, message) => {
    expect(() => parseIstanbulSummary(content)).toThrow(ParseError);
    expect(() => parseIstanbulSummary(content)).toThrow(message);
  });
});
