import { describe, expect, it } from 'vitest';
import { dataGlobs, globbedData } from '../../../../src/core/changes/test-support/data-globs.js';

describe('dataGlobs and globbedData (issue 42.5)', () => {
  it('reads the globs of Python, Go and JavaScript tests, from the root and from the test folder', () => {
    expect(dataGlobs('tests/test_x.py', 'for p in glob.glob("examples/*.json"):')).toEqual([
      'examples/*.json',
      'tests/examples/*.json',
    ]);
    expect(dataGlobs('pkg/x_test.go', 'files, _ := filepath.Glob("testdata/*.in")')).toContain(
      'pkg/testdata/*.in',
    );
    expect(
      dataGlobs('src/x.test.ts', "const cases = import.meta.glob('./cases/*.json')"),
    ).toContain('src/cases/*.json');
    expect(
      dataGlobs('tests/test_x.py', 'Path(__file__).parent.rglob(r"../data/**/*.csv")'),
    ).toEqual(['data/**/*.csv']);
  });

  it('takes no pattern that reaches everything, and no literal without a wildcard', () => {
    expect(dataGlobs('t/test_x.py', 'glob.glob("**")')).toEqual([]);
    expect(dataGlobs('t/test_x.py', 'glob.glob("examples/one.json")')).toEqual([]);
  });

  it('matches the data beside the glob, not the README in the same folder (honest look-alike)', () => {
    const data = globbedData(
      ['examples/one.json', 'examples/README.md', 'other/one.json'],
      new Map([['tests/test_x.py', ['examples/*.json']]]),
    );
    expect([...data.keys()]).toEqual(['examples/one.json']);
    expect(data.get('examples/one.json')).toBe(
      'test-data-glob: tests/test_x.py globs examples/*.json',
    );
  });
});
