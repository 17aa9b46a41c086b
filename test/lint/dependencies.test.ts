// package.json's dependencies are exactly the packages src/ imports: nothing shipped unused, and
// nothing src/ needs left to devDependencies (the bundle would then build only by chance).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

// Static (also type-only) imports and re-exports at the start of a line, and dynamic imports;
// the text of an import inside a string (a heuristic's pattern) does not start a line.
const STATIC = /^(?:import|export)\b[^'";]*?from\s+'([^']+)'/gm;
const DYNAMIC = /\bimport\('([^']+)'\)/g;

function importedPackages(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)]) {
      const name = packageOf(match[1] ?? '');
      if (name !== null) found.add(name);
    }
  }
  return found;
}

describe('package.json dependencies', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };

  it.each([
    ['@octokit/rest', '@octokit/rest'],
    ['@octokit/plugin-retry/dist', '@octokit/plugin-retry'],
    ['picomatch/posix.js', 'picomatch'],
    ['./local.js', null],
    ['node:fs', null],
  ])('the package of %s is %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });

  it('are exactly what src/ imports', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...importedPackages()].sort());
  });
});
