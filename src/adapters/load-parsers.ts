// Loads the TOML, YAML and XML parsers with a dynamic import when a run needs them, and hands them
// to the core: in the bundle each sits in its own chunk, read only then (scripts/build.mjs).
import {
  installParsers,
  isInstalled,
  type ParserKind,
  type Parsers,
} from '../core/parsers/installed.js';
import { parsersForPaths } from '../core/parsers/needed-parsers.js';
import { listTree } from './git-tree.js';

// `yaml` is CommonJS under Node's conditions: in the bundle its chunk exports only `default`
// (esbuild adds no named exports for a CommonJS module reached by import()), under Node or tsx
// it has the names too. Take the names from wherever they are.
function namespaceOf<T extends object>(loaded: T, name: keyof T): T {
  if (typeof loaded[name] === 'function') return loaded;
  return (loaded as { default?: T }).default ?? loaded;
}

const LOADERS: { [K in ParserKind]: () => Promise<Parsers[K]> } = {
  toml: async () => namespaceOf(await import('smol-toml'), 'parse'),
  yaml: async () => namespaceOf(await import('yaml'), 'parseDocument'),
  xml: async () => namespaceOf(await import('fast-xml-parser'), 'XMLParser'),
};

/**
 * Starts reading a parser's module without waiting: it compiles while the main thread would wait
 * for git anyway. The parser is installed only by `loadParsers`; a failure shows there.
 */
export function prefetchParser(kind: ParserKind): void {
  LOADERS[kind]().catch(() => undefined);
}

export async function loadParsers(kinds: Iterable<ParserKind>): Promise<void> {
  const missing = [...new Set(kinds)].filter((kind) => !isInstalled(kind));
  const loaded = await Promise.all(missing.map(async (kind) => [kind, await LOADERS[kind]()]));
  installParsers(Object.fromEntries(loaded) as Partial<Parsers>);
}

/**
 * The parsers the files of these commits may need (the base and the head: discovery, the
 * manifests, the lockfiles and the harness are all read from them); `yaml` too with a config file
 * given by path, whatever its name.
 */
export async function loadParsersForTrees(
  repo: string,
  commits: readonly string[],
  configFile: boolean,
): Promise<void> {
  const trees = await Promise.all(commits.map((commit) => listTree(repo, commit)));
  const kinds = parsersForPaths(trees.flat().map((entry) => entry.path));
  await loadParsers(configFile ? [...kinds, 'yaml'] : kinds);
}
