import { describe, expect, it } from 'vitest';
import { entryKind, parseRawDiff } from '../../../src/core/changes/parse-raw-diff.js';
import type { DiffEntry } from '../../../src/core/model/diff.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const Z = '0'.repeat(40);

function record(header: string, ...paths: string[]): string {
  return `${header}\0${paths.map((p) => `${p}\0`).join('')}`;
}

const cases: Array<{ name: string; raw: string; expected: Partial<DiffEntry> }> = [
  {
    name: 'modification',
    raw: record(`:100644 100644 ${A} ${B} M`, 'src/a.ts'),
    expected: {
      status: 'modified',
      path: 'src/a.ts',
      oldPath: null,
      similarity: null,
      oldKind: 'file',
      newKind: 'file',
      oldBlob: A,
      newBlob: B,
    },
  },
  {
    name: 'addition of an executable',
    raw: record(`:000000 100755 ${Z} ${B} A`, 'bin/run'),
    expected: {
      status: 'added',
      path: 'bin/run',
      oldKind: 'none',
      newKind: 'executable',
      oldBlob: Z,
    },
  },
  {
    name: 'deletion',
    raw: record(`:100644 000000 ${A} ${Z} D`, 'gone.py'),
    expected: {
      status: 'deleted',
      path: 'gone.py',
      oldPath: null,
      oldKind: 'file',
      newKind: 'none',
      newBlob: Z,
    },
  },
  {
    name: 'rename with similarity, old path first',
    raw: record(`:100644 100644 ${A} ${B} R086`, 'tests/old.py', 'tests/new.py'),
    expected: { status: 'renamed', path: 'tests/new.py', oldPath: 'tests/old.py', similarity: 86 },
  },
  {
    name: 'copy',
    raw: record(`:100644 100644 ${A} ${A} C100`, 'a.txt', 'b.txt'),
    expected: { status: 'copied', path: 'b.txt', oldPath: 'a.txt', similarity: 100 },
  },
  {
    name: 'type change file to symlink',
    raw: record(`:100644 120000 ${A} ${B} T`, 'link'),
    expected: { status: 'type-changed', oldKind: 'file', newKind: 'symlink', similarity: null },
  },
  {
    name: 'submodule added',
    raw: record(`:000000 160000 ${Z} ${B} A`, 'vendor/lib'),
    expected: { status: 'added', newKind: 'submodule' },
  },
  {
    name: 'unmerged and unknown',
    raw: record(`:000000 000000 ${Z} ${Z} U`, 'conflict'),
    expected: { status: 'unmerged', oldKind: 'none', newKind: 'none' },
  },
  {
    name: 'X status',
    raw: record(`:100644 100644 ${A} ${B} X`, 'weird'),
    expected: { status: 'unknown' },
  },
  {
    name: 'modification with a dissimilarity score (-B) has no similarity',
    raw: record(`:100644 100644 ${A} ${B} M070`, 'a'),
    expected: { status: 'modified', similarity: null },
  },
  {
    name: 'sha256 ids',
    raw: record(`:100644 100644 ${'c'.repeat(64)} ${'d'.repeat(64)} M`, 'a'),
    expected: { oldBlob: 'c'.repeat(64), newBlob: 'd'.repeat(64) },
  },
];

const oddPaths = [
  'with space.txt',
  'new\nline.txt',
  'tab\there.txt',
  '-leading-dash.js',
  'ünïcødé/ファイル.ts',
  ':starts-with-colon',
  ' leading space',
  'quote"and\\backslash',
];

describe('parseRawDiff', () => {
  it.each(cases)('parses $name', ({ raw, expected }) => {
    const entries = parseRawDiff(raw);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject(expected);
  });

  it('returns nothing for empty output', () => {
    expect(parseRawDiff('')).toEqual([]);
  });

  it.each(oddPaths)('keeps the path %j exactly', (path) => {
    const raw =
      record(`:100644 100644 ${A} ${B} M`, path) +
      record(`:100644 100644 ${A} ${B} R090`, path, `${path}2`);
    const [modified, renamed] = parseRawDiff(raw);
    expect(modified?.path).toBe(path);
    expect(renamed?.oldPath).toBe(path);
    expect(renamed?.path).toBe(`${path}2`);
  });

  it('parses several records in order', () => {
    const raw =
      record(`:100644 000000 ${A} ${Z} D`, 'x') +
      record(`:100644 100644 ${A} ${B} R100`, 'y', 'z') +
      record(`:000000 100644 ${Z} ${B} A`, 'w');
    expect(parseRawDiff(raw).map((e) => [e.status, e.oldPath, e.path])).toEqual([
      ['deleted', null, 'x'],
      ['renamed', 'y', 'z'],
      ['added', null, 'w'],
    ]);
  });

  it.each([
    ['no trailing NUL', `:100644 100644 ${A} ${B} M\0a.txt`, /does not end with NUL/],
    ['not a record', 'a.txt\0', /expected a ':mode mode sha sha status' record/],
    ['abbreviated ids', `:100644 100644 aaaaaaa bbbbbbb M\0a\0`, /expected a ':mode/],
    ['missing path', `:100644 100644 ${A} ${B} M\0`, /lacks a path/],
    ['rename missing its new path', `:100644 100644 ${A} ${B} R050\0old\0`, /lacks a path/],
    ['unknown mode', `:100600 100644 ${A} ${B} M\0a\0`, /unknown file mode 100600/],
    ['unknown status', `:100644 100644 ${A} ${B} Q\0a\0`, /expected a ':mode/],
    ['combined (merge) diff', `::100644 100644 100644 ${A} ${A} ${B} MM\0a\0`, /expected a ':mode/],
  ])('throws on %s', (_name, raw, message) => {
    expect(() => parseRawDiff(raw)).toThrow(message);
  });
});

describe('entryKind', () => {
  it.each([
    ['000000', 'none'],
    ['100644', 'file'],
    ['100664', 'file'],
    ['100755', 'executable'],
    ['120000', 'symlink'],
    ['160000', 'submodule'],
    ['040000', 'submodule'],
  ] as const)('maps %s to %s', (mode, kind) => {
    expect(entryKind(mode)).toBe(kind);
  });
});
