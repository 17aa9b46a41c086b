import { describe, expect, it } from 'vitest';
import {
  hunkAnomalies,
  type ModificationSummary,
  modificationSummary,
} from '../../../src/core/changes/hunk-anomalies.js';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { Hunk } from '../../../src/core/model/diff.js';
import { aChangedFile } from '../../builders/changed-file.js';

const ZERO = '0'.repeat(40);

function hunk(oldStart: number, removed: string[], newStart: number, added: string[]): Hunk {
  return {
    oldStart,
    oldLines: removed.length,
    newStart,
    newLines: added.length,
    removed: removed.map((text, i) => ({ line: oldStart + i, text })),
    added: added.map((text, i) => ({ line: newStart + i, text })),
  };
}

const critical = (kind: Anomaly['kind'], path: string, line: number, detail: string): Anomaly => ({
  kind,
  severity: 'critical',
  path,
  line,
  detail,
});

describe('hunkAnomalies', () => {
  it.each<[string, ChangedFile, Hunk[], Anomaly[]]>([
    [
      'skip marker and changed assertion in a modified pytest file',
      aChangedFile({}),
      [
        hunk(10, [], 10, ['@pytest.mark.skip(reason="flaky")']),
        hunk(12, ['    assert admitted <= 100'], 13, ['    assert admitted <= 1000']),
      ],
      [
        critical('skip-marker-added', 'tests/test_limits.py', 10, '@pytest.mark.skip added'),
        critical(
          'assertion-removed',
          'tests/test_limits.py',
          13,
          'assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
        ),
      ],
    ],
    [
      'a marker that only moved is not new',
      aChangedFile({}),
      [hunk(3, ['@pytest.mark.skip'], 2, []), hunk(20, [], 19, ['@pytest.mark.skip'])],
      [],
    ],
    [
      'a focused jest test in a renamed spec with edits',
      aChangedFile({
        status: 'renamed',
        path: 'test/limits.test.ts',
        oldPath: 'test/limit.test.ts',
        similarity: 90,
        ecosystem: 'javascript',
      }),
      [hunk(4, ["it('admits 100', () => {"], 4, ["it.only('admits 100', () => {"])],
      [critical('skip-marker-added', 'test/limits.test.ts', 4, 'it.only added')],
    ],
    [
      'an added test file is reported elsewhere, not line by line',
      aChangedFile({ status: 'added', oldBlob: ZERO, oldKind: 'none' }),
      [hunk(0, [], 1, ['@pytest.mark.skip', 'def test_x():', '    assert True'])],
      [],
    ],
    [
      'a source file is not inspected',
      aChangedFile({ path: 'src/limits.py', class: 'source', oldClass: 'source' }),
      [hunk(1, ['    assert x == 1'], 1, [])],
      [],
    ],
    [
      'a test renamed to a source path is not inspected',
      aChangedFile({
        status: 'renamed',
        path: 'src/helpers.py',
        oldPath: 'tests/test_helpers.py',
        class: 'source',
      }),
      [hunk(1, [], 1, ['@pytest.mark.skip'])],
      [],
    ],
  ])('%s', (_name, f, hunks, expected) => {
    expect(hunkAnomalies(f, hunks)).toEqual(expected);
  });
});

describe('modificationSummary', () => {
  it.each<[string, Hunk[], ModificationSummary]>([
    [
      'first assertion change wins',
      [
        hunk(3, [], 3, ['@pytest.mark.skip']),
        hunk(12, ['    assert admitted <= 100'], 13, ['    assert admitted <= 1000']),
      ],
      { detail: 'assertion changed: assert admitted <= 100 -> assert admitted <= 1000', line: 13 },
    ],
    [
      'then a skip marker',
      [hunk(2, ['import os'], 2, ['import sys']), hunk(9, [], 9, ['@pytest.mark.xfail'])],
      { detail: '@pytest.mark.xfail added', line: 9 },
    ],
    [
      'else the line counts and the first added line',
      [hunk(5, ['x = 1'], 5, ['x = 2', 'y = 3', 'z = 4']), hunk(20, [], 22, [''])],
      { detail: 'modified: +4 -1 lines', line: 5 },
    ],
    [
      'a pure removal points at the line before it in head',
      [hunk(8, ['# old comment'], 7, [])],
      { detail: 'modified: +0 -1 lines', line: 7 },
    ],
    ['no hunks (mode change)', [], { detail: 'modified: no line changes', line: null }],
  ])('%s', (_name, hunks, expected) => {
    expect(modificationSummary(aChangedFile({}), hunks)).toEqual(expected);
  });
});
