// A module that shadows a test tool is a gaming path when the PR brings it, and the project's own
// source when it was already there at base (pytest's and iniconfig's own repositories).
import { describe, expect, it } from 'vitest';
import { classifyChanges } from '../../../src/core/changes/classify-changes.js';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import type { ChangeStatus, DiffEntry } from '../../../src/core/model/diff.js';

const ZERO = '0'.repeat(40);
const BLOB = '1'.repeat(40);

function entry(status: ChangeStatus, path: string, oldPath: string | null = null): DiffEntry {
  return {
    status,
    path,
    oldPath,
    similarity: oldPath === null ? null : 90,
    oldKind: status === 'added' ? 'none' : 'file',
    newKind: status === 'deleted' ? 'none' : 'file',
    oldBlob: status === 'added' ? ZERO : BLOB,
    newBlob: status === 'deleted' ? ZERO : BLOB,
  };
}

describe('shadowing modules and the base', () => {
  const classify = createClassifier();
  it.each([
    ['gaming: the PR adds pytest.py at the root', entry('added', 'pytest.py'), 'harness'],
    ['gaming: the PR adds src/json.py', entry('added', 'src/json.py'), 'harness'],
    [
      'gaming: the PR renames a module onto unittest.py',
      entry('renamed', 'unittest.py', 'src/app/util.py'),
      'harness',
    ],
    [
      "honest: iniconfig's own package edited in its repository",
      entry('modified', 'src/iniconfig/__init__.py'),
      'source',
    ],
    ["honest: pytest's own source edited", entry('modified', 'src/_pytest/python.py'), 'source'],
  ])('%s', (_name, diff, expected) => {
    const [changed] = classifyChanges([diff], classify);
    expect(changed?.class).toBe(expected);
  });
});
