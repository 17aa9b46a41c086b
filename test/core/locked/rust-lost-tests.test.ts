// The module walk and its verdict: base files with tests the locked tree no longer compiles, each
// gaming form next to an honest change that looks like it (Linux x86_64 host; `cargo test`).
import { describe, expect, it } from 'vitest';
import { type CfgFacts, testBuildFacts } from '../../../src/core/locked/rust-cfg.js';
import { cargoTargetRoots } from '../../../src/core/locked/rust-crate-roots.js';
import { lostTestFiles } from '../../../src/core/locked/rust-lost-tests.js';
import { declarationsDiffer, ModuleGraph } from '../../../src/core/locked/rust-module-reach.js';

type Tree = Record<string, string>;

const LINUX = { platform: 'linux', arch: 'x64' };
const ADD = 'pub fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n';
const TESTS = 'use super::*;\n\n#[test]\nfn adds() {\n    assert_eq!(add(2, 3), 5);\n}\n';
const TWIN =
  'pub fn add(a: i64, b: i64) -> i64 {\n    a + b + 1\n}\nmod tests {\n    #[cfg_attr(all(), test)]\n    fn adds() {}\n}\n';
const BASE: Tree = {
  'Cargo.toml': '[package]\nname = "calc"\n',
  'src/lib.rs': 'pub mod calc;\nmod imp;\n',
  'src/calc.rs': `${ADD}\n#[cfg(test)]\nmod tests;\n`,
  'src/calc/tests.rs': TESTS,
  'src/imp.rs': 'pub fn double(x: i64) -> i64 {\n    x * 2\n}\n',
};

function graphOf(files: Tree): ModuleGraph {
  const exists = (p: string): boolean => Object.hasOwn(files, p);
  const graph = new ModuleGraph(cargoTargetRoots('', {}, Object.keys(files)), exists);
  for (let wanted = graph.wanted(); wanted.length > 0; wanted = graph.wanted()) {
    graph.read(new Map(wanted.filter(exists).map((p) => [p, files[p] as string])));
  }
  return graph;
}

interface Case {
  /** Files the PR changes (null: deleted), on top of the base tree given. */
  head: Record<string, string | null>;
  base?: Tree;
  /** base path → head path of the PR's renames. */
  moved?: Record<string, string>;
  features?: ReadonlySet<string> | null;
}

function lostPaths({ head, base = BASE, moved = {}, features = new Set() }: Case): string[] {
  const locked: Tree = { ...base };
  for (const [from, to] of Object.entries(moved)) {
    locked[to] = locked[from] as string;
    delete locked[from];
  }
  for (const [path, text] of Object.entries(head)) {
    if (text === null) delete locked[path];
    else locked[path] = text;
  }
  const facts = (build: 'test' | 'release'): CfgFacts => testBuildFacts(LINUX, features, build);
  const baseGraph = graphOf(base);
  const lockedGraph = graphOf(locked);
  // A moved file whose base path the PR's files put back (a restored test module) is at both.
  const lockedPaths = (p: string): string[] => {
    const to = moved[p];
    const paths = to === undefined ? [p] : Object.hasOwn(head, p) ? [p, to] : [to];
    return paths.filter((x) => Object.hasOwn(locked, x));
  };
  const anomalies = lostTestFiles({
    base: {
      graph: baseGraph,
      test: baseGraph.reach(facts('test')),
      release: baseGraph.reach(facts('release')),
      texts: new Map(Object.entries(base)),
    },
    locked: { graph: lockedGraph, test: lockedGraph.reach(facts('test')) },
    lockedPaths,
  });
  for (const a of anomalies) {
    expect(a.kind).toBe('test-deleted');
    expect(a.severity).toBe('critical');
  }
  return anomalies.map((a) => a.path);
}

const LIB = (lines: string): Record<string, string> => ({ 'src/lib.rs': `${lines}mod imp;\n` });
const INLINE_BASE: Tree = {
  ...BASE,
  'src/calc.rs': `${ADD}\n#[cfg(test)]\nmod tests {\n    use super::*;\n    #[test]\n    fn adds() {\n        assert_eq!(add(2, 3), 5);\n    }\n}\n`,
};
delete INLINE_BASE['src/calc/tests.rs'];

const GAMING: Array<[string, Case, string[]]> = [
  [
    '#[path] on the declaring module loads a twin',
    { head: { ...LIB('#[path = "calc_v2.rs"]\npub mod calc;\n'), 'src/calc_v2.rs': TWIN } },
    ['src/calc/tests.rs'],
  ],
  [
    'the declaring module taken inline',
    { head: LIB('pub mod calc {\n    pub fn add(a: i64, b: i64) -> i64 { a - b }\n}\n') },
    ['src/calc/tests.rs'],
  ],
  [
    '#[cfg(any())] on the declaration, a twin beside it',
    {
      head: {
        ...LIB(
          '#[cfg(any())]\npub mod calc;\n#[cfg(all())]\n#[path = "calc_v2.rs"]\npub mod calc;\n',
        ),
        'src/calc_v2.rs': TWIN,
      },
    },
    ['src/calc/tests.rs'],
  ],
  [
    'a feature no test command enables',
    {
      head: {
        ...LIB(
          '#[cfg(feature = "slow")]\npub mod calc;\n#[cfg(not(feature = "slow"))]\n#[path = "calc_v2.rs"]\npub mod calc;\n',
        ),
        'src/calc_v2.rs': TWIN,
      },
    },
    ['src/calc/tests.rs'],
  ],
  [
    'a platform this host is not',
    { head: LIB('#[cfg(windows)]\npub mod calc;\n') },
    ['src/calc/tests.rs'],
  ],
  [
    'cfg_attr(all(), path = …)',
    {
      head: {
        ...LIB('#[cfg_attr(all(), path = "calc_v2.rs")]\npub mod calc;\n'),
        'src/calc_v2.rs': TWIN,
      },
    },
    ['src/calc/tests.rs'],
  ],
  [
    'cfg_attr(all(), cfg(any()))',
    { head: LIB('#[cfg_attr(all(), cfg(any()))]\npub mod calc;\n') },
    ['src/calc/tests.rs'],
  ],
  [
    'an inner #![cfg(any())] in the declaring file',
    { head: { 'src/calc.rs': `#![cfg(any())]\n${BASE['src/calc.rs']}` } },
    ['src/calc/tests.rs'],
  ],
  [
    'the declaration inside a macro that drops it',
    {
      head: LIB(
        'macro_rules! keep {\n    ($($t:tt)*) => {};\n}\nkeep! {\n    pub mod calc;\n}\n#[path = "calc_v2.rs"]\npub mod calc;\n',
      ),
    },
    ['src/calc/tests.rs'],
  ],
  [
    'the declaration inside a macro_rules body never invoked',
    { head: LIB('macro_rules! unused {\n    () => {\n        pub mod calc;\n    };\n}\n') },
    ['src/calc/tests.rs'],
  ],
  [
    'the declaration inside a cfg(any()) inline module, by a path back',
    {
      head: LIB('#[cfg(any())]\nmod wrapper {\n    #[path = "../calc.rs"]\n    pub mod calc;\n}\n'),
    },
    ['src/calc/tests.rs'],
  ],
  [
    'in-source tests of an orphaned product file',
    {
      base: INLINE_BASE,
      head: { ...LIB('#[path = "calc_v2.rs"]\npub mod calc;\n'), 'src/calc_v2.rs': TWIN },
    },
    ['src/calc.rs'],
  ],
  [
    'a declaration behind include!()',
    {
      head: {
        ...LIB('include!("decls.rs");\n'),
        'src/decls.rs': '#[path = "calc_v2.rs"]\npub mod calc;\n',
        'src/calc_v2.rs': TWIN,
      },
    },
    ['src/calc/tests.rs'],
  ],
  [
    'two levels down: a #[path] twin of the middle module',
    {
      base: {
        'Cargo.toml': '',
        'src/lib.rs': 'pub mod a;\n',
        'src/a.rs': 'pub mod b;\n',
        'src/a/b.rs': '#[test]\nfn t() {}\n',
      },
      head: { 'src/a.rs': '#[path = "b2.rs"]\npub mod b;\n', 'src/a/b2.rs': '' },
    },
    ['src/a/b.rs'],
  ],
];

const HONEST: Array<[string, Case]> = [
  ['calc.rs becomes calc/mod.rs', { head: {}, moved: { 'src/calc.rs': 'src/calc/mod.rs' } }],
  [
    '#[path] on a product module without tests',
    {
      head: { 'src/lib.rs': 'pub mod calc;\n#[path = "imp_fast.rs"]\nmod imp;\n' },
      moved: { 'src/imp.rs': 'src/imp_fast.rs' },
    },
  ],
  ['a platform cfg that holds here', { head: LIB('#[cfg(unix)]\npub mod calc;\n') }],
  [
    'a twin for the other platforms',
    {
      head: {
        ...LIB(
          '#[cfg(target_os = "linux")]\npub mod calc;\n#[cfg(not(target_os = "linux"))]\n#[path = "calc_portable.rs"]\npub mod calc;\n',
        ),
        'src/calc_portable.rs': ADD,
      },
    },
  ],
  [
    'a new #[cfg(test)] mod more_tests;',
    {
      head: {
        'src/calc.rs': `${BASE['src/calc.rs']}#[cfg(test)]\nmod more_tests;\n`,
        'src/calc/more_tests.rs': TESTS,
      },
    },
  ],
  [
    'part of calc moved into a product submodule',
    {
      head: {
        'src/calc.rs': `mod helpers;\npub use helpers::sub;\n${BASE['src/calc.rs']}`,
        'src/calc/helpers.rs': 'pub fn sub(a: i64, b: i64) -> i64 {\n    a - b\n}\n',
      },
    },
  ],
  [
    'the module renamed with its test file (written at both paths)',
    {
      head: { ...LIB('pub mod arith;\n'), 'src/calc/tests.rs': TESTS },
      moved: { 'src/calc.rs': 'src/arith.rs', 'src/calc/tests.rs': 'src/arith/tests.rs' },
    },
  ],
  [
    'a feature the default list enables',
    {
      features: new Set(['std']),
      head: LIB('#[cfg(feature = "std")]\npub mod calc;\n'),
    },
  ],
  [
    'a build-script cfg at base and at head: maybe both sides',
    {
      base: { ...BASE, 'src/lib.rs': '#[cfg(has_simd)]\npub mod calc;\nmod imp;\n' },
      head: {
        'src/lib.rs': '#[cfg(has_simd)]\npub mod calc;\nmod imp;\nmod extra;\n',
        'src/extra.rs': '',
      },
    },
  ],
  [
    'cfg_if! around the declaration at base and at head',
    {
      base: {
        ...BASE,
        'src/lib.rs':
          'cfg_if::cfg_if! {\n    if #[cfg(unix)] {\n        pub mod calc;\n    }\n}\nmod imp;\n',
      },
      head: {
        'src/imp.rs': 'pub fn double(x: i64) -> i64 {\n    x << 1\n}\nmod more;\n',
        'src/imp/more.rs': '',
      },
    },
  ],
  [
    'a test module of a test-only parent, both kept',
    {
      head: {
        'src/lib.rs': 'pub mod calc;\nmod imp;\n#[cfg(test)]\nmod fixtures;\n',
        'src/fixtures.rs': '',
      },
    },
  ],
];

describe('lostTestFiles: gaming forms are test-deleted', () => {
  it.each(GAMING)('%s', (_name, input, expected) => {
    expect(lostPaths(input)).toEqual(expected);
  });
});

describe('lostTestFiles: honest look-alikes are not', () => {
  it.each(HONEST)('%s', (_name, input) => {
    expect(lostPaths(input)).toEqual([]);
  });
});

describe('the finding says where the chain broke', () => {
  it('names the declaration and what it reads now', () => {
    const locked: Tree = {
      ...BASE,
      'src/lib.rs': '#[path = "calc_v2.rs"]\npub mod calc;\nmod imp;\n',
      'src/calc_v2.rs': TWIN,
    };
    const facts = (build: 'test' | 'release') => testBuildFacts(LINUX, new Set(), build);
    const baseGraph = graphOf(BASE);
    const lockedGraph = graphOf(locked);
    const [finding] = lostTestFiles({
      base: {
        graph: baseGraph,
        test: baseGraph.reach(facts('test')),
        release: baseGraph.reach(facts('release')),
        texts: new Map(Object.entries(BASE)),
      },
      locked: { graph: lockedGraph, test: lockedGraph.reach(facts('test')) },
      lockedPaths: (p) => [p],
    });
    expect(finding?.detail).toBe(
      'base test-only module file no longer compiled in the test build (its tests cannot run): src/lib.rs at base declared src/calc.rs by `pub mod calc;` (line 1); that declaration now reads `#[path = "calc_v2.rs"] pub mod calc;` (line 1)',
    );
  });
});

describe('declarationsDiffer: only a change of what a file declares starts the walk', () => {
  it.each<[string, string, string, boolean]>([
    [
      'a body edit',
      BASE['src/calc.rs'] as string,
      `${ADD.replace('a + b', 'b + a')}\n#[cfg(test)]\nmod tests;\n`,
      false,
    ],
    ['a comment', 'pub mod calc;\n', '// the calculator\npub mod calc;\n', false],
    ['a #[path] added', 'pub mod calc;\n', '#[path = "x.rs"]\npub mod calc;\n', true],
    ['a cfg added', 'pub mod calc;\n', '#[cfg(unix)]\npub mod calc;\n', true],
    ['a declaration removed', 'pub mod calc;\nmod imp;\n', 'pub mod calc;\n', true],
    ['an inner cfg', 'mod a;\n', '#![cfg(unix)]\nmod a;\n', true],
    ['into a macro', 'mod a;\n', 'm! { mod a; }\n', true],
    ['unreadable now', 'mod a;\n', 'mod a;\nfn f() {\n', true],
  ])('%s', (_name, before, after, expected) => {
    expect(declarationsDiffer(before, after)).toBe(expected);
  });
});
