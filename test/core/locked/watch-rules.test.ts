// What the file-system events of one check mean for the locked set: table-driven over literals.
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import {
  bytecodeBlockers,
  changesFromEvents,
  plantedFor,
  watchPlan,
  watchSkips,
} from '../../../src/core/locked/watch-rules.js';

const classify = createClassifier();
const guarded = new Set([
  'conftest.py',
  'tests/test_app.py',
  'tests/unit/test_deep.py',
  'pkg/tests/test_pkg.py',
  '.github/workflows/ci.yml',
]);
const blockers = new Set(['__pycache__', 'tests/__pycache__', 'tests/unit/__pycache__']);
const context = { guarded, classify, blockers };

describe('watchPlan', () => {
  it('watches test folders deep, and the folders of harness files and those on the way flat', () => {
    expect(
      watchPlan(
        ['conftest.py', 'tests/test_app.py', 'pkg/tests/test_pkg.py', '.github/workflows/ci.yml'],
        ['pkg/tests', 'tests'],
      ),
    ).toEqual({ deep: ['pkg/tests', 'tests'], flat: ['', '.github', '.github/workflows', 'pkg'] });
  });

  it('a root test folder is deep and nothing is flat', () => {
    expect(watchPlan(['test_app.py', 'conftest.py'], [''])).toEqual({ deep: [''], flat: [] });
  });

  it('does not descend into dependencies, but does into __pycache__', () => {
    expect([watchSkips('node_modules'), watchSkips('.venv'), watchSkips('__pycache__')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('changesFromEvents', () => {
  const cases: Array<[string, string[], Array<[string, string]>]> = [
    [
      'attack: a guarded test written and put back',
      ['tests/test_app.py'],
      [['tests/test_app.py', 'undone']],
    ],
    ['attack: a root harness file written', ['conftest.py'], [['conftest.py', 'undone']]],
    ['attack: the folder holding tests moved', ['tests'], [['tests', 'undone']]],
    ['attack: a folder above tests moved', ['pkg'], [['pkg', 'undone']]],
    [
      'attack: a test present for a moment',
      ['tests/test_new.py'],
      [['tests/test_new.py', 'undone']],
    ],
    [
      'attack: a conftest present for a moment',
      ['tests/sub/conftest.py'],
      [['tests/sub/conftest.py', 'undone']],
    ],
    [
      'attack: bytecode planted for a guarded module',
      ['tests/__pycache__/test_app.cpython-311-pytest-9.0.3.pyc'],
      [['tests/__pycache__/test_app.cpython-311-pytest-9.0.3.pyc', 'appeared']],
    ],
    [
      'attack: bytecode planted for a root harness module',
      ['__pycache__/conftest.cpython-312.pyc'],
      [['__pycache__/conftest.cpython-312.pyc', 'appeared']],
    ],
    ['honest: a source file written', ['src/app.py'], []],
    ['honest: scratch data under tests', ['tests/tmp', 'tests/tmp/out.txt', 'tests/data.json'], []],
    [
      'honest: bytecode of a module that is not guarded',
      ['tests/__pycache__/helpers.cpython-311.pyc'],
      [],
    ],
    [
      'attack: the plain file blocking bytecode replaced',
      ['tests/__pycache__'],
      [['tests/__pycache__', 'undone']],
    ],
    ['honest: the bytecode folder of source', ['src/__pycache__'], []],
    ['honest: a build artefact', ['tests/ext.so'], []],
    ['honest: a cache beside source at the root', ['.calc-cache.json', 'build'], []],
  ];
  for (const [name, events, expected] of cases) {
    it(name, () => {
      const found = changesFromEvents(events, context, []).map((c) => [c.path, c.change]);
      expect(found).toEqual(expected);
    });
  }

  it('a lasting change found by the comparison wins over its events', () => {
    const lasting = [{ path: 'tests/test_app.py', change: 'changed' as const }];
    expect(changesFromEvents(['tests/test_app.py'], context, lasting)).toEqual([]);
  });

  it('without the blockers a .pyc beside a test is run litter', () => {
    const events = ['tests/__pycache__/test_app.cpython-311-pytest-9.0.3.pyc'];
    expect(changesFromEvents(events, { ...context, blockers: new Set() }, [])).toEqual([]);
  });
});

describe('plantedFor', () => {
  it('names the guarded module a bytecode file stands for, whatever its tags', () => {
    expect(plantedFor('tests/__pycache__/test_app.cpython-311.opt-1.pyc', guarded)).toBe(
      'tests/test_app.py',
    );
    expect(plantedFor('tests/__pycache__/test_other.cpython-311.pyc', guarded)).toBeNull();
    expect(plantedFor('tests/test_app.pyc', guarded)).toBeNull();
  });
});

describe('bytecodeBlockers', () => {
  it('the bytecode place of every folder holding a guarded Python module, the root included', () => {
    expect(
      bytecodeBlockers([
        'conftest.py',
        'tests/test_app.py',
        'tests/unit/test_deep.py',
        'pkg/tests/test_pkg.py',
        'web/app.test.ts',
      ]),
    ).toEqual([
      '__pycache__',
      'pkg/tests/__pycache__',
      'tests/__pycache__',
      'tests/unit/__pycache__',
    ]);
  });
});
