// Which features the base `cargo test` commands compile a package with.
import { describe, expect, it } from 'vitest';
import {
  cargoFeatureFlags,
  enabledFeatures,
  type FeatureFlags,
  manifestFeatures,
} from '../../../../src/core/runners/cargo/features.js';

describe('cargoFeatureFlags', () => {
  it.each<[string, string[], FeatureFlags | null]>([
    ['plain', ['cargo', 'test'], { all: false, noDefault: false, named: [] }],
    [
      'all features',
      ['cargo', 'test', '--all-features'],
      { all: true, noDefault: false, named: [] },
    ],
    [
      'named, comma list',
      ['cargo', 'test', '--features', 'a,b'],
      { all: false, noDefault: false, named: ['a', 'b'] },
    ],
    [
      '--features= and -F',
      ['cargo', '+nightly', 'test', '--features=a b', '-F', 'c', '-Fd'],
      { all: false, noDefault: false, named: ['a', 'b', 'c', 'd'] },
    ],
    [
      'a member feature and no defaults',
      ['cargo', 'test', '--no-default-features', '--features', 'core/std'],
      { all: false, noDefault: true, named: ['std'] },
    ],
    [
      "after -- the words are the test binary's",
      ['cargo', 'test', '--', '--features', 'x'],
      { all: false, noDefault: false, named: [] },
    ],
    ['not cargo', ['pytest', '-q'], null],
  ])('%s', (_name, words, expected) => {
    expect(cargoFeatureFlags(words)).toEqual(expected);
  });
});

describe('enabledFeatures', () => {
  const manifest = manifestFeatures({
    features: { default: ['std'], std: ['alloc'], alloc: [], slow: [], serde: ['dep:serde'] },
    dependencies: {
      serde: { version: '1', optional: true },
      rand: { version: '0.8', optional: true },
    },
  });
  const plain: FeatureFlags = { all: false, noDefault: false, named: [] };
  it.each<[string, FeatureFlags[], string[] | null]>([
    ['no cargo command: not known', [], null],
    ['defaults, followed through the table', [plain], ['alloc', 'std']],
    ['no defaults', [{ ...plain, noDefault: true }], []],
    ['named ones too', [{ ...plain, named: ['slow'] }], ['alloc', 'slow', 'std']],
    // An optional dependency named `dep:` hides its feature; `rand` is one.
    ['all', [{ ...plain, all: true }], ['alloc', 'rand', 'serde', 'slow', 'std']],
    [
      'a name no manifest declares is not a feature',
      [{ ...plain, named: ['ghost'] }],
      ['alloc', 'std'],
    ],
    [
      'any run counts',
      [
        { ...plain, noDefault: true },
        { ...plain, named: ['slow'], noDefault: true },
      ],
      ['slow'],
    ],
  ])('%s', (_name, runs, expected) => {
    const on = enabledFeatures(manifest, runs);
    expect(on === null ? null : [...on].sort()).toEqual(expected);
  });
});
