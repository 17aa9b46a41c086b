// Rust doc tests are base tests in the PR's source: a changed expected value, a removed doc test
// or lines slipped into one are inline-test-modified; a new doc test, a prose edit, a text block
// or a line shift are not.
import { describe, expect, it } from 'vitest';
import { findDocTestBlocks, isDocTestInfo } from '../../../src/core/changes/rust-doc-tests.js';
import { inlineTestAnomalies } from '../../../src/core/changes/rust-inline-tests.js';
import type { Hunk } from '../../../src/core/model/diff.js';
import { aChangeOf } from '../../builders/changed-file.js';

const lines = (...ls: string[]): string => `${ls.join('\n')}\n`;

const BASE = lines(
  '//! Distances.', // 1
  '', // 2
  '/// Counts differing positions.', // 3
  '///', // 4
  '/// ```', // 5
  '/// assert_eq!(strdist::hamming("ab", "ac"), 1);', // 6
  '/// ```', // 7
  '///', // 8
  '/// ```text', // 9
  '/// hamming(a, b) = n', // 10
  '/// ```', // 11
  'pub fn hamming(a: &str, b: &str) -> usize {', // 12
  '    0', // 13
  '}', // 14
);

describe('findDocTestBlocks', () => {
  it('finds the Rust blocks of doc comments, not text blocks or plain comments', () => {
    expect(findDocTestBlocks(BASE)).toEqual([{ start: 5, end: 7 }]);
    const more = lines('//! ```', '//! let x = 1;', '//! ```', '// ```', '// not docs', '// ```');
    expect(findDocTestBlocks(more)).toEqual([{ start: 1, end: 3 }]);
  });

  it.each<[string, boolean]>([
    ['', true],
    ['rust', true],
    ['should_panic', true],
    ['no_run', true],
    ['rust,compile_fail', true],
    ['edition2021', true],
    ['ignore', false],
    ['text', false],
    ['json', false],
    ['sh', false],
  ])('isDocTestInfo(%j) is %s', (info, expected) => {
    expect(isDocTestInfo(info)).toBe(expected);
  });
});

const hunk = (
  oldStart: number,
  removed: Array<[number, string]>,
  added: Array<[number, string]>,
): Hunk => ({
  oldStart,
  oldLines: removed.length,
  newStart: added[0]?.[0] ?? oldStart,
  newLines: added.length,
  removed: removed.map(([line, text]) => ({ line, text })),
  added: added.map(([line, text]) => ({ line, text })),
});

const file = aChangeOf('modified', 'src/lib.rs', 'source', { ecosystem: 'rust' });
const findings = (head: string, hunks: Hunk[]): string[] =>
  inlineTestAnomalies(file, hunks, BASE, head).map((a) => `${a.kind}:${a.line} ${a.detail}`);

describe('inlineTestAnomalies: doc tests', () => {
  it('gaming: the expected value of a base doc test changed', () => {
    const head = BASE.replace('"ac"), 1);', '"ac"), 0);');
    const h = hunk(
      6,
      [[6, '/// assert_eq!(strdist::hamming("ab", "ac"), 1);']],
      [[6, '/// assert_eq!(strdist::hamming("ab", "ac"), 0);']],
    );
    expect(findings(head, [h]).sort()).toEqual([
      'assertion-removed:6 assertion changed: assert_eq!(strdist::hamming("ab", "ac"), 1); -> assert_eq!(strdist::hamming("ab", "ac"), 0);',
      'inline-test-modified:6 doc test changed: +1 -1 lines',
    ]);
  });

  it('gaming: a hidden line slipped into a base doc test', () => {
    const head = BASE.replace('/// ```\n/// assert', '/// ```\n/// # return;\n/// assert');
    expect(findings(head, [hunk(5, [], [[6, '/// # return;']])])).toEqual([
      'inline-test-modified:6 doc test changed: +1 -0 lines',
    ]);
  });

  it('gaming: a base doc test removed', () => {
    const head = BASE.replace(
      '/// ```\n/// assert_eq!(strdist::hamming("ab", "ac"), 1);\n/// ```\n',
      '',
    );
    const h = hunk(
      5,
      [
        [5, '/// ```'],
        [6, '/// assert_eq!(strdist::hamming("ab", "ac"), 1);'],
        [7, '/// ```'],
      ],
      [],
    );
    expect(findings(head, [h])).toContain('inline-test-modified:5 doc test changed: +0 -3 lines');
  });

  it('honest: a new doc test after a base one, prose and a text block edited, lines shifted', () => {
    const head = lines(
      '//! Distances, fast.', // 1: prose
      '//! More prose.', // 2: shifts everything below
      '',
      '/// Counts differing positions.',
      '///',
      '/// ```',
      '/// assert_eq!(strdist::hamming("ab", "ac"), 1);',
      '/// ```',
      '///',
      '/// ```',
      '/// assert_eq!(strdist::hamming("", ""), 0);', // a new doc test
      '/// ```',
      '///',
      '/// ```text',
      '/// hamming(a, b) = count',
      '/// ```',
      'pub fn hamming(a: &str, b: &str) -> usize {',
      '    0',
      '}',
    );
    const hunks = [
      hunk(
        1,
        [[1, '//! Distances.']],
        [
          [1, '//! Distances, fast.'],
          [2, '//! More prose.'],
        ],
      ),
      hunk(
        7,
        [],
        [
          [9, '///'],
          [10, '/// ```'],
          [11, '/// assert_eq!(strdist::hamming("", ""), 0);'],
          [12, '/// ```'],
        ],
      ),
      hunk(10, [[10, '/// hamming(a, b) = n']], [[15, '/// hamming(a, b) = count']]),
    ];
    expect(findings(head, hunks)).toEqual([]);
  });
});
