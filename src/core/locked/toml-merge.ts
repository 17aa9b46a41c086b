// Shared TOML plumbing for the locked manifests: take some tables from base, the rest from head.
import type { TomlTable, TomlValue } from 'smol-toml';
import { parseToml as parse, stringifyToml as stringify } from '../parsers/installed.js';

export function isTable(value: TomlValue | undefined): value is TomlTable {
  return (
    value !== undefined &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date)
  );
}

function getAt(doc: TomlTable, path: readonly string[]): TomlValue | undefined {
  let current: TomlValue | undefined = doc;
  for (const key of path) {
    if (!isTable(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** Sets (or, for undefined, deletes) the value at path; false if a parent is not a table. */
function setAt(doc: TomlTable, path: readonly string[], value: TomlValue | undefined): boolean {
  const chain: TomlTable[] = [doc];
  for (const key of path.slice(0, -1)) {
    const current = chain[chain.length - 1] as TomlTable;
    const next = Object.hasOwn(current, key) ? current[key] : undefined;
    if (next === undefined) {
      if (value === undefined) return true;
      current[key] = {};
    } else if (!isTable(next)) return false;
    chain.push(current[key] as TomlTable);
  }
  const last = path[path.length - 1] as string;
  if (value !== undefined) (chain[chain.length - 1] as TomlTable)[last] = value;
  else deleteAndPrune(chain, path);
  return true;
}

// Deleting `[tool.pytest]` must not leave an empty `[tool]` header behind.
function deleteAndPrune(chain: TomlTable[], path: readonly string[]): void {
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const table = chain[depth] as TomlTable;
    const key = path[depth] as string;
    const child = table[key];
    if (depth === path.length - 1 || (isTable(child) && Object.keys(child).length === 0)) {
      delete table[key];
    } else return;
  }
}

function sameToml(a: TomlValue | undefined, b: TomlValue | undefined): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.toISOString() === b.toISOString();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameToml(item, b[i]))
    );
  }
  if (isTable(a) && isTable(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameToml(a[key], b[key]))
    );
  }
  return Object.is(a, b);
}

export function parseOrNull(text: string): TomlTable | null {
  try {
    return parse(text, { integersAsBigInt: 'asNeeded' });
  } catch {
    return null;
  }
}

/**
 * Head's document with the tables at `paths(base, head)` taken from base (a table base lacks is
 * removed). Unchanged parts return head's text as is; otherwise the document is re-serialised,
 * which drops comments (the locked worktree is a throwaway). When either side does not parse,
 * or a merge target is not a table, the base text is returned whole.
 */
export function mergeTomlTables(
  baseText: string,
  headText: string,
  paths: (base: TomlTable, head: TomlTable) => string[][],
): string {
  return mergeTomlValues(baseText, headText, (base, head) =>
    paths(base, head).map((path) => ({ path, value: getAt(base, path) })),
  );
}

/** A value the locked document must hold at a path (undefined: the key must be absent). */
export interface LockedValue {
  path: string[];
  value: TomlValue | undefined;
}

/** The value at a path of a parsed document, or undefined. */
export function tomlAt(doc: TomlTable, path: readonly string[]): TomlValue | undefined {
  return getAt(doc, path);
}

/**
 * Like mergeTomlTables, with the locked values computed from both documents (e.g. a union of
 * base's and head's lists) rather than copied from base.
 */
export function mergeTomlValues(
  baseText: string,
  headText: string,
  values: (base: TomlTable, head: TomlTable) => LockedValue[],
): string {
  const base = parseOrNull(baseText);
  const head = parseOrNull(headText);
  if (base === null || head === null) return baseText;
  const locked = values(base, head);
  if (locked.every(({ path, value }) => sameToml(value, getAt(head, path)))) return headText;
  for (const { path, value } of locked) {
    if (!setAt(head, path, value)) return baseText;
  }
  return stringify(head);
}
