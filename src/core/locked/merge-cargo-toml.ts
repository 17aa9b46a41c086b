// Builds the locked Cargo.toml: head's package and dependencies, base's choice of test targets,
// test profiles and lint levels (what decides what `cargo test` and `cargo clippy` run and accept).
import type { TomlTable, TomlValue } from 'smol-toml';
import { type CargoMemberTests, NO_MEMBER_TESTS } from '../changes/toolchain/cargo-files.js';
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

const TEST_TABLES = ['dev-dependencies', 'dev_dependencies', 'build-dependencies'];

/** The dev/build-dependency tables of a manifest (top level and per target), as key paths. */
function testTablePaths(doc: TomlTable): string[][] {
  const paths = TEST_TABLES.map((t) => [t]);
  const target = tomlAt(doc, ['target']);
  if (isTable(target)) {
    for (const cfg of Object.keys(target))
      paths.push(...TEST_TABLES.map((t) => ['target', cfg, t]));
  }
  return paths;
}

/** A spec that builds a crate from a folder or a repository instead of a published release. */
function buildsFromSource(spec: TomlValue | undefined): boolean {
  return isTable(spec) && (typeof spec.path === 'string' || typeof spec.git === 'string');
}

/** The crate names base's dev and build dependencies use: the test toolchain of this package. */
function testCrates(base: TomlTable): Set<string> {
  const names = new Set<string>();
  for (const path of testTablePaths(base)) {
    const table = tomlAt(base, path);
    if (!isTable(table)) continue;
    for (const [key, spec] of Object.entries(table)) {
      names.add(isTable(spec) && typeof spec.package === 'string' ? spec.package : key);
    }
  }
  return names;
}

// The test toolchain's code comes from where base had it (issue 42.7): a dev or build dependency
// the PR points at a folder or repository, and a `[patch.*]`/`[replace]` of a crate base's tests
// depend on, take base's entry. A registry bump stays the PR's (it is a warning, and undoing it
// would need a download); a patch of any other crate is the PR's dependency change. In a
// workspace root, the `[workspace.dependencies]` entries the members' test tables inherit are
// that toolchain too, and the members' test crates are what a root `[patch]` may swap.
function lockedToolchainSources(
  base: TomlTable,
  head: TomlTable,
  members: CargoMemberTests,
): LockedValue[] {
  const locked: LockedValue[] = [];
  const inherited = [...members.inherited].map((name) => ['workspace', 'dependencies', name]);
  for (const path of inherited) {
    const spec = tomlAt(head, path);
    const from = tomlAt(base, path);
    if (buildsFromSource(spec) && !sameSource(from, spec)) locked.push({ path, value: from });
  }
  for (const path of testTablePaths(head)) {
    const table = tomlAt(head, path);
    if (!isTable(table)) continue;
    for (const [name, spec] of Object.entries(table)) {
      const from = tomlAt(base, [...path, name]);
      if (buildsFromSource(spec) && !sameSource(from, spec)) {
        locked.push({ path: [...path, name], value: from });
      }
    }
  }
  const crates = new Set([...testCrates(base), ...members.crates]);
  const patch = tomlAt(head, ['patch']);
  const patched: string[][] = isTable(patch)
    ? Object.entries(patch).flatMap(([registry, table]) =>
        isTable(table) ? Object.keys(table).map((name) => ['patch', registry, name]) : [],
      )
    : [];
  const replace = tomlAt(head, ['replace']);
  if (isTable(replace)) patched.push(...Object.keys(replace).map((key) => ['replace', key]));
  for (const path of patched) {
    const entry = tomlAt(head, path);
    const crate = isTable(entry) && typeof entry.package === 'string' ? entry.package : path.at(-1);
    // `[replace]` keys are `name:version`.
    if (crates.has((crate ?? '').replace(/:.*$/, ''))) {
      locked.push({ path, value: tomlAt(base, path) });
    }
  }
  return locked;
}

function sameSource(a: TomlValue | undefined, b: TomlValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function lockedValues(base: TomlTable, head: TomlTable, members: CargoMemberTests): LockedValue[] {
  const features = tomlAt(head, ['features']);
  // A default feature the PR removed from `[features]` altogether cannot be named again.
  const defined = (name: string): boolean => isTable(features) && Object.hasOwn(features, name);
  return [
    ...[...TABLES, ...KEYS].map((path) => ({ path: [...path], value: tomlAt(base, path) })),
    ...lockedTargets(base, head, 'bin'),
    ...lockedTargets(base, head, 'example'),
    ...union(base, head, ['workspace', 'members']),
    ...union(base, head, ['features', 'default'], defined),
    ...lockedToolchainSources(base, head, members),
  ];
}

export function mergeCargoToml(
  baseText: string,
  headText: string,
  members: CargoMemberTests = NO_MEMBER_TESTS,
): string {
  return mergeTomlValues(baseText, headText, (base, head) => lockedValues(base, head, members));
}
