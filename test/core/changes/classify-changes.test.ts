import { describe, expect, it } from 'vitest';
import { classifyChanges } from '../../../src/core/changes/classify-changes.js';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import type { FileClass, PathClass } from '../../../src/core/model/changed-file.js';
import type { ChangeStatus, DiffEntry } from '../../../src/core/model/diff.js';

const ZERO = '0'.repeat(40);

function entry(status: ChangeStatus, path: string, oldPath: string | null = null): DiffEntry {
  return {
    status,
    path,
    oldPath,
    similarity: oldPath === null ? null : 90,
    oldKind: status === 'added' ? 'none' : 'file',
    newKind: status === 'deleted' ? 'none' : 'file',
    oldBlob: status === 'added' ? ZERO : 'a'.repeat(40),
    newBlob: status === 'deleted' ? ZERO : 'b'.repeat(40),
  };
}

describe('classifyChanges', () => {
  const classify = createClassifier();

  it.each<[DiffEntry, FileClass, FileClass, string | null, string]>([
    [entry('modified', 'tests/test_a.py'), 'test', 'test', 'python', 'python:test_*.py'],
    [entry('added', 'src/a.ts'), 'source', 'source', 'javascript', 'javascript:*.ts'],
    [entry('deleted', 'conftest.py'), 'harness', 'harness', 'python', 'python:conftest.py'],
    // a test moved out of the suite is still a test change: oldClass keeps the base class
    [
      entry('renamed', 'src/helpers.py', 'tests/test_helpers.py'),
      'source',
      'test',
      'python',
      'python:*.py',
    ],
    [
      entry('renamed', 'tests/test_new.py', 'src/old.py'),
      'test',
      'source',
      'python',
      'python:test_*.py',
    ],
    [
      entry('copied', 'docs/a.md', 'tests/__snapshots__/a.snap'),
      'other',
      'harness',
      null,
      'other:docs',
    ],
    [entry('added', 'blob.xyz'), 'other', 'other', null, 'unclassified'],
  ])('%j -> %s (base %s)', (diff, fileClass, oldClass, ecosystem, rule) => {
    const [changed] = classifyChanges([diff], classify);
    expect(changed).toEqual({ ...diff, class: fileClass, oldClass, ecosystem, rule });
  });

  it('keeps the order and every diff field', () => {
    const diffs = [entry('added', 'b.go'), entry('modified', 'a_test.go')];
    const changed = classifyChanges(diffs, classify);
    expect(changed.map((file) => [file.path, file.class])).toEqual([
      ['b.go', 'source'],
      ['a_test.go', 'test'],
    ]);
    expect(changed[1]?.newBlob).toBe('b'.repeat(40));
  });

  it('classifies a path once when it was not renamed', () => {
    const seen: string[] = [];
    const counting = (path: string): PathClass => {
      seen.push(path);
      return classify(path);
    };
    classifyChanges([entry('modified', 'x.py'), entry('renamed', 'y.py', 'z.py')], counting);
    expect(seen).toEqual(['x.py', 'y.py', 'z.py']);
  });

  it('returns nothing for an empty diff', () => {
    expect(classifyChanges([], classify)).toEqual([]);
  });
});
