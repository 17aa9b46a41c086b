import { describe, expect, it } from 'vitest';
import { changedLinesLine } from '../../../src/core/render/summary-changed-lines.js';

describe('changedLinesLine', () => {
  it('says how many changed lines each pass ran, and nothing where nothing was measured', () => {
    expect(changedLinesLine(null)).toEqual([]);
    expect(changedLinesLine(undefined)).toEqual([]);
    expect(
      changedLinesLine({
        source_lines: 12,
        run_by_locked_tests: 9,
        run_by_pr_tests: 12,
        files_unmeasured: [],
      }),
    ).toEqual(["Changed lines run by the base tests: 9 of 12 · by the PR's tests: 12 of 12"]);
  });

  it('names a few unmeasured files, escaped, and counts the rest', () => {
    const [line] = changedLinesLine({
      source_lines: 4,
      run_by_locked_tests: 0,
      run_by_pr_tests: null,
      files_unmeasured: ['a<b>.py', 'b.py', 'c.py', 'd.py', 'e.py'],
    });
    expect(line).toBe(
      'Changed lines run by the base tests: 0 of 4 · no test ran <code>a&lt;b&gt;.py</code>, <code>b.py</code>, <code>c.py</code> and 2 more',
    );
  });
});
