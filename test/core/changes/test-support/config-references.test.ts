import { describe, expect, it } from 'vitest';
import {
  configFamily,
  configReferences,
  nextReferences,
} from '../../../../src/core/changes/test-support/config-references.js';

const paths = (path: string, text: string) =>
  configReferences(path, text, configFamily(path) ?? 'tsconfig').map((r) => `${r.via} ${r.path}`);

describe('configReferences (issue 42.5)', () => {
  it('follows tsconfig extends (with or without .json, in an array) and references', () => {
    expect(
      paths(
        'packages/app/tsconfig.json',
        '{ // base\n "extends": ["../../config/strict", "@tsconfig/node20/tsconfig.json"],\n "references": [{ "path": "../lib" }, { "path": "./tsconfig.test.json" }], }',
      ),
    ).toEqual([
      'extends config/strict',
      'extends config/strict.json',
      'references packages/lib/tsconfig.json',
      'references packages/app/tsconfig.test.json',
    ]);
  });

  it('follows biome and .eslintrc extends, and ruff extend (in ruff.toml and pyproject.toml)', () => {
    expect(paths('biome.json', '{ "extends": ["./configs/biome-base.json"] }')).toEqual([
      'extends configs/biome-base.json',
    ]);
    expect(
      paths('.eslintrc.json', '{ "extends": ["eslint:recommended", "./eslint/strict.json"] }'),
    ).toEqual(['extends eslint/strict.json']);
    expect(paths('ruff.toml', 'extend = "configs/ruff-base.toml"\n')).toEqual([
      'extend configs/ruff-base.toml',
    ]);
    expect(paths('svc/pyproject.toml', '[tool.ruff]\nextend = "../ruff.toml"\n')).toEqual([
      'extend ruff.toml',
    ]);
  });

  it('follows an eslint flat config to the local modules it imports, not to packages', () => {
    const text =
      "import js from '@eslint/js';\nimport local from './eslint/rules.mjs';\nimport base from '../shared/base';\nconst strict = require('./eslint/strict.cjs');\nexport default [js.configs.recommended, local, base, strict];\n";
    const found = paths('web/eslint.config.js', text);
    expect(found).toContain('import web/eslint/rules.mjs');
    expect(found).toContain('import web/eslint/strict.cjs');
    // Without an extension, every file a resolver would try (the closure keeps those at base).
    expect(found).toContain('import shared/base.js');
    expect(found).toContain('import shared/base/index.ts');
    expect(found.some((p) => p.includes('@eslint'))).toBe(false);
    expect(configFamily('eslint.config.mjs')).toBe('eslint-flat');
    expect(configFamily('src/eslint-rules.js')).toBeNull();
  });

  it('ignores package names, paths leaving the repository and text that does not parse', () => {
    expect(paths('tsconfig.json', '{ "extends": "@tsconfig/strictest" }')).toEqual([]);
    expect(paths('tsconfig.json', '{ "extends": "../../outside.json" }')).toEqual([]);
    expect(paths('tsconfig.json', '{ not json')).toEqual([]);
    expect(configFamily('config/strict.json')).toBeNull();
  });

  it('one closure step keeps targets that exist at base and were not reached, with the rule', () => {
    const read = new Map([
      ['tsconfig.json', { text: '{ "extends": "./config/strict" }', family: 'tsconfig' as const }],
    ]);
    const next = nextReferences(read, new Map(), { exists: (p) => p === 'config/strict.json' });
    expect([...next]).toEqual([
      [
        'config/strict.json',
        { family: 'tsconfig', rule: 'config-reference: tsconfig.json extends' },
      ],
    ]);
    // A loop back to a file already reached adds nothing.
    expect(
      nextReferences(read, new Map([['config/strict.json', 'x']]), { exists: () => true }).size,
    ).toBe(1);
  });
});
