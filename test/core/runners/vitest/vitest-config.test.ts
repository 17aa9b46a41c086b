import { describe, expect, it } from 'vitest';
import { vitestConfigFile } from '../../../../src/core/runners/vitest/vitest-config.js';

const file = (name: string, text = 'export default {}\n') => ({ name, text });

describe('the config vitest reads in a folder', () => {
  it.each([
    ['none', [], { config: null, projects: false }],
    [
      'vitest.config before vite.config',
      [file('vite.config.ts'), file('vitest.config.mts')],
      { config: 'vitest.config.mts', projects: false },
    ],
    [
      'ts before js',
      [file('vitest.config.js'), file('vitest.config.ts')],
      { config: 'vitest.config.ts', projects: false },
    ],
    ['vite.config alone', [file('vite.config.js')], { config: 'vite.config.js', projects: false }],
    [
      'projects in the config',
      [file('vitest.config.ts', 'export default { test: { projects: ["a"] } }')],
      { config: 'vitest.config.ts', projects: true },
    ],
    [
      'a workspace key',
      [file('vite.config.ts', 'test: {\n  workspace : []\n}')],
      { config: 'vite.config.ts', projects: true },
    ],
    [
      'a workspace file',
      [file('vitest.config.ts'), file('vitest.workspace.ts')],
      { config: 'vitest.config.ts', projects: true },
    ],
    [
      'a word that is no key',
      [file('vitest.config.ts', '// our projects folder\nexport default {}')],
      { config: 'vitest.config.ts', projects: false },
    ],
  ] as const)('%s', (_what, present, expected) => {
    expect(vitestConfigFile(present)).toEqual(expected);
  });
});
