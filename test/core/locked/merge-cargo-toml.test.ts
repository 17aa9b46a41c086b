import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { cargoMemberTests } from '../../../src/core/changes/toolchain/cargo-files.js';
import { mergeCargoToml } from '../../../src/core/locked/merge-cargo-toml.js';

const base = `[package]
name = "limits"
version = "0.1.0"

[dependencies]
serde = "1"

[lints.clippy]
unwrap_used = "deny"

[[test]]
name = "integration"
path = "tests/integration.rs"
`;

describe('mergeCargoToml', () => {
  it('keeps head text as is when only dependencies changed', () => {
    const head = base.replace('serde = "1"', 'serde = "1"\nanyhow = "1"');
    expect(mergeCargoToml(base, head)).toBe(head);
  });

  it('takes lints, test targets and the test profile from base, dependencies from head', () => {
    const head = `[package]
name = "limits"
version = "0.2.0"

[dependencies]
serde = "1"
anyhow = "1"

[lints.clippy]
unwrap_used = "allow"

[profile.test]
debug-assertions = false
`;
    const merged = parse(mergeCargoToml(base, head));
    expect(merged.dependencies).toEqual({ serde: '1', anyhow: '1' });
    expect(merged.package).toMatchObject({ version: '0.2.0' });
    expect(merged.lints).toEqual({ clippy: { unwrap_used: 'deny' } });
    expect(merged.test).toEqual([{ name: 'integration', path: 'tests/integration.rs' }]);
    expect(merged.profile).toBeUndefined();
  });

  it('returns base when head does not parse', () => {
    expect(mergeCargoToml(base, '[package\nname=')).toBe(base);
  });
});

const PKG = '[package]\nname = "limits"\nversion = "0.1.0"\n';

describe('mergeCargoToml: every key that selects or configures test targets comes from base', () => {
  it.each<[string, string, string, Record<string, unknown>]>([
    [
      'gaming: autotests = false',
      PKG,
      PKG.replace('\n', '\nautotests = false\n'),
      { package: { name: 'limits', version: '0.1.0' } },
    ],
    [
      'gaming: autobenches and autoexamples',
      PKG,
      `${PKG}autobenches = false\nautoexamples = false\n`,
      { package: { name: 'limits', version: '0.1.0' } },
    ],
    [
      'gaming: [lib] test = false',
      `${PKG}\n[lib]\nname = "l"\n`,
      `${PKG}\n[lib]\nname = "l"\ntest = false\n`,
      { lib: { name: 'l' } },
    ],
    [
      'gaming: [lib] doctest and harness',
      `${PKG}\n[lib]\nname = "l"\n`,
      `${PKG}\n[lib]\nname = "l"\ndoctest = false\nharness = false\n`,
      { lib: { name: 'l' } },
    ],
    [
      'gaming: a build script path',
      PKG,
      `${PKG}build = "gen.rs"\n`,
      { package: { name: 'limits', version: '0.1.0' } },
    ],
    [
      "gaming: test = false on a known [[bin]] (the bin itself stays the PR's)",
      `${PKG}\n[[bin]]\nname = "cli"\npath = "src/main.rs"\n`,
      `${PKG}\n[[bin]]\nname = "cli"\npath = "src/cli.rs"\ntest = false\n`,
      { bin: [{ name: 'cli', path: 'src/cli.rs' }] },
    ],
    [
      'gaming: harness = false on a known [[example]]',
      `${PKG}\n[[example]]\nname = "demo"\ntest = true\n`,
      `${PKG}\n[[example]]\nname = "demo"\ntest = true\nharness = false\n`,
      { example: [{ name: 'demo', test: true }] },
    ],
    [
      'gaming: [[test]] harness = false',
      `${PKG}\n[[test]]\nname = "it"\n`,
      `${PKG}\n[[test]]\nname = "it"\nharness = false\n`,
      { test: [{ name: 'it' }] },
    ],
    [
      'gaming: overflow checks off in the dev profile tests inherit',
      PKG,
      `${PKG}\n[profile.dev]\noverflow-checks = false\nopt-level = 1\n`,
      { profile: { dev: { 'opt-level': 1 } } },
    ],
    [
      'gaming: a workspace member dropped (added members kept)',
      '[workspace]\nmembers = ["a", "b"]\n',
      '[workspace]\nmembers = ["a", "c"]\nexclude = ["b"]\n',
      { workspace: { members: ['a', 'c', 'b'] } },
    ],
    [
      'gaming: the [workspace.lints] a member inherits (`[lints] workspace = true`) weakened',
      '[workspace]\nmembers = ["a"]\n\n[workspace.lints.clippy]\nunwrap_used = "deny"\n',
      '[workspace]\nmembers = ["a"]\n\n[workspace.lints.clippy]\nunwrap_used = "allow"\n',
      { workspace: { members: ['a'], lints: { clippy: { unwrap_used: 'deny' } } } },
    ],
    [
      'gaming: a member leaves `[lints] workspace = true` for lints of its own',
      `${PKG}\n[lints]\nworkspace = true\n`,
      `${PKG}\n[lints.clippy]\nunwrap_used = "allow"\n`,
      { lints: { workspace: true } },
    ],
    [
      'gaming: a default feature the base tests may need dropped',
      `${PKG}\n[features]\ndefault = ["x"]\nx = []\n`,
      `${PKG}\n[features]\ndefault = []\nx = []\n`,
      { features: { default: ['x'], x: [] } },
    ],
  ])('%s', (_name, baseText, headText, expected) => {
    const merged = mergeCargoToml(baseText, headText);
    expect(merged).not.toBe(headText);
    expect(parse(merged)).toMatchObject(expected);
    expect(parse(merged)).toEqual({ ...parse(headText), ...expected });
  });

  it.each<[string, string, string]>([
    [
      'honest: a dependency bump',
      `${PKG}\n[dependencies]\nserde = "1.0.1"\n`,
      `${PKG}\n[dependencies]\nserde = "1.0.200"\n`,
    ],
    [
      'honest: a new [[bin]] with test = false',
      PKG,
      `${PKG}\n[[bin]]\nname = "tool"\ntest = false\n`,
    ],
    [
      'honest: a new workspace member',
      '[workspace]\nmembers = ["a"]\n',
      '[workspace]\nmembers = ["a", "b"]\n',
    ],
    [
      'honest: a new default feature, and a removed feature dropped from default',
      `${PKG}\n[features]\ndefault = ["old"]\nold = []\n`,
      `${PKG}\n[features]\ndefault = ["new"]\nnew = []\n`,
    ],
    ['honest: an opt-level for the dev profile', PKG, `${PKG}\n[profile.dev]\nopt-level = 1\n`],
  ])('%s: head text as is', (_name, baseText, headText) => {
    expect(mergeCargoToml(baseText, headText)).toBe(headText);
  });
});

describe('mergeCargoToml: the test toolchain crates are built from where base had them (issue 42.7)', () => {
  const withDev = (dev: string, more = ''): string =>
    `[package]\nname = "limits"\nversion = "0.1.0"\n\n[dependencies]\nserde = "1"\n\n[dev-dependencies]\n${dev}\n${more}`;

  it("gaming: a dev-dependency pointed at the PR's folder takes base's registry spec back", () => {
    const merged = parse(
      mergeCargoToml(
        withDev('pretty_assertions = "1.4"'),
        withDev('pretty_assertions = { path = "fake" }'),
      ),
    );
    expect(merged['dev-dependencies']).toEqual({ pretty_assertions: '1.4' });
  });

  it('gaming: a [patch.crates-io] of a dev-dependency crate is dropped, base had none', () => {
    const head = withDev(
      'pretty_assertions = "1.4"',
      '[patch.crates-io]\npretty_assertions = { path = "fake" }\n',
    );
    const merged = parse(mergeCargoToml(withDev('pretty_assertions = "1.4"'), head));
    expect(JSON.stringify(merged.patch ?? {})).not.toContain('pretty_assertions');
    expect(merged['dev-dependencies']).toEqual({ pretty_assertions: '1.4' });
  });

  it("honest: a [patch.crates-io] of a product dependency and a dev-dependency bump stay the PR's", () => {
    const base = withDev('pretty_assertions = "1.4"');
    const head = withDev(
      'pretty_assertions = "1.5"\nproptest = "1"',
      '[patch.crates-io]\nserde = { path = "serde-fix" }\n',
    );
    expect(mergeCargoToml(base, head)).toBe(head);
  });

  it("honest: a dev-dependency base already built from a workspace folder keeps head's same spec", () => {
    const dev = 'limits-testkit = { path = "../testkit" }';
    const head = withDev(dev).replace('serde = "1"', 'serde = "1.0.200"');
    expect(mergeCargoToml(withDev(dev), head)).toBe(head);
  });
});

describe('mergeCargoToml: a workspace root keeps what its members inherit for their tests', () => {
  const ROOT = (deps: string, patch = ''): string =>
    `[workspace]\nmembers = ["core"]\n\n[workspace.dependencies]\nserde = "1"\n${deps}${patch}`;
  const members = cargoMemberTests([
    '[package]\nname = "core"\n\n[dev-dependencies]\nchecker = { workspace = true }\npretty_assertions = "1"\n',
  ]);
  const merged = (base: string, head: string) => parse(mergeCargoToml(base, head, members));
  it("gaming: the inherited test crate pointed at a fake takes base's entry", () => {
    const base = ROOT('checker = { path = "checker" }\n');
    const head = ROOT('checker = { path = "lenient", package = "lenient" }\n');
    expect(merged(base, head).workspace).toMatchObject({
      dependencies: { serde: '1', checker: { path: 'checker' } },
    });
    // Without the members' manifests the root's entry is the PR's.
    expect(JSON.stringify(parse(mergeCargoToml(base, head)))).toContain('lenient');
  });
  it('gaming: a root [patch] of a crate only a member tests with is dropped', () => {
    const base = ROOT('checker = { path = "checker" }\n');
    const head = ROOT(
      'checker = { path = "checker" }\n',
      '\n[patch.crates-io]\npretty_assertions = { path = "fake" }\n',
    );
    expect(JSON.stringify(merged(base, head).patch ?? {})).not.toContain('pretty_assertions');
  });
  it("honest: a product dependency from a path and a registry bump stay the PR's", () => {
    const base = ROOT('checker = "0.3"\n');
    const head = ROOT('checker = "0.4"\n').replace('serde = "1"', 'serde = { path = "serde-fix" }');
    expect(mergeCargoToml(base, head, members)).toBe(head);
  });
});
