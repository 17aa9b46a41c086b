// Builds the locked Cargo.toml: head's package and dependencies, base's choice of test targets,
// test profiles and lint levels (what decides what `cargo test` and `cargo clippy` run and accept).
import type { TomlTable, TomlValue } from 'smol-toml';
import { isTable, type LockedValue, mergeTomlValues, tomlAt } from './toml-merge.js';

// Whole tables from base: `[[test]]`/`[[bench]]` declare test targets (and `harness = false`),
// `[profile.test]` can turn off debug assertions, `[lints]` sets what clippy denies.
const TABLES: readonly string[][] = [
  ['test'],
  ['bench'],
  ['profile', 'test'],
  ['profile', 'bench'],
  ['lints'],
  ['workspace', 'lints'],
  ['workspace', 'exclude'],
  ['workspace', 'default-members'],
  // Per-package overrides of the dev profile, which `cargo test` inherits.
  ['profile', 'dev', 'package'],
];

// Single keys from base: target discovery (`autotests = false` drops tests/), the build script's
// path, the lib target's test switches and root, and the dev profile's checks that tests rely on.
const KEYS: readonly string[][] = [
  ...['autotests', 'autobenches', 'autoexamples', 'autobins', 'autolib', 'build'].map((k) => [
    'package',
    k,
  ]),
  ...['test', 'doctest', 'harness', 'bench', 'path', 'required-features'].map((k) => ['lib', k]),
  ...['debug-assertions', 'overflow-checks', 'panic'].map((k) => ['profile', 'dev', k]),
];

// On a `[[bin]]` or `[[example]]` base also declares: whether and how its tests run.
const TARGET_KEYS = ['test', 'doctest', 'harness', 'bench', 'required-features'] as const;

function tables(value: TomlValue | undefined): TomlTable[] {
  return Array.isArray(value) ? value.filter(isTable) : [];
}

// A target base knows (by name) takes base's test switches; a target the PR adds has no base
// tests to hide, so it stays as the PR wrote it.
function lockedTargets(base: TomlTable, head: TomlTable, key: string): LockedValue[] {
  const headTargets = tomlAt(head, [key]);
  if (!Array.isArray(headTargets)) return [];
  const byName = new Map(tables(tomlAt(base, [key])).map((t) => [t.name, t]));
  const value = headTargets.map((target) => {
    if (!isTable(target)) return target;
    const from = byName.get(target.name);
    if (from === undefined) return target;
    const locked: TomlTable = { ...target };
    for (const k of TARGET_KEYS) {
      if (from[k] === undefined) delete locked[k];
      else locked[k] = from[k];
    }
    return locked;
  });
  return [{ path: [key], value }];
}

function strings(value: TomlValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

// Head's list plus what base had and head dropped: a PR can add crates or default features,
// but dropping one would silently compile base tests out (`cfg(feature = "x")`, a crate's tests).
function union(base: TomlTable, head: TomlTable, path: string[], keep = (_: string) => true) {
  const headList = tomlAt(head, path);
  const baseList = strings(tomlAt(base, path));
  if (headList === undefined && baseList.length === 0) return [];
  const kept = strings(headList);
  const dropped = baseList.filter((item) => !kept.includes(item) && keep(item));
  if (dropped.length === 0) return [];
  return [{ path, value: [...kept, ...dropped] }];
}

function lockedValues(base: TomlTable, head: TomlTable): LockedValue[] {
  const features = tomlAt(head, ['features']);
  // A default feature the PR removed from `[features]` altogether cannot be named again.
  const defined = (name: string): boolean => isTable(features) && Object.hasOwn(features, name);
  return [
    ...[...TABLES, ...KEYS].map((path) => ({ path: [...path], value: tomlAt(base, path) })),
    ...lockedTargets(base, head, 'bin'),
    ...lockedTargets(base, head, 'example'),
    ...union(base, head, ['workspace', 'members']),
    ...union(base, head, ['features', 'default'], defined),
  ];
}

export function mergeCargoToml(baseText: string, headText: string): string {
  return mergeTomlValues(baseText, headText, lockedValues);
}
