// The rules of the locked-tree guard: what is guarded, which folders are watched, which new files
// change the test set (a new test or snapshot) and which are a run's litter (caches, bytecode).
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import {
  compareLocked,
  type FileStamp,
  guardedPaths,
  ignoreRulesChanged,
  isNewLockedFile,
  lockedChangeAnomalies,
  lockedChangeAnomaly,
  lockedInvalidation,
  testFolders,
} from '../../../src/core/locked/guard-rules.js';
import { aChangeOf } from '../../builders/changed-file.js';

const classify = createClassifier();
const stamp = (hash: string, executable = false): FileStamp => ({ type: 'file', executable, hash });

describe('guardedPaths / testFolders', () => {
  const tracked = [
    'src/app.py',
    'tests/test_app.py',
    'tests/data/expected.json',
    'tests/unit/test_more.py',
    'pyproject.toml',
    'README.md',
    'web/src/button.test.ts',
    'web/src/button.ts',
  ];

  it('guards tests and harness only', () => {
    expect(guardedPaths(tracked, classify)).toEqual([
      'tests/test_app.py',
      'tests/data/expected.json',
      'tests/unit/test_more.py',
      'pyproject.toml',
      'web/src/button.test.ts',
    ]);
  });

  it('watches the outermost folders holding tests, co-located ones included', () => {
    expect(testFolders(guardedPaths(tracked, classify), classify)).toEqual(['tests', 'web/src']);
  });

  it('a test at the root makes the root the one watched folder', () => {
    expect(testFolders(['test_root.py', 'tests/test_app.py'], classify)).toEqual(['']);
  });
});

describe('isNewLockedFile', () => {
  it.each([
    // gaming: what a run must not add to the test set
    ['tests/test_planted.py', true],
    ['tests/tmp/test_planted.py', true],
    ['tests/conftest.py', true],
    ['test/__snapshots__/app.test.ts.snap', true],
    ['tests/data/expected.json', true],
    ['web/src/extra.test.ts', true],
    // honest: what runs leave behind
    ['tests/__pycache__/test_app.cpython-312-pytest-8.3.pyc', false],
    ['tests/.pytest_cache/v/cache/lastfailed', false],
    ['tests/tmp/output.txt', false],
    ['tests/app.pyc', false],
    ['tests/.coverage', false],
    ['tests/coverage/lcov.info', false],
    ['web/src/button.js', false],
    ['tests/notes.log', false],
    // an in-source CMake build (`cmake -S . -B .`) writes these at the root and in each folder
    ['CTestTestfile.cmake', false],
    ['tests/cmake_install.cmake', false],
    ['CMakeCache.txt', false],
    ['CMakeFiles/3.25.1/CMakeCCompiler.cmake', false],
    ['Testing/Temporary/LastTest.log', false],
    // but a CMake module a run drops among the sources is not CMake's output
    ['cmake/warnings.cmake', true],
  ])('%s -> %s', (path, expected) => {
    expect(isNewLockedFile(path, classify)).toBe(expected);
  });
});

describe('compareLocked', () => {
  const before = new Map([
    ['tests/test_a.py', stamp('a')],
    ['tests/test_b.py', stamp('b')],
    ['tests/run.sh', stamp('r', true)],
  ]);

  it('honest: the same stamps and only litter appeared: no change', () => {
    const after = new Map(before);
    expect(compareLocked(before, after, ['tests/__pycache__/x.pyc'], classify)).toEqual([]);
  });

  it('gaming: changed content, a vanished file, a lost executable bit and a new test', () => {
    const after = new Map<string, FileStamp | null>([
      ['tests/test_a.py', stamp('A')],
      ['tests/test_b.py', null],
      ['tests/run.sh', stamp('r', false)],
    ]);
    expect(compareLocked(before, after, ['tests/test_c.py', 'tests/tmp/x.txt'], classify)).toEqual([
      { path: 'tests/run.sh', change: 'changed' },
      { path: 'tests/test_a.py', change: 'changed' },
      { path: 'tests/test_b.py', change: 'vanished' },
      { path: 'tests/test_c.py', change: 'appeared' },
    ]);
  });

  it('gaming: a file replaced by a symlink with the same text is a change', () => {
    const after = new Map<string, FileStamp | null>([
      ...before,
      ['tests/test_a.py', { type: 'symlink', executable: false, hash: 'a' }],
    ]);
    expect(compareLocked(before, after, [], classify)).toEqual([
      { path: 'tests/test_a.py', change: 'changed' },
    ]);
  });
});

describe('anomaly and reason', () => {
  it('names the path, the change and the check', () => {
    expect(
      lockedChangeAnomaly({ path: 'tests/t.py', change: 'changed' }, "the test check 'pytest'"),
    ).toEqual({
      kind: 'locked-file-changed',
      severity: 'critical',
      path: 'tests/t.py',
      line: null,
      detail: "changed while the test check 'pytest' ran; its results do not count",
    });
  });

  it.each([
    [[], null],
    [[{ path: 'a', change: 'changed' as const }], 'locked file changed while it ran: a'],
    [
      [
        { path: 'a', change: 'changed' as const },
        { path: 'b', change: 'appeared' as const },
      ],
      'locked file changed while it ran: a (and 1 more)',
    ],
  ])('%j -> %s', (changes, expected) => {
    expect(lockedInvalidation(changes)).toBe(expected);
  });
});

describe('lockedChangeAnomalies', () => {
  it('names the first 20 changes and counts the rest in one anomaly', () => {
    const changes = Array.from({ length: 25 }, (_, i) => ({
      path: `tests/t${String(i).padStart(2, '0')}.py`,
      change: 'vanished' as const,
    }));
    const anomalies = lockedChangeAnomalies(changes, "the test check 'x'");
    expect(anomalies).toHaveLength(21);
    expect(anomalies[19]?.path).toBe('tests/t19.py');
    expect(anomalies[20]).toMatchObject({
      path: 'tests',
      severity: 'critical',
      detail:
        "5 more test or harness files changed, vanished or appeared while the test check 'x' ran",
    });
  });
});

describe('isNewLockedFile with git-ignored output', () => {
  const ignored = new Set([
    'tests/output/report.xml',
    'tests/test_ignored.py',
    'tests/__snapshots__/a.snap',
  ]);
  it.each([
    // honest: generated output the project ignores, under a test folder
    ['tests/output/report.xml', false],
    // gaming: ignore rules are the PR's; a test or snapshot counts ignored or not
    ['tests/test_ignored.py', true],
    ['tests/__snapshots__/a.snap', true],
    // not ignored: a new data file under tests/ counts
    ['tests/output/other.xml', true],
  ])('%s -> %s', (path, expected) => {
    expect(isNewLockedFile(path, classify, ignored)).toBe(expected);
  });
});

describe('ignoreRulesChanged', () => {
  it('is true when the PR adds, edits, deletes or moves a .gitignore', () => {
    expect(ignoreRulesChanged([aChangeOf('modified', '.gitignore', 'other')])).toBe(true);
    expect(ignoreRulesChanged([aChangeOf('added', 'pkg/.gitignore', 'other')])).toBe(true);
    expect(
      ignoreRulesChanged([aChangeOf('renamed', 'x.txt', 'other', { oldPath: 'sub/.gitignore' })]),
    ).toBe(true);
    expect(ignoreRulesChanged([aChangeOf('modified', 'src/gitignore.py', 'source')])).toBe(false);
  });
});

describe('isNewLockedFile: compiled artefacts', () => {
  it('an ignored artefact is build output; one git does not ignore is a change', () => {
    expect(isNewLockedFile('dynamic/plugin.so', classify, new Set(['dynamic/plugin.so']))).toBe(
      false,
    );
    expect(isNewLockedFile('dynamic/plugin.so', classify)).toBe(true);
    // A test or conftest counts ignored or not.
    expect(isNewLockedFile('tests/test_new.py', classify, new Set(['tests/test_new.py']))).toBe(
      true,
    );
  });
});
