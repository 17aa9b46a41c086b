// Benchmark of the changed-lines count (SPEC 3b) on a 5,000-line diff: the coverage.py report of
// 200 files read line by line, then the count over the diff's 5,000 added lines.
import { countChangedLines } from '../src/core/evidence/changed-lines.js';
import { lineCoverage } from '../src/core/results/coverage/line-coverage.js';
import { ms, type Row, timeMedian } from './measure.js';

const FILES = 200;
const LINES_PER_FILE = 250;

function coverageReport(): string {
  const files: Record<string, { executed_lines: number[]; missing_lines: number[] }> = {};
  for (let f = 0; f < FILES; f++) {
    const lines = Array.from({ length: LINES_PER_FILE }, (_, i) => i + 1);
    files[`src/pkg${f % 20}/module_${f}.py`] = {
      executed_lines: lines.filter((n) => n % 3 !== 0),
      missing_lines: lines.filter((n) => n % 3 === 0),
    };
  }
  return JSON.stringify({ files, totals: {} });
}

export async function benchChangedLines(): Promise<Row> {
  const report = coverageReport();
  // 25 added lines in each of the 200 files: 5,000 in all.
  const changed = Array.from({ length: FILES }, (_, f) => ({
    path: `src/pkg${f % 20}/module_${f}.py`,
    lines: Array.from({ length: 25 }, (_, i) => i * 10 + 1),
  }));
  let counted = 0;
  const median = await timeMedian(9, () => {
    const lines = lineCoverage('coverage-py-json', report) ?? [];
    counted = countChangedLines(changed, [lines], null)?.source_lines ?? 0;
  });
  return {
    name: 'changed lines of a 5,000-line diff (200 files)',
    median: ms(median),
    target: '< 100 ms',
    note: `${counted} executable changed lines`,
  };
}
