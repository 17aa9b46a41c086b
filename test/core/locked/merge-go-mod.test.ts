import { describe, expect, it } from 'vitest';
import { mergeGoMod } from '../../../src/core/locked/merge-go-mod.js';
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
