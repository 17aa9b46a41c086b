import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  LEFT_OUT_SCRIPT,
  lockAddedPackageJson,
  mergePackageJson,
} from '../../../src/core/locked/merge-package-json.js';

const json = (value: unknown, indent: string | number = 2): string =>
  `${JSON.stringify(value, null, indent)}\n`;

describe('mergePackageJson', () => {
  it('keeps the PR dependency change and takes the test script from base', () => {
    const base = json({
      name: 'app',
      scripts: { test: 'vitest run', build: 'tsc' },
      dependencies: { lodash: '^4.0.0' },
    });
    const head = json({
      name: 'app',
      scripts: { test: 'vitest run --passWithNoTests || true', build: 'tsc' },
      dependencies: { lodash: '^4.17.21', zod: '^3.0.0' },
    });
    expect(JSON.parse(mergePackageJson(base, head))).toEqual({
      name: 'app',
      scripts: { test: 'vitest run', build: 'tsc' },
      dependencies: { lodash: '^4.17.21', zod: '^3.0.0' },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    [
      'runner config added by the PR is dropped',
      { name: 'a', scripts: { test: 'jest' } },
      { name: 'a', scripts: { test: 'jest' }, jest: { testPathIgnorePatterns: ['slow'] } },
      { name: 'a', scripts: { test: 'jest' } },
    ],
    [
      'coverage thresholds lowered by the PR come back',
      { name: 'a', nyc: { 'check-coverage': true, lines: 90 } },
      { name: 'a', nyc: { 'check-coverage': true, lines: 10 }, version: '2.0.0' },
      { name: 'a', nyc: { 'check-coverage': true, lines: 90 }, version: '2.0.0' },
    ],
    [
      'scripts removed by the PR come back',
      { name: 'a', scripts: { test: 'mocha' }, mocha: { spec: 'test/**' } },
      { name: 'a', devDependencies: { mocha: '^11' } },
      {
        name: 'a',
        scripts: { test: 'mocha' },
        mocha: { spec: 'test/**' },
        devDependencies: { mocha: '^11' },
      },
    ],
    [
      'lint config in the manifest comes from base',
      { name: 'a', eslintConfig: { rules: { eqeqeq: 'error' } } },
      { name: 'a', eslintConfig: { rules: { eqeqeq: 'off' } } },
      { name: 'a', eslintConfig: { rules: { eqeqeq: 'error' } } },
    ],
  ])('%s', (_name, base, head, expected) => {
    expect(JSON.parse(mergePackageJson(json(base), json(head)))).toEqual(expected);
  });

  it('returns head text untouched when the test-related keys are the same', () => {
    const base = json({ name: 'a', scripts: { test: 'jest' }, dependencies: {} });
    const head =
      '{\n    "name":   "a",\n    "scripts": {"test": "jest"},\n    "dependencies": {"x": "1"}\n}';
    expect(mergePackageJson(base, head)).toBe(head);
  });

  it('keeps head key order and puts a base-only key after its base neighbour', () => {
    const base = json({ name: 'a', version: '1.0.0', scripts: { test: 'jest' }, main: 'x.js' });
    const head = json({ version: '1.1.0', name: 'a', main: 'x.js', type: 'module' });
    expect(Object.keys(JSON.parse(mergePackageJson(base, head)))).toEqual([
      'version',
      'scripts',
      'name',
      'main',
      'type',
    ]);
  });

  it.each([
    ['four spaces', 4, '\n    "name"'],
    ['tabs', '\t', '\n\t"name"'],
  ])("preserves head's indentation (%s)", (_name, indent, expected) => {
    const base = json({ name: 'a', scripts: { test: 'jest' } });
    const head = json({ name: 'a', scripts: { test: 'jest --bail' } }, indent);
    const merged = mergePackageJson(base, head);
    expect(merged).toContain(expected);
    expect(merged.endsWith('}\n')).toBe(true);
  });

  it('preserves CRLF line endings and a missing final newline', () => {
    const base = json({ name: 'a', scripts: { test: 'jest' } });
    const head = '{\r\n  "name": "a",\r\n  "scripts": {\r\n    "test": "true"\r\n  }\r\n}';
    const merged = mergePackageJson(base, head);
    expect(merged).toBe('{\r\n  "name": "a",\r\n  "scripts": {\r\n    "test": "jest"\r\n  }\r\n}');
  });

  it('keeps a "__proto__" key as an ordinary key', () => {
    const base = json({ name: 'a', scripts: { test: 'jest' } });
    const head = '{"name": "a", "__proto__": {"polluted": true}, "scripts": {"test": "true"}}';
    const merged = JSON.parse(mergePackageJson(base, head)) as Record<string, unknown>;
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(merged.scripts).toEqual({ test: 'jest' });
  });

  it.each([
    ['head is not JSON', json({ scripts: { test: 'jest' } }), '{ "scripts": '],
    ['base is not JSON', '{ nope', json({ scripts: { test: 'true' } })],
    ['head is an array', json({ scripts: { test: 'jest' } }), '[]'],
  ])('returns base text when %s', (_name, base, head) => {
    expect(mergePackageJson(base, head)).toBe(base);
  });
});

describe('mergePackageJson key order', () => {
  it('treats reordered scripts as unchanged and returns head as is', () => {
    const base = '{\n  "scripts": { "test": "vitest run", "lint": "biome check ." }\n}\n';
    const head =
      '{\n  "scripts": { "lint": "biome check .", "test": "vitest run" },\n  "dependencies": { "a": "1" }\n}\n';
    expect(mergePackageJson(base, head)).toBe(head);
  });
});

// A member dropped from `workspaces` takes its tests out of `npm test --workspaces` without a test
// file changing: the locked manifest keeps base's members; adding members is the PR's business.
describe('mergePackageJson: workspace members', () => {
  const scripts = { test: 'npm test --workspaces' };
  it.each<[string, unknown, unknown, unknown]>([
    // gaming: a member base ran goes missing
    [
      'a dropped member comes back',
      ['packages/a', 'packages/b'],
      ['packages/a'],
      ['packages/a', 'packages/b'],
    ],
    [
      'a glob narrowed to one member keeps the glob',
      ['packages/*'],
      ['packages/a'],
      ['packages/a', 'packages/*'],
    ],
    ['the key deleted keeps base members', ['packages/*'], undefined, ['packages/*']],
    [
      'yarn 1 object form keeps nohoist and base packages',
      { packages: ['packages/*'], nohoist: ['**/x'] },
      { packages: ['packages/a'], nohoist: ['**/x'] },
      { packages: ['packages/a', 'packages/*'], nohoist: ['**/x'] },
    ],
    ['an emptied list keeps base members', ['libs/*'], [], ['libs/*']],
    // honest: the PR adds or reorders members
    [
      'a member added stays',
      ['packages/a'],
      ['packages/a', 'packages/c'],
      ['packages/a', 'packages/c'],
    ],
    ['reordered members stay', ['b', 'a'], ['a', 'b'], ['a', 'b']],
    ['no workspaces on either side', undefined, undefined, undefined],
  ])('%s', (_name, base, head, expected) => {
    const baseText = json({ name: 'root', scripts, workspaces: base });
    const headText = json({ name: 'root', scripts, workspaces: head, version: '2.0.0' });
    const merged = JSON.parse(mergePackageJson(baseText, headText)) as Record<string, unknown>;
    expect(merged.workspaces).toEqual(expected);
    expect(merged.version).toBe('2.0.0');
  });

  it('returns head text untouched when members were only added', () => {
    const base = json({ name: 'r', workspaces: ['a'] });
    const head = `{"name":"r","workspaces":["a","b"]}`;
    expect(mergePackageJson(base, head)).toBe(head);
  });
});

describe('lockAddedPackageJson', () => {
  it('keeps dependencies and metadata, drops runner settings, and makes every script a no-op', () => {
    const head = json({
      name: 'b',
      type: 'module',
      scripts: {
        test: "node -e \"require('fs').writeFileSync('../a/src/add.js', '')\"",
        build: 'tsc',
      },
      jest: { testEnvironment: 'node' },
      config: { port: 1 },
      dependencies: { a: '*' },
    });
    expect(JSON.parse(lockAddedPackageJson(head))).toEqual({
      name: 'b',
      type: 'module',
      dependencies: { a: '*' },
      scripts: { test: LEFT_OUT_SCRIPT, build: LEFT_OUT_SCRIPT },
    });
  });

  it.each<[string, string, string]>([
    [
      'no scripts: nothing to neutralise',
      json({ name: 'b', main: 'x.js' }),
      json({ name: 'b', main: 'x.js' }),
    ],
    [
      'scripts that are not an object are dropped',
      json({ name: 'b', scripts: 'x' }),
      json({ name: 'b' }),
    ],
    [
      'tabs and a missing final newline are kept',
      '{\n\t"name": "b",\n\t"scripts": {"t": "x"}\n}',
      `{\n\t"name": "b",\n\t"scripts": {\n\t\t"t": "${LEFT_OUT_SCRIPT}"\n\t}\n}`,
    ],
    // npm would refuse it anyway; its scripts must not survive a parse testlock cannot do.
    [
      'text that does not parse becomes an empty object',
      '\uFEFF{"scripts": {"test": "x"}}',
      '{}\n',
    ],
    ['an array is no manifest', '[1]', '{}\n'],
  ])('%s', (_name, head, expected) => {
    expect(lockAddedPackageJson(head)).toBe(expected);
  });

  it('keeps a "__proto__" key as an ordinary key', () => {
    const locked = JSON.parse(
      lockAddedPackageJson('{"__proto__": {"x": 1}, "scripts": {"test": "t"}}'),
    );
    expect(Object.keys(locked)).toEqual(['__proto__', 'scripts']);
  });

  it('is a no-op in sh, the shell npm runs scripts with: it prints itself and exits 0', () => {
    const out = execFileSync('sh', ['-c', LEFT_OUT_SCRIPT], { encoding: 'utf8' });
    expect(out).toBe(`${LEFT_OUT_SCRIPT.slice('echo '.length)}\n`);
  });
});
