// Which manifests require a claimed dependency: go.mod / go.sum, Cargo.toml / Cargo.lock.
import { describe, expect, it } from 'vitest';
import type { DependencyClaim } from '../../../../src/core/results/dependency/claim.js';
import {
  cargoTomlDepends,
  goModRequires,
  isDependencyManifest,
  mentions,
  requires,
  runsPackage,
} from '../../../../src/core/results/dependency/requires.js';

const GO_MOD = `module github.com/hashicorp/golang-lru/arc/v2

go 1.18

require github.com/hashicorp/golang-lru/v2 v2.0.7 // indirect

require (
	github.com/pkg/errors v0.9.1
	// github.com/commented/out v1.0.0
	"github.com/quoted/mod" v1.2.3
)
`;

describe('goModRequires', () => {
  it('reads single requires and blocks, without comments', () => {
    expect([...goModRequires(GO_MOD)].sort()).toEqual([
      'github.com/hashicorp/golang-lru/v2',
      'github.com/pkg/errors',
      'github.com/quoted/mod',
    ]);
  });
});

describe('cargoTomlDepends', () => {
  const cases: Array<[string, string, boolean]> = [
    ['[dependencies]\nitoa = "1.0"\n', 'itoa', true],
    ['[dev-dependencies]\nitoa = { version = "1" }\n', 'itoa', true],
    ["[target.'cfg(unix)'.build-dependencies]\nitoa.workspace = true\n", 'itoa', true],
    ['[workspace.dependencies]\nitoa = "1"\n', 'itoa', true],
    ['[dependencies.itoa]\nversion = "1"\n', 'itoa', true],
    ['[dependencies]\nnum = { package = "itoa", version = "1" }\n', 'itoa', true],
    ['[package]\nname = "itoa"\n', 'itoa', false],
    ['[dependencies]\nitoa-extra = "1"\n', 'itoa', false],
    ['[features]\nitoa = []\n', 'itoa', false],
    ['[dependencies]\n# itoa = "1"\n', 'itoa', false],
  ];
  it.each(cases)('%j requires %s: %s', (text, name, expected) => {
    expect(cargoTomlDepends(text, name)).toBe(expected);
  });
});

describe('requires', () => {
  const goClaim: DependencyClaim = {
    ecosystem: 'go',
    name: 'github.com/hashicorp/golang-lru/v2',
    version: 'v2.0.7',
    url: null,
    cause: '',
  };
  it('a nested module go.mod (golang-lru/arc) requires it', () => {
    expect(requires(goClaim, [{ path: 'arc/go.mod', text: GO_MOD }])).toBe(true);
  });
  it('a go.sum line lists a transitive module', () => {
    const sum = 'github.com/hashicorp/golang-lru/v2 v2.0.7/go.mod h1:abc=\n';
    expect(requires(goClaim, [{ path: 'go.sum', text: sum }])).toBe(true);
  });
  it('a Cargo.toml of another ecosystem does not count', () => {
    const text = '[dependencies]\n"github.com/hashicorp/golang-lru/v2" = "1"\n';
    expect(requires(goClaim, [{ path: 'Cargo.toml', text }])).toBe(false);
  });
  it('a Cargo.lock package counts for a crate', () => {
    const crate: DependencyClaim = { ...goClaim, ecosystem: 'cargo', name: 'itoa', version: null };
    const lock = '[[package]]\nname = "itoa"\nversion = "1.0.11"\n';
    expect(requires(crate, [{ path: 'crates/a/Cargo.lock', text: lock }])).toBe(true);
    expect(requires(crate, [{ path: 'Cargo.lock', text: 'name = "itoa2"\n' }])).toBe(false);
  });
  it('a package.json lists an npm package, or a script runs it with npx', () => {
    const npm: DependencyClaim = { ...goClaim, ecosystem: 'npm', name: 'cowsay', version: null };
    const file = (text: string) => [{ path: 'package.json', text }];
    expect(requires(npm, file('{"devDependencies":{"cowsay":"^1"}}'))).toBe(true);
    expect(requires(npm, file('{"scripts":{"test":"npx -y cowsay@1.6 hi"}}'))).toBe(true);
    expect(requires(npm, file('{"scripts":{"test":"echo cowsay"}}'))).toBe(false);
    expect(requires(npm, file('not json'))).toBe(false);
  });
  it('knows its files', () => {
    expect(
      ['go.mod', 'a/go.sum', 'Cargo.toml', 'x/Cargo.lock', 'go.mod.bak'].map(isDependencyManifest),
    ).toEqual([true, true, true, true, false]);
  });
});

describe('runsPackage', () => {
  const cases: Array<[string, string, boolean]> = [
    ['npx -y cowsay hi', 'cowsay', true],
    ['npx --yes @scope/tool@2 run', '@scope/tool', true],
    ['npm exec -- cowsay', 'cowsay', true],
    ['pnpm dlx cowsay', 'cowsay', true],
    ['bunx cowsay', 'cowsay', true],
    ['npm run cowsay', 'cowsay', false],
    ['npx eslint . && cowsay', 'cowsay', false],
    ['npx cowsay-extra', 'cowsay', false],
  ];
  it.each(cases)('%s runs %s: %s', (script, name, expected) => {
    expect(runsPackage(script, name)).toBe(expected);
  });
});

describe('mentions: what base and head declare of the dependency', () => {
  const lru: DependencyClaim = {
    ecosystem: 'go',
    name: 'github.com/hashicorp/golang-lru/v2',
    version: 'v2.0.7',
    url: null,
    cause: '',
  };
  it('the require lines and go.sum lines of the module, not of a longer path', () => {
    const goMod =
      'require github.com/hashicorp/golang-lru/v2 v2.0.7\nrequire github.com/hashicorp/golang-lru/v2/x v1.0.0\n';
    const goSum = 'github.com/hashicorp/golang-lru/v2 v2.0.7 h1:a=\n';
    expect(
      mentions(lru, [
        { path: 'go.mod', text: goMod },
        { path: 'go.sum', text: goSum },
      ]),
    ).toEqual([
      'go.mod: require github.com/hashicorp/golang-lru/v2 v2.0.7',
      'go.sum: github.com/hashicorp/golang-lru/v2 v2.0.7 h1:a=',
    ]);
  });
  it('a version bump changes them; an unrelated edit does not', () => {
    const at = (text: string) => mentions(lru, [{ path: 'go.mod', text }]);
    const base = at('module m\n\nrequire github.com/hashicorp/golang-lru/v2 v2.0.7\n');
    expect(at('module m\n\nrequire github.com/hashicorp/golang-lru/v2 v2.0.9\n')).not.toEqual(base);
    expect(
      at('module m // a comment\n\nrequire github.com/hashicorp/golang-lru/v2 v2.0.7\n'),
    ).toEqual(base);
  });
  it('a Cargo.lock entry carries its version line', () => {
    const itoa: DependencyClaim = { ...lru, ecosystem: 'cargo', name: 'itoa', version: null };
    const lock = '[[package]]\nname = "itoa"\nversion = "1.0.11"\n';
    expect(mentions(itoa, [{ path: 'Cargo.lock', text: lock }])).toEqual([
      'Cargo.lock: name = "itoa" version = "1.0.11"',
    ]);
  });
});
