// Reads the `tests:` and `harness:` sections: glob lists that extend the built-in rules.
import {
  child,
  describe,
  expectKnownKeys,
  expectList,
  type Field,
  fail,
  isMapping,
  item,
  quote,
} from './fields.js';
import { globProblem } from './glob.js';

export interface GlobLists {
  include: string[];
  exclude: string[];
}

const FILTER_KEYS: readonly string[] = ['include', 'exclude'];

// `./a/**` means `a/**`; `dir/` means everything under dir, as in .gitignore.
function normalizeGlob(glob: string): string {
  const relative = glob.replace(/^(\.\/)+/, '');
  return relative.endsWith('/') ? `${relative}**` : relative;
}

function readGlob(field: Field, value: unknown, section: string): string {
  if (typeof value !== 'string') fail(field, `must be a string (got ${describe(value)})`);
  if (value.trim() === '') fail(field, 'must not be empty');
  if (value.startsWith('!')) {
    fail(field, `must not start with '!' (list the paths under ${section}.exclude instead)`);
  }
  if (value.startsWith('/')) {
    fail(field, `must be relative to the repository root (got ${quote(value)})`);
  }
  const glob = normalizeGlob(value);
  const problem = globProblem(glob);
  if (problem !== null) fail(field, `is not a valid glob: ${problem} (got ${quote(value)})`);
  return glob;
}

function readGlobList(field: Field, value: unknown, section: string): string[] {
  if (value === null || value === undefined) return [];
  // A single glob where a list is expected is what the user meant.
  const list = typeof value === 'string' ? [value] : expectList(field, value);
  return list.map((entry, index) => readGlob(item(field, index), entry, section));
}

/** `tests:` / `harness:` as a mapping of include/exclude, or a bare list meaning include. */
export function readGlobLists(field: Field, value: unknown): GlobLists {
  if (value === null || value === undefined) return { include: [], exclude: [] };
  if (Array.isArray(value)) {
    return { include: readGlobList(field, value, field.path), exclude: [] };
  }
  if (!isMapping(value)) {
    fail(
      field,
      `must be a mapping with include/exclude, or a list of globs (got ${describe(value)})`,
    );
  }
  expectKnownKeys(field, value, FILTER_KEYS);
  return {
    include: readGlobList(child(field, 'include'), value.include, field.path),
    exclude: readGlobList(child(field, 'exclude'), value.exclude, field.path),
  };
}
