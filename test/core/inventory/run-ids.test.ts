// Ran and skipped ids from the results of real runs: pytest and vitest JUnit, go test -json,
// cargo test and jest console output.
import { describe, expect, it } from 'vitest';
import { goJsonIds, junitIds, runIdsOf } from '../../../src/core/inventory/run-ids.js';
import type { Instrumented } from '../../../src/core/run/instrumented.js';
import { cargoIds } from '../../../src/core/runners/cargo/listing.js';
import { goConsoleIds } from '../../../src/core/runners/go/listing.js';
import { jestFiles } from '../../../src/core/runners/jest/listing.js';

const PYTEST_JUNIT = `<?xml version="1.0" encoding="utf-8"?><testsuites name="pytest tests"><testsuite name="pytest" errors="0" failures="0" skipped="1" tests="4"><testcase classname="tests.test_x" name="test_case[x::y]" time="0.000" /><testcase classname="tests.test_x.TestK" name="test_m" time="0.000" /><testcase classname="tests.test_x" name="test_feature" time="0.000"><skipped type="pytest.skip" message="could not import 'mylib.feature'">tests/test_x.py:17: could not import</skipped></testcase><testcase classname="tests.test_x" name="test_n[2.5]" time="0.000" /></testsuite></testsuites>`;

const VITEST_JUNIT = `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="2" failures="0" errors="0" time="0.003">
    <testsuite name="test/lib.test.ts" tests="2" failures="0" errors="0" skipped="1" time="0.003">
        <testcase classname="test/lib.test.ts" name="suite &gt; case a" time="0.001">
        </testcase>
        <testcase classname="test/lib.test.ts" name="suite &gt; skipped one" time="0">
            <skipped/>
        </testcase>
    </testsuite>
</testsuites>`;

describe('junitIds', () => {
  it('pytest: ids as the results parser builds them, with the skipped ones', () => {
    expect(junitIds(PYTEST_JUNIT)).toEqual({
      ran: [
        'tests/test_x.py::test_case[x::y]',
        'tests/test_x.py::TestK::test_m',
        'tests/test_x.py::test_feature',
        'tests/test_x.py::test_n[2.5]',
      ],
      skipped: ['tests/test_x.py::test_feature'],
      unit: 'test',
    });
  });

  it('vitest: `file > suite > name`', () => {
    expect(junitIds(VITEST_JUNIT)).toEqual({
      ran: ['test/lib.test.ts > suite > case a', 'test/lib.test.ts > suite > skipped one'],
      skipped: ['test/lib.test.ts > suite > skipped one'],
      unit: 'test',
    });
  });
});

describe('console and event streams', () => {
  it('go test -json: package + test, subtests included, `skip` is skipped', () => {
    const out = [
      '{"Action":"run","Package":"example.com/lim","Test":"TestBurst"}',
      '{"Action":"pass","Package":"example.com/lim","Test":"TestBurst","Elapsed":0}',
      '{"Action":"skip","Package":"example.com/lim","Test":"TestSkipped","Elapsed":0}',
      '{"Action":"pass","Package":"example.com/lim/sub","Test":"TestSub/inner","Elapsed":0}',
      '{"Action":"pass","Package":"example.com/lim","Elapsed":0.01}',
      '# not json',
    ].join('\n');
    expect(goJsonIds(out)).toEqual({
      ran: [
        'example.com/lim.TestBurst',
        'example.com/lim.TestSkipped',
        'example.com/lim/sub.TestSub/inner',
      ],
      skipped: ['example.com/lim.TestSkipped'],
      unit: 'test',
    });
  });

  it('cargo test: `test name ... ok|ignored`', () => {
    const out =
      'test tests::slow ... ignored\ntest tests::adds ... ok\ntest src/lib.rs - add (line 1) ... ok\ntest result: ok.\n';
    expect(cargoIds(out)).toEqual({
      ran: ['tests::slow', 'tests::adds', 'src/lib.rs - add (line 1)'],
      skipped: ['tests::slow'],
      unit: 'test',
    });
  });

  it('jest: the files of its PASS/FAIL lines', () => {
    expect(jestFiles('PASS src/a.test.js (5 ms)\n FAIL test/b.test.js\nTests: 3 passed\n')).toEqual(
      {
        ran: ['src/a.test.js', 'test/b.test.js'],
        skipped: [],
        unit: 'file',
      },
    );
  });
});

describe('runIdsOf', () => {
  const prepared = (over: Partial<Instrumented>): Instrumented => ({
    check: {
      name: 't',
      kind: 'test',
      command: 'x',
      args: [],
      script: '',
      cwd: '',
      env: {},
      source: '',
      origin: 'ci',
      skipped: null,
    },
    runner: null,
    junit: null,
    goJson: false,
    coverage: null,
    coverageHint: null,
    ...over,
  });
  const files = { junit: null, coverage: null, stdout: '', stderr: '' };

  it('reads the JUnit file when one was asked for; unreadable or unknown results name nothing', () => {
    expect(
      runIdsOf(prepared({ junit: '/j.xml' }), { ...files, junit: VITEST_JUNIT })?.skipped,
    ).toEqual(['test/lib.test.ts > suite > skipped one']);
    expect(runIdsOf(prepared({ junit: '/j.xml' }), { ...files, junit: '<nope' })).toBeNull();
    expect(runIdsOf(prepared({ runner: 'mocha' }), files)).toBeNull();
  });
});

describe('goConsoleIds: go test -v without -json', () => {
  const VERBOSE = [
    '=== RUN   TestSum',
    '--- PASS: TestSum (0.00s)',
    '=== RUN   TestTable',
    '=== RUN   TestTable/empty',
    '    --- PASS: TestTable/empty (0.00s)',
    '--- PASS: TestTable (0.00s)',
    '=== RUN   TestSlow',
    '    sum_test.go:20: slow',
    '--- SKIP: TestSlow (0.00s)',
    'PASS',
    'ok  \texample.com/m\t0.003s\tcoverage: 80.0% of statements',
    '?   \texample.com/m/cmd\t[no test files]',
    '=== RUN   TestSub',
    '--- FAIL: TestSub (0.00s)',
    'FAIL',
    'FAIL\texample.com/m/sub\t0.002s',
    'BenchmarkSum',
    'ok  \texample.com/m/bench\t0.010s [no tests to run]',
  ].join('\n');

  it("names each package's tests and subtests, and the skipped ones", () => {
    expect(goConsoleIds(VERBOSE)).toEqual({
      ran: [
        'example.com/m.TestSum',
        'example.com/m.TestTable/empty',
        'example.com/m.TestTable',
        'example.com/m.TestSlow',
        'example.com/m/sub.TestSub',
      ],
      skipped: ['example.com/m.TestSlow'],
      unit: 'test',
    });
  });

  it('names nothing when a package ran without -v (its tests unnamed), or nothing ran', () => {
    expect(goConsoleIds('ok  \texample.com/m\t0.003s\n')).toBeNull();
    expect(goConsoleIds(`${VERBOSE}\nok  \texample.com/m/quiet\t0.001s\n`)).toBeNull();
    expect(goConsoleIds('FAIL\texample.com/m [build failed]\n')).toBeNull();
  });
});
