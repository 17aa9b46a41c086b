// Head's tree derived from base's listing and the raw diff: each kind of change, git's order, and
// the diffs that do not fit base's listing (null: the caller lists head itself).
import { describe, expect, it } from 'vitest';
import { compareGitPaths, treeAfterDiff } from '../../../src/core/changes/tree-after-diff.js';
import type { DiffEntry, EntryKind } from '../../../src/core/model/diff.js';
import type { TreeEntry } from '../../../src/core/model/tree.js';
import { diffEntry } from '../../helpers/diff-entry.js';

const ZERO = '0'.repeat(40);
const MODES: Record<string, string> = {
  file: '100644',
  executable: '100755',
  symlink: '120000',
  submodule: '160000',
};

function entry(path: string, object: string, kind: EntryKind = 'file'): TreeEntry {
  return { path, mode: MODES[kind] ?? '', kind, object };
}

function change(
  status: DiffEntry['status'],
  path: string,
  newBlob: string,
  more: Partial<DiffEntry> = {},
): DiffEntry {
  return diffEntry(status, path, { newBlob, ...more });
}

const BASE: TreeEntry[] = [
  entry('a.txt', '1'.repeat(40)),
  entry('lib/old.py', '2'.repeat(40)),
  entry('run.sh', '3'.repeat(40)),
  entry('src/x.ts', '4'.repeat(40)),
  entry('z', '5'.repeat(40)),
];

describe('treeAfterDiff', () => {
  it('applies every kind of change and keeps git order', () => {
    const diff = [
      change('added', 'a/b.txt', 'a'.repeat(40)),
      change('modified', 'a.txt', 'b'.repeat(40)),
      change('renamed', 'lib/new.py', '2'.repeat(40), { oldPath: 'lib/old.py', similarity: 100 }),
      change('type-changed', 'run.sh', 'c'.repeat(40), { newKind: 'symlink' }),
      change('deleted', 'src/x.ts', ZERO),
      change('copied', 'src/y.ts', 'd'.repeat(40), { oldPath: 'z', newKind: 'executable' }),
      change('added', 'vendor/sub', 'e'.repeat(40), { newKind: 'submodule' }),
    ];
    expect(treeAfterDiff(BASE, diff)).toEqual([
      entry('a.txt', 'b'.repeat(40)),
      // '.' sorts before '/': `a.txt` comes before the folder `a/`.
      entry('a/b.txt', 'a'.repeat(40)),
      entry('lib/new.py', '2'.repeat(40)),
      entry('run.sh', 'c'.repeat(40), 'symlink'),
      entry('src/y.ts', 'd'.repeat(40), 'executable'),
      entry('vendor/sub', 'e'.repeat(40), 'submodule'),
      entry('z', '5'.repeat(40)),
    ]);
  });

  it('turns a file into a folder of the same name', () => {
    const diff = [change('deleted', 'z', ZERO), change('added', 'z/inner.txt', 'f'.repeat(40))];
    const after = treeAfterDiff(BASE, diff)?.map((e) => e.path);
    expect(after).toEqual(['a.txt', 'lib/old.py', 'run.sh', 'src/x.ts', 'z/inner.txt']);
  });

  it('leaves base as it is for an empty diff, and keeps a legacy mode it does not touch', () => {
    const legacy = [{ ...entry('old.txt', '9'.repeat(40)), mode: '100664' }];
    expect(treeAfterDiff(legacy, [])).toEqual(legacy);
  });

  it('orders by UTF-8 bytes, as git does, beyond the BMP too', () => {
    const base = [entry('\u{ffff}.txt', '1'.repeat(40))];
    const after = treeAfterDiff(base, [change('added', '\u{1f600}.txt', '2'.repeat(40))]);
    // UTF-16 would put the emoji (a surrogate pair, 0xD83D...) first.
    expect(after?.map((e) => e.path)).toEqual(['\u{ffff}.txt', '\u{1f600}.txt']);
    expect(compareGitPaths('a.b', 'a/b')).toBeLessThan(0);
  });

  const misfits: Array<[string, DiffEntry[]]> = [
    ['an added path already there', [change('added', 'a.txt', 'a'.repeat(40))]],
    ['a modified path not there', [change('modified', 'nope', 'a'.repeat(40))]],
    ['a deleted path not there', [change('deleted', 'nope', ZERO)]],
    [
      'a rename from a path not there',
      [change('renamed', 'new', 'a'.repeat(40), { oldPath: 'nope' })],
    ],
    [
      'a rename onto a path still there',
      [change('renamed', 'z', 'a'.repeat(40), { oldPath: 'a.txt' })],
    ],
    ['an unmerged entry', [change('unmerged', 'a.txt', 'a'.repeat(40))]],
    ['an added path of no kind', [change('added', 'n', 'a'.repeat(40), { newKind: 'none' })]],
    ['the same path deleted twice', [change('deleted', 'z', ZERO), change('deleted', 'z', ZERO)]],
  ];
  it.each(misfits)('answers null for %s', (_name, diff) => {
    expect(treeAfterDiff(BASE, diff)).toBeNull();
  });
});
