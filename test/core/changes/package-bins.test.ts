import { describe, expect, it } from 'vitest';
import { binAnomalies } from '../../../src/core/changes/package-bins.js';
import { aChangeOf } from '../../builders/changed-file.js';

const pkg = (value: Record<string, unknown>): string => `${JSON.stringify(value, null, 2)}\n`;
const modified = aChangeOf('modified', 'packages/a/package.json', 'harness');
const added = aChangeOf('added', 'packages/tools/package.json', 'harness');

describe('binAnomalies', () => {
  it.each<[string, string | null, string, Array<[string, string]>]>([
    // Gaming: a command a check runs, or that the tools it runs start from PATH.
    [
      'a new package binds vitest',
      null,
      pkg({ name: 'tools', bin: { vitest: './fake.js' } }),
      [['critical', 'vitest']],
    ],
    [
      'a string bin is named after the package',
      null,
      pkg({ name: 'jest', bin: './fake.js' }),
      [['critical', 'jest']],
    ],
    [
      'a scoped package drops its scope',
      null,
      pkg({ name: '@acme/tsc', bin: 'x.js' }),
      [['critical', 'tsc']],
    ],
    [
      'a `node` shadows every `#!/usr/bin/env node`',
      pkg({ name: 'a' }),
      pkg({ name: 'a', bin: { node: 'n.js' } }),
      [['critical', 'node']],
    ],
    [
      'an existing bin repointed',
      pkg({ name: 'a', bin: { eslint: 'a.js' } }),
      pkg({ name: 'a', bin: { eslint: 'b.js' } }),
      [['critical', 'eslint']],
    ],
    [
      'a folder of commands',
      pkg({ name: 'a' }),
      pkg({ name: 'a', directories: { bin: './bin' } }),
      [['critical', 'directories.bin']],
    ],
    // Honest look-alikes.
    [
      'a CLI of its own name is a warning',
      null,
      pkg({ name: 'tools', bin: { mycli: 'cli.js' } }),
      [['warning', 'mycli']],
    ],
    [
      'an unchanged bin',
      pkg({ name: 'a', bin: { vitest: 'v.js' } }),
      pkg({ name: 'a', version: '2.0.0', bin: { vitest: 'v.js' } }),
      [],
    ],
    ['a bin removed', pkg({ name: 'a', bin: { mycli: 'c.js' } }), pkg({ name: 'a' }), []],
    ['no bin at all', pkg({ name: 'a' }), pkg({ name: 'a', dependencies: { x: '1' } }), []],
    ['text that does not parse', null, '{"bin": {"vitest": ', []],
  ])('%s', (_name, base, head, expected) => {
    const file = base === null ? added : modified;
    const found = binAnomalies(file, base, head);
    expect(found.map((a) => [a.severity, /'([^']+)'/.exec(a.detail)?.[1] ?? ''])).toEqual(
      expected.map(([severity, what]) => [severity, what === 'directories.bin' ? './bin' : what]),
    );
    for (const a of found) expect(a.kind).toBe('harness-modified');
  });

  it('points at the line of the command', () => {
    const head = pkg({ name: 'tools', version: '1.0.0', bin: { vitest: './fake.js' } });
    expect(binAnomalies(added, null, head)[0]?.line).toBe(5);
  });

  it.each([
    ['another file', aChangeOf('added', 'packages/tools/bin.json', 'other')],
    ['a deleted package.json', aChangeOf('deleted', 'packages/a/package.json', 'harness')],
  ])('reads only package.json the PR keeps: %s', (_name, file) => {
    expect(binAnomalies(file, null, pkg({ bin: { vitest: 'x' }, name: 'x' }))).toEqual([]);
  });
});
