// The files a base harness file reaches by reference, followed from base: a tsconfig's `extends`
// and `references`, biome's and eslint's `extends`, an eslint flat config's relative imports,
// ruff's `extend`. What they reach decides what
// the type check or lint accepts as surely as the file that names them, whatever its own name
// (a `configs/strict.json` no harness glob names), so it is harness too (issue 42.5).
import { posix } from 'node:path';
import { parseTomlOrNull } from '../../parsers/installed.js';
import { isRecord } from '../../text/is-record.js';
import { parseJsonc } from '../../text/jsonc.js';

export const CONFIG_REFERENCE_RULE_PREFIX = 'config-reference:';

/** The config families whose references are followed, by how a file of that family is read. */
export type ConfigFamily = 'tsconfig' | 'biome' | 'eslintrc' | 'eslint-flat' | 'ruff';

/** The family of a base config file by its name, or null for one no reader here follows. */
export function configFamily(path: string): ConfigFamily | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (/^tsconfig.*\.json$|^jsconfig.*\.json$/.test(name)) return 'tsconfig';
  if (name === 'biome.json' || name === 'biome.jsonc') return 'biome';
  if (/^\.eslintrc(\.json)?$/.test(name)) return 'eslintrc';
  if (/^eslint\.config\.[cm]?[jt]s$/.test(name)) return 'eslint-flat';
  if (name === 'ruff.toml' || name === '.ruff.toml' || name === 'pyproject.toml') return 'ruff';
  return null;
}

/** One reference: the repo path it names, and the family its target is read as. */
export interface ConfigReference {
  path: string;
  family: ConfigFamily;
  /** `extends`, `references`, `extend`: what the referring file calls it. */
  via: string;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/** A relative reference resolved against the referring file's folder; null for a package name. */
function resolveRelative(from: string, target: string): string | null {
  if (!/^\.{1,2}\//.test(target)) return null;
  const resolved = posix.normalize(posix.join(posix.dirname(from), target));
  return resolved.startsWith('../') || resolved === '..' ? null : resolved;
}

// tsconfig `extends` may omit `.json`; a `references` path names a folder (its tsconfig.json) or
// a file.
function tsconfigTargets(from: string, target: string, via: string): string[] {
  const resolved = resolveRelative(from, target);
  if (resolved === null) return [];
  if (via === 'references') {
    return resolved.endsWith('.json') ? [resolved] : [`${resolved}/tsconfig.json`];
  }
  return resolved.endsWith('.json') ? [resolved] : [resolved, `${resolved}.json`];
}

function jsonReferences(
  from: string,
  text: string,
  family: ConfigFamily,
  keys: readonly string[],
): ConfigReference[] {
  let doc: unknown;
  try {
    doc = parseJsonc(text);
  } catch {
    return [];
  }
  if (!isRecord(doc)) return [];
  const found: ConfigReference[] = [];
  for (const key of keys) {
    const raw = doc[key];
    const targets =
      key === 'references' && Array.isArray(raw)
        ? raw.flatMap((r) => (isRecord(r) ? strings(r.path) : []))
        : strings(raw);
    for (const target of targets) {
      const paths =
        family === 'tsconfig'
          ? tsconfigTargets(from, target, key)
          : [resolveRelative(from, target) ?? []].flat();
      for (const path of paths) found.push({ path, family, via: key });
    }
  }
  return found;
}

// A flat config is code: what it imports by a relative path (its own rules, a shared base) is
// config too. Each extension a resolver would try is named; the closure keeps those that exist.
const MODULE_SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(["'])(\.{1,2}\/[^"'\n]*)\1/gm;
const MODULE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.json'];

function moduleReferences(from: string, text: string): ConfigReference[] {
  const found: ConfigReference[] = [];
  for (const match of text.matchAll(MODULE_SPECIFIER)) {
    const resolved = resolveRelative(from, match[2] ?? '');
    if (resolved === null) continue;
    const candidates = /\.[cm]?[jt]s$|\.json$/.test(resolved)
      ? [resolved]
      : [
          ...MODULE_EXTENSIONS.map((ext) => `${resolved}${ext}`),
          ...MODULE_EXTENSIONS.map((ext) => `${resolved}/index${ext}`),
        ];
    for (const path of candidates) found.push({ path, family: 'eslint-flat', via: 'import' });
  }
  return found;
}

function ruffReferences(from: string, text: string): ConfigReference[] {
  const doc = parseTomlOrNull(text);
  if (doc === null) return [];
  const tool = isRecord(doc.tool) ? doc.tool : {};
  const ruff = from.endsWith('pyproject.toml') ? tool.ruff : doc;
  if (!isRecord(ruff)) return [];
  return strings(ruff.extend).flatMap((target) => {
    // ruff resolves `extend` against the file's folder, with or without `./`.
    const relative = /^\.{1,2}\/|^\//.test(target) ? target : `./${target}`;
    const path = resolveRelative(from, relative);
    return path === null ? [] : [{ path, family: 'ruff' as const, via: 'extend' }];
  });
}

/** The repo paths one config file references (its target may not exist: the caller checks). */
export function configReferences(
  path: string,
  text: string,
  family: ConfigFamily,
): ConfigReference[] {
  switch (family) {
    case 'tsconfig':
      return jsonReferences(path, text, family, ['extends', 'references']);
    case 'biome':
      return jsonReferences(path, text, family, ['extends']);
    case 'eslintrc':
      return jsonReferences(path, text, family, ['extends']);
    case 'eslint-flat':
      return moduleReferences(path, text);
    case 'ruff':
      return ruffReferences(path, text);
  }
}

/** What the closure reads of the base commit. */
export interface ReferenceTree {
  exists(path: string): boolean;
}

/**
 * One step of the closure: the references of the files just read that exist at base and were not
 * reached before, with the rule that names each (`config-reference: tsconfig.json extends`).
 */
export function nextReferences(
  read: ReadonlyMap<string, { text: string; family: ConfigFamily }>,
  reached: ReadonlyMap<string, string>,
  tree: ReferenceTree,
): Map<string, { family: ConfigFamily; rule: string }> {
  const next = new Map<string, { family: ConfigFamily; rule: string }>();
  for (const [from, { text, family }] of read) {
    for (const ref of configReferences(from, text, family)) {
      if (reached.has(ref.path) || next.has(ref.path) || !tree.exists(ref.path)) continue;
      next.set(ref.path, {
        family: ref.family,
        rule: `${CONFIG_REFERENCE_RULE_PREFIX} ${from} ${ref.via}`,
      });
    }
  }
  return next;
}
