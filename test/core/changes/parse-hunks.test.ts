import { describe, expect, it } from 'vitest';
import { parseHunks, wholeFileHunks } from '../../../src/core/changes/parse-hunks.js';

const HEADER = [
  'diff --git a/x.py b/x.py',
  'index 1111111..2222222 100644',
  '--- a/x.py',
  '+++ b/x.py',
].join('\n');

function diff(...lines: string[]): string {
  return `${HEADER}\n${lines.join('\n')}\n`;
}

describe('parseHunks', () => {
  it.each([
    {
      name: 'a one-line change (counts default to 1)',
      input: diff('@@ -3 +3 @@ def f():', '-    assert x <= 100', '+    assert x <= 1000'),
      expected: [
        {
          oldStart: 3,
          oldLines: 1,
          newStart: 3,
          newLines: 1,
          removed: [{ line: 3, text: '    assert x <= 100' }],
          added: [{ line: 3, text: '    assert x <= 1000' }],
        },
      ],
    },
    {
      name: 'a pure insertion (old count 0)',
      input: diff('@@ -10,0 +11,2 @@', '+a', '+b'),
      expected: [
        {
          oldStart: 10,
          oldLines: 0,
          newStart: 11,
          newLines: 2,
          removed: [],
          added: [
            { line: 11, text: 'a' },
            { line: 12, text: 'b' },
          ],
        },
      ],
    },
    {
      name: 'a pure deletion (new count 0)',
      input: diff('@@ -5,2 +4,0 @@', '-x', '-y'),
      expected: [
        {
          oldStart: 5,
          oldLines: 2,
          newStart: 4,
          newLines: 0,
          removed: [
            { line: 5, text: 'x' },
            { line: 6, text: 'y' },
          ],
          added: [],
        },
      ],
    },
  ])('parses $name', ({ input, expected }) => {
    expect(parseHunks(input)).toEqual({ binary: false, hunks: expected });
  });

  it('parses several hunks with their own line numbers', () => {
    const { hunks } = parseHunks(
      diff('@@ -1 +1 @@', '-a', '+A', '@@ -7,0 +8 @@', '+new', '@@ -20,2 +21 @@', '-p', '-q', '+r'),
    );
    expect(hunks.map((h) => [h.removed.map((r) => r.line), h.added.map((a) => a.line)])).toEqual([
      [[1], [1]],
      [[], [8]],
      [[20, 21], [21]],
    ]);
  });

  it('treats content that looks like headers as content', () => {
    const { hunks } = parseHunks(
      diff('@@ -1,2 +1,2 @@', '--- a/x.py', '-@@ -1 +1 @@', '+diff --git a b', '++++ b'),
    );
    expect(hunks).toHaveLength(1);
    expect(hunks[0]?.removed.map((r) => r.text)).toEqual(['-- a/x.py', '@@ -1 +1 @@']);
    expect(hunks[0]?.added.map((a) => a.text)).toEqual(['diff --git a b', '+++ b']);
  });

  it('ignores "No newline at end of file" markers', () => {
    const { hunks } = parseHunks(
      diff(
        '@@ -3 +3,2 @@',
        '-last',
        '\\ No newline at end of file',
        '+last',
        '+more',
        '\\ No newline at end of file',
      ),
    );
    expect(hunks[0]?.removed).toEqual([{ line: 3, text: 'last' }]);
    expect(hunks[0]?.added).toEqual([
      { line: 3, text: 'last' },
      { line: 4, text: 'more' },
    ]);
  });

  it('counts context lines on both sides', () => {
    const { hunks } = parseHunks(diff('@@ -4,3 +4,3 @@', ' keep', '-old', '+new', ' keep'));
    expect(hunks[0]?.removed).toEqual([{ line: 5, text: 'old' }]);
    expect(hunks[0]?.added).toEqual([{ line: 5, text: 'new' }]);
  });

  it('keeps carriage returns and empty lines as text', () => {
    const { hunks } = parseHunks(diff('@@ -2 +2,2 @@', '-a\r', '+', '+b\r'));
    expect(hunks[0]?.removed).toEqual([{ line: 2, text: 'a\r' }]);
    expect(hunks[0]?.added.map((a) => a.text)).toEqual(['', 'b\r']);
  });

  it.each([
    'Binary files a/x.png and b/x.png differ',
    'Binary files /dev/null and b/x.png differ',
    'GIT binary patch',
  ])('reports binary for %j', (notice) => {
    expect(parseHunks(`${HEADER}\n${notice}\n`)).toEqual({ binary: true, hunks: [] });
  });

  it('returns no hunks for an empty diff or a header-only one', () => {
    expect(parseHunks('')).toEqual({ binary: false, hunks: [] });
    expect(parseHunks('diff --git a/x b/x\nold mode 100644\nnew mode 100755\n')).toEqual({
      binary: false,
      hunks: [],
    });
  });

  it.each([
    ['a truncated hunk', diff('@@ -1,2 +1,2 @@', '-a', '+b'), /truncated/],
    [
      'a stray line after a hunk',
      diff('@@ -1 +1 @@', '-a', '+b', 'garbage'),
      /expected a hunk header/,
    ],
    [
      'a second file pair',
      `${diff('@@ -1 +1 @@', '-a', '+b')}${HEADER}\n`,
      /expected a hunk header/,
    ],
    [
      'an unexpected line inside a hunk',
      diff('@@ -1,2 +1 @@', '-a', '+b', '+c'),
      /unexpected line/,
    ],
  ])('throws on %s', (_name, input, message) => {
    expect(() => parseHunks(input)).toThrow(message);
  });
});

describe('wholeFileHunks', () => {
  it.each([
    {
      name: 'an added file',
      content: 'a\nb\n',
      side: 'added' as const,
      expected: {
        oldStart: 0,
        oldLines: 0,
        newStart: 1,
        newLines: 2,
        removed: [],
        added: [
          { line: 1, text: 'a' },
          { line: 2, text: 'b' },
        ],
      },
    },
    {
      name: 'a deleted file without a final newline',
      content: 'a\nb',
      side: 'removed' as const,
      expected: {
        oldStart: 1,
        oldLines: 2,
        newStart: 0,
        newLines: 0,
        removed: [
          { line: 1, text: 'a' },
          { line: 2, text: 'b' },
        ],
        added: [],
      },
    },
  ])('makes one hunk for $name', ({ content, side, expected }) => {
    expect(wholeFileHunks(content, side)).toEqual({ binary: false, hunks: [expected] });
  });

  it('makes no hunk for an empty file and calls NUL content binary', () => {
    expect(wholeFileHunks('', 'added')).toEqual({ binary: false, hunks: [] });
    expect(wholeFileHunks('PNG\0\x01', 'removed')).toEqual({ binary: true, hunks: [] });
  });
});
