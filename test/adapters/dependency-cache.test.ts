// Whether a claimed dependency is in this machine's caches, on real folders laid out as Go's
// module cache, Cargo's home, node_modules and npx's cache lay them out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cargoHomeOf,
  escapeModulePath,
  isCached,
  npmCacheOf,
} from '../../src/adapters/dependency-cache.js';
import type { DependencyClaim } from '../../src/core/results/dependency/claim.js';

const root = mkdtempSync(join(tmpdir(), 'testlock-dep-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function touch(path: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '');
}

const go = (name: string, version: string): DependencyClaim => ({
  ecosystem: 'go',
  name,
  version,
  url: null,
  cause: '',
});
const crate = (name: string, url: string | null = null): DependencyClaim => ({
  ecosystem: 'cargo',
  name,
  version: null,
  url,
  cause: '',
});

describe('isCached', () => {
  const modCache = join(root, 'mod');
  const cargoHome = join(root, 'cargo');
  const project = join(root, 'project');
  const npmCache = join(root, 'npm');
  const roots = { goModCache: modCache, cargoHome, nodeProjects: [project], npmCache };
  touch(join(project, 'node_modules', 'eslint', 'package.json'));
  touch(join(project, 'node_modules', '@scope', 'tool', 'package.json'));
  touch(join(npmCache, '_npx', '0a1b2c3d4e5f6071', 'node_modules', 'cowsay', 'package.json'));
  const v = join(modCache, 'cache', 'download', 'github.com', '!burnt!sushi', 'toml', '@v');
  touch(join(v, 'v1.2.0.mod'));
  touch(join(v, 'v1.2.0.zip'));
  touch(join(modCache, 'cache', 'download', 'example.com', 'half', '@v', 'v1.0.0.mod'));
  touch(
    join(cargoHome, 'registry', 'cache', 'index.crates.io-6f17d22bba15001f', 'itoa-1.0.11.crate'),
  );
  mkdirSync(join(cargoHome, 'git', 'db', 'failed-4e5c302bf4c420e2'), { recursive: true });
  mkdirSync(join(cargoHome, 'git', 'checkouts', 'fetched-0a1b2c3d4e5f6071'), { recursive: true });

  const cases: Array<[string, DependencyClaim, boolean]> = [
    [
      'a Go module with its .mod and .zip (case-encoded path)',
      go('github.com/BurntSushi/toml', 'v1.2.0'),
      true,
    ],
    ['another version of it', go('github.com/BurntSushi/toml', 'v1.3.0'), false],
    [
      'a Go module with only its .mod (the zip was never fetched)',
      go('example.com/half', 'v1.0.0'),
      false,
    ],
    ['a Go module never fetched', go('example.invalid/x', 'v1.0.0'), false],
    ['a crate in the registry cache', crate('itoa'), true],
    ['a crate whose name only starts the same', crate('ito'), false],
    ['a crate never fetched', crate('serde'), false],
    [
      'a git dependency checked out before',
      crate('fetched', 'https://github.com/example/fetched.git'),
      true,
    ],
    [
      'a git dependency whose fetch failed (db folder only)',
      crate('failed', 'https://github.com/example/failed'),
      false,
    ],
  ];
  cases.push(
    ['an npm package installed in the project', { ...crate('eslint'), ecosystem: 'npm' }, true],
    [
      'a scoped npm package installed in the project',
      { ...crate('@scope/tool'), ecosystem: 'npm' },
      true,
    ],
    ['an npm package npx fetched before', { ...crate('cowsay'), ecosystem: 'npm' }, true],
    ['an npm package never fetched', { ...crate('left-pad'), ecosystem: 'npm' }, false],
  );
  it.each(cases)('%s: %s', async (_, claim, expected) => {
    expect(await isCached(claim, roots)).toBe(expected);
  });

  it('an unknown cache location counts as cached: nothing is claimed missing on doubt', async () => {
    expect(await isCached(go('example.invalid/x', 'v1.0.0'), { ...roots, goModCache: null })).toBe(
      true,
    );
    expect(await isCached(crate('serde'), { ...roots, cargoHome: null })).toBe(true);
  });
});

describe('cache locations', () => {
  it('escapes upper case in module paths as the module cache does', () => {
    expect(escapeModulePath('github.com/BurntSushi/toml')).toBe('github.com/!burnt!sushi/toml');
  });
  it('npm_config_cache, else ~/.npm', () => {
    expect(npmCacheOf({ npm_config_cache: '/opt/npm' })).toBe('/opt/npm');
    expect(npmCacheOf({})).toMatch(/\.npm$/);
  });
  it('CARGO_HOME, else ~/.cargo', () => {
    expect(cargoHomeOf({ CARGO_HOME: '/opt/cargo' })).toBe('/opt/cargo');
    expect(cargoHomeOf({})).toMatch(/\.cargo$/);
  });
});
