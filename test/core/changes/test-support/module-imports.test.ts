import { describe, expect, it } from 'vitest';
import {
  importNames,
  importWord,
  moduleImports,
  supportLanguage,
} from '../../../../src/core/changes/test-support/module-imports.js';

describe('moduleImports', () => {
  it.each([
    [
      'python from and import',
      'tests/test_a.py',
      'from checks import assert_same\nimport os, pkg.util as u\n',
      ['checks', 'checks.assert_same', 'os', 'pkg.util'],
    ],
    [
      'python parenthesised names',
      'tests/test_a.py',
      'from pkg import (\n  checks,\n  other as o,\n)\n',
      ['pkg', 'pkg.checks', 'pkg.other'],
    ],
    [
      'python relative import',
      'tests/unit/test_a.py',
      'from ..support import ok\nfrom . import cmp\n',
      ['tests.support', 'tests.support.ok', 'tests.unit', 'tests.unit.cmp'],
    ],
    [
      'python import inside a function',
      'conftest.py',
      'def f():\n    import helpers.checks\n',
      ['helpers.checks'],
    ],
    [
      'python pytest_plugins names modules',
      'conftest.py',
      'pytest_plugins = [\n    "helpers.fixtures",\n    "other",\n]\n',
      ['helpers.fixtures', 'other'],
    ],
    ['python relative past the top', 'test_a.py', 'from .. import x\n', []],
    [
      'javascript forms',
      'test/a.test.ts',
      "import { a } from './a.js';\nimport './setup';\nconst b = require('../lib/b');\nawait import('./c.mjs');\nexport * from '@/d';\n",
      ['./a.js', './setup', '../lib/b', './c.mjs', '@/d'],
    ],
    [
      'go single and block',
      'pkg/a_test.go',
      'package a\n\nimport "testing"\nimport (\n\t"fmt"\n\tc "example.com/m/internal/check"\n)\n',
      ['testing', 'fmt', 'example.com/m/internal/check'],
    ],
    ['other languages import nothing here', 'src/lib.rs', 'use crate::checks;\n', []],
  ])('%s', (_name, path, text, expected) => {
    expect(moduleImports(path, text)).toEqual(expected);
  });
});

describe('importNames', () => {
  it.each([
    ['python module', 'tests/test_a.py', 'checks', 'checks.py', true],
    [
      'python dotted tail of a src layout',
      'tests/test_a.py',
      'pkg.checks',
      'src/pkg/checks.py',
      true,
    ],
    ['python package', 'tests/test_a.py', 'helpers', 'helpers/__init__.py', true],
    [
      'python another module of that name elsewhere',
      'tests/test_a.py',
      'other.checks',
      'pkg/checks.py',
      false,
    ],
    ['python longer than the path', 'tests/test_a.py', 'a.b.checks', 'b/checks.py', false],
    [
      'js relative with the TypeScript .js',
      'test/a.test.ts',
      '../src/checks.js',
      'src/checks.ts',
      true,
    ],
    ['js relative without extension', 'test/a.test.ts', '../src/checks', 'src/checks.ts', true],
    ['js folder index', 'test/a.test.ts', '../src/testing', 'src/testing/index.ts', true],
    ['js relative elsewhere', 'test/a.test.ts', './checks', 'src/checks.ts', false],
    ['js alias', 'test/a.test.ts', '@/testing/checks', 'src/testing/checks.ts', true],
    ['js package name', 'test/a.test.ts', 'checks', 'src/checks.ts', false],
    ['js scheme', 'test/a.test.ts', 'node:assert', 'src/assert.ts', false],
    [
      'go package folder',
      'pkg/a_test.go',
      'example.com/m/internal/check',
      'internal/check/check.go',
      true,
    ],
    [
      'go another package',
      'pkg/a_test.go',
      'example.com/m/internal/checker',
      'internal/check/check.go',
      false,
    ],
  ])('%s', (_name, from, spec, target, expected) => {
    expect(importNames(from, spec, target)).toBe(expected);
  });
});

describe('importWord and supportLanguage', () => {
  it.each([
    ['pkg/checks.py', 'checks'],
    ['helpers/__init__.py', 'helpers'],
    ['src/testing/index.ts', 'testing'],
    ['lib/expect-ok.mjs', 'expect-ok'],
    ['internal/check/cmp.go', 'check'],
    ['main.go', null],
    ['pkg/a_test.go', null],
    ['README.md', null],
  ])('%s', (path, word) => {
    expect(importWord(path)).toBe(word);
  });

  it('knows Python, JavaScript/TypeScript and Go source, not Go tests', () => {
    expect(['a.py', 'a.tsx', 'a.cjs', 'a.go', 'a_test.go', 'a.rs'].map(supportLanguage)).toEqual([
      'python',
      'javascript',
      'javascript',
      'go',
      null,
      null,
    ]);
  });
});
