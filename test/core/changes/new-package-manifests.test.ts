// A manifest the PR adds for a new package (its folder holds no base file) is a warning and is
// kept; anywhere else an added manifest is critical, and a new crate's Cargo.toml always is.
import { describe, expect, it } from 'vitest';
import { fileAnomalies } from '../../../src/core/changes/file-anomalies.js';
import { newPackageManifests } from '../../../src/core/changes/new-package-manifests.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { aChangedFile } from '../../builders/changed-file.js';

const ZERO = '0'.repeat(40);
const added = (path: string, cls: ChangedFile['class'] = 'harness'): ChangedFile =>
  aChangedFile({
    status: 'added',
    path,
    oldKind: 'none',
    oldBlob: ZERO,
    class: cls,
    oldClass: cls,
  });
const renamed = (oldPath: string, path: string): ChangedFile =>
  aChangedFile({
    status: 'renamed',
    path,
    oldPath,
    similarity: 100,
    class: 'harness',
    oldClass: 'harness',
  });

const BASE = [
  'package.json',
  'packages/a/package.json',
  'packages/a/src/index.js',
  'packages/a/test/index.test.js',
  'test/util.test.js',
  'crates/core/Cargo.toml',
  'crates/core/src/lib.rs',
  'libs/py/pyproject.toml',
  'libs/py/tests/test_x.py',
];

describe('newPackageManifests', () => {
  it.each<[string, ChangedFile[], string[]]>([
    [
      'honest: a new workspace package',
      [added('packages/c/package.json'), added('packages/c/src/index.js', 'source')],
      ['packages/c/package.json'],
    ],
    [
      'honest: a new package two folders deep',
      [added('packages/tools/cli/package.json')],
      ['packages/tools/cli/package.json'],
    ],
    [
      'honest: a new Python package of a uv workspace',
      [added('libs/new/pyproject.toml')],
      ['libs/new/pyproject.toml'],
    ],
    ['honest: a new Deno member', [added('apps/web/deno.json')], ['apps/web/deno.json']],
    [
      'honest: a package moved to a new folder',
      [renamed('packages/a/package.json', 'packages/b/package.json')],
      ['packages/b/package.json'],
    ],
    [
      'gaming: package.json added beside base tests (an imports map for #lib)',
      [added('test/package.json')],
      [],
    ],
    [
      'gaming: package.json added in a folder of a base package',
      [added('packages/a/test/package.json')],
      [],
    ],
    ['gaming: package.json added in a parent of base files', [added('packages/package.json')], []],
    ['gaming: pyproject.toml added beside base tests', [added('libs/py/tests/pyproject.toml')], []],
    ['gaming: a root manifest (the root holds base files)', [added('deno.json')], []],
    [
      'gaming: a new crate (features unify across the workspace)',
      [added('crates/fake/Cargo.toml')],
      [],
    ],
    ["not a manifest: a new folder's conftest.py", [added('packages/c/conftest.py')], []],
    [
      'a modified manifest is judged elsewhere',
      [aChangedFile({ path: 'packages/a/package.json', class: 'harness', oldClass: 'harness' })],
      [],
    ],
  ])('%s', (_name, changes, expected) => {
    expect([...newPackageManifests(changes, BASE)]).toEqual(expected);
  });
});

describe('an added manifest in fileAnomalies', () => {
  it("says it is kept; a new package's is a warning, any other critical", () => {
    const changes = [added('packages/c/package.json'), added('test/package.json')];
    const found = fileAnomalies(changes, undefined, undefined, newPackageManifests(changes, BASE));
    expect(found).toEqual([
      {
        kind: 'harness-modified',
        severity: 'warning',
        path: 'packages/c/package.json',
        line: null,
        detail:
          "package.json added (kept in the locked run, without its scripts and test settings, as the PR's source needs its dependencies); a new package: its folder holds no base file, so it governs only files the PR adds",
      },
      {
        kind: 'harness-modified',
        severity: 'critical',
        path: 'test/package.json',
        line: null,
        detail:
          "package.json added (kept in the locked run, without its scripts and test settings, as the PR's source needs its dependencies)",
      },
    ]);
  });

  it('without the base listing every added manifest stays critical', () => {
    const found = fileAnomalies([added('packages/c/package.json')]);
    expect(found.map((a) => a.severity)).toEqual(['critical']);
  });
});
