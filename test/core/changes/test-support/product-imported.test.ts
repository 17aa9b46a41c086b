import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../../src/core/changes/classify-path.js';
import {
  productImportCandidates,
  productImporter,
} from '../../../../src/core/changes/test-support/product-imported.js';
import type { DiffEntry } from '../../../../src/core/model/diff.js';

const classify = createClassifier();
const BLOB_A = 'a'.repeat(40);
const BLOB_B = 'b'.repeat(40);
const ZERO = '0'.repeat(40);

function entry(status: DiffEntry['status'], path: string): DiffEntry {
  const added = status === 'added';
  return {
    status,
    path,
    oldPath: null,
    similarity: null,
    oldKind: added ? 'none' : 'file',
    newKind: status === 'deleted' ? 'none' : 'file',
    oldBlob: added ? ZERO : BLOB_A,
    newBlob: status === 'deleted' ? ZERO : BLOB_B,
  };
}

describe('productImportCandidates', () => {
  it.each([
    [
      'modified test-named python module: judged at base',
      entry('modified', 'src/ab_test.py'),
      'base',
    ],
    ['added one: judged at head', entry('added', 'src/ab_test.py'), 'head'],
    ['a spec/ folder module', entry('modified', 'src/spec/openapi.ts'), 'base'],
    ['a deleted file: not judged (nothing runs it)', entry('deleted', 'src/ab_test.py'), null],
    ['a source file: not a candidate', entry('modified', 'src/app.py'), null],
    ['a Go test: always a test', entry('modified', 'pkg/x_test.go'), null],
  ])('%s', (_name, change, side) => {
    const found = productImportCandidates([change], classify);
    expect(found[0]?.side ?? null).toBe(side);
  });

  it('a rule the user configured is not second-guessed', () => {
    const configured = createClassifier({
      tests: { include: ['src/**/*_check.py'], exclude: [] },
      harness: { include: [], exclude: [] },
    });
    expect(productImportCandidates([entry('modified', 'src/ab_check.py')], configured)).toEqual([]);
  });
});

describe('productImporter', () => {
  const APP = 'from ab_test import bucket\n';
  it.each([
    [
      'product code imports it, no tests in it',
      'def bucket(u, n):\n    return u % n\n',
      { 'src/app.py': APP },
      'src/app.py',
    ],
    [
      'it defines tests: a test, whoever imports it',
      'def test_bucket():\n    assert True\n',
      { 'src/app.py': APP },
      null,
    ],
    [
      'only tests import it',
      'def bucket(u, n):\n    return u % n\n',
      { 'tests/test_app.py': APP },
      null,
    ],
    [
      'a source file names the word but imports another module',
      'def bucket(u, n):\n    return u\n',
      { 'src/app.py': '# see ab_test\nimport os\n' },
      null,
    ],
  ])('%s', (_name, text, holders, expected) => {
    expect(
      productImporter('src/ab_test.py', text, new Map(Object.entries(holders)), classify),
    ).toBe(expected);
  });

  it('a TypeScript module under spec/ that the server imports', () => {
    const holders = new Map([['src/server.ts', "import { routes } from './spec/openapi';\n"]]);
    expect(
      productImporter('src/spec/openapi.ts', 'export const routes = [];\n', holders, classify),
    ).toBe('src/server.ts');
  });
});

describe('the classifier with derived source', () => {
  it('a test-named path product code imports is source, with the rule that says why', () => {
    const c = createClassifier(
      undefined,
      new Map(),
      new Map(),
      new Map([['src/ab_test.py', 'source: imported by product code (src/app.py)']]),
    );
    expect(c('src/ab_test.py')).toEqual({
      class: 'source',
      ecosystem: 'python',
      rule: 'source: imported by product code (src/app.py)',
    });
  });

  it('a path the base checks name as a test stays a test', () => {
    const c = createClassifier(
      undefined,
      new Map(),
      new Map([['src/ab_test.py', 'pytest: named']]),
      new Map([['src/ab_test.py', 'source: x']]),
    );
    expect(c('src/ab_test.py').class).toBe('test');
  });
});
