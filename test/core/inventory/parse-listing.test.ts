// The listing parsers, on output captured from real runs of pytest 9, vitest 4, jest, go 1.19 and
// cargo: each id comes out in the form the results parsers give.
import { describe, expect, it } from 'vitest';
import { parseListing } from '../../../src/core/inventory/parse-listing.js';
import { parseCargoList } from '../../../src/core/runners/cargo/listing.js';
import { parseGoList } from '../../../src/core/runners/go/listing.js';
import { parseJestFiles } from '../../../src/core/runners/jest/listing.js';
import { parsePytestCollect } from '../../../src/core/runners/pytest/listing.js';
import { parseVitestList } from '../../../src/core/runners/vitest/listing.js';

const PYTEST = `tests/test_x.py::test_case[a]
tests/test_x.py::test_case[b c]
tests/test_x.py::test_case[x::y]
tests/test_x.py::TestK::test_m
tests/test_x.py::test_feature

9 tests collected in 0.52s
`;

describe('parsePytestCollect', () => {
  it('reads one node id per line up to the blank line, parametrized ids whole', () => {
    expect(parsePytestCollect(PYTEST)).toEqual([
      { id: 'tests/test_x.py::test_case[a]', file: 'tests/test_x.py' },
      { id: 'tests/test_x.py::test_case[b c]', file: 'tests/test_x.py' },
      { id: 'tests/test_x.py::test_case[x::y]', file: 'tests/test_x.py' },
      { id: 'tests/test_x.py::TestK::test_m', file: 'tests/test_x.py' },
      { id: 'tests/test_x.py::test_feature', file: 'tests/test_x.py' },
    ]);
  });

  it('reads "no tests collected" as an empty inventory', () => {
    expect(parsePytestCollect('no tests collected in 0.01s\n')).toEqual([]);
  });
});

describe('parseVitestList', () => {
  it('prefixes each name with its file relative to the root, as the JUnit reporter names it', () => {
    const json = JSON.stringify([
      { name: 'suite > case a', file: '/w/proj/test/lib.test.ts' },
      { name: 'top', file: '/w/proj/test/lib.test.ts' },
    ]);
    expect(parseVitestList(json, '/w/proj')).toEqual([
      { id: 'test/lib.test.ts > suite > case a', file: 'test/lib.test.ts' },
      { id: 'test/lib.test.ts > top', file: 'test/lib.test.ts' },
    ]);
  });

  it('rejects JSON that is not a list of {name, file}', () => {
    expect(() => parseVitestList('{"name":"x"}', '/w')).toThrow(
      'vitest list --json: expected an array',
    );
    expect(() => parseVitestList('[{"name":1}]', '/w')).toThrow(
      'vitest list --json: expected {name, file} entries',
    );
  });
});

describe('parseJestFiles', () => {
  it('reads absolute test files as paths relative to the project, other lines ignored', () => {
    const out = '/w/proj/src/a.test.js\n/w/proj/test/b.spec.ts\nsome warning\n';
    expect(parseJestFiles(out, '/w/proj')).toEqual([
      { id: 'src/a.test.js', file: 'src/a.test.js' },
      { id: 'test/b.spec.ts', file: 'test/b.spec.ts' },
    ]);
  });
});

describe('parseGoList', () => {
  it('names each test by the import path of the package whose ok line follows it', () => {
    const out =
      'TestBurst\nTestSkipped\nBenchmarkBurst\nok  \texample.com/lim\t0.006s\nTestSub\nok  \texample.com/lim/sub\t0.003s\n?   \texample.com/lim/cmd\t[no test files]\n';
    expect(parseGoList(out)).toEqual([
      { id: 'example.com/lim.TestBurst', file: '' },
      { id: 'example.com/lim.TestSkipped', file: '' },
      { id: 'example.com/lim/sub.TestSub', file: '' },
    ]);
  });
});

describe('parseCargoList', () => {
  it('reads `name: test` lines of every test binary, doc tests included', () => {
    const out =
      'tests::adds: test\ntests::slow: test\nsrc/lib.rs - add (line 1): test\n\n2 tests, 0 benchmarks\nbench_x: bench\n';
    expect(parseCargoList(out)).toEqual([
      { id: 'tests::adds', file: '' },
      { id: 'tests::slow', file: '' },
      { id: 'src/lib.rs - add (line 1)', file: '' },
    ]);
  });
});

describe('parseListing', () => {
  it('reads the vitest list from its JSON file, not from stdout', () => {
    const file = JSON.stringify([{ name: 'top', file: '/p/a.test.ts' }]);
    expect(parseListing('vitest-json', { stdout: 'noise', file, cwd: '/p' })).toEqual([
      { id: 'a.test.ts > top', file: 'a.test.ts' },
    ]);
  });
});
