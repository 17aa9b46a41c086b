import { describe, expect, it } from 'vitest';
import { fileAnomalies, harnessLabel } from '../../../src/core/changes/file-anomalies.js';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { Hunk } from '../../../src/core/model/diff.js';
import { aChangedFile } from '../../builders/changed-file.js';

const ZERO = '0'.repeat(40);

const added = (path: string, cls: ChangedFile['class']): ChangedFile =>
  aChangedFile({
    status: 'added',
    path,
    oldKind: 'none',
    oldBlob: ZERO,
    class: cls,
    oldClass: cls,
  });
const deleted = (path: string, cls: ChangedFile['class']): ChangedFile =>
  aChangedFile({
    status: 'deleted',
    path,
    newKind: 'none',
    newBlob: ZERO,
    class: cls,
    oldClass: cls,
  });
const modified = (path: string, cls: ChangedFile['class']): ChangedFile =>
  aChangedFile({ path, class: cls, oldClass: cls });

const critical = (
  kind: Anomaly['kind'],
  path: string,
  detail: string,
  line: number | null = null,
): Anomaly => ({
  kind,
  severity: 'critical',
  path,
  line,
  detail,
});

const info = (kind: Anomaly['kind'], path: string, detail: string): Anomaly => ({
  ...critical(kind, path, detail),
  severity: 'info',
});

describe('fileAnomalies', () => {
  it.each<[string, ChangedFile[], Anomaly[]]>([
    [
      'added test',
      [added('tests/test_new.py', 'test')],
      [info('test-added', 'tests/test_new.py', 'test file added (left out of the locked run)')],
    ],
    [
      'test copied to a test path',
      [
        aChangedFile({
          status: 'copied',
          path: 'tests/test_copy.py',
          oldPath: 'tests/test_limits.py',
          similarity: 100,
        }),
      ],
      [
        info(
          'test-added',
          'tests/test_copy.py',
          'test file added (copied from tests/test_limits.py; left out of the locked run)',
        ),
      ],
    ],
    [
      'modified test without hunks',
      [modified('tests/test_limits.py', 'test')],
      [critical('test-modified', 'tests/test_limits.py', 'modified')],
    ],
    [
      'test replaced by a symlink: the test is deleted',
      [aChangedFile({ status: 'type-changed', newKind: 'symlink' })],
      [
        critical(
          'test-deleted',
          'tests/test_limits.py',
          'test file replaced by a symlink (mode 120000) (restored from base)',
        ),
      ],
    ],
    [
      'test replaced by a gitlink: the test is deleted',
      [aChangedFile({ status: 'type-changed', newKind: 'submodule' })],
      [
        critical(
          'test-deleted',
          'tests/test_limits.py',
          'test file replaced by a submodule (mode 160000) (restored from base)',
        ),
      ],
    ],
    [
      'test made executable, content untouched',
      [aChangedFile({ newKind: 'executable', oldBlob: 'a'.repeat(40), newBlob: 'a'.repeat(40) })],
      [critical('test-modified', 'tests/test_limits.py', 'mode changed: file -> executable')],
    ],
    [
      'a symlink at base turned into a file',
      [aChangedFile({ status: 'type-changed', oldKind: 'symlink' })],
      [critical('test-modified', 'tests/test_limits.py', 'type changed: symlink -> file')],
    ],
    [
      'deleted test',
      [deleted('tests/test_limits.py', 'test')],
      [critical('test-deleted', 'tests/test_limits.py', 'test file deleted (restored from base)')],
    ],
    [
      'test renamed to a test path',
      [
        aChangedFile({
          status: 'renamed',
          path: 'tests/unit/test_limits.py',
          oldPath: 'tests/test_limits.py',
          similarity: 92,
        }),
      ],
      [
        critical(
          'test-renamed',
          'tests/test_limits.py',
          'renamed to tests/unit/test_limits.py (92% similar); base path restored, tests/unit/test_limits.py left out of the run',
        ),
      ],
    ],
    [
      'test renamed to a source path',
      [
        aChangedFile({
          status: 'renamed',
          path: 'src/limits_check.py',
          oldPath: 'tests/test_limits.py',
          similarity: 100,
          class: 'source',
        }),
      ],
      [
        critical(
          'test-renamed',
          'tests/test_limits.py',
          'renamed to src/limits_check.py (100% similar)',
        ),
      ],
    ],
    [
      'source renamed to a test path',
      [
        aChangedFile({
          status: 'renamed',
          path: 'tests/test_util.py',
          oldPath: 'src/util.py',
          similarity: 100,
          oldClass: 'source',
        }),
      ],
      [
        info(
          'test-added',
          'tests/test_util.py',
          'test file added (renamed from src/util.py; left out of the locked run)',
        ),
      ],
    ],
    [
      'test renamed to conftest.py: both sides',
      [
        aChangedFile({
          status: 'renamed',
          path: 'tests/conftest.py',
          oldPath: 'tests/test_x.py',
          similarity: 80,
          class: 'harness',
        }),
      ],
      [
        critical(
          'harness-modified',
          'tests/conftest.py',
          'conftest.py added (renamed from tests/test_x.py; removed from the locked run)',
        ),
        critical('test-renamed', 'tests/test_x.py', 'renamed to tests/conftest.py (80% similar)'),
      ],
    ],
    [
      'harness added',
      [added('tests/conftest.py', 'harness')],
      [
        critical(
          'harness-added',
          'tests/conftest.py',
          'conftest.py added (removed from the locked run; a runner or tool loads it by itself)',
        ),
      ],
    ],
    [
      'CI workflow modified',
      [modified('.github/workflows/ci.yml', 'harness')],
      [critical('harness-modified', '.github/workflows/ci.yml', 'CI workflow modified')],
    ],
    [
      'harness deleted',
      [deleted('pytest.ini', 'harness')],
      [critical('harness-modified', 'pytest.ini', 'pytest.ini deleted (restored from base)')],
    ],
    [
      'harness renamed',
      [
        aChangedFile({
          status: 'renamed',
          path: 'ci/jest.config.js',
          oldPath: 'jest.config.js',
          similarity: 100,
          class: 'harness',
          oldClass: 'harness',
        }),
      ],
      [
        critical(
          'harness-modified',
          'jest.config.js',
          'jest.config.js renamed to ci/jest.config.js (100% similar); base path restored, ci/jest.config.js removed from the run',
        ),
      ],
    ],
    [
      'snapshot modified',
      [modified('src/__snapshots__/view.test.ts.snap', 'harness')],
      [critical('harness-modified', 'src/__snapshots__/view.test.ts.snap', 'snapshot modified')],
    ],
    [
      'source and other files only',
      [
        modified('src/limits.py', 'source'),
        added('src/new.py', 'source'),
        deleted('docs/x.md', 'other'),
        aChangedFile({
          status: 'renamed',
          path: 'src/b.py',
          oldPath: 'src/a.py',
          class: 'source',
          oldClass: 'source',
        }),
      ],
      [],
    ],
    [
      'ordered by path, then kind',
      [
        modified('tests/test_b.py', 'test'),
        added('tests/test_a.py', 'test'),
        modified('Makefile', 'harness'),
      ],
      [
        critical('harness-modified', 'Makefile', 'Makefile modified'),
        info('test-added', 'tests/test_a.py', 'test file added (left out of the locked run)'),
        critical('test-modified', 'tests/test_b.py', 'modified'),
      ],
    ],
  ])('%s', (_name, changes, expected) => {
    expect(fileAnomalies(changes)).toEqual(expected);
  });

  it('uses the hunks to name the most telling change of a modified test', () => {
    const hunks: Hunk[] = [
      {
        oldStart: 12,
        oldLines: 1,
        newStart: 12,
        newLines: 1,
        removed: [{ line: 12, text: '    assert admitted <= 100' }],
        added: [{ line: 12, text: '    assert admitted <= 1000' }],
      },
    ];
    const result = fileAnomalies(
      [modified('tests/test_limits.py', 'test')],
      new Map([['tests/test_limits.py', hunks]]),
    );
    expect(result).toEqual([
      critical(
        'test-modified',
        'tests/test_limits.py',
        'assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
        12,
      ),
    ]);
  });

  it('counts lines when no assertion or marker changed', () => {
    const hunks: Hunk[] = [
      {
        oldStart: 3,
        oldLines: 1,
        newStart: 3,
        newLines: 3,
        removed: [{ line: 3, text: 'import os' }],
        added: [
          { line: 3, text: 'import os' },
          { line: 4, text: 'import sys' },
          { line: 5, text: 'import re' },
        ],
      },
    ];
    const result = fileAnomalies(
      [modified('tests/test_limits.py', 'test')],
      new Map([['tests/test_limits.py', hunks]]),
    );
    expect(result).toEqual([
      critical('test-modified', 'tests/test_limits.py', 'modified: +3 -1 lines', 3),
    ]);
  });
});

describe('harnessLabel', () => {
  it.each([
    ['.github/workflows/ci.yml', 'CI workflow'],
    ['tests/conftest.py', 'conftest.py'],
    ['src/__snapshots__/a.test.ts.snap', 'snapshot'],
    ['tests/snapshots/x.ambr', 'snapshot'],
    ['pkg/testdata/out.txt', 'golden file'],
    ['out.golden', 'golden file'],
    ['Makefile', 'Makefile'],
  ])('%s -> %s', (path, label) => {
    expect(harnessLabel(path)).toBe(label);
  });
});
