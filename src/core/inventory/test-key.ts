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
