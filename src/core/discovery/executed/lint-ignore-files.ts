// The ignore files a base lint or format tool honours: a path they list is not checked, so a PR
// could hide a file from the linter through them. Biome with `vcs.useIgnoreFile`, ESLint flat
// configs that include `.gitignore`, ruff (`respect-gitignore` is on by default), prettier.

import { baseName, dirOf, inDir, isWithin, selfAndAncestors } from '../paths.js';
import type { Follower } from './follow-types.js';
import { atBase } from './follow-types.js';

const BIOME_CONFIGS = ['biome.json', 'biome.jsonc'];
const ESLINT_CONFIGS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map(
  (ext) => `eslint.config.${ext}`,
);
const RUFF_CONFIGS = ['.ruff.toml', 'ruff.toml', 'pyproject.toml'];

/** Ignore files that `tool`, running in `cwd`, reads (present at base or added at head). */
export function honouredIgnoreFiles(f: Follower, tool: string, cwd: string): string[] {
  if (tool === 'biome') {
    const text = nearestConfig(f, cwd, BIOME_CONFIGS);
    return text !== undefined && /"useIgnoreFile"\s*:\s*true/.test(text)
      ? named(f, cwd, ['.gitignore', '.ignore'])
      : [];
  }
  if (tool === 'eslint') {
    const config = nearest(f, cwd, ESLINT_CONFIGS);
    const text = config === null ? undefined : f.text(config);
    const listed =
      text === undefined || config === null ? [] : eslintIgnoreFiles(f, text, dirOf(config));
    return [...listed, ...named(f, cwd, ['.eslintignore']).filter((p) => dirOf(p) === cwd)];
  }
  if (tool === 'ruff') {
    const text = nearestConfig(f, cwd, RUFF_CONFIGS);
    if (text !== undefined && /respect-gitignore\s*=\s*false/.test(text)) return [];
    return named(f, cwd, ['.gitignore', '.ignore']);
  }
  if (tool === 'prettier') {
    // prettier 3 reads .gitignore and .prettierignore by default.
    return [
      ...named(f, cwd, ['.prettierignore']).filter((p) => dirOf(p) === cwd),
      ...named(f, cwd, ['.gitignore']),
    ];
  }
  return [];
}

/** `includeIgnoreFile(path.resolve(dir, '.gitignore'))` and the like: quoted ignore-file names. */
function eslintIgnoreFiles(f: Follower, text: string, dir: string): string[] {
  if (!/includeIgnoreFile|\.gitignore|\.eslintignore/.test(text)) return [];
  const found: string[] = [];
  for (const hit of text.matchAll(
    /['"`]((?:\.{1,2}\/)*[\w./-]*\.(?:git|eslint|prettier)ignore)['"`]/g,
  )) {
    const path = inDir(dir, hit[1]!.replace(/^(\.\/)+/, ''));
    if (!path.includes('..')) found.push(path);
  }
  // A helper that builds the path without a literal still means the project's .gitignore.
  if (found.length === 0 && text.includes('includeIgnoreFile'))
    found.push(inDir(dir, '.gitignore'));
  return found.filter((p) => atBase(f.tree, p) || f.tree.headPaths.includes(p));
}

function nearest(f: Follower, cwd: string, names: readonly string[]): string | null {
  for (const dir of selfAndAncestors(cwd)) {
    const name = names.find((n) => atBase(f.tree, inDir(dir, n)));
    if (name !== undefined) return inDir(dir, name);
  }
  return null;
}

function nearestConfig(f: Follower, cwd: string, names: readonly string[]): string | undefined {
  const path = nearest(f, cwd, names);
  return path === null ? undefined : f.text(path);
}

/** Files with one of `names` at base or head, in `cwd`, its ancestors, or below it. */
function named(f: Follower, cwd: string, names: readonly string[]): string[] {
  const above = new Set(selfAndAncestors(cwd));
  const paths = new Set([...f.tree.kinds.keys(), ...f.tree.headPaths]);
  return [...paths]
    .filter((p) => names.includes(baseName(p)) && !/(^|\/)node_modules\//.test(p))
    .filter((p) => above.has(dirOf(p)) || isWithin(dirOf(p), cwd))
    .sort();
}
