// Installed dependencies committed by a PR (`node_modules/`, Yarn Plug'n'Play's loader and
// cache) are harness: they decide which runner and which package code the base tests get.
// Vendored source (`vendor/`, `third_party/`) stays out of the locked set.
import { describe, expect, it } from 'vitest';
import { classifyChanges } from '../../../src/core/changes/classify-changes.js';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import { fileAnomalies } from '../../../src/core/changes/file-anomalies.js';
import { pnpProjectDir } from '../../../src/core/changes/yarn-pnp-severity.js';
import { planLockedTree } from '../../../src/core/locked/plan-locked-tree.js';
import type { Severity } from '../../../src/core/model/anomaly.js';
import type { FileClass } from '../../../src/core/model/changed-file.js';
import type { ChangeStatus, DiffEntry } from '../../../src/core/model/diff.js';
import { diffEntry } from '../../helpers/diff-entry.js';

const classify = createClassifier();
const entry = (status: ChangeStatus, path: string): DiffEntry => diffEntry(status, path);

describe('classification', () => {
  it.each<[string, FileClass, string]>([
    ['node_modules/.bin/vitest', 'harness', 'javascript:node_modules'],
    ['node_modules/vitest/dist/index.js', 'harness', 'javascript:node_modules'],
    ['web/node_modules/@vitest/runner/dist/index.js', 'harness', 'javascript:node_modules'],
    ['node_modules/left-pad/test/index.js', 'harness', 'javascript:node_modules'],
    ['node_modules/.package-lock.json', 'harness', 'javascript:node_modules'],
    ['.pnp.cjs', 'harness', 'javascript:yarn-pnp'],
    ['.pnp.loader.mjs', 'harness', 'javascript:yarn-pnp'],
    ['packages/app/.pnp.cjs', 'harness', 'javascript:yarn-pnp'],
    ['.yarn/cache/vitest-npm-4.0.0-abc.zip', 'harness', 'javascript:yarn-pnp'],
    [
      '.yarn/unplugged/esbuild-npm-0.25.0/node_modules/esbuild/bin/esbuild',
      'harness',
      'javascript:yarn-pnp',
    ],
    ['.venv/bin/pytest', 'harness', 'python:environment'],
    ['.venv/lib/python3.12/site-packages/_pytest/python.py', 'harness', 'python:environment'],
    ['services/api/.venv/pyvenv.cfg', 'harness', 'python:environment'],
    ['venv/bin/python', 'harness', 'python:environment'],
    ['venv/lib/python3.11/site-packages/pluggy/_hooks.py', 'harness', 'python:environment'],
    ['lib/site-packages/six.py', 'harness', 'python:environment'],
    ['.tox/py311/bin/pytest', 'harness', 'python:environment'],
    ['.nox/tests/lib/python3.12/site-packages/x.py', 'harness', 'python:environment'],
    // honest: vendored source and look-alike names stay where they were
    ['src/venv/__init__.py', 'source', 'python:*.py'],
    ['tools/venv.py', 'source', 'python:*.py'],
    ['docs/venv/setup.md', 'other', 'other:docs'],
    ['vendor/github.com/x/y/foo_test.go', 'source', 'generic:vendored'],
    ['third_party/gtest/src/gtest.cc', 'source', 'generic:vendored'],
    ['docs/node_modules.md', 'other', 'other:docs'],
    ['src/pnp.ts', 'source', 'javascript:*.ts'],
  ])('%s -> %s (%s)', (path, fileClass, rule) => {
    const found = classify(path);
    expect([found.class, found.rule]).toEqual([fileClass, rule]);
  });

  it.each([
    ['.pnp.cjs', ''],
    ['packages/app/.pnp.loader.mjs', 'packages/app/'],
    ['.yarn/cache/x.zip', ''],
    ['packages/app/.yarn/cache/x.zip', 'packages/app/'],
  ])('the project folder of %s is %j', (path, dir) => {
    expect(pnpProjectDir(path)).toBe(dir);
  });
});

type Case = [
  name: string,
  changes: Array<[ChangeStatus, string]>,
  path: string,
  severity: Severity,
];

describe('anomalies', () => {
  it.each<Case>([
    [
      'gaming: node_modules/.bin/vitest added',
      [['added', 'node_modules/.bin/vitest']],
      'node_modules/.bin/vitest',
      'critical',
    ],
    [
      'gaming: a tracked node_modules/vitest file edited',
      [['modified', 'node_modules/vitest/dist/cli.js']],
      'node_modules/vitest/dist/cli.js',
      'critical',
    ],
    [
      'gaming: node_modules edited with a yarn.lock change too',
      [
        ['modified', 'node_modules/vitest/dist/cli.js'],
        ['modified', 'yarn.lock'],
      ],
      'node_modules/vitest/dist/cli.js',
      'critical',
    ],
    [
      'gaming: .pnp.cjs edited, yarn.lock unchanged',
      [['modified', '.pnp.cjs']],
      '.pnp.cjs',
      'critical',
    ],
    [
      'gaming: a .yarn/cache zip swapped, yarn.lock unchanged',
      [['modified', '.yarn/cache/vitest-npm-4.0.0-abc.zip']],
      '.yarn/cache/vitest-npm-4.0.0-abc.zip',
      'critical',
    ],
    [
      "gaming: .pnp.cjs edited, another project's yarn.lock changed",
      [
        ['modified', '.pnp.cjs'],
        ['modified', 'packages/app/yarn.lock'],
      ],
      '.pnp.cjs',
      'critical',
    ],
    [
      'gaming: .pnp.loader.mjs edited, yarn.lock deleted',
      [
        ['modified', '.pnp.loader.mjs'],
        ['deleted', 'yarn.lock'],
      ],
      '.pnp.loader.mjs',
      'critical',
    ],
    [
      'honest: .pnp.cjs rewritten by an install with yarn.lock',
      [
        ['modified', '.pnp.cjs'],
        ['modified', 'yarn.lock'],
      ],
      '.pnp.cjs',
      'warning',
    ],
    [
      'honest: a new cache zip with yarn.lock',
      [
        ['added', '.yarn/cache/left-pad-npm-1.3.0-x.zip'],
        ['modified', 'yarn.lock'],
      ],
      '.yarn/cache/left-pad-npm-1.3.0-x.zip',
      'warning',
    ],
    [
      'honest: an unplugged package rebuilt by an install with yarn.lock',
      [
        ['modified', '.yarn/unplugged/esbuild-npm-0.25.0/node_modules/esbuild/bin/esbuild'],
        ['modified', 'yarn.lock'],
      ],
      '.yarn/unplugged/esbuild-npm-0.25.0/node_modules/esbuild/bin/esbuild',
      'warning',
    ],
    [
      'gaming: an unplugged package edited, yarn.lock unchanged',
      [['modified', '.yarn/unplugged/esbuild-npm-0.25.0/node_modules/esbuild/bin/esbuild']],
      '.yarn/unplugged/esbuild-npm-0.25.0/node_modules/esbuild/bin/esbuild',
      'critical',
    ],
    [
      'gaming: a tox environment committed with its own pytest',
      [['added', '.tox/py311/bin/pytest']],
      '.tox/py311/bin/pytest',
      'critical',
    ],
    [
      'gaming: a module of the virtualenv edited',
      [['modified', '.venv/lib/python3.12/site-packages/_pytest/python.py']],
      '.venv/lib/python3.12/site-packages/_pytest/python.py',
      'critical',
    ],
    [
      'honest: a workspace project re-installed',
      [
        ['modified', 'packages/app/.pnp.cjs'],
        ['modified', 'packages/app/yarn.lock'],
      ],
      'packages/app/.pnp.cjs',
      'warning',
    ],
  ])('%s', (_name, changes, path, severity) => {
    const classified = classifyChanges(
      changes.map(([status, p]) => entry(status, p)),
      classify,
    );
    const found = fileAnomalies(classified).filter((a) => a.path === path);
    // Added and changed alike: the base commit's version or nothing is what the locked run has.
    expect(found.map((a) => [a.kind.replace('-added', '-modified'), a.severity])).toEqual([
      ['harness-modified', severity],
    ]);
  });

  it('honest: a vendored Go file or a third_party file is no anomaly', () => {
    const classified = classifyChanges(
      [entry('modified', 'third_party/gtest/src/gtest.cc'), entry('modified', 'vendor/x/y.go')],
      classify,
    );
    expect(fileAnomalies(classified)).toEqual([]);
  });
});

describe('the locked tree', () => {
  it('removes node_modules files the PR adds and restores the ones it changes', () => {
    const classified = classifyChanges(
      [
        entry('added', 'node_modules/.bin/vitest'),
        entry('modified', 'node_modules/vitest/dist/cli.js'),
        entry('modified', '.pnp.cjs'),
        entry('modified', 'yarn.lock'),
        entry('modified', 'third_party/gtest/src/gtest.cc'),
      ],
      classify,
    );
    const { restore, remove } = planLockedTree(classified);
    expect(remove).toEqual(['node_modules/.bin/vitest']);
    expect(restore).toEqual(['.pnp.cjs', 'node_modules/vitest/dist/cli.js']);
  });

  it('removes Python environment files the PR adds and restores the ones it changes', () => {
    const classified = classifyChanges(
      [
        entry('added', '.tox/py311/bin/pytest'),
        entry('added', '.venv/pyvenv.cfg'),
        entry('modified', 'venv/lib/python3.11/site-packages/pluggy/_hooks.py'),
        entry('modified', 'src/venv/__init__.py'),
      ],
      classify,
    );
    const { restore, remove } = planLockedTree(classified);
    expect(remove).toEqual(['.tox/py311/bin/pytest', '.venv/pyvenv.cfg']);
    expect(restore).toEqual(['venv/lib/python3.11/site-packages/pluggy/_hooks.py']);
  });
});
