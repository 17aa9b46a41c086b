// `changed_lines` (SPEC 3b) in an uploaded report: carried when well formed, rejected when a count
// is malformed or larger than the lines it counts.
import { describe, expect, it } from 'vitest';
import type { ChangedLines } from '../../src/core/model/report.js';
import { parseReport } from '../../src/core/report-schema.js';
import { outcomeFor } from '../action/reports.js';

const passing = outcomeFor({}).report;
const LINES: ChangedLines = {
  source_lines: 12,
  run_by_locked_tests: 9,
  run_by_pr_tests: null,
  files_unmeasured: ['src/new.py'],
};

function reason(value: unknown): string {
  const parsed = parseReport(JSON.stringify(value));
  return parsed.ok ? 'ok' : parsed.reason;
}

describe('changed_lines in an uploaded report', () => {
  it('is carried as written, null included; absent stays absent', () => {
    for (const changed_lines of [LINES, null, { ...LINES, run_by_pr_tests: 12 }])
      expect(parseReport(JSON.stringify({ ...passing, changed_lines }))).toEqual({
        ok: true,
        report: { ...passing, changed_lines },
      });
    const parsed = parseReport(JSON.stringify(passing));
    expect(parsed.ok && 'changed_lines' in parsed.report).toBe(false);
  });

  it.each<[string, unknown, string]>([
    ['a negative count', { ...LINES, source_lines: -1 }, 'changed_lines.source_lines'],
    ['more run than changed', { ...LINES, run_by_locked_tests: 13 }, 'changed_lines'],
    [
      "the PR's tests running more than changed",
      { ...LINES, run_by_pr_tests: 20 },
      'changed_lines',
    ],
    ['a file that is not a string', { ...LINES, files_unmeasured: [3] }, 'files_unmeasured[0]'],
  ])('rejects %s', (_, changed_lines, where) => {
    expect(reason({ ...passing, changed_lines })).toContain(where);
  });
});
