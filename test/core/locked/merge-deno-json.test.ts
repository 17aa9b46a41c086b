// The locked deno.json: base's tasks, test/lint settings and module sources, head's imports.
import { describe, expect, it } from 'vitest';
import {
  LEFT_OUT_TASK,
  lockAddedDenoJson,
  mergeDenoJson,
} from '../../../src/core/locked/merge-deno-json.js';
import { manifestKind } from '../../../src/core/locked/merge-manifest.js';
import { parseJsonc, stripJsonc } from '../../../src/core/text/jsonc.js';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const BASE = {
  imports: { '@std/assert': 'jsr:@std/assert@^1.0.0' },
  tasks: { test: 'deno test -A' },
  test: { include: ['tests/'] },
};

describe('mergeDenoJson', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    // gaming: what runs or what counts moves
    ['the test task replaced', { ...BASE, tasks: { test: 'echo ok' } }, BASE],
    [
      'test files excluded',
      { ...BASE, test: { include: ['tests/'], exclude: ['tests/burst_test.ts'] } },
      BASE,
    ],
    ['a top-level exclude added', { ...BASE, exclude: ['tests/'] }, BASE],
    ['another import map file', { ...BASE, importMap: './fake_map.json' }, BASE],
    ['vendor/ switched on', { ...BASE, vendor: true }, BASE],
    ['compiler checks relaxed', { ...BASE, compilerOptions: { strict: false } }, BASE],
    // honest: dependencies and metadata stay the PR's
    [
      'an import added and a version bumped are kept with base tasks',
      {
        ...BASE,
        version: '1.1.0',
        imports: { '@std/assert': 'jsr:@std/assert@^1.0.5', zod: 'npm:zod@^3' },
        tasks: { test: 'x' },
      },
      {
        ...BASE,
        version: '1.1.0',
        imports: { '@std/assert': 'jsr:@std/assert@^1.0.5', zod: 'npm:zod@^3' },
      },
    ],
  ])('%s', (_name, head, expected) => {
    expect(JSON.parse(mergeDenoJson(json(BASE), json(head)))).toEqual(expected);
  });

  it('returns head text untouched when only imports changed (comments kept)', () => {
    const head = `{\n  // deps\n  "imports": { "zod": "npm:zod@^3" },\n  "tasks": { "test": "deno test -A" },\n  "test": { "include": ["tests/"] },\n}\n`;
    expect(mergeDenoJson(json(BASE), head)).toBe(head);
  });

  it('returns base text whole when head does not parse', () => {
    expect(mergeDenoJson(json(BASE), '{ "tasks": ')).toBe(json(BASE));
  });

  it('is the merge for deno.json and deno.jsonc at any level', () => {
    expect(manifestKind('deno.json')).toBe('deno.json');
    expect(manifestKind('packages/api/deno.jsonc')).toBe('deno.jsonc');
  });
});

describe('parseJsonc', () => {
  it.each<[string, unknown]>([
    ['{ "a": 1, // one\n "b": [1, 2,], }', { a: 1, b: [1, 2] }],
    [
      '/* head */ { "url": "https://x.dev/a//b", "s": "a, ]" }',
      { url: 'https://x.dev/a//b', s: 'a, ]' },
    ],
    ['{ "q": "say \\"hi\\" // not a comment" }', { q: 'say "hi" // not a comment' }],
    ['{ "a": ', null],
  ])('%s', (text, expected) => {
    expect(parseJsonc(text)).toEqual(expected);
  });

  it('keeps strings as they are', () => {
    expect(stripJsonc('{"a": "/* x */"}')).toBe('{"a": "/* x */"}');
  });
});

describe('lockAddedDenoJson', () => {
  it('keeps imports, drops the test-related settings, and makes every task a no-op', () => {
    const head = json({
      name: '@x/b',
      imports: { a: '../a/mod.ts' },
      tasks: { test: 'deno run -A ../a/rewrite.ts', dev: { command: 'deno run main.ts' } },
      test: { include: ['../a/tests/'] },
      compilerOptions: { strict: false },
    });
    expect(JSON.parse(lockAddedDenoJson(head))).toEqual({
      name: '@x/b',
      imports: { a: '../a/mod.ts' },
      tasks: { test: LEFT_OUT_TASK, dev: LEFT_OUT_TASK },
    });
  });

  it('makes text that does not parse an empty object', () => {
    expect(lockAddedDenoJson('{"tasks": {"test": "x"')).toBe('{}\n');
  });
});
