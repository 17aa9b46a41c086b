// Data files outside the test folders that only test code names at base are harness; data that
// product code names, or that only configuration names, stays what the rules say.
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../../src/core/changes/classify-path.js';
import {
  dataCandidates,
  nameOfData,
  TEST_DATA_RULE_PREFIX,
  testData,
} from '../../../../src/core/changes/test-support/test-data.js';
import { diffEntry as entry } from '../../../helpers/diff-entry.js';

const classify = createClassifier();

/** The judgement of `path` when the base files in `holders` name it (all searched). */
function judged(path: string, holders: readonly string[]): string | undefined {
  const name = nameOfData(path) ?? '';
  const tree = {
    classOf: (p: string) => classify(p).class,
    holding: (word: string) => (word === name ? holders : []),
  };
  const { data, unsearched } = testData([path], tree);
  expect(unsearched).toEqual([]);
  return data.get(path);
}

describe('testData', () => {
  it.each([
    ['a JSON table a Python test reads', 'data/cases.json', ['tests/test_calc.py']],
    ['a fixture conftest.py loads', 'samples/users.yaml', ['tests/conftest.py']],
    ['an expected output a Go test compares with', 'expected_output.txt', ['render_test.go']],
    ['a golden file of a JS test', 'golden/report.out', ['src/report.test.ts']],
    [
      'a CSV a shell script of the tests diffs',
      'examples/prices.csv',
      ['tests/check.sh', 'README.md'],
    ],
  ])('gaming: %s is test data', (_name, path, holders) => {
    expect(judged(path, holders)).toMatch(new RegExp(`^${TEST_DATA_RULE_PREFIX} named only by`));
  });

  it.each([
    ['product code loads it too', 'data/prices.json', ['src/prices.py', 'tests/test_prices.py']],
    ['nothing names it', 'data/cases.json', []],
    ['only configuration names it', 'requirements/tests.txt', ['tox.ini']],
    ['only documentation names it', 'data/cases.json', ['README.md']],
    ['only the file itself names it', 'data/cases.json', ['data/cases.json']],
  ])('honest: %s, so it stays data', (_name, path, holders) => {
    expect(judged(path, holders)).toBeUndefined();
  });

  it('names the test files in its reason, a few of them', () => {
    const tests = ['t/a_test.go', 't/b_test.go', 't/c_test.go', 't/d_test.go', 't/e_test.go'];
    expect(judged('table.json', tests)).toBe(
      `${TEST_DATA_RULE_PREFIX} named only by test code (t/a_test.go, t/b_test.go, t/c_test.go and 2 more)`,
    );
  });

  it('asks for each name once before judging', () => {
    const tree = { classOf: () => 'source' as const, holding: () => undefined };
    expect(testData(['a/cases.json', 'b/cases.json', 'c/other.json'], tree)).toEqual({
      data: new Map(),
      unsearched: ['cases.json', 'other.json'],
    });
  });
});

describe('dataCandidates', () => {
  it('judges changed data files and their base paths, not code, prose, assets or additions', () => {
    const found = dataCandidates(
      [
        entry('modified', 'data/cases.json'),
        entry('deleted', 'fixtures.yaml'),
        entry('renamed', 'data/new.csv', { oldPath: 'data/old.csv', similarity: 90 }),
        entry('modified', 'golden/report.out'),
        entry('modified', 'expected.txt'),
        entry('added', 'data/added.json'),
        entry('modified', 'calc.py'),
        entry('modified', 'README.md'),
        entry('modified', 'docs/notes.txt'),
        entry('modified', 'docs/index.html'),
        entry('modified', 'static/main.css'),
        entry('modified', 'package-lock.json'),
        entry('modified', 'VERSION'),
        entry('modified', 'tests/data/cases.json'),
      ],
      classify,
    );
    expect(found).toEqual([
      'data/cases.json',
      'fixtures.yaml',
      'data/old.csv',
      'golden/report.out',
      'expected.txt',
    ]);
  });

  it.each([
    ['cases.json', 'cases.json'],
    ['.env.test', '.env.test'],
    ['a.js', null],
    ['.env', null],
    ['Makefile', null],
    ['my cases.json', null],
  ])('the name searched for %j: %j', (name, expected) => {
    expect(nameOfData(`dir/${name}`)).toBe(expected);
  });
});
