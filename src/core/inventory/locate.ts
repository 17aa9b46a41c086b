// Names the file that defines each flagged base test at base, where the listing does not (go,
// cargo): from a `git grep` of the definitions at base, the candidate that fits the package or
// module path best. A test-missing or test-newly-skipped anomaly never has an empty path.
import { posix } from 'node:path';
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';
import { listingOf } from '../runners/listings.js';
import type { DefinitionSearch, Definitions } from '../runners/profile.js';

export type { DefinitionSearch } from '../runners/profile.js';

/** The search for the unlocated entries' definitions; null when none needs one. */
export function definitionSearch(
  format: ListingFormat,
  entries: readonly InventoryEntry[],
): DefinitionSearch | null {
  const lookup = listingOf(format).definitions;
  if (lookup === undefined) return null;
  const unplaced = entries.filter((e) => e.file === '').map((e) => lookup.name(e.id));
  const names = [...new Set(unplaced.filter((name): name is string => name !== null))];
  return names.length === 0 ? null : lookup.search(names);
}

/**
 * Each entry with its file: listed files are made repo-relative under the check's folder; go and
 * cargo tests take the best grep candidate, else the check's folder.
 * `grep` holds `git grep -n` lines at the base commit: `<commit>:<path>:<line>:<text>`.
 */
export function locateEntries(
  format: ListingFormat,
  entries: readonly InventoryEntry[],
  grep: string,
  cwd: string,
): InventoryEntry[] {
  const defined = definitions(grep);
  const folder = cwd === '' ? '.' : cwd;
  const lookup = listingOf(format).definitions;
  return entries.map((entry) => {
    if (entry.file !== '') return { ...entry, file: posix.join(cwd, entry.file) };
    const found = lookup?.file(entry.id, defined, cwd) ?? null;
    return { ...entry, file: found ?? folder };
  });
}

interface Definition {
  path: string;
  /** `func Name(` / `fn name(`, rather than a line that only names it. */
  strong: boolean;
}

const GREP_LINE = /^[0-9a-f]+:(.+?):\d+:(.*)$/;

// name → the files whose lines name it.
function definitions(grep: string): Definitions & Map<string, Definition[]> {
  const found = new Map<string, Definition[]>();
  const add = (name: string, definition: Definition): void => {
    const known = found.get(name) ?? [];
    if (!known.some((d) => d.path === definition.path && d.strong === definition.strong)) {
      found.set(name, [...known, definition]);
    }
  };
  for (const line of grep.split('\n')) {
    const match = GREP_LINE.exec(line);
    if (match === null) continue;
    const [, path = '', text = ''] = match;
    // A comment that names a test does not place it.
    if (/^\s*\/\//.test(text)) continue;
    for (const name of text.match(/\w+/g) ?? []) add(name, { path, strong: false });
    for (const hit of text.matchAll(/\b(?:func|fn) (\w+) *[(<]/g)) {
      if (hit[1] !== undefined) add(hit[1], { path, strong: true });
    }
  }
  return found;
}
