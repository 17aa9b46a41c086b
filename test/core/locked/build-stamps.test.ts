import { describe, expect, it } from 'vitest';
import {
  parseStamps,
  type Stamps,
  serializeStamps,
  stampsToRestore,
} from '../../../src/core/locked/build-stamps.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const stamp = (blob: string, mtimeNs = '1700000000123456789', size = 10) => ({
  blob,
  mtimeNs,
  size,
});

describe('stampsToRestore', () => {
  const previous: Stamps = new Map([
    ['src/lib.rs', stamp(A)],
    ['src/other.rs', stamp(A)],
    ['Cargo.toml', stamp(A)],
  ]);
  it.each<[string, Array<[string, string]>, string[], string[]]>([
    [
      'honest: the same blob at the same path keeps its mtime',
      [['src/lib.rs', A]],
      [],
      ['src/lib.rs'],
    ],
    ['a changed blob (a one-character edit) is left new', [['src/lib.rs', B]], [], []],
    ['a file new at this path is left new', [['src/new.rs', A]], [], []],
    ['the same blob moved to another path is left new', [['src/moved.rs', A]], [], []],
    ['a merged manifest is left new, whatever its blob', [['Cargo.toml', A]], ['Cargo.toml'], []],
    [
      'only the unchanged of several',
      [
        ['src/lib.rs', A],
        ['src/other.rs', B],
      ],
      [],
      ['src/lib.rs'],
    ],
  ])('%s', (_name, blobs, rewritten, expected) => {
    const restored = stampsToRestore(previous, new Map(blobs), new Set(rewritten));
    expect(restored.map(([path]) => path)).toEqual(expected);
  });
});

describe('parseStamps', () => {
  it('reads back what serializeStamps wrote, paths with spaces and newlines included', () => {
    const stamps: Stamps = new Map([
      ['src/a b.rs', stamp(A)],
      ['src/new\nline.rs', stamp(B, '1', 0)],
    ]);
    expect(parseStamps(serializeStamps(stamps))).toEqual(stamps);
  });

  it.each<[string, string]>([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, files: {} })],
    ['files as a list', JSON.stringify({ v: 1, files: [] })],
    ['a path out of the tree', JSON.stringify({ v: 1, files: { '../x': [A, '1', 1] } })],
    ['an absolute path', JSON.stringify({ v: 1, files: { '/etc/x': [A, '1', 1] } })],
    ['a short blob id', JSON.stringify({ v: 1, files: { x: ['abc', '1', 1] } })],
    ['an mtime that is not digits', JSON.stringify({ v: 1, files: { x: [A, '1e9', 1] } })],
    ['a negative size', JSON.stringify({ v: 1, files: { x: [A, '1', -1] } })],
    ['a missing field', JSON.stringify({ v: 1, files: { x: [A, '1'] } })],
  ])('refuses %s (nothing is restored)', (_name, text) => {
    expect(parseStamps(text)).toBeNull();
  });
});
