// A non-test Go file the PR adds to a folder of `_test.go` files only is harness (it is compiled
// into the tests' package); one added to a product package stays source. A package comment alone
// is a warning.
import { describe, expect, it } from 'vitest';
import {
  goFileCandidates,
  goTestPackageFiles,
  goTestPackageSeverity,
} from '../../../../src/core/changes/test-support/go-test-packages.js';
import type { FileClass } from '../../../../src/core/model/changed-file.js';
import type { DiffEntry } from '../../../../src/core/model/diff.js';

const classOf = (path: string): FileClass =>
  path.endsWith('_test.go') ? 'test' : path.startsWith('ci/') ? 'harness' : 'source';

// The base listing of the candidates' folders.
const LISTING = [
  'go.mod',
  'calc.go',
  'calc_test.go',
  'integration/api_test.go',
  'integration/testdata/cases.json',
  'integration/deep/more_test.go',
  'mixed/helpers.go',
  'mixed/helpers_test.go',
  'docs/README.md',
  'ci/tools_test.go',
  'ci/tools.go',
];

describe('goTestPackageFiles', () => {
  const cases: Array<[string, string, string | null]> = [
    ['a folder of tests only', 'integration/setup.go', 'integration/'],
    ['a subfolder is its own package', 'integration/deep/env.go', 'integration/deep/'],
    ['the root folder of a product package', 'mul.go', null],
    ['a folder with a product file beside its tests', 'mixed/extra.go', null],
    ['a folder with no Go test', 'docs/doc.go', null],
    ['a new folder', 'fresh/main.go', null],
    ['a folder of tests and harness', 'ci/more.go', 'ci/'],
  ];
  it.each(cases)('%s: %s', (_what, file, folder) => {
    const found = goTestPackageFiles([file], LISTING, classOf).get(file);
    if (folder === null) expect(found).toBeUndefined();
    else expect(found).toBe(`test-support: Go file in a package of tests only (${folder})`);
  });

  it('the root folder of tests only is named "."', () => {
    const found = goTestPackageFiles(['setup.go'], ['go.mod', 'a_test.go'], classOf);
    expect(found.get('setup.go')).toMatch(/\(\.\/\)$/);
  });

  it('a base _test.go file the runs do not count as a test leaves the folder source', () => {
    const notTests = (path: string): FileClass =>
      path === 'integration/api_test.go' ? 'source' : classOf(path);
    expect(goTestPackageFiles(['integration/setup.go'], LISTING, notTests).size).toBe(0);
  });
});

describe('goFileCandidates', () => {
  const entry = (path: string, status: DiffEntry['status'], oldPath: string | null = null) =>
    ({
      path,
      status,
      oldPath,
      similarity: null,
      oldKind: status === 'added' ? 'none' : 'file',
      newKind: status === 'deleted' ? 'none' : 'file',
      oldBlob: '0'.repeat(40),
      newBlob: '0'.repeat(40),
    }) as DiffEntry;
  it('the head paths of arriving non-test Go sources, once each', () => {
    const entries = [
      entry('integration/setup.go', 'added'),
      entry('integration/setup.go', 'modified'),
      entry('integration/moved.go', 'renamed', 'calc/moved.go'),
      entry('integration/copy.go', 'copied', 'calc.go'),
      entry('integration/new_test.go', 'added'),
      entry('integration/gone.go', 'deleted'),
      entry('ci/tools.go', 'added'),
      entry('integration/notes.txt', 'added'),
    ];
    expect(goFileCandidates(entries, classOf)).toEqual([
      'integration/setup.go',
      'integration/moved.go',
      'integration/copy.go',
    ]);
  });
});

describe('goTestPackageSeverity', () => {
  const cases: Array<[string, string | null, 'warning' | 'critical']> = [
    ['a package comment', '// Package integration checks calc.\npackage integration\n', 'warning'],
    ['a block comment and a semicolon', '/* doc\n * more */\npackage integration;\n', 'warning'],
    ['an init', 'package integration\n\nfunc init() {}\n', 'critical'],
    ['a package-level initialiser', 'package integration\n\nvar _ = setUp()\n', 'critical'],
    ['an import only', 'package integration\n\nimport _ "example.com/patch"\n', 'critical'],
    [
      'code hidden after a comment marker in a string',
      'package p // x\nvar s = "/*"\n',
      'critical',
    ],
    ['a removed file', null, 'critical'],
  ];
  it.each(cases)('%s: %s', (_what, head, severity) => {
    expect(goTestPackageSeverity({ base: null, head }).severity).toBe(severity);
  });
});
