// Whether this machine already holds a dependency a tool claimed it could not download: the Go
// module cache (GOMODCACHE), Cargo's registry and git caches (CARGO_HOME), a node_modules or
// npx's cache. A claim about a
// dependency that is here is false, whatever the check printed.
import { access, readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { DependencyClaim } from '../core/results/dependency/claim.js';

/** Where the caches are; null where unknown (then nothing is claimed to be missing). */
export interface CacheRoots {
  goModCache: string | null;
  cargoHome: string | null;
  /** Folders whose `node_modules` npx would run a package from (the checkout, the check's folder). */
  nodeProjects: readonly string[];
  /** npm's cache (`npm_config_cache`, else `~/.npm`), whose `_npx` folders hold fetched tools. */
  npmCache: string | null;
}

/** npm's cache as npm finds it: `npm_config_cache`, else `~/.npm`. */
export function npmCacheOf(env: Readonly<Record<string, string | undefined>>): string {
  const set = env.npm_config_cache ?? env.NPM_CONFIG_CACHE;
  return set && set !== '' ? set : join(homedir(), '.npm');
}

/** Cargo's home as cargo finds it: `CARGO_HOME`, else `~/.cargo`. */
export function cargoHomeOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.CARGO_HOME && env.CARGO_HOME !== '' ? env.CARGO_HOME : join(homedir(), '.cargo');
}

/** True when the cache holds the claimed dependency, or when the cache cannot be told. */
export async function isCached(claim: DependencyClaim, roots: CacheRoots): Promise<boolean> {
  if (claim.ecosystem === 'go') {
    if (roots.goModCache === null || claim.version === null) return true;
    const dir = join(roots.goModCache, 'cache', 'download', escapeModulePath(claim.name), '@v');
    return (
      (await exists(join(dir, `${claim.version}.mod`))) &&
      (await exists(join(dir, `${claim.version}.zip`)))
    );
  }
  if (claim.ecosystem === 'npm') return npmCached(claim.name, roots);
  if (roots.cargoHome === null) return true;
  if (claim.url !== null) return gitCached(roots.cargoHome, claim.url);
  return crateCached(roots.cargoHome, claim.name, claim.version);
}

/** The module cache's case encoding: each upper-case letter is `!` and its lower case. */
export function escapeModulePath(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
}

async function crateCached(home: string, name: string, version: string | null): Promise<boolean> {
  const file = version === null ? null : `${name}-${version}.crate`;
  const prefix = `${name}-`;
  for (const registry of await list(join(home, 'registry', 'cache'))) {
    const crates = await list(join(home, 'registry', 'cache', registry));
    const found = crates.some((entry) =>
      file !== null
        ? entry === file
        : entry.startsWith(prefix) && /^\d/.test(entry.slice(prefix.length)),
    );
    if (found) return true;
  }
  return false;
}

/**
 * Cargo checks a fetched git dependency out in `git/checkouts/<last segment of the URL>-<hash>`
 * (its `git/db` folder is made before the fetch, and stays when the fetch fails).
 */
async function gitCached(home: string, url: string): Promise<boolean> {
  const segment =
    url
      .replace(/\/+$/, '')
      .split('/')
      .at(-1)
      ?.replace(/\.git$/, '') ?? '';
  if (segment === '') return true;
  const clones = await list(join(home, 'git', 'checkouts'));
  return clones.some((entry) => entry.startsWith(`${segment}-`));
}

async function npmCached(name: string, roots: CacheRoots): Promise<boolean> {
  if (roots.npmCache === null) return true;
  const npx = join(roots.npmCache, '_npx');
  const folders = [...roots.nodeProjects, ...(await list(npx)).map((entry) => join(npx, entry))];
  for (const folder of folders) {
    if (await exists(join(folder, 'node_modules', name, 'package.json'))) return true;
  }
  return false;
}

async function list(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
