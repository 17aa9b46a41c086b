// A Python module the PR adds at a source root under the name of a module the base tests import
// from the environment (an assertion library, a plugin, a third-party package the base tree does
// not hold) shadows it: the root comes first on the tests' sys.path, so the tests would import
// the PR's module instead, one that can make every comparison pass. The fixed list of the rule
// `python:shadowing-module` names the usual test tools; this is the same for any name the base
// tests import.
import type { FileClass } from '../../model/changed-file.js';
import type { DiffEntry } from '../../model/diff.js';
import { arrivingPath } from '../../model/diff-sides.js';
import { moduleImports } from './module-imports.js';
import { TEST_SUPPORT_RULE_PREFIX } from './test-support.js';

/** The derived rule of such a module starts so; the module and an importing test follow. */
export const SHADOWED_IMPORT_RULE_PREFIX = `${TEST_SUPPORT_RULE_PREFIX} a module in place of one the tests import`;

// Where a top-level module is found first: the checkout (`python -m pytest`, pythonpath = ".")
// and the usual source folders, as the fixed rule reads them.
const ROOTS = /^(?:(?:.*\/)?src\/|lib\/|python\/)?/;
const NAME = /^[A-Za-z_]\w*$/;

/**
 * The top-level module a Python path defines below a source root: `hypothesis` for
 * `src/hypothesis/strategies.py`. `roots` are more folders on the tests' path (pytest's
 * `pythonpath`), tried first.
 */
export function topModule(path: string, roots: readonly string[] = []): string | null {
  if (!path.endsWith('.py')) return null;
  const root = roots.find((folder) => path.startsWith(`${folder}/`));
  const rest = root === undefined ? path.replace(ROOTS, '') : path.slice(root.length + 1);
  const first = rest.split('/')[0] ?? '';
  const name = rest.includes('/') ? first : first.replace(/\.py$/, '');
  return NAME.test(name) ? name : null;
}

/** The Python files the PR adds, copies or moves that the rules make source, with their module. */
export function shadowCandidates(
  entries: readonly DiffEntry[],
  classOf: (path: string) => FileClass,
  roots: readonly string[] = [],
): Array<{ path: string; module: string }> {
  return arrivingSources(entries, classOf).flatMap((path) => {
    const module = topModule(path, roots);
    return module === null ? [] : [{ path, module }];
  });
}

/** The Python files the PR adds, copies or moves that the rules make source. */
export function arrivingSources(
  entries: readonly DiffEntry[],
  classOf: (path: string) => FileClass,
): string[] {
  return entries.flatMap((entry) => {
    const path = entry.status === 'modified' ? null : arrivingPath(entry);
    return path?.endsWith('.py') && classOf(path) === 'source' ? [path] : [];
  });
}

/** For each module, the files (path → text) whose imports name it at the top level. */
export function importersOf(
  texts: ReadonlyMap<string, string>,
  modules: readonly string[],
): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const [path, text] of texts) {
    const imports = moduleImports(path, text);
    for (const module of modules.filter((m) => importsModule(imports, m))) {
      importers.set(module, [...(importers.get(module) ?? []), path]);
    }
  }
  return importers;
}

/**
 * Every name the base tree holds as a module or a folder of Python files, anywhere: a module the
 * project has is its own code, which the PR may move and change; only a name it never had comes
 * from the environment.
 */
export function baseModuleNames(basePaths: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const path of basePaths) {
    if (!path.endsWith('.py')) continue;
    const parts = path.split('/');
    for (const folder of parts.slice(0, -1)) names.add(folder);
    names.add((parts[parts.length - 1] ?? '').replace(/\.py$/, ''));
  }
  return names;
}

/**
 * The candidates that shadow a module base tests or harness import (`importers`: the module's
 * name → the test and harness files whose imports name it at the top level), as derived harness.
 */
export function shadowingModules(
  candidates: ReadonlyArray<{ path: string; module: string }>,
  baseNames: ReadonlySet<string>,
  importers: ReadonlyMap<string, readonly string[]>,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const { path, module } of candidates) {
    if (baseNames.has(module)) continue;
    const by = importers.get(module)?.[0];
    if (by !== undefined)
      found.set(path, `${SHADOWED_IMPORT_RULE_PREFIX} (${module}, imported by ${by})`);
  }
  return found;
}

/**
 * The folders a pytest config's `pythonpath` puts on the tests' path (the config at the root),
 * deepest first; the root itself, outside folders and variables are left to the fixed roots.
 */
export function pythonpathRoots(words: readonly string[]): string[] {
  const roots = words
    .map((word) => word.replace(/^\.\//, '').replace(/\/+$/, ''))
    .filter((word) => word !== '' && word !== '.' && !/^(?:\/|\.\.(?:\/|$))|\$/.test(word));
  return [...new Set(roots)].sort((a, b) => b.length - a.length);
}

/** Whether one of a file's imports (as moduleImports gives them) is the module or inside it. */
export function importsModule(imports: readonly string[], module: string): boolean {
  return imports.some((spec) => spec === module || spec.startsWith(`${module}.`));
}
