// Names the file that defines each flagged base test at base, where the listing does not (go,
// cargo): from a `git grep` of the definitions at base, the candidate that fits the package or
// module path best. A test-missing or test-newly-skipped anomaly never has an empty path.
import { posix } from 'node:path';
import { libtestKey } from './test-key.js';
import type { InventoryEntry, ListingFormat } from './types.js';

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
  if (format === 'go-list')
    return { pattern: `^func (${names.join('|')})\\(`, pathspec: '*_test.go' };
  // `#[test] fn name(`, `async fn name(`, `fn name<T>(`: what libtest lists as the last segment.
  return { pattern: `(^|[^A-Za-z0-9_])fn (${names.join('|')}) *[(<]`, pathspec: '*.rs' };
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

// name → files defining it.
function definitions(grep: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of grep.split('\n')) {
    const match = /^[^:]*:(.+?):\d+:.*?\bfunc (\w+)\(|^[^:]*:(.+?):\d+:.*?\bfn (\w+) *[(<]/.exec(
      line,
    );
    const path = match?.[1] ?? match?.[3];
    const name = match?.[2] ?? match?.[4];
    if (path === undefined || name === undefined) continue;
    found.set(name, [...(found.get(name) ?? []), path]);
  }
  return found;
}

// `example.com/m/sub.TestA`: the `_test.go` file whose folder is the longest tail of the import
// path; a root-folder file only when no deeper folder fits.
function goFile(id: string, defined: ReadonlyMap<string, string[]>): string | null {
  const dot = id.lastIndexOf('.');
  const importPath = id.slice(0, dot);
  const candidates = defined.get(id.slice(dot + 1)) ?? [];
  let best: { file: string; depth: number } | null = null;
  for (const file of candidates) {
    const dir = posix.dirname(file);
    const fits = dir === '.' || importPath === dir || importPath.endsWith(`/${dir}`);
    const depth = dir === '.' ? 0 : dir.split('/').length;
    if (fits && (best === null || depth > best.depth)) best = { file, depth };
  }
  return best?.file ?? candidates[0] ?? null;
}

// `parser::tests::parses`: the candidate whose path holds most of the module segments (a doc
// test names its file itself); ties go to the shorter path.
function cargoFile(id: string, defined: ReadonlyMap<string, string[]>, cwd: string): string | null {
  const key = libtestKey(id);
  const doc = DOC_TEST.exec(key)?.[1];
  if (doc !== undefined) return posix.join(cwd, doc);
  const segments = key.split('::');
  const name = segments.pop() ?? '';
  const modules = segments.filter((segment) => segment !== 'tests');
  let best: { file: string; score: number } | null = null;
  for (const file of defined.get(name) ?? []) {
    const parts = new Set(file.replace(/\.rs$/, '').split('/'));
    const score = modules.filter((segment) => parts.has(segment)).length;
    const better =
      best === null ||
      score > best.score ||
      (score === best.score && file.length < best.file.length);
    if (better) best = { file, score };
  }
  return best?.file ?? null;
}
