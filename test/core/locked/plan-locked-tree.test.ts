import { describe, expect, it } from 'vitest';
import { manifestKind } from '../../../src/core/locked/merge-manifest.js';
import { planLockedTree } from '../../../src/core/locked/plan-locked-tree.js';
import {
  type MovedRustFile,
  movedTestModules,
  rustSpliceTargets,
  type SpliceTarget,
  sameModuleFile,
} from '../../../src/core/locked/rust-splice-targets.js';
import type { ChangedFile, FileClass } from '../../../src/core/model/changed-file.js';
import { aChangeOf } from '../../builders/changed-file.js';

function renamed(from: string, to: string, oldClass: FileClass, newClass: FileClass): ChangedFile {
  return aChangeOf('renamed', to, newClass, { oldPath: from, oldClass, similarity: 90 });
}

describe('planLockedTree', () => {
  it.each<[string, ChangedFile, { restore: string[]; remove: string[]; merge: string[] }]>([
    [
      'modified test is restored',
      aChangeOf('modified', 'tests/test_a.py', 'test'),
      { restore: ['tests/test_a.py'], remove: [], merge: [] },
    ],
    [
      'deleted test is restored',
      aChangeOf('deleted', 'tests/test_a.py', 'test'),
      { restore: ['tests/test_a.py'], remove: [], merge: [] },
    ],
    [
      'type-changed harness is restored',
      aChangeOf('type-changed', 'pytest.ini', 'harness', { newKind: 'symlink' }),
      { restore: ['pytest.ini'], remove: [], merge: [] },
    ],
    [
      'added test is removed',
      aChangeOf('added', 'tests/test_new.py', 'test'),
      { restore: [], remove: ['tests/test_new.py'], merge: [] },
    ],
    [
      'added conftest is removed',
      aChangeOf('added', 'src/conftest.py', 'harness'),
      { restore: [], remove: ['src/conftest.py'], merge: [] },
    ],
    [
      'modified source is left alone',
      aChangeOf('modified', 'src/a.py', 'source'),
      { restore: [], remove: [], merge: [] },
    ],
    [
      'added source is left alone',
      aChangeOf('added', 'src/b.py', 'source'),
      { restore: [], remove: [], merge: [] },
    ],
    [
      'renamed test: base path restored, new path removed',
      renamed('tests/test_a.py', 'tests/test_b.py', 'test', 'test'),
      { restore: ['tests/test_a.py'], remove: ['tests/test_b.py'], merge: [] },
    ],
    [
      'test renamed into source: base path restored, source kept',
      renamed('tests/helper_test.go', 'pkg/helper.go', 'test', 'source'),
      { restore: ['tests/helper_test.go'], remove: [], merge: [] },
    ],
    [
      'source renamed into a test: new path removed',
      renamed('src/util.ts', 'src/util.test.ts', 'source', 'test'),
      { restore: [], remove: ['src/util.test.ts'], merge: [] },
    ],
    [
      'copied from a test: the new test is removed',
      aChangeOf('copied', 'tests/test_copy.py', 'test', { oldPath: 'tests/test_a.py' }),
      { restore: ['tests/test_a.py'], remove: ['tests/test_copy.py'], merge: [] },
    ],
    [
      'modified root package.json is merged',
      aChangeOf('modified', 'package.json', 'harness'),
      { restore: [], remove: [], merge: ['package.json'] },
    ],
    [
      'modified nested pyproject.toml is merged even if classified other',
      aChangeOf('modified', 'libs/core/pyproject.toml', 'other'),
      { restore: [], remove: [], merge: ['libs/core/pyproject.toml'] },
    ],
    [
      'deleted package.json is restored',
      aChangeOf('deleted', 'packages/a/package.json', 'harness'),
      { restore: ['packages/a/package.json'], remove: [], merge: [] },
    ],
    [
      'added package.json of a new package is kept',
      aChangeOf('added', 'packages/new/package.json', 'harness'),
      { restore: [], remove: [], merge: [] },
    ],
    [
      'renamed package.json: base path restored, new manifest kept',
      renamed('packages/a/package.json', 'packages/b/package.json', 'harness', 'harness'),
      { restore: ['packages/a/package.json'], remove: [], merge: [] },
    ],
    [
      'added package.json that is a symlink is removed',
      aChangeOf('added', 'packages/new/package.json', 'harness', { newKind: 'symlink' }),
      { restore: [], remove: ['packages/new/package.json'], merge: [] },
    ],
    [
      'package.json turned into a symlink is restored, not merged',
      aChangeOf('type-changed', 'package.json', 'harness', { newKind: 'symlink' }),
      { restore: ['package.json'], remove: [], merge: [] },
    ],
  ])('%s', (_name, input, expected) => {
    const actions = planLockedTree([input]);
    expect({ restore: actions.restore, remove: actions.remove, merge: actions.merge }).toEqual(
      expected,
    );
  });

  it.each<[string, ChangedFile, string[]]>([
    [
      'an added package.json',
      aChangeOf('added', 'packages/new/package.json', 'harness'),
      ['packages/new/package.json'],
    ],
    ['an added deno.json', aChangeOf('added', 'libs/b/deno.json', 'harness'), ['libs/b/deno.json']],
    [
      'an added pyproject.toml',
      aChangeOf('added', 'libs/b/pyproject.toml', 'harness'),
      ['libs/b/pyproject.toml'],
    ],
    [
      'a copied package.json',
      aChangeOf('copied', 'packages/c/package.json', 'harness', {
        oldPath: 'packages/a/package.json',
        oldClass: 'harness',
      }),
      ['packages/c/package.json'],
    ],
    [
      'a renamed package.json at its new path',
      renamed('packages/a/package.json', 'packages/b/package.json', 'harness', 'harness'),
      ['packages/b/package.json'],
    ],
    // Kept whole: critical wherever it is, and its target keys decide what builds.
    ['an added Cargo.toml', aChangeOf('added', 'crates/b/Cargo.toml', 'harness'), []],
    [
      'an added package.json symlink',
      aChangeOf('added', 'b/package.json', 'harness', { newKind: 'symlink' }),
      [],
    ],
    [
      'a modified package.json (merged with base instead)',
      aChangeOf('modified', 'package.json', 'harness'),
      [],
    ],
  ])('rewrites without its scripts: %s', (_name, input, expected) => {
    const actions = planLockedTree([input]);
    expect(actions.lockAdded).toEqual(expected);
    for (const path of expected) expect(actions.plan.merged).toContain(path);
  });

  it('reports the same paths in the LockedPlan, sorted and without duplicates', () => {
    const actions = planLockedTree([
      aChangeOf('modified', 'tests/z.test.ts', 'test'),
      aChangeOf('deleted', 'tests/a.test.ts', 'test'),
      aChangeOf('added', 'tests/new.test.ts', 'test'),
      aChangeOf('modified', 'package.json', 'harness'),
      aChangeOf('copied', 'tests/b2.test.ts', 'test', { oldPath: 'tests/z.test.ts' }),
    ]);
    expect(actions.plan).toEqual({
      restored: ['tests/a.test.ts', 'tests/z.test.ts'],
      removed: ['tests/b2.test.ts', 'tests/new.test.ts'],
      merged: ['package.json'],
      spliced: [],
      unspliced: [],
    });
  });

  it('restores a base path rather than removing it when the PR reuses it', () => {
    const actions = planLockedTree([
      renamed('tests/test_a.py', 'tests/test_moved.py', 'test', 'test'),
      aChangeOf('added', 'tests/test_a.py', 'test'),
    ]);
    expect(actions.restore).toEqual(['tests/test_a.py']);
    expect(actions.remove).toEqual(['tests/test_moved.py']);
  });

  it('returns nothing to do for an empty diff', () => {
    expect(planLockedTree([]).plan).toEqual({
      restored: [],
      removed: [],
      merged: [],
      spliced: [],
      unspliced: [],
    });
  });
});

describe('manifestKind', () => {
  it.each([
    ['package.json', 'package.json'],
    ['a/b/package.json', 'package.json'],
    ['pyproject.toml', 'pyproject.toml'],
    ['my-package.json', null],
    ['package.json.bak', null],
    ['Cargo.toml', 'Cargo.toml'],
    ['crates/a/Cargo.toml', 'Cargo.toml'],
    ['Cargo.lock', null],
  ])('%s -> %s', (path, kind) => {
    expect(manifestKind(path)).toBe(kind);
  });
});

describe('rustSpliceTargets', () => {
  it.each<[string, ChangedFile, SpliceTarget[]]>([
    [
      'modified source',
      aChangeOf('modified', 'src/lib.rs', 'source'),
      [{ path: 'src/lib.rs', basePath: 'src/lib.rs' }],
    ],
    [
      'added source: its test items are left out',
      aChangeOf('added', 'src/new.rs', 'source'),
      [{ path: 'src/new.rs', basePath: null }],
    ],
    [
      'renamed source takes the test items of its base path',
      renamed('src/a.rs', 'src/b.rs', 'source', 'source'),
      [{ path: 'src/b.rs', basePath: 'src/a.rs' }],
    ],
    [
      'a test file moved into source has no base test items here (restored at its base path)',
      renamed('tests/t.rs', 'src/t.rs', 'test', 'source'),
      [{ path: 'src/t.rs', basePath: null }],
    ],
    [
      'a test file is restored whole, not spliced',
      aChangeOf('modified', 'tests/burst.rs', 'test'),
      [],
    ],
    [
      'a deleted source file has nothing to splice',
      aChangeOf('deleted', 'src/lib.rs', 'source'),
      [],
    ],
    [
      'a symlink at head is not written through',
      aChangeOf('modified', 'src/lib.rs', 'source', { newKind: 'symlink' }),
      [],
    ],
    ['not Rust', aChangeOf('modified', 'src/a.py', 'source'), []],
  ])('%s', (_name, input, expected) => {
    expect(rustSpliceTargets([input])).toEqual(expected);
  });

  it('planLockedTree reports the splices and leaves out paths restored or removed whole', () => {
    const actions = planLockedTree([aChangeOf('modified', 'tests/t.rs', 'test')], {
      splice: [
        { path: 'src/lib.rs', basePath: 'src/lib.rs' },
        { path: 'tests/t.rs', basePath: 'tests/t.rs' },
      ],
      unspliced: [{ path: 'src/odd.rs', reason: 'unbalanced' }],
      restore: ['src/test_helpers.rs'],
      remove: ['src/moved_helpers.rs'],
    });
    expect(actions.restore).toEqual(['src/test_helpers.rs', 'tests/t.rs']);
    expect(actions.remove).toEqual(['src/moved_helpers.rs']);
    expect(actions.splice).toEqual([{ path: 'src/lib.rs', basePath: 'src/lib.rs' }]);
    expect(actions.plan.spliced).toEqual(['src/lib.rs']);
    expect(actions.plan.unspliced).toEqual([{ path: 'src/odd.rs', reason: 'unbalanced' }]);
  });
});

describe('movedTestModules: base .rs files the PR takes away from their path', () => {
  it.each<[string, ChangedFile, MovedRustFile[]]>([
    [
      'deleted',
      aChangeOf('deleted', 'src/calc/tests.rs', 'source', { newKind: 'none' }),
      [{ basePath: 'src/calc/tests.rs', headPath: null, how: 'deleted', headLocked: false }],
    ],
    [
      'replaced by a symlink',
      aChangeOf('type-changed', 'src/calc/tests.rs', 'source', { newKind: 'symlink' }),
      [
        {
          basePath: 'src/calc/tests.rs',
          headPath: null,
          how: 'replaced by a symlink (mode 120000)',
          headLocked: false,
        },
      ],
    ],
    [
      'renamed to a source path',
      renamed('src/calc/tests.rs', 'src/calc/checks.rs', 'source', 'source'),
      [
        {
          basePath: 'src/calc/tests.rs',
          headPath: 'src/calc/checks.rs',
          how: 'renamed',
          headLocked: false,
        },
      ],
    ],
    [
      'renamed to a test path: its class removes it',
      renamed('src/calc/tests.rs', 'tests/calc.rs', 'source', 'test'),
      [
        {
          basePath: 'src/calc/tests.rs',
          headPath: 'tests/calc.rs',
          how: 'renamed',
          headLocked: true,
        },
      ],
    ],
    ['modified', aChangeOf('modified', 'src/calc/tests.rs', 'source'), []],
    ['a base test file (restored by its class)', aChangeOf('deleted', 'tests/t.rs', 'test'), []],
    ['not Rust', aChangeOf('deleted', 'src/a.py', 'source'), []],
  ])('%s', (_name, input, expected) => {
    expect(movedTestModules([input])).toEqual(expected);
  });
});

it('sameModuleFile: x.rs and x/mod.rs are one module', () => {
  expect(sameModuleFile('src/calc/tests.rs', 'src/calc/tests/mod.rs')).toBe(true);
  expect(sameModuleFile('src/calc/tests/mod.rs', 'src/calc/tests.rs')).toBe(true);
  expect(sameModuleFile('src/calc/tests.rs', 'src/calc/checks.rs')).toBe(false);
  expect(sameModuleFile('src/calc/tests.rs', 'src/calc/tests.rs')).toBe(false);
});
