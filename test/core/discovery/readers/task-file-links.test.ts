// The files a Makefile includes and a justfile imports, loads as dotenv or uses as modules; the
// variables each exports to its recipes.
import { describe, expect, it } from 'vitest';
import { justExports, justfileLinks } from '../../../../src/core/discovery/readers/justfile.js';
import { makeExports, makefileIncludes } from '../../../../src/core/discovery/readers/makefile.js';

describe('makefileIncludes', () => {
  it('include, -include and sinclude, several names per line, variables skipped', () => {
    const text =
      'include ci/a.mk ci/b.mk # two\n-include local.mk\nsinclude $(HOME)/x.mk opt.mk\n\ttest:\nincluded = no\n';
    expect(makefileIncludes(text)).toEqual([
      { path: 'ci/a.mk', optional: false },
      { path: 'ci/b.mk', optional: false },
      { path: 'local.mk', optional: true },
      { path: 'opt.mk', optional: true },
    ]);
  });
});

describe('justfileLinks', () => {
  it('imports, modules and dotenv settings', () => {
    const text =
      "import 'ci/common.just'\nimport? \"local.just\"\nmod tools\nmod? docs 'docs/tasks.just'\nset dotenv-load\n";
    expect(justfileLinks(text)).toEqual({
      imports: [
        { path: 'ci/common.just', optional: false },
        { path: 'local.just', optional: true },
      ],
      modules: [
        { name: 'tools', path: null },
        { name: 'docs', path: 'docs/tasks.just' },
      ],
      dotenv: '.env',
    });
  });

  it('no dotenv without a setting; true/false values', () => {
    expect(justfileLinks('test:\n    pytest\n').dotenv).toBeNull();
    expect(justfileLinks('set dotenv-load := true\n').dotenv).toBe('.env');
    expect(justfileLinks('set dotenv-load := false\n').dotenv).toBeNull();
    expect(justfileLinks('set dotenv-required\n').dotenv).toBe('.env');
  });
});

describe('the variables a Makefile or justfile exports', () => {
  it('makeExports: every assignment operator, values as written; plain assignments are not exported', () => {
    const text = [
      'export A = one two',
      'export B := ./b.js',
      'export C ?= c',
      'export D += d',
      'export E ::= e',
      'F = not exported',
      '  export G = indented is a recipe line',
    ].join('\n');
    expect(makeExports(text)).toEqual({ A: 'one two', B: './b.js', C: 'c', D: 'd', E: 'e' });
  });

  it('makeExports: `export NAME` of a variable assigned elsewhere, before or after', () => {
    const text =
      'export NODE_OPTIONS RUBYOPT\nNODE_OPTIONS = --require ./x.cjs\nRUBYOPT := -r./y\nZ = 1\n';
    expect(makeExports(text)).toEqual({ NODE_OPTIONS: '--require ./x.cjs', RUBYOPT: '-r./y' });
  });

  it.each([
    ['a bare export', 'export\n'],
    ['.EXPORT_ALL_VARIABLES', '.EXPORT_ALL_VARIABLES:\n'],
  ])('makeExports: every variable after %s', (_name, line) => {
    const text = `NODE_OPTIONS = --require ./x.cjs\n${line}test:\n\tnode --test\n`;
    expect(makeExports(text)).toEqual({ NODE_OPTIONS: '--require ./x.cjs' });
  });

  it('justExports: double or single quoted values', () => {
    const text = 'export A := "--require ./a.js"\nexport B-C := \'b\'\nD := "not exported"\n';
    expect(justExports(text)).toEqual({ A: '--require ./a.js', 'B-C': 'b' });
  });
});
