import { describe, expect, it } from 'vitest';
import {
  type CargoTargetFacts,
  cacheEnvForCheck,
  mayUsePersistedTarget,
  ownsTargetFolder,
} from '../../../src/core/locked/cargo-target-dir.js';

const ONE_CRATE = ['Cargo.toml', 'Cargo.lock', 'src/lib.rs', 'tests/a.rs'];
const facts = (over: Partial<CargoTargetFacts> = {}): CargoTargetFacts => ({
  files: ONE_CRATE,
  configTexts: [],
  env: {},
  ...over,
});

describe('mayUsePersistedTarget', () => {
  it.each<[string, CargoTargetFacts, boolean]>([
    ['honest: one crate at the root', facts(), true],
    [
      'honest: a workspace with members and one lock file',
      facts({ files: [...ONE_CRATE, 'crates/b/Cargo.toml'] }),
      true,
    ],
    [
      'honest: a config that sets other keys',
      facts({ configTexts: ['[build]\njobs = 2\n'] }),
      true,
    ],
    [
      'honest: an empty CARGO_TARGET_DIR is no choice',
      facts({ env: { CARGO_TARGET_DIR: '' } }),
      true,
    ],
    [
      'no Cargo.toml at the root',
      facts({ files: ['crates/a/Cargo.toml', 'crates/a/src/lib.rs'] }),
      false,
    ],
    [
      'a second workspace (its own Cargo.lock)',
      facts({ files: [...ONE_CRATE, 'tools/x/Cargo.lock'] }),
      false,
    ],
    [
      'the project sets [build] target-dir',
      facts({ configTexts: ['[build]\ntarget-dir = "out"\n'] }),
      false,
    ],
    [
      'the project sets build.target-dir',
      facts({ configTexts: ['build.target-dir = "/x"\n'] }),
      false,
    ],
    ['the user sets CARGO_TARGET_DIR', facts({ env: { CARGO_TARGET_DIR: '/home/u/t' } }), false],
    [
      'the user sets CARGO_BUILD_TARGET_DIR',
      facts({ env: { CARGO_BUILD_TARGET_DIR: 't' } }),
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(mayUsePersistedTarget(input)).toBe(expected);
  });
});

describe('cacheEnvForCheck and ownsTargetFolder', () => {
  const ours = { CARGO_TARGET_DIR: '/cache/cargo-target-atHead' };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a check with no target of its own gets ours', {}, ours],
    ['a check whose CI env names CARGO_TARGET_DIR keeps it', { CARGO_TARGET_DIR: '/ci' }, {}],
    [
      'a check whose CI env names CARGO_BUILD_TARGET_DIR keeps it',
      { CARGO_BUILD_TARGET_DIR: 'x' },
      {},
    ],
  ])('%s', (_name, checkEnv, expected) => {
    expect(cacheEnvForCheck(ours, checkEnv)).toEqual(expected);
  });

  it.each<[string, Record<string, string>, Array<Record<string, string>>, boolean]>([
    ['ours, and every check builds there', ours, [{}, { RUSTFLAGS: '-D warnings' }], true],
    ['ours, but one check names its own', ours, [{}, { CARGO_TARGET_DIR: '/shared' }], false],
    ['none of ours', {}, [{}], false],
  ])('owns the target folder: %s', (_name, added, envs, expected) => {
    expect(
      ownsTargetFolder(
        added,
        envs.map((env) => ({ env })),
      ),
    ).toBe(expected);
  });
});

describe('cacheEnvForCheck and the locked tree PYTHONPATH', () => {
  it("puts the locked tree's PYTHONPATH first and keeps the check's own after it", () => {
    const ours = { PYTHONPATH: '/tmp/shims:/tmp/locked/src' };
    expect(cacheEnvForCheck(ours, { PYTHONPATH: 'src' }).PYTHONPATH).toBe(
      '/tmp/shims:/tmp/locked/src:src',
    );
    expect(cacheEnvForCheck(ours, {}).PYTHONPATH).toBe('/tmp/shims:/tmp/locked/src');
    expect(cacheEnvForCheck({}, { PYTHONPATH: 'src' }).PYTHONPATH).toBeUndefined();
  });
});
