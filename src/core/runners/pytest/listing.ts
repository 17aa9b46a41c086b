// pytest's base inventory: `--collect-only` lists node ids without running them; a targeted run
// names node ids; a JUnit name and a listed id meet as module-dotted prefix plus name.
import { listingLines } from '../../inventory/listing-text.js';
import type { InventoryEntry } from '../../model/inventory.js';
import type { ListingSupport, ListingWords, RunnerInvocation } from '../profile.js';

function words({ tool, rest }: RunnerInvocation): ListingWords {
  // --verbosity wins over any -q in the args or addopts: one node id per line.
  return {
    words: [...tool, ...rest, '--collect-only', '--verbosity=-1', '-p', 'no:cacheprovider'],
    format: 'pytest',
  };
}

/** `pytest --collect-only -q`: one node id per line, then a blank line and `N tests collected`. */
export function parsePytestCollect(stdout: string): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  for (const line of listingLines(stdout)) {
    if (line === '') break;
    const sep = line.indexOf('::');
    if (sep <= 0) continue;
    entries.push({ id: line, file: line.slice(0, sep) });
  }
  return entries;
}

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

/** Runs exactly the given pytest node ids (to learn which of them skip at base). */
export function pytestTargeted(
  invocation: RunnerInvocation,
  ids: readonly string[],
): string[] | null {
  if (invocation.runner !== 'pytest') return null;
  // The check's own args may name paths that would widen the run; the ini config still applies.
  return [...invocation.tool, '-p', 'no:cacheprovider', ...ids];
}

export const pytestListing: ListingSupport = {
  format: 'pytest',
  versionProbe: { kind: 'python-packages' },
  words,
  parse: ({ stdout }) => parsePytestCollect(stdout),
  // pytest exits 5 when it collected nothing: an empty list, not a failure.
  okExitCodes: [0, 5],
  key: pytestKey,
  shaped(id, file) {
    const sep = id.indexOf('::');
    return sep > 0 && file === id.slice(0, sep);
  },
  targeted: (invocation, tests) =>
    pytestTargeted(
      invocation,
      tests.map((test) => test.id),
    ),
};
