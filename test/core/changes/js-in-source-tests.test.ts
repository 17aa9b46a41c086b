// vitest in-source test blocks: found by their `if (import.meta.vitest)` and their braces, and an
// edit inside one is an inline test change while an edit beside it is not.
import { describe, expect, it } from 'vitest';
import {
  inSourceTestAnomalies,
  inSourceTestBlocks,
} from '../../../src/core/changes/js-in-source-tests.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { Hunk } from '../../../src/core/model/diff.js';
import { diffEntry } from '../../helpers/diff-entry.js';

const FILE = [
  'export function add(a: number, b: number): number {', // 1
  '  return a + b;', // 2
  '}', // 3
  '', // 4
  'if (import.meta.vitest) {', // 5
  '  const { expect, it } = import.meta.vitest;', // 6
  "  it('adds {braces} in strings', () => {", // 7
  '    expect(add(2, 3)).toBe(5);', // 8
  '  });', // 9
  '}', // 10
  '', // 11
  'export const one = 1;', // 12
].join('\n');

const file: ChangedFile = {
  ...diffEntry('modified', 'src/calc.ts'),
  class: 'source',
  oldClass: 'source',
  ecosystem: 'javascript',
};

function hunk(line: number, before: string, after: string): Hunk {
  return {
    oldStart: line,
    oldLines: 1,
    newStart: line,
    newLines: 1,
    removed: [{ line, text: before }],
    added: [{ line, text: after }],
  };
}

describe('inSourceTestBlocks', () => {
  it('spans the block from its if to its closing brace, whatever strings hold', () => {
    expect(inSourceTestBlocks(FILE)).toEqual([{ start: 5, end: 10 }]);
  });

  it.each([
    ['no in-source tests', 'export const add = (a, b) => a + b;\n'],
    ['the words in a comment only', '// see import.meta.vitest in the docs\nexport const x = 1;\n'],
  ])('has none for %s', (_name, text) => {
    expect(inSourceTestBlocks(text)).toEqual([]);
  });
});

describe('inSourceTestAnomalies', () => {
  it('reports an edit of an expectation inside the block', () => {
    const head = FILE.replace('toBe(5)', 'toBe(6)');
    const found = inSourceTestAnomalies(
      file,
      [hunk(8, '    expect(add(2, 3)).toBe(5);', '    expect(add(2, 3)).toBe(6);')],
      FILE,
      head,
    );
    expect(found.map((a) => [a.kind, a.severity, a.line])).toEqual([
      ['inline-test-modified', 'critical', 8],
    ]);
  });

  it.each([
    ['the code above the block', 2, '  return a + b;', '  return b + a;'],
    ['the code below the block', 12, 'export const one = 1;', 'export const one = 2 - 1;'],
  ])('leaves an edit of %s alone', (_name, line, before, after) => {
    const head = FILE.replace(before, after);
    expect(inSourceTestAnomalies(file, [hunk(line, before, after)], FILE, head)).toEqual([]);
  });
});
