// The files the base tests are in, from the base inventory, and the changed ones among them the
// locked tree did not restore because no test rule matched them.
import { describe, expect, it } from 'vitest';
import {
  baseTestFiles,
  unlockedTestAnomaly,
  unlockedTestFiles,
} from '../../../src/core/inventory/unlocked-tests.js';
import type { ChangedFile, FileClass } from '../../../src/core/model/changed-file.js';
import type { ChangeStatus } from '../../../src/core/model/diff.js';
import { diffEntry } from '../../helpers/diff-entry.js';

describe('baseTestFiles', () => {
  it('takes the file of each pytest node id, not of a doctest', () => {
    const entries = [
      { id: 'checks/check_calc.py::test_add', file: 'checks/check_calc.py' },
      { id: 'checks/check_calc.py::TestCalc::test_sub[1.5-2]', file: 'checks/check_calc.py' },
      { id: 'calc.py::calc.add', file: 'calc.py' },
      { id: 'pkg/mod.py::pkg.mod.Thing.method', file: 'pkg/mod.py' },
      { id: 'README.md::README.md', file: 'README.md' },
    ];
    expect(baseTestFiles(entries, 'pytest', '')).toEqual(['checks/check_calc.py']);
  });

  it("places files relative to the check's folder, and drops one that leaves the repository", () => {
    const entries = [
      { id: 'checks/a.check.ts > adds', file: 'checks/a.check.ts' },
      { id: '../shared/b.check.ts > b', file: '../shared/b.check.ts' },
      { id: '../../../out.check.ts > c', file: '../../../out.check.ts' },
    ];
    expect(baseTestFiles(entries, 'vitest-json', 'packages/web')).toEqual([
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

function changed(status: ChangeStatus, path: string, oldClass: FileClass): ChangedFile {
  return { ...diffEntry(status, path), class: oldClass, oldClass, ecosystem: 'python' };
}

describe('unlockedTestFiles', () => {
  it('finds changed source and other files that hold base tests, not tests, harness, or removals', () => {
    const files = new Set(['checks/check_calc.py', 'tests/test_a.py', 'conftest.py', 'gone.py']);
    const changes = [
      changed('modified', 'checks/check_calc.py', 'source'),
      changed('modified', 'tests/test_a.py', 'test'),
      changed('modified', 'conftest.py', 'harness'),
      changed('deleted', 'gone.py', 'source'),
      changed('modified', 'calc.py', 'source'),
    ];
    const found = unlockedTestFiles(changes, files);
    expect(found.map((f) => f.path)).toEqual(['checks/check_calc.py']);
    expect(unlockedTestAnomaly(found[0] as ChangedFile)).toMatchObject({
      kind: 'test-modified',
      severity: 'critical',
      path: 'checks/check_calc.py',
    });
  });
});
