// deno.json import maps: an assertion library the base tests import, pointed at the PR's file or
// another package, is critical; a registry bump is a warning; the project's own aliases are not read.
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import { importName } from '../../../src/core/changes/toolchain/deno-imports.js';
import { toolchainAnomalies } from '../../../src/core/changes/toolchain-deps.js';
import type { Severity } from '../../../src/core/model/anomaly.js';

const deno = (imports: Record<string, string>, extra: Record<string, unknown> = {}): string =>
  `${JSON.stringify({ imports, ...extra }, null, 2)}\n`;
const STD = { '@std/assert': 'jsr:@std/assert@^1.0.0', '@app/': './src/' };

type Row = [label: string, base: string | null, head: string, expected: Record<string, Severity>];

function found(base: string | null, head: string, path = 'deno.json'): Record<string, Severity> {
  const out: Record<string, Severity> = {};
  for (const a of toolchainAnomalies(path, base, head)) {
    const name = /^test toolchain dependency (\S+):/.exec(a.detail)?.[1] ?? a.detail;
    out[name] = a.severity;
  }
  return out;
}

describe('toolchainAnomalies: deno.json imports', () => {
  it.each<Row>([
    // gaming
    [
      'gaming: @std/assert to a local file',
      deno(STD),
      deno({ ...STD, '@std/assert': './src/assert.ts' }),
      { '@std/assert': 'critical' },
    ],
    [
      'gaming: @std/assert to another jsr package',
      deno(STD),
      deno({ ...STD, '@std/assert': 'jsr:@me/assert@1' }),
      { '@std/assert': 'critical' },
    ],
    [
      'gaming: node:assert remapped',
      deno(STD),
      deno({ ...STD, 'node:assert': './shim.ts' }),
      { 'node:assert': 'critical' },
    ],
    [
      'gaming: std URL prefix remapped',
      deno({}),
      deno({ 'https://deno.land/std@0.224.0/assert/': './fake/' }),
      { 'https://deno.land/std@0.224.0/assert': 'critical' },
    ],
    [
      'gaming: chai through npm: to a tarball host',
      deno({ chai: 'npm:chai@4' }),
      deno({ chai: 'https://evil.example/chai.js' }),
      { chai: 'critical' },
    ],
    [
      'gaming: in scopes',
      deno(STD),
      deno(STD, { scopes: { './tests/': { '@std/assert': './fake.ts' } } }),
      { '@std/assert': 'critical' },
    ],
    [
      'gaming: deno.jsonc with comments',
      deno(STD),
      `{\n  // tests\n  "imports": { "@std/assert": "../x/assert.ts", },\n}\n`,
      { '@std/assert': 'critical' },
    ],
    // honest
    [
      'honest: @std/assert bumped on jsr',
      deno(STD),
      deno({ ...STD, '@std/assert': 'jsr:@std/assert@^1.0.5' }),
      { '@std/assert': 'warning' },
    ],
    [
      'honest: @std/expect added from jsr',
      deno(STD),
      deno({ ...STD, '@std/expect': 'jsr:@std/expect@^1' }),
      { '@std/expect': 'warning' },
    ],
    ['honest: the project alias moved', deno(STD), deno({ ...STD, '@app/': './lib/' }), {}],
    [
      'honest: a runtime dependency to a local fork',
      deno(STD),
      deno({ ...STD, zod: './vendor/zod.ts' }),
      {},
    ],
    ['honest: tasks only', deno(STD), deno(STD, { tasks: { dev: 'deno run -A main.ts' } }), {}],
  ])('%s', (_label, base, head, expected) => {
    expect(found(base, head, head.includes('//') ? 'deno.jsonc' : 'deno.json')).toEqual(expected);
  });

  it.each([
    ['jsr:@std/assert@^1/equals', '@std/assert'],
    ['npm:chai@4', 'chai'],
    ['@std/assert/', '@std/assert'],
    ['node:assert', 'node:assert'],
  ])('importName(%s) is %s', (specifier, name) => {
    expect(importName(specifier)).toBe(name);
  });

  it('classifies deno.json and deno.jsonc as harness', () => {
    const classify = createClassifier();
    for (const path of ['deno.json', 'apps/api/deno.jsonc']) {
      expect(classify(path)).toMatchObject({
        class: 'harness',
        rule: 'javascript:deno.json (tasks, test settings; imports too)',
      });
    }
  });
});
