// The files the base tests are in, from the base inventory, and the changed ones among them the
// locked tree did not restore because no test rule matched them; a file a plugin lists items of
// its own in (pytest-mypy, jest-runner-eslint) is the code under test, not a test file.
import { describe, expect, it } from 'vitest';
import {
  baseTestFiles,
  definesListedTests,
  unlockedTestAnomaly,
  unlockedTestFiles,
} from '../../../src/core/inventory/unlocked-tests.js';
import type { ChangedFile, FileClass } from '../../../src/core/model/changed-file.js';
import type { ChangeStatus } from '../../../src/core/model/diff.js';
import { diffEntry } from '../../helpers/diff-entry.js';

describe('baseTestFiles', () => {
  it('takes the file and first item of each pytest node id, not of a doctest', () => {
    const entries = [
      { id: 'checks/check_calc.py::test_add', file: 'checks/check_calc.py' },
      { id: 'checks/check_calc.py::TestCalc::test_sub[1.5-2]', file: 'checks/check_calc.py' },
      { id: 'calc.py::calc.add', file: 'calc.py' },
      { id: 'pkg/mod.py::pkg.mod.Thing.method', file: 'pkg/mod.py' },
      { id: 'README.md::README.md', file: 'README.md' },
      { id: 'lib.py::mypy', file: 'lib.py' },
    ];
    expect(baseTestFiles(entries, 'pytest', '')).toEqual([
      { path: 'checks/check_calc.py', items: ['test_add', 'TestCalc'] },
      { path: 'lib.py', items: ['mypy'] },
    ]);
  });

  it("places files relative to the check's folder, and drops one that leaves the repository", () => {
    const entries = [
      { id: 'checks/a.check.ts > adds', file: 'checks/a.check.ts' },
      { id: '../shared/b.check.ts > b', file: '../shared/b.check.ts' },
      { id: '../../../out.check.ts > c', file: '../../../out.check.ts' },
    ];
    expect(baseTestFiles(entries, 'vitest-json', 'packages/web').map((f) => f.path)).toEqual([
      'packages/web/checks/a.check.ts',
      'packages/shared/b.check.ts',
    ]);
  });

  it('has nothing for runners that name no file', () => {
    expect(baseTestFiles([{ id: 'example.com/calc.TestAdd', file: '' }], 'go-list', '')).toEqual(
      [],
    );
  });
});

describe('definesListedTests', () => {
  it.each([
    ['a pytest function', ['test_add'], 'def test_add():\n    assert add(2, 3) == 5\n', true],
    ['a pytest class', ['TestCalc'], 'class TestCalc:\n    def test_sub(self): ...\n', true],
    ['an async test', ['test_io'], 'async def test_io():\n    ...\n', true],
    ['a pytest-mypy item', ['mypy'], 'def add(a: int, b: int) -> int:\n    return a + b\n', false],
    ['a name only mentioned', ['test_add'], '# see test_add\ndef add(a, b): ...\n', false],
    ['a vitest file', [], "import { it } from 'vitest';\nit('adds', () => {});\n", true],
    ['a jest-runner-eslint file', [], 'export const add = (a, b) => a + b;\n', false],
    [
      'an in-source test file',
      [],
      'export const add = (a, b) => a + b;\nif (import.meta.vitest) {\n  it("adds", () => {});\n}\n',
      false,
    ],
  ])('%s: %s', (_name, items, text, expected) => {
    expect(definesListedTests({ path: 'f', items }, text)).toBe(expected);
  });
});

function changed(status: ChangeStatus, path: string, oldClass: FileClass): ChangedFile {
  return { ...diffEntry(status, path), class: oldClass, oldClass, ecosystem: 'python' };
}

describe('unlockedTestFiles', () => {
  it('finds changed source and other files that hold base tests, not tests, harness, or removals', () => {
    const files = ['checks/check_calc.py', 'tests/test_a.py', 'conftest.py', 'gone.py'].map(
      (path) => ({ path, items: ['test_x'] }),
    );
    const changes = [
      changed('modified', 'checks/check_calc.py', 'source'),
      changed('modified', 'tests/test_a.py', 'test'),
      changed('modified', 'conftest.py', 'harness'),
      changed('deleted', 'gone.py', 'source'),
      changed('modified', 'calc.py', 'source'),
    ];
    const found = unlockedTestFiles(changes, files);
    expect(found.map((f) => f.change.path)).toEqual(['checks/check_calc.py']);
    expect(unlockedTestAnomaly(found[0]?.change as ChangedFile)).toMatchObject({
      kind: 'test-modified',
      severity: 'critical',
      path: 'checks/check_calc.py',
    });
  });
});
