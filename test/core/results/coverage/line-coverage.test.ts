import { describe, expect, it } from 'vitest';
import { lineCoverage } from '../../../../src/core/results/coverage/line-coverage.js';

describe('lineCoverage', () => {
  it("reads coverage.py's executed and missing lines per file", () => {
    const report = JSON.stringify({
      meta: { version: '7.6.1' },
      files: {
        'src/calc.py': { executed_lines: [1, 2], missing_lines: [5], excluded_lines: [7] },
        'src/empty.py': { executed_lines: [], missing_lines: [] },
      },
      totals: { covered_lines: 2, num_statements: 3 },
    });
    expect(lineCoverage('coverage-py-json', report)).toEqual([
      { path: 'src/calc.py', executable: [1, 2, 5], executed: [1, 2] },
      { path: 'src/empty.py', executable: [], executed: [] },
    ]);
  });

  it('reads a Go cover profile: every line of a block with statements, run where it was hit', () => {
    const profile = [
      'mode: set',
      'example.com/m/calc.go:3.24,5.2 1 1',
      'example.com/m/calc.go:7.24,9.2 1 0',
      'example.com/m/calc.go:11.1,11.2 0 0',
      '',
    ].join('\n');
    expect(lineCoverage('go-coverprofile', profile)).toEqual([
      { path: 'example.com/m/calc.go', executable: [3, 4, 5, 7, 8, 9], executed: [3, 4, 5] },
    ]);
  });

  it("merges testlock's pytest recorder's records across processes; a run line no statement has is dropped", () => {
    const records = [
      { path: '/t/src/calc.py', statements: [1, 2, 5], run: [1, 2] },
      { path: '/t/src/calc.py', statements: [1, 2, 5], run: [1, 5, 9] },
      { path: '/t/src/new.py', statements: [1, 3], run: [] },
    ];
    const content = `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;
    expect(lineCoverage('python-lines', content)).toEqual([
      { path: '/t/src/calc.py', executable: [1, 2, 5], executed: [1, 2, 5] },
      { path: '/t/src/new.py', executable: [1, 3], executed: [] },
    ]);
    expect(lineCoverage('python-lines', '')).toEqual([]);
  });

  it.each([
    ['python-lines', '{"path": "/a.py", "statements": [1], "run": [1]}\nnot json'],
    ['python-lines', '{"path": 3, "statements": [1], "run": []}'],
    ['python-lines', '{"path": "/a.py", "statements": [0], "run": []}'],
    ['coverage-py-json', 'not json'],
    ['coverage-py-json', JSON.stringify({ files: { 'a.py': { executed_lines: ['1'] } } })],
    ['coverage-py-json', JSON.stringify({ totals: {} })],
    ['go-coverprofile', 'a.go:1.1,2.2 1 1'],
    ['istanbul-summary', JSON.stringify({ total: {} })],
  ] as const)('gives no lines for a %s report it cannot read: %s', (format, content) => {
    expect(lineCoverage(format, content)).toBeNull();
  });

  it("reads LLVM's lcov export: each DA line executable, run where its count is above 0", () => {
    const lcov = [
      'SF:/w/src/lib.rs',
      'DA:1,3',
      'DA:2,3',
      'DA:6,0',
      'DA:7,0',
      'BRF:0',
      'LF:4',
      'LH:2',
      'end_of_record',
      'SF:/w/src/util.rs',
      'DA:4,18446744073709551615',
      'end_of_record',
      'DA:9,1',
      '',
    ].join('\n');
    expect(lineCoverage('lcov', lcov)).toEqual([
      { path: '/w/src/lib.rs', executable: [1, 2, 6, 7], executed: [1, 2] },
      { path: '/w/src/util.rs', executable: [4], executed: [4] },
    ]);
  });

  it.each([
    ['a line number that is not one', 'SF:/w/a.rs\nDA:x,1\nend_of_record\n'],
    ['a negative count', 'SF:/w/a.rs\nDA:3,-1\nend_of_record\n'],
    ['no file record', 'DA:3,1\n'],
  ])('reads no lines from lcov with %s', (_name, lcov) => {
    expect(lineCoverage('lcov', lcov)).toBeNull();
  });

  it('reads an empty lcov export as no file measured', () => {
    expect(lineCoverage('lcov', '')).toEqual([]);
  });
});
