// Docstring examples are base tests under --doctest-modules: an edited expected output, an edited
// or removed example, or a line slipped into one is inline-test-modified; a new example, prose and
// code outside the docstrings are not.
import { describe, expect, it } from 'vitest';
import { pythonDoctestBlocks } from '../../../src/core/changes/doc-examples.js';
import { pythonDoctestAnomalies } from '../../../src/core/changes/python-doctests.js';
import type { Hunk } from '../../../src/core/model/diff.js';
import { aChangeOf } from '../../builders/changed-file.js';

const lines = (...ls: string[]): string => `${ls.join('\n')}\n`;

const BASE = lines(
  'def add(a, b):', // 1
  '    """Adds.', // 2
  '', // 3
  '    >>> add(2, 2)', // 4
  '    4', // 5
  '    >>> add(', // 6
  '    ...     1, 1)', // 7
  '    2', // 8
  '', // 9
  '    More prose.', // 10
  '    """', // 11
  '    return a + b', // 12
  '', // 13
  'def sub(a, b):', // 14
  '    """>>> sub(3, 1)', // 15
  '    2"""', // 16
  '    return a - b', // 17
);

describe('pythonDoctestBlocks', () => {
  it('an example is its prompts, continuations and output, up to a blank line or closing quotes', () => {
    expect(pythonDoctestBlocks(BASE)).toEqual([
      { start: 4, end: 5 },
      { start: 6, end: 8 },
      { start: 15, end: 16 },
    ]);
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

const file = aChangeOf('modified', 'calc.py', 'source', { ecosystem: 'python' });
const details = (head: string, hunks: Hunk[]): string[] =>
  pythonDoctestAnomalies(file, hunks, BASE, head).map((a) => `${a.severity} ${a.line} ${a.detail}`);

describe('pythonDoctestAnomalies', () => {
  it('gaming: an expected output moved to match broken code', () => {
    const head = BASE.replace('    4\n', '    5\n');
    expect(details(head, [hunk(5, [[5, '    4']], [[5, '    5']])])).toEqual([
      'critical 5 doctest example changed (pytest --doctest-modules): +1 -1 lines',
    ]);
  });

  it('gaming: an example removed, or one at the docstring end edited', () => {
    expect(
      details(BASE, [
        hunk(
          4,
          [
            [4, '    >>> add(2, 2)'],
            [5, '    4'],
          ],
          [],
        ),
      ]),
    ).toHaveLength(1);
    expect(
      details(BASE.replace('    2"""', '    9"""'), [
        hunk(16, [[16, '    2"""']], [[16, '    9"""']]),
      ]),
    ).toHaveLength(1);
  });

  it('honest: prose edited, code changed, a new example added after the prose', () => {
    const head = BASE.replace(
      '    More prose.\n',
      '    More prose, better.\n\n    >>> add(0, 0)\n    0\n',
    );
    const hunks = [
      hunk(
        10,
        [[10, '    More prose.']],
        [
          [10, '    More prose, better.'],
          [11, ''],
          [12, '    >>> add(0, 0)'],
          [13, '    0'],
        ],
      ),
      hunk(12, [[12, '    return a + b']], [[15, '    return b + a']]),
    ];
    expect(details(head, hunks)).toEqual([]);
  });
});
