// The key a base test and a test that ran are matched by: one spelling per runner for both sides,
// so that an honest PR never gets `test-missing` from how a listing and a report write the name.
import type { ListingFormat } from '../model/inventory.js';

/**
 * Pytest's JUnit report gives `tests.test_x.TestA` + `test_y[p]`, which the results parser turns
 * back into a path by guessing where the module ends. Both sides are compared as module-dotted
 * prefix plus name, so the guess cannot make a test look missing.
 */
export function pytestKey(id: string): string {
  const bracket = id.indexOf('[');
  const head = bracket < 0 ? id : id.slice(0, bracket);
  const params = bracket < 0 ? '' : id.slice(bracket);
  const parts = head.split('::');
  const name = parts.pop() ?? '';
  const [file = '', ...classes] = parts;
  const module = file.replace(/\.py$/, '').split('/').join('.');
  return `${[module, ...classes].filter((p) => p !== '').join('.')}::${name}${params}`;
}

// libtest's console appends the test's mode to its name (`tests::boom - should panic`,
// `src/lib.rs - f (line 7) - compile fail`); `--list` and `--exact` use the bare name.
const LIBTEST_SUFFIX = / - (?:should panic(?: with .*)?|compile fail|compile)$/;

export function libtestKey(id: string): string {
  return id.trim().replace(LIBTEST_SUFFIX, '');
}

// A doc test is named by its file, item and line (`src/lib.rs - f (line 7)`): a line added above
// it renames it. Matched instead by item and place among that item's doc tests (`#1`, `#2`), so
// a shift is no `test-missing` while a doc test the PR removes still is.
const DOC_TEST_LINE = /^(.+\.rs - .+) \(line (\d+)\)$/;

/** Each libtest id's matching key within its list, doc tests by item and ordinal. */
export function libtestKeys(ids: readonly string[]): Map<string, string> {
  const byItem = new Map<string, Array<{ id: string; line: number }>>();
  const keys = new Map<string, string>();
  for (const id of ids) {
    const key = libtestKey(id);
    const doc = DOC_TEST_LINE.exec(key);
    if (doc === null) {
      keys.set(id, key);
      continue;
    }
    const item = doc[1] as string;
    byItem.set(item, [...(byItem.get(item) ?? []), { id, line: Number(doc[2]) }]);
  }
  for (const [item, tests] of byItem) {
    const lines = [...new Set(tests.map((t) => t.line))].sort((a, b) => a - b);
    for (const test of tests) keys.set(test.id, `${item} #${lines.indexOf(test.line) + 1}`);
  }
  return keys;
}

// The JUnit reporters and `vitest list` both join suites with ` > `; spacing is the only drift.
export function suiteKey(id: string): string {
  return id
    .split('>')
    .map((part) => part.trim())
    .join(' > ');
}

/** The matching key of an id of the given listing's runner. */
export function testKey(format: ListingFormat): (id: string) => string {
  switch (format) {
    case 'pytest':
      return pytestKey;
    case 'cargo-list':
      return libtestKey;
    case 'vitest-json':
      return suiteKey;
    case 'go-list':
    case 'jest-files':
      return (id) => id.trim();
  }
}
