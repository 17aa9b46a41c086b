import { describe, expect, it } from 'vitest';
import {
  changedLinesPercent,
  changedLinesShortfall,
  changedSourcePaths,
  countChangedLines,
  tracedFolders,
} from '../../../src/core/evidence/changed-lines.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { ChangedLines } from '../../../src/core/model/report.js';
import type { FileLines } from '../../../src/core/model/results.js';
import { aChangedFile } from '../../builders/changed-file.js';

const lines = (path: string, executable: number[], executed: number[]): FileLines => ({
  path,
  executable,
  executed,
});

describe('countChangedLines', () => {
  const changed = [
    { path: 'src/calc.py', lines: [3, 4, 5, 6] },
    { path: 'src/new.py', lines: [1, 2, 3] },
  ];

  it.each<[string, FileLines[][], FileLines[][] | null, ChangedLines | null]>([
    ['no locked run measured lines', [], null, null],
    [
      'only executable changed lines count; a blank or comment line the tool skips does not',
      [[lines('src/calc.py', [1, 3, 4, 6], [1, 3]), lines('src/new.py', [1, 2], [])]],
      null,
      {
        source_lines: 5,
        run_by_locked_tests: 1,
        run_by_pr_tests: null,
        files_unmeasured: [],
      },
    ],
    [
      'two checks merge: a line ran where either ran it',
      [[lines('src/calc.py', [3, 4], [3])], [lines('src/calc.py', [3, 4], [4])]],
      null,
      {
        source_lines: 2,
        run_by_locked_tests: 2,
        run_by_pr_tests: null,
        files_unmeasured: ['src/new.py'],
      },
    ],
    [
      "the PR's tests count apart, and their report also says what is executable",
      [[lines('src/calc.py', [3], [])]],
      [[lines('src/calc.py', [3, 5], [3, 5]), lines('src/new.py', [1], [1])]],
      { source_lines: 3, run_by_locked_tests: 0, run_by_pr_tests: 3, files_unmeasured: [] },
    ],
  ])('%s', (_, locked, pr, expected) => {
    expect(countChangedLines(changed, locked, pr)).toEqual(expected);
  });

  it('is zero of zero where the PR changes no product line but coverage ran', () => {
    expect(countChangedLines([], [[lines('src/calc.py', [1], [1])]], null)).toEqual({
      source_lines: 0,
      run_by_locked_tests: 0,
      run_by_pr_tests: null,
      files_unmeasured: [],
    });
  });
});

describe('changedLinesShortfall', () => {
  const of = (run: number, total: number, unmeasured: string[] = []): ChangedLines => ({
    source_lines: total,
    run_by_locked_tests: run,
    run_by_pr_tests: null,
    files_unmeasured: unmeasured,
  });

  it.each<[string, ChangedLines | null, number | null, string | null]>([
    ['no floor', of(0, 10), null, null],
    ['nothing measured: the floor is not applied', null, 80, null],
    ['met exactly', of(8, 10), 80, null],
    ['below, floored to one decimal', of(2, 3), 70, 'changed lines untested (66.6%)'],
    ['zero of zero meets any floor', of(0, 0), 100, null],
    [
      'a changed file no test ran cannot meet it',
      of(4, 4, ['src/new.py']),
      50,
      'changed lines untested (100%; 1 file no test ran)',
    ],
  ])('%s', (_, counts, min, expected) => {
    expect(changedLinesShortfall(counts, min)).toBe(expected);
  });

  it('floors the percent rather than rounding up to the floor', () => {
    expect(changedLinesPercent(of(799, 1000))).toBe(79.9);
    expect(changedLinesPercent(of(7999, 10000))).toBe(79.9);
  });
});

describe('changedSourceFolders', () => {
  const file = (path: string, extra: Partial<ChangedFile> = {}): ChangedFile =>
    aChangedFile({ path, class: 'source', oldClass: 'source', ecosystem: null, ...extra });

  it('traces changed Python, Go and JS/TS product files only, each runner its own folders', () => {
    const paths = changedSourcePaths([
      file('src/pkg/calc.py'),
      file('src/pkg/util.py'),
      file('calc.go'),
      file('web/app.ts'),
      file('web/types.d.ts'),
      file('README.md'),
      file('tests/test_calc.py', { class: 'test', oldClass: 'test' }),
      file('gone/old.py', { status: 'deleted', newKind: 'none' }),
      file('link/mod.py', { newKind: 'symlink' }),
    ]);
    expect(paths).toEqual(['src/pkg/calc.py', 'src/pkg/util.py', 'calc.go', 'web/app.ts']);
    expect(tracedFolders(paths, /\.py$/)).toEqual(['src/pkg']);
    expect(tracedFolders(paths, /\.go$/)).toEqual(['.']);
    expect(tracedFolders(['/t/web/app.ts', '/t/web/x.tsx'], /\.tsx?$/)).toEqual(['/t/web']);
  });
});
