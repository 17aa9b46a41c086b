// A Python module the PR adds at a source root under a name the base tests import, and that the
// base tree never held, shadows what they import; the project's own modules never do.
import { describe, expect, it } from 'vitest';
import {
  baseModuleNames,
  importsModule,
  pythonpathRoots,
  shadowCandidates,
  shadowingModules,
  topModule,
} from '../../../../src/core/changes/test-support/shadowed-imports.js';
import type { FileClass } from '../../../../src/core/model/changed-file.js';
import type { DiffEntry } from '../../../../src/core/model/diff.js';

describe('topModule', () => {
  const cases: Array<[string, string | null]> = [
    ['checklib.py', 'checklib'],
    ['checklib/__init__.py', 'checklib'],
    ['checklib/deep/core.py', 'checklib'],
    ['src/hypothesis/strategies.py', 'hypothesis'],
    ['lib/responses.py', 'responses'],
    ['python/mock.py', 'mock'],
    ['services/api/src/freezegun.py', 'freezegun'],
    ['README.md', null],
    ['my-tool.py', null],
  ];
  it.each(cases)('%s: %s', (path, module) => {
    expect(topModule(path)).toBe(module);
  });

  it('a folder pytest puts on the path is a root too, tried first', () => {
    expect(topModule('support/checklib.py')).toBe('support');
    expect(topModule('support/checklib.py', ['support'])).toBe('checklib');
    expect(topModule('support/deep/checklib.py', ['support/deep', 'support'])).toBe('checklib');
  });
});

describe('pythonpathRoots', () => {
  it('the folders under the root, deepest first; the root itself and outside folders are not', () => {
    expect(
      pythonpathRoots(['.', './support', 'src/', 'support/deep', '/abs', '..', '../up', '$HOME']),
    ).toEqual(['support/deep', 'support', 'src']);
  });
});

describe('shadowCandidates', () => {
  const entry = (path: string, status: DiffEntry['status'], oldPath: string | null = null) =>
    ({ path, status, oldPath, oldKind: 'file', newKind: 'file' }) as DiffEntry;
  const classOf = (path: string): FileClass => (path.startsWith('tests/') ? 'test' : 'source');
  it('the Python sources the PR adds, copies or moves, with their module', () => {
    const entries = [
      entry('checklib.py', 'added'),
      entry('calc.py', 'modified'),
      entry('pkg/core.py', 'renamed', 'core.py'),
      entry('tests/helper.py', 'added'),
      entry('notes.txt', 'added'),
    ];
    expect(shadowCandidates(entries, classOf)).toEqual([
      { path: 'checklib.py', module: 'checklib' },
      { path: 'pkg/core.py', module: 'pkg' },
    ]);
  });
});

describe('shadowingModules', () => {
  const base = baseModuleNames([
    'calc.py',
    'tests/test_calc.py',
    'app/models/user.py',
    'README.md',
  ]);
  const importers = new Map([
    ['checklib', ['tests/test_calc.py']],
    ['models', ['tests/test_calc.py']],
  ]);
  const rows: Array<[string, string, boolean]> = [
    ['a library the tests import, new to the tree', 'checklib', true],
    ['a module of the project, moved', 'calc', false],
    ['a folder of the project the tests import', 'models', false],
    ['a new module nobody imports', 'mathutil', false],
  ];
  it.each(rows)('%s', (_what, module, shadows) => {
    const found = shadowingModules([{ path: `${module}.py`, module }], base, importers);
    expect(found.has(`${module}.py`)).toBe(shadows);
    if (shadows) {
      expect(found.get(`${module}.py`)).toBe(
        `test-support: a module in place of one the tests import (${module}, imported by tests/test_calc.py)`,
      );
    }
  });
});

describe('importsModule', () => {
  it('the module itself or anything inside it, not a longer name', () => {
    expect(importsModule(['checklib'], 'checklib')).toBe(true);
    expect(importsModule(['checklib.core.same'], 'checklib')).toBe(true);
    expect(importsModule(['checklibx', 'other.checklib'], 'checklib')).toBe(false);
  });
});
