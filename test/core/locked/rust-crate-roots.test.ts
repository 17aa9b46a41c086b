// The crate roots of a Cargo package, where the module walk starts.
import { describe, expect, it } from 'vitest';
import {
  cargoTargetRoots,
  cargoTargetsDiffer,
  packageDirOf,
} from '../../../src/core/locked/rust-crate-roots.js';

const FILES = [
  'Cargo.toml',
  'src/lib.rs',
  'src/main.rs',
  'src/bin/tool.rs',
  'src/bin/big/main.rs',
  'src/bin/big/helper.rs',
  'tests/api.rs',
  'tests/common/mod.rs',
  'tests/suite/main.rs',
  'benches/speed.rs',
  'examples/demo.rs',
  'src/calc.rs',
];

describe('cargoTargetRoots', () => {
  it('finds what cargo discovers', () => {
    expect(cargoTargetRoots('', {}, FILES).sort()).toEqual(
      [
        'benches/speed.rs',
        'examples/demo.rs',
        'src/bin/big/main.rs',
        'src/bin/tool.rs',
        'src/lib.rs',
        'src/main.rs',
        'tests/api.rs',
        'tests/suite/main.rs',
      ].sort(),
    );
  });
  it('takes the manifest’s paths and its auto-discovery switches', () => {
    const doc = {
      package: { autotests: false, autobins: false },
      lib: { path: 'src/calc.rs' },
      test: [{ name: 'api', path: 'tests/api.rs' }],
    };
    expect(cargoTargetRoots('', doc, FILES).sort()).toEqual(
      ['benches/speed.rs', 'examples/demo.rs', 'src/calc.rs', 'src/main.rs', 'tests/api.rs'].sort(),
    );
  });
  it('a member package: paths under its folder', () => {
    const files = ['crates/core/Cargo.toml', 'crates/core/src/lib.rs', 'crates/core/tests/t.rs'];
    expect(cargoTargetRoots('crates/core', {}, files)).toEqual([
      'crates/core/src/lib.rs',
      'crates/core/tests/t.rs',
    ]);
    expect(packageDirOf('crates/core/src/a/b.rs', new Set(files))).toBe('crates/core');
    expect(packageDirOf('src/lib.rs', new Set(files))).toBeNull();
    expect(packageDirOf('src/lib.rs', new Set(FILES))).toBe('');
  });
});

describe('cargoTargetsDiffer: only what decides which files compile starts the module walk', () => {
  const PKG = { package: { name: 'calc', version: '0.1.0' }, dependencies: { serde: '1' } };
  it.each<[string, Record<string, unknown> | null, boolean]>([
    ['a dependency bump', { ...PKG, dependencies: { serde: '1.1' } }, false],
    ['a version bump', { ...PKG, package: { name: 'calc', version: '0.2.0' } }, false],
    ['a feature declared', { ...PKG, features: { slow: [] } }, true],
    ['a lib path', { ...PKG, lib: { path: 'src/other.rs' } }, true],
    ['a bin path', { ...PKG, bin: [{ name: 'x', path: 'src/x.rs' }] }, true],
    ['autotests off', { ...PKG, package: { ...PKG.package, autotests: false } }, true],
    ['unreadable', null, true],
  ])('%s → %s', (_name, head, expected) => {
    expect(cargoTargetsDiffer(PKG, head)).toBe(expected);
  });
});
