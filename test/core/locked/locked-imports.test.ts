// package.json `imports` entries that point at the test suite's own files keep base's target in
// the locked tree; entries for the code under test stay the PR's.
import { describe, expect, it } from 'vitest';
import { lockedImports } from '../../../src/core/locked/locked-imports.js';
import { mergeDenoJson } from '../../../src/core/locked/merge-deno-json.js';
import { mergePackageJson } from '../../../src/core/locked/merge-package-json.js';

type Imports = Record<string, unknown>;

describe('lockedImports', () => {
  it.each<[string, Imports, Imports | undefined, Imports | undefined]>([
    [
      'gaming: a helper of the suite redirected to a source file',
      { '#helpers': './test/helpers.mjs', '#src/*': './src/*.js' },
      { '#helpers': './src/helpers.mjs', '#src/*': './src/*.js' },
      { '#helpers': './test/helpers.mjs', '#src/*': './src/*.js' },
    ],
    [
      'gaming: a head key more specific than a locked pattern is left out',
      { '#test/*': './test/support/*.js' },
      { '#test/*': './test/support/*.js', '#test/assert.js': './src/assert.js' },
      { '#test/*': './test/support/*.js' },
    ],
    [
      'gaming: a conditional entry with a test target, removed by the PR',
      { '#fixtures': { node: './tests/fixtures/node.js', default: './tests/fixtures/web.js' } },
      {},
      { '#fixtures': { node: './tests/fixtures/node.js', default: './tests/fixtures/web.js' } },
    ],
    [
      "honest: the code under test's alias moves",
      { '#src/*': './src/*.js', '#helpers': './test/helpers.mjs' },
      { '#src/*': './lib/*.js', '#helpers': './test/helpers.mjs', '#db': './src/db.js' },
      undefined,
    ],
    ['honest: no imports at base', {}, { '#x': './src/x.js' }, undefined],
  ])('%s', (_name, base, head, expected) => {
    expect(lockedImports(base as never, head as never)).toEqual(expected);
  });
});

describe('mergePackageJson with imports', () => {
  const pkg = (imports: Imports, version: string): string =>
    `${JSON.stringify({ name: 'p', version, imports, scripts: { test: 'node --test' } }, null, 2)}\n`;

  it('keeps the suite’s entry from base and the rest of head', () => {
    const merged = JSON.parse(
      mergePackageJson(
        pkg({ '#helpers': './test/helpers.mjs' }, '1.0.0'),
        pkg({ '#helpers': './src/helpers.mjs', '#db': './src/db.js' }, '1.1.0'),
      ),
    ) as { version: string; imports: Imports };
    expect(merged.version).toBe('1.1.0');
    expect(merged.imports).toEqual({ '#helpers': './test/helpers.mjs', '#db': './src/db.js' });
  });

  it('a version bump beside unchanged imports is head as it is', () => {
    const head = pkg({ '#helpers': './test/helpers.mjs' }, '1.1.0');
    expect(mergePackageJson(pkg({ '#helpers': './test/helpers.mjs' }, '1.0.0'), head)).toBe(head);
  });
});

describe('mergeDenoJson with an import map', () => {
  it("keeps the suite's prefix entry, drops a head key under it, and takes the rest from head", () => {
    const base = {
      imports: { '@helpers/': './tests/helpers/', '@std/assert': 'jsr:@std/assert@1.0.0' },
      tasks: { test: 'deno test' },
    };
    const head = {
      imports: {
        '@helpers/': './src/fake/',
        '@helpers/check.ts': './src/check.ts',
        '@std/assert': 'jsr:@std/assert@1.0.1',
      },
      tasks: { test: 'deno test' },
    };
    const merged = JSON.parse(mergeDenoJson(JSON.stringify(base), JSON.stringify(head))) as {
      imports: Record<string, string>;
    };
    expect(merged.imports).toEqual({
      '@helpers/': './tests/helpers/',
      '@std/assert': 'jsr:@std/assert@1.0.1',
    });
  });

  it('an import map for the code only is head as it is', () => {
    const base = JSON.stringify({ imports: { '@app/': './src/' } });
    const head = JSON.stringify({ imports: { '@app/': './lib/' } });
    expect(mergeDenoJson(base, head)).toBe(head);
  });
});
