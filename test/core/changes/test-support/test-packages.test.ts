// The `__init__.py` of a package that holds only tests is harness, that of a package with product
// modules stays source; a change that leaves its code as it was is a warning.
import { describe, expect, it } from 'vitest';
import {
  packageEntryCandidates,
  packageEntrySeverity,
  packageFolders,
  testPackageEntries,
} from '../../../../src/core/changes/test-support/test-packages.js';
import type { FileClass } from '../../../../src/core/model/changed-file.js';
import type { DiffEntry } from '../../../../src/core/model/diff.js';

// The classes a run gives these paths: a named check in `checks/`, a conftest, product modules.
const CLASSES: Record<string, FileClass> = {
  'checks/check_calc.py': 'test',
  'checks/conftest.py': 'harness',
  'checks/unit/check_more.py': 'test',
  'integration/test_api.py': 'test',
  'integration/helpers.py': 'source',
  'calc/core.py': 'source',
  'calc/test_core.py': 'test',
};
const classOf = (path: string): FileClass => CLASSES[path] ?? 'source';

const LISTING = [
  ...Object.keys(CLASSES),
  'checks/__init__.py',
  'checks/unit/__init__.py',
  'checks/cases.json',
  'integration/__init__.py',
  'calc/__init__.py',
  'docs/__init__.py',
  'docs/conf.py',
  'empty/__init__.py',
];

describe('testPackageEntries', () => {
  const cases: Array<[string, string, string | null]> = [
    ['tests and harness only', 'checks/__init__.py', '(checks/)'],
    ['a subpackage of tests only', 'checks/unit/__init__.py', '(checks/unit/)'],
    ['a helper module beside the tests (product code)', 'integration/__init__.py', null],
    ['product modules beside in-package tests', 'calc/__init__.py', null],
    ['no test in the package', 'docs/__init__.py', null],
    ['an empty package', 'empty/__init__.py', null],
  ];
  it.each(cases)('%s: %s', (_what, entry, folder) => {
    const found = testPackageEntries([entry], LISTING, classOf).get(entry);
    if (folder === null) expect(found).toBeUndefined();
    else expect(found).toBe(`test-support: entry of a package of tests only ${folder}`);
  });

  it('the root package holds every Python file of the repository', () => {
    const listing = ['__init__.py', 'calc/test_core.py', 'checks/check_calc.py'];
    expect(testPackageEntries(['__init__.py'], listing, classOf).get('__init__.py')).toMatch(
      /\(\.\/\)$/,
    );
    expect(testPackageEntries(['__init__.py'], [...listing, 'calc.py'], classOf).size).toBe(0);
  });
});

describe('packageEntryCandidates', () => {
  const entry = (path: string, status: DiffEntry['status'], oldPath: string | null = null) =>
    ({
      path,
      status,
      oldPath,
      oldKind: status === 'added' ? 'none' : 'file',
      newKind: status === 'deleted' ? 'none' : 'file',
    }) as DiffEntry;
  it('base paths of changed and removed entries, head paths of arriving ones; sources only', () => {
    const entries = [
      entry('checks/__init__.py', 'modified'),
      entry('moved/__init__.py', 'renamed', 'old/__init__.py'),
      entry('gone/__init__.py', 'deleted'),
      entry('new/__init__.py', 'added'),
      entry('copy/__init__.py', 'copied', 'checks/__init__.py'),
      entry('checks/check_calc.py', 'modified'),
      entry('tests/__init__.py', 'modified'),
    ];
    const byRules = (path: string): FileClass => (path.startsWith('tests/') ? 'test' : 'source');
    expect(packageEntryCandidates(entries, byRules)).toEqual([
      'checks/__init__.py',
      'old/__init__.py',
      'moved/__init__.py',
      'gone/__init__.py',
      'new/__init__.py',
      'copy/__init__.py',
    ]);
  });
  it('each folder once, the root as the empty path', () => {
    expect(packageFolders(['a/__init__.py', 'a/__init__.py', '__init__.py'])).toEqual(['a', '']);
  });
});

describe('packageEntrySeverity', () => {
  const BASE = '"""The checks of calc."""\n\n# shared by the checks\nimport os\n';
  const cases: Array<[string, string | null, 'warning' | 'critical']> = [
    ['honest: the docstring reworded', BASE.replace('The checks', 'Checks'), 'warning'],
    ['honest: a comment and blank lines added', `# header\n\n${BASE}\n# end\n`, 'warning'],
    [
      'honest: a one-line docstring made a triple-quoted one',
      BASE.replace('"""The checks of calc."""', "'''The checks\nof calc.\n'''"),
      'warning',
    ],
    [
      'gaming: assertEqual patched',
      `${BASE}import unittest\nunittest.TestCase.assertEqual = lambda *a, **k: None\n`,
      'critical',
    ],
    [
      'gaming: code after the docstring on its line',
      BASE.replace('."""', '."""; import x'),
      'critical',
    ],
    [
      'gaming: code between two literals on the first line',
      BASE.replace('"""The checks of calc."""', '"""a""" + __import__("x").run() + """b"""'),
      'critical',
    ],
    [
      'gaming: single-quoted literals around code',
      BASE.replace('"""The checks of calc."""', '"a" + __import__("x").run() + "b"'),
      'critical',
    ],
    ['gaming: the import removed', BASE.replace('import os\n', ''), 'critical'],
    ['the entry deleted', null, 'critical'],
  ];
  it.each(cases)('%s', (_what, head, severity) => {
    expect(packageEntrySeverity({ base: BASE, head }).severity).toBe(severity);
  });
  it('an added entry: empty or a docstring is a warning, code is critical', () => {
    expect(packageEntrySeverity({ base: null, head: '' }).severity).toBe('warning');
    expect(packageEntrySeverity({ base: null, head: "'''Checks.'''\n" }).severity).toBe('warning');
    expect(packageEntrySeverity({ base: null, head: 'import calc\n' }).severity).toBe('critical');
  });
});
