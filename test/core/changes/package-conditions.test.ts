import { describe, expect, it } from 'vitest';
import { conditionAnomalies } from '../../../src/core/changes/package-conditions.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { aChangedFile } from '../../builders/changed-file.js';

function file(path: string, status: ChangedFile['status'] = 'modified'): ChangedFile {
  return aChangedFile({
    path,
    status,
    class: 'harness',
    oldClass: 'harness',
    ecosystem: 'javascript',
  });
}

const pkg = (fields: Record<string, unknown>): string =>
  `${JSON.stringify({ name: 'ratelimit', type: 'module', ...fields }, null, 2)}\n`;
const EXPORTS = { exports: { '.': { import: './src/index.js' } } };

describe('conditionAnomalies', () => {
  it.each<[string, string, Record<string, unknown>, Record<string, unknown>, RegExp, string]>([
    [
      'gaming: a vitest condition routes the package to a stub',
      'package.json',
      EXPORTS,
      { exports: { '.': { vitest: './src/stub.js', import: './src/index.js' } } },
      /exports\.\.\.vitest -> "\.\/src\/stub\.js"/,
      'critical',
    ],
    [
      'gaming: a test condition on a subpath import',
      'packages/core/package.json',
      { imports: { '#limit': './src/limit.js' } },
      { imports: { '#limit': { test: './src/limit-fake.js', default: './src/limit.js' } } },
      /imports\.#limit\.test/,
      'critical',
    ],
    [
      'gaming: an existing jest condition pointed elsewhere',
      'package.json',
      { exports: { jest: './src/index.js', default: './src/index.js' } },
      { exports: { jest: './src/always.js', default: './src/index.js' } },
      /"jest" condition/,
      'critical',
    ],
    [
      'gaming: a vitest condition moved ahead of default switches it on',
      'package.json',
      { exports: { default: './src/index.js', vitest: './src/stub.js' } },
      { exports: { vitest: './src/stub.js', default: './src/index.js' } },
      /after \[\]/,
      'critical',
    ],
    [
      'warning: a development condition (vite resolves it in tests)',
      'package.json',
      EXPORTS,
      { exports: { '.': { development: './src/dev.js', import: './src/index.js' } } },
      /development/,
      'warning',
    ],
  ])('%s', (_name, path, base, head, why, severity) => {
    const found = conditionAnomalies(file(path), pkg(base), pkg(head));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'harness-modified', severity, path });
    expect(found[0]?.line).toBeGreaterThan(1);
    expect(found[0]?.detail).toMatch(why);
  });

  it.each<[string, string, string | null, string | null]>([
    [
      'honest: a new subpath export',
      'package.json',
      pkg(EXPORTS),
      pkg({ exports: { '.': { import: './src/index.js' }, './extra': './src/extra.js' } }),
    ],
    [
      'honest: node and browser conditions',
      'package.json',
      pkg(EXPORTS),
      pkg({ exports: { '.': { node: './src/node.js', browser: './src/web.js' } } }),
    ],
    [
      'honest: a vitest condition kept in place while the default target moves',
      'package.json',
      pkg({ exports: { vitest: './a.js', default: './b.js' } }),
      pkg({ exports: { vitest: './a.js', default: './lib/b.js' } }),
    ],
    [
      'honest: a version bump',
      'package.json',
      pkg({ version: '1.0.0' }),
      pkg({ version: '1.0.1' }),
    ],
    ['honest: not JSON', 'package.json', pkg(EXPORTS), '{ "exports": '],
    ['honest: a deleted package.json', 'package.json', pkg(EXPORTS), null],
    ['honest: another file name', 'src/package.json.ts', null, pkg({ exports: { test: './x' } })],
  ])('%s', (_name, path, base, head) => {
    const status = head === null ? 'deleted' : base === null ? 'added' : 'modified';
    expect(conditionAnomalies(file(path, status), base, head)).toEqual([]);
  });
});
