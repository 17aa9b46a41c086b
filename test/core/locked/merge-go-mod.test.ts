import { describe, expect, it } from 'vitest';
import { mergeGoMod, replacedModules } from '../../../src/core/locked/merge-go-mod.js';
import { mergeManifest } from '../../../src/core/locked/merge-manifest.js';

const MOD = (extra: string): string =>
  `module example.com/calc\n\ngo 1.19\n\nrequire (\n\tgithub.com/stretchr/testify v1.8.4\n\texample.com/mathx v0.1.0\n)\n${extra}`;

describe('mergeGoMod (issue 42.7)', () => {
  it("puts base's testify replace back in place of the PR's folder", () => {
    const base = MOD('\nreplace github.com/stretchr/testify => ./third_party/testify\n');
    const head = MOD('\nreplace github.com/stretchr/testify => ./fake/testify\n');
    const merged = mergeGoMod(base, head);
    expect(merged).toContain('replace github.com/stretchr/testify => ./third_party/testify');
    expect(merged).not.toContain('./fake/testify');
    expect(merged).toContain('example.com/mathx v0.1.0');
  });

  it('drops a testify replace the PR adds where base has none, and an emptied block', () => {
    const head = MOD(
      '\nreplace (\n\tgithub.com/stretchr/testify v1.8.4 => ../testify // mine\n)\n',
    );
    const merged = mergeGoMod(MOD(''), head);
    expect(merged).not.toMatch(/replace|testify v1\.8\.4 =>/);
    expect(merged).toBe(MOD(''));
  });

  it("keeps head's replace of a non-test dependency and its other lines in a shared block", () => {
    const base = MOD('');
    const head = MOD(
      '\nreplace (\n\texample.com/mathx => ./mathx-fork\n\tgithub.com/stretchr/testify => ./fake\n)\n',
    );
    const merged = mergeGoMod(base, head);
    expect(merged).toContain('example.com/mathx => ./mathx-fork');
    expect(merged).not.toContain('./fake');
    expect(merged).toMatch(/replace \(\n\texample\.com\/mathx => \.\/mathx-fork\n\)/);
  });

  it("takes base's exclude of a test toolchain release back", () => {
    const base = MOD('\nexclude github.com/stretchr/testify v1.8.3\n');
    const head = MOD('\nexclude github.com/onsi/gomega v1.2.0\n');
    const merged = mergeGoMod(base, head);
    expect(merged).toContain('exclude github.com/stretchr/testify v1.8.3');
    expect(merged).not.toContain('gomega');
  });

  it("is head's text unchanged when the toolchain directives are the same (a dependency bump)", () => {
    const base = MOD('\nreplace example.com/mathx => ./mathx\n');
    const head = MOD('\nreplace example.com/mathx => ./mathx2\n').replace('v0.1.0', 'v0.2.0');
    expect(mergeGoMod(base, head)).toBe(head);
    expect(mergeManifest('go.mod', base, head)).toBe(head);
  });
});

describe('a module only base tests import', () => {
  const base =
    'module example.com/calc\n\nreplace example.com/check => ./check\n\nreplace example.com/lib => ./lib\n';
  const head =
    'module example.com/calc\n\nreplace example.com/check => ./check2/\n\nreplace example.com/lib => ./lib2\n';

  it('names the modules whose directives changed, with the folders they point at', () => {
    expect(replacedModules(base, head)).toEqual([
      { module: 'example.com/check', folders: ['check', 'check2'] },
      { module: 'example.com/lib', folders: ['lib', 'lib2'] },
    ]);
    // The toolchain's are locked whatever imports them; an unchanged directive is no change.
    const testify = 'replace github.com/stretchr/testify => ./t\n';
    expect(
      replacedModules(`${base}${testify}`, `${base}replace github.com/stretchr/testify => ./u\n`),
    ).toEqual([]);
  });

  it("keeps base's directive for a test module, the PR's for any other", () => {
    const merged = mergeGoMod(base, head, new Set(['example.com/check']));
    expect(merged).toContain('replace example.com/lib => ./lib2');
    expect(merged).toContain('replace example.com/check => ./check\n');
    expect(merged).not.toContain('check2');
    expect(
      mergeManifest('go.mod', base, head, { goTestModules: new Set(['example.com/check']) }),
    ).toBe(merged);
    expect(mergeGoMod(base, head)).toBe(head);
  });
});
