// Names the file that defines each flagged base test at base, where the listing does not (go,
// cargo): from a `git grep` of the definitions at base, the candidate that fits the package or
// module path best. A test-missing or test-newly-skipped anomaly never has an empty path.
import { posix } from 'node:path';
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';
import { libtestKey } from './test-key.js';

/** What to grep at base: an extended regex over lines, and the pathspec. */
export interface DefinitionSearch {
  pattern: string;
  pathspec: string;
}

const DOC_TEST = /^(.+?) - .*\(line \d+\)$/;

/** The search for the unlocated entries' definitions; null when none needs one. */
export function definitionSearch(
  format: ListingFormat,
  entries: readonly InventoryEntry[],
): DefinitionSearch | null {
  const names = [
    ...new Set(entries.filter((e) => e.file === '').flatMap((e) => nameOf(format, e))),
  ];
  if (names.length === 0) return null;
  if (format === 'go-list') {
    return { pattern: `^func (${names.join('|')})\\(`, pathspec: '*_test.go' };
  }
  // Any line naming the test: `fn name(` defines it; a macro call (`gated_test!(name {…})`)
  // may, where the crate generates its tests.
  return { pattern: `(^|[^A-Za-z0-9_])(${names.join('|')})([^A-Za-z0-9_]|$)`, pathspec: '*.rs' };
}

// Only plain identifiers go into the regex; anything else is left to the fallback.
function nameOf(format: ListingFormat, entry: InventoryEntry): string[] {
  if (format !== 'go-list' && format !== 'cargo-list') return [];
  const id = format === 'cargo-list' ? libtestKey(entry.id) : entry.id;
  if (format === 'cargo-list' && DOC_TEST.test(id)) return [];
  const name =
    format === 'go-list' ? id.slice(id.lastIndexOf('.') + 1) : (id.split('::').pop() ?? '');
  return /^\w+$/.test(name) ? [name] : [];
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
  return entries.map((entry) => {
    if (entry.file !== '') return { ...entry, file: posix.join(cwd, entry.file) };
    const found =
      format === 'go-list' ? goFile(entry.id, defined) : cargoFile(entry.id, defined, cwd);
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
function definitions(grep: string): Map<string, Definition[]> {
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

// `example.com/m/sub.TestA`: the `_test.go` file whose folder is the longest tail of the import
// path; a root-folder file only when no deeper folder fits.
function goFile(id: string, defined: ReadonlyMap<string, Definition[]>): string | null {
  const dot = id.lastIndexOf('.');
  const importPath = id.slice(0, dot);
  const named = defined.get(id.slice(dot + 1)) ?? [];
  const candidates = named.filter((d) => d.strong).map((d) => d.path);
  let best: { file: string; depth: number } | null = null;
  for (const file of candidates) {
    const dir = posix.dirname(file);
    const fits = dir === '.' || importPath === dir || importPath.endsWith(`/${dir}`);
    const depth = dir === '.' ? 0 : dir.split('/').length;
    if (fits && (best === null || depth > best.depth)) best = { file, depth };
  }
  return best?.file ?? candidates[0] ?? null;
}

// `parser::tests::parses`: a file defining it, else one naming it, whose path holds most of the
// module segments (a doc test names its file itself); ties go to the shorter path.
function cargoFile(
  id: string,
  defined: ReadonlyMap<string, Definition[]>,
  cwd: string,
): string | null {
  const key = libtestKey(id);
  const doc = DOC_TEST.exec(key)?.[1];
  if (doc !== undefined) return posix.join(cwd, doc);
  const segments = key.split('::');
  const name = segments.pop() ?? '';
  const modules = segments.filter((segment) => segment !== 'tests');
  let best: { file: string; score: number } | null = null;
  for (const { path: file, strong } of defined.get(name) ?? []) {
    const parts = new Set(file.replace(/\.rs$/, '').split('/'));
    // A definition beats any line that only names the test.
    const score = modules.filter((segment) => parts.has(segment)).length + (strong ? 1000 : 0);
    const better =
      best === null ||
      score > best.score ||
      (score === best.score && file.length < best.file.length);
    if (better) best = { file, score };
  }
  return best?.file ?? null;
}
