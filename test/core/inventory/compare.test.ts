// Base inventory against what ran: missing and newly skipped base tests, id normalisation.
import { describe, expect, it } from 'vitest';
import { baselineNote, unionIds } from '../../../src/core/inventory/baseline.js';
import { compareInventory, skippedNow } from '../../../src/core/inventory/compare.js';
import type { InventoryEntry, RunIds } from '../../../src/core/model/inventory.js';
import { pytestKey } from '../../../src/core/runners/pytest/listing.js';

const T = 'tests/test_x.py';
const entry = (id: string, file = T): InventoryEntry => ({ id, file });

describe('pytestKey', () => {
  it('makes a collect id and the JUnit-derived id of the same test equal, params kept', () => {
    expect(pytestKey('tests/test_x.py::TestK::test_m[a::b]')).toBe(
      'tests.test_x.TestK::test_m[a::b]',
    );
    // The results parser guesses a lower-case class is a module: the key still matches.
    expect(pytestKey('tests/test_x.py::lower::test_m')).toBe('tests.test_x.lower::test_m');
    expect(pytestKey('tests/test_x/lower.py::test_m')).toBe('tests.test_x.lower::test_m');
  });
});

describe('compareInventory', () => {
  const now: RunIds = {
    ran: [`${T}::test_case[alpha]`, `${T}::test_feature`, `${T}::test_plain`],
    skipped: [`${T}::test_feature`],
    unit: 'test',
  };
  const base = [
    entry(`${T}::test_case[alpha]`),
    entry(`${T}::test_case[beta]`),
    entry(`${T}::test_feature`),
    entry(`${T}::test_plain`),
  ];

  it('a base id that did not run is test-missing; one skipped now only is test-newly-skipped', () => {
    expect(compareInventory({ base, now, skippedAtBase: [] }, 'pytest')).toEqual({
      anomalies: [
        {
          kind: 'test-missing',
          severity: 'critical',
          path: T,
          line: null,
          detail: `base test ${T}::test_case[beta] did not run (not collected, deselected or gone)`,
        },
        {
          kind: 'test-newly-skipped',
          severity: 'critical',
          path: T,
          line: null,
          detail: `base test ${T}::test_feature was skipped, and is not skipped at base`,
        },
      ],
      missing: 1,
      newlySkipped: 1,
      flagged: [entry(`${T}::test_case[beta]`), entry(`${T}::test_feature`)],
    });
  });

  it('a test skipped at base too, or whose base status is unknown, is not newly skipped', () => {
    const skippedAtBase = [`${T}::test_feature`];
    expect(compareInventory({ base, now, skippedAtBase }, 'pytest').newlySkipped).toBe(0);
    expect(compareInventory({ base, now, skippedAtBase: null }, 'pytest').newlySkipped).toBe(0);
  });

  it('jest compares files; past 100 anomalies of a kind one line counts the rest', () => {
    const files: RunIds = { ran: [], skipped: [], unit: 'file' };
    const many = Array.from({ length: 102 }, (_, i) => entry(`t/${i}.test.js`, `t/${i}.test.js`));
    const { anomalies, missing } = compareInventory(
      { base: many, now: files, skippedAtBase: [] },
      'jest-files',
    );
    expect(missing).toBe(102);
    expect(anomalies.length).toBe(101);
    expect(anomalies[0]?.detail).toBe(
      'base test file t/0.test.js did not run (not collected, deselected or gone)',
    );
    expect(anomalies[100]).toEqual({
      kind: 'test-missing',
      severity: 'critical',
      path: 't/100.test.js',
      line: null,
      detail: 'and 2 more base tests (test-missing)',
    });
  });
});

describe('skippedNow', () => {
  it('lists the base ids skipped in the verification', () => {
    const now: RunIds = {
      ran: ['tests.test_x::test_a'],
      skipped: ['tests/test_x.py::test_a'],
      unit: 'test',
    };
    expect(skippedNow([entry(`${T}::test_a`), entry(`${T}::test_b`)], now, 'pytest')).toEqual([
      entry(`${T}::test_a`),
    ]);
  });
});

describe('unionIds and baselineNote', () => {
  it('joins test checks; a check whose results name no tests makes the union unknown', () => {
    const a: RunIds = { ran: ['x'], skipped: [], unit: 'test' };
    const b: RunIds = { ran: ['y'], skipped: ['y'], unit: 'test' };
    expect(unionIds([a, b])).toEqual({ ran: ['x', 'y'], skipped: ['y'], unit: 'test' });
    expect(unionIds([a, null])).toBeNull();
    expect(unionIds([])).toBeNull();
  });

  it('splits the failures now into pre-existing and new by the base run', () => {
    const failure = (name: string) => ({ name, message: '', detail: '', file: null, line: null });
    expect(baselineNote([failure('a'), failure('b')], [failure('b'), failure('c')])).toEqual({
      failed_at_base: ['b', 'c'],
      pre_existing: ['b'],
      new_failures: ['a'],
    });
  });
});

describe('compareInventory: Rust doc tests are matched by item and place, not line', () => {
  const L = 'src/lib.rs';
  const doc = (item: string, line: number): string => `${L} - ${item} (line ${line})`;
  const base = [doc('hamming', 7), doc('hamming', 15), doc('levenshtein', 40), 'tests::unit'].map(
    (id) => entry(id, L),
  );
  const missingIds = (ran: string[]): string[] =>
    compareInventory(
      { base, now: { ran, skipped: [], unit: 'test' }, skippedAtBase: [] },
      'cargo-list',
    ).anomalies.map((a) => a.detail.replace(/^base test (.*) did not run.*$/, '$1'));

  it('honest: a line added above every doc test is no test-missing', () => {
    expect(
      missingIds([doc('hamming', 8), doc('hamming', 16), doc('levenshtein', 41), 'tests::unit']),
    ).toEqual([]);
  });

  it('honest: a doc test in compile-fail mode keeps its name', () => {
    expect(
      missingIds([
        doc('hamming', 7),
        `${doc('hamming', 15)} - compile fail`,
        doc('levenshtein', 40),
        'tests::unit',
      ]),
    ).toEqual([]);
  });

  it("gaming: one of an item's two doc tests removed is missing", () => {
    expect(missingIds([doc('hamming', 7), doc('levenshtein', 40), 'tests::unit'])).toEqual([
      doc('hamming', 15),
    ]);
  });

  it('gaming: a doc test that did not run at all is missing, by its base name', () => {
    expect(missingIds([doc('hamming', 7), doc('hamming', 15), 'tests::unit'])).toEqual([
      doc('levenshtein', 40),
    ]);
  });
});
