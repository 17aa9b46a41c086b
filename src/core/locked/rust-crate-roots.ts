// The crate roots of one Cargo package: the files cargo compiles as targets (lib, bins, tests,
// benches, examples), from the manifest's target tables and cargo's auto-discovery. The module
// walk starts there.
import { posix } from 'node:path';
import { isRecord } from '../text/is-record.js';

const TABLES = ['bin', 'test', 'bench', 'example'] as const;
const AUTO: Record<(typeof TABLES)[number], { key: string; dir: string }> = {
  bin: { key: 'autobins', dir: 'src/bin' },
  test: { key: 'autotests', dir: 'tests' },
  bench: { key: 'autobenches', dir: 'benches' },
  example: { key: 'autoexamples', dir: 'examples' },
};

function declaredPaths(value: unknown): string[] {
  const tables = Array.isArray(value) ? value : [];
  return tables.flatMap((t) => (isRecord(t) && typeof t.path === 'string' ? [t.path] : []));
}

/**
 * The target roots of the package at `dir` ('' for the root), repository-relative: what the
 * manifest `doc` names plus what cargo discovers in `files` (`src/lib.rs`, `src/main.rs`,
 * `src/bin/*.rs`, `tests/*.rs`, `tests/x/main.rs`, ...).
 */
export function cargoTargetRoots(
  dir: string,
  doc: Record<string, unknown>,
  files: readonly string[],
): string[] {
  const under = (p: string): string => (dir === '' ? p : `${dir}/${p}`);
  const pkg = isRecord(doc.package) ? doc.package : {};
  const roots: string[] = [];
  const lib = isRecord(doc.lib) && typeof doc.lib.path === 'string' ? doc.lib.path : null;
  if (lib !== null) roots.push(lib);
  else if (pkg.autolib !== false) roots.push('src/lib.rs');
  roots.push('src/main.rs');
  for (const table of TABLES) {
    roots.push(...declaredPaths(doc[table]));
    if (pkg[AUTO[table].key] === false) continue;
    const folder = under(AUTO[table].dir);
    for (const file of files) {
      if (!file.startsWith(`${folder}/`)) continue;
      const rest = file.slice(folder.length + 1);
      if (/^[^/]+\.rs$/.test(rest) || /^[^/]+\/main\.rs$/.test(rest)) {
        roots.push(file.slice(dir === '' ? 0 : dir.length + 1));
      }
    }
  }
  const present = new Set(files);
  const paths = roots.map((root) => posix.normalize(under(root)));
  return [...new Set(paths)].filter((p) => present.has(p));
}

/** The folder of the Cargo package a path belongs to (its nearest Cargo.toml), or null. */
export function packageDirOf(path: string, files: ReadonlySet<string>): string | null {
  let dir = posix.dirname(path);
  for (;;) {
    const dirPart = dir === '.' ? '' : dir;
    if (files.has(dirPart === '' ? 'Cargo.toml' : `${dirPart}/Cargo.toml`)) return dirPart;
    if (dirPart === '') return null;
    dir = posix.dirname(dir);
  }
}

const TARGET_KEYS = ['features', 'lib', 'bin', 'test', 'bench', 'example'];
const AUTO_KEYS = ['autolib', 'autobins', 'autotests', 'autobenches', 'autoexamples'];

/** What of a parsed manifest decides which files compile: targets, their discovery, features. */
function targetParts(doc: Record<string, unknown>): string {
  const pkg = isRecord(doc.package) ? doc.package : {};
  return JSON.stringify([
    TARGET_KEYS.map((key) => doc[key] ?? null),
    AUTO_KEYS.map((key) => pkg[key] ?? null),
  ]);
}

/**
 * Whether two parsed versions of a Cargo.toml differ in what decides which files compile (a
 * dependency bump does not); null on either side (unreadable) counts as a difference.
 */
export function cargoTargetsDiffer(
  base: Record<string, unknown> | null,
  head: Record<string, unknown> | null,
): boolean {
  if (base === null || head === null) return base !== head;
  return targetParts(base) !== targetParts(head);
}
