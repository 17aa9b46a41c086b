// One key per runner for "listed at base" and "ran now": the spellings each side prints of the
// same test, as captured from real runs (cargo test -- --list vs cargo test, pytest
// --collect-only vs its JUnit, vitest list --json vs its JUnit, go test -list vs go test -json).
import { describe, expect, it } from 'vitest';
import { compareInventory } from '../../../src/core/inventory/compare.js';
import { goJsonIds, junitIds } from '../../../src/core/inventory/run-ids.js';
import { testKey } from '../../../src/core/inventory/test-key.js';
import type { InventoryEntry, ListingFormat, RunIds } from '../../../src/core/model/inventory.js';
import { cargoIds, libtestKey, parseCargoList } from '../../../src/core/runners/cargo/listing.js';
import { parseGoList } from '../../../src/core/runners/go/listing.js';
import { parsePytestCollect } from '../../../src/core/runners/pytest/listing.js';
import { parseVitestList } from '../../../src/core/runners/vitest/listing.js';

describe('libtestKey', () => {
  const cases: Array<[string, string]> = [
    ['tests::boom - should panic', 'tests::boom'],
    ["tests::boom - should panic with 'x'", 'tests::boom'],
    ['src/lib.rs - add (line 7) - compile fail', 'src/lib.rs - add (line 7)'],
    ['src/lib.rs - add (line 11) - compile', 'src/lib.rs - add (line 11)'],
    ['src/lib.rs - add (line 3)', 'src/lib.rs - add (line 3)'],
    ['src/lib.rs - Point::new (line 71)', 'src/lib.rs - Point::new (line 71)'],
    ['tests::adds', 'tests::adds'],
  ];
  for (const [id, key] of cases) {
    it(`${id} → ${key}`, () => expect(libtestKey(id)).toBe(key));
  }
});

// `cargo test -- --list` and `cargo test` on one crate: unit, should_panic, ignored, an
// integration test, and doc tests (plain, compile_fail, no_run).
const CARGO_LIST = `tests::adds: test
tests::boom: test
tests::slow: test

3 tests, 0 benchmarks
it_works: test

1 test, 0 benchmarks
src/lib.rs - add (line 11): test
src/lib.rs - add (line 3): test
src/lib.rs - add (line 7): test

3 tests, 0 benchmarks
`;
const CARGO_RUN = `
running 3 tests
test tests::adds ... ok
test tests::slow ... ignored
test tests::boom - should panic ... ok

test result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.20s

running 1 test
test it_works ... ok

running 3 tests
test src/lib.rs - add (line 11) - compile ... ok
test src/lib.rs - add (line 3) ... ok
test src/lib.rs - add (line 7) - compile fail ... ok
`;

const VITEST_LIST = JSON.stringify([
  { name: 'outer > inner > case 1', file: '/r/test/a.test.ts' },
  { name: 'outer > ctx skip', file: '/r/test/a.test.ts' },
  { name: 'top level', file: '/r/test/a.test.ts' },
]);
const VITEST_JUNIT = `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests"><testsuite name="test/a.test.ts">
<testcase classname="test/a.test.ts" name="outer &gt; inner &gt; case 1" time="0.004"></testcase>
<testcase classname="test/a.test.ts" name="outer &gt; ctx skip" time="0.0006"><skipped/></testcase>
<testcase classname="test/a.test.ts" name="outer &gt; static skip" time="0"><skipped/></testcase>
<testcase classname="test/a.test.ts" name="top level" time="0.0002"></testcase>
</testsuite></testsuites>`;

const PYTEST_COLLECT = `tests/test_x.py::test_case[alpha-1]
tests/test_x.py::test_case[a b]
tests/test_x.py::TestK::test_m

3 tests collected in 0.01s
`;
const PYTEST_JUNIT = `<?xml version="1.0" encoding="utf-8"?><testsuites name="pytest tests"><testsuite name="pytest" tests="3"><testcase classname="tests.test_x" name="test_case[alpha-1]" /><testcase classname="tests.test_x" name="test_case[a b]" /><testcase classname="tests.test_x.TestK" name="test_m"><skipped type="pytest.skip" message="old">skip</skipped></testcase></testsuite></testsuites>`;

const GO_LIST = 'TestA\nTestB\nok  \texample.com/gom/sub\t0.004s\n';
const GO_JSON = [
  '{"Action":"run","Package":"example.com/gom/sub","Test":"TestA"}',
  '{"Action":"run","Package":"example.com/gom/sub","Test":"TestA/one"}',
  '{"Action":"pass","Package":"example.com/gom/sub","Test":"TestA/one"}',
  '{"Action":"skip","Package":"example.com/gom/sub","Test":"TestA/two"}',
  '{"Action":"pass","Package":"example.com/gom/sub","Test":"TestA"}',
  '{"Action":"skip","Package":"example.com/gom/sub","Test":"TestB"}',
].join('\n');

describe('a base listing and the run of the same suite match test for test', () => {
  const cases: Array<{
    format: ListingFormat;
    base: InventoryEntry[];
    now: RunIds;
    skipped: string[];
  }> = [
    {
      format: 'cargo-list',
      base: parseCargoList(CARGO_LIST),
      now: cargoIds(CARGO_RUN),
      skipped: ['tests::slow'],
    },
    {
      format: 'vitest-json',
      base: parseVitestList(VITEST_LIST, '/r'),
      now: junitIds(VITEST_JUNIT),
      skipped: ['test/a.test.ts > outer > ctx skip'],
    },
    {
      format: 'pytest',
      base: parsePytestCollect(PYTEST_COLLECT),
      now: junitIds(PYTEST_JUNIT),
      skipped: ['tests/test_x.py::TestK::test_m'],
    },
    {
      format: 'go-list',
      base: parseGoList(GO_LIST),
      now: goJsonIds(GO_JSON),
      skipped: ['example.com/gom/sub.TestB'],
    },
  ];
  for (const c of cases) {
    it(`honest: ${c.format}: no base test is missing, the skipped ones are found`, () => {
      const key = testKey(c.format);
      expect(c.base.length).toBeGreaterThan(1);
      const found = compareInventory({ base: c.base, now: c.now, skippedAtBase: null }, c.format);
      expect(found.missing).toBe(0);
      const skippedNow = new Set(c.now.skipped.map(key));
      expect(c.base.filter((entry) => skippedNow.has(key(entry.id))).map((x) => x.id)).toEqual(
        c.skipped,
      );
    });
    it(`gaming: ${c.format}: a base test dropped from the run is test-missing`, () => {
      const [first, ...others] = c.base;
      const key = testKey(c.format);
      const dropped = key(first?.id ?? '');
      const now = { ...c.now, ran: c.now.ran.filter((id) => key(id) !== dropped) };
      const found = compareInventory({ base: c.base, now, skippedAtBase: null }, c.format);
      expect(found.flagged).toEqual([first]);
      expect(others.length).toBeGreaterThan(0);
    });
  }
});
