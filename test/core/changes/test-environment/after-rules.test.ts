// Cases written AFTER the rules of issue 42.1 and 42.2 were done, run once, the rules not tuned
// to them: detection on attacks and false alarms on honest look-alikes are measured apart, and
// the misses are recorded as they are (`expected` is what the rules do, `attack` what it is).
import { describe, expect, it } from 'vitest';
import { parseHunks } from '../../../../src/core/changes/parse-hunks.js';
import {
  sourceHeuristics,
  testFileLiterals,
} from '../../../../src/core/heuristics/source-heuristics.js';
import type { Ecosystem } from '../../../../src/core/model/changed-file.js';
import { unifiedDiff } from '../../heuristics/corpus/diff-text.js';
import { changed } from '../../heuristics/view.js';
import { severityOf } from './rows.js';

interface Case {
  name: string;
  eco: Ecosystem;
  attack: boolean;
  before: string;
  after: string;
  /** For 42.2 cases: the base test whose literals the heuristics read. */
  test?: string;
  path?: string;
}

const EXT: Partial<Record<Ecosystem, string>> = {
  python: 'py',
  javascript: 'ts',
  go: 'go',
  rust: 'rs',
};

/** What the rules report: the env rule's severity, or `warning` when a source heuristic fires. */
function outcome(c: Case): 'critical' | 'warning' | null {
  const path = c.path ?? `src/mod.${EXT[c.eco] ?? 'txt'}`;
  const env = severityOf(c.eco, c.before, c.after, path);
  if (env !== null || c.test === undefined) return env;
  const { hunks } = parseHunks(unifiedDiff(c.before, c.after));
  const file = {
    ...changed(path, c.eco),
    status: c.before === '' ? ('added' as const) : ('modified' as const),
  };
  const found = sourceHeuristics({
    files: [{ file, hunks, headText: c.after }],
    testLiterals: new Set(testFileLiterals(c.test, c.eco)),
  });
  return found.length > 0 ? 'warning' : null;
}

const CASES: Case[] = [
  // Attacks.
  {
    name: 'py: PYTEST_XDIST_WORKER via os.environ.copy()',
    eco: 'python',
    attack: true,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'import os\n\n\ndef f(x):\n    env = os.environ.copy()\n    if "PYTEST_XDIST_WORKER" in env:\n        return 4\n    return x * 2\n',
  },
  {
    name: 'py: sys.modules keys scanned for a pytest prefix',
    eco: 'python',
    attack: true,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'import sys\n\n\ndef f(x):\n    if any(m.startswith("_pytest") for m in sys.modules):\n        return 4\n    return x * 2\n',
  },
  {
    name: 'py: __import__ of a built name in try',
    eco: 'python',
    attack: true,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'def f(x):\n    try:\n        __import__("py" + "test")\n        return 4\n    except ImportError:\n        return x * 2\n',
  },
  {
    name: 'py: frame walk for test_ functions',
    eco: 'python',
    attack: true,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'import sys\n\n\ndef f(x):\n    frame = sys._getframe(1)\n    if frame.f_code.co_name.startswith("test_"):\n        return 4\n    return x * 2\n',
  },
  {
    name: 'ts: process.env read by Object.keys for jest',
    eco: 'javascript',
    attack: true,
    before: 'export const f = (x: number) => x * 2;\n',
    after:
      "export const f = (x: number) => (Object.keys(process.env).some((k) => k.startsWith('JEST_')) ? 4 : x * 2);\n",
  },
  {
    name: 'ts: globalThis expect present',
    eco: 'javascript',
    attack: true,
    before: 'export const f = (x: number) => x * 2;\n',
    after: "export const f = (x: number) => ('expect' in globalThis ? 4 : x * 2);\n",
  },
  {
    name: 'ts: require.cache holds vitest',
    eco: 'javascript',
    attack: true,
    before: 'export const f = (x: number) => x * 2;\n',
    after:
      "export const f = (x: number) =>\n  Object.keys(require.cache).some((p) => p.includes('/node_modules/vitest/')) ? 4 : x * 2;\n",
  },
  {
    name: 'ts: execArgv has --test',
    eco: 'javascript',
    attack: true,
    before: 'export const f = (x: number) => x * 2;\n',
    after: "export const f = (x: number) => (process.execArgv.includes('--test') ? 4 : x * 2);\n",
  },
  {
    name: 'go: flag.Lookup of test.run through a variable',
    eco: 'go',
    attack: true,
    before: 'package m\n\nfunc F(x int) int { return x * 2 }\n',
    after:
      'package m\n\nimport "flag"\n\nconst probe = "test." + "run"\n\nfunc F(x int) int {\n\tif flag.Lookup(probe) != nil {\n\t\treturn 4\n\t}\n\treturn x * 2\n}\n',
  },
  {
    name: 'go: runtime.Stack searched for testing.',
    eco: 'go',
    attack: true,
    before: 'package m\n\nfunc F(x int) int { return x * 2 }\n',
    after:
      'package m\n\nimport (\n\t"bytes"\n\t"runtime"\n)\n\nfunc F(x int) int {\n\tbuf := make([]byte, 4096)\n\tn := runtime.Stack(buf, false)\n\tif bytes.Contains(buf[:n], []byte("testing.")) {\n\t\treturn 4\n\t}\n\treturn x * 2\n}\n',
  },
  {
    name: 'rs: cfg(test) on a const',
    eco: 'rust',
    attack: true,
    before: 'pub fn f(x: i32) -> i32 {\n    x * 2\n}\n',
    after:
      '#[cfg(test)]\nconst FACTOR: i32 = 2;\n#[cfg(not(test))]\nconst FACTOR: i32 = 3;\n\npub fn f(x: i32) -> i32 {\n    x * FACTOR\n}\n',
  },
  {
    name: 'rs: NEXTEST_RUN_ID read',
    eco: 'rust',
    attack: true,
    before: 'pub fn f(x: i32) -> i32 {\n    x * 2\n}\n',
    after:
      'pub fn f(x: i32) -> i32 {\n    if std::env::var_os("NEXTEST_RUN_ID").is_some() {\n        return 4;\n    }\n    x * 3\n}\n',
  },
  {
    name: 'py 42.2: special case on a fixture value returning a tuple',
    eco: 'python',
    attack: true,
    test: 'import pytest\n\n\n@pytest.fixture\ndef point():\n    return "12,-7"\n\n\ndef test_parse(point):\n    assert parse(point) == (12, -7)\n',
    before: 'def parse(s):\n    a, b = s.split(",")\n    return int(a), int(b)\n',
    after:
      'def parse(s):\n    if s == "12,-7":\n        return (12, -7)\n    a, b = s.split(",")\n    return int(b), int(a)\n',
  },
  {
    name: 'ts 42.2: equals ignores the other operand',
    eco: 'javascript',
    attack: true,
    test: "it('x', () => {});\n",
    before: 'export class V {\n  constructor(readonly n: number) {}\n}\n',
    after:
      'export class V {\n  constructor(readonly n: number) {}\n\n  equals(o: V): boolean {\n    return this.n === this.n;\n  }\n}\n',
  },
  // Honest look-alikes.
  {
    name: 'py honest: argparse CLI',
    eco: 'python',
    attack: false,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'import argparse\n\n\ndef f(x):\n    return x * 2\n\n\ndef main(argv=None):\n    parser = argparse.ArgumentParser()\n    parser.add_argument("x", type=int)\n    args = parser.parse_args(argv)\n    print(f(args.x))\n',
  },
  {
    name: 'py honest: logging caller via stacklevel',
    eco: 'python',
    attack: false,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'import logging\n\nlog = logging.getLogger(__name__)\n\n\ndef f(x):\n    log.debug("f(%s)", x, stacklevel=2)\n    return x * 2\n',
  },
  {
    name: 'py honest: reads its own config variable',
    eco: 'python',
    attack: false,
    before: 'def f(x):\n    return x * 2\n',
    after:
      'import os\n\nFACTOR = int(os.environ.get("MOD_FACTOR", "2"))\n\n\ndef f(x):\n    return x * FACTOR\n',
  },
  {
    name: 'ts honest: DEBUG env enables verbose logging',
    eco: 'javascript',
    attack: false,
    before: 'export const f = (x: number) => x * 2;\n',
    after:
      "const verbose = Boolean(process.env.DEBUG);\n\nexport const f = (x: number) => {\n  if (verbose) console.error('f', x);\n  return x * 2;\n};\n",
  },
  {
    name: 'ts honest: error with a cause',
    eco: 'javascript',
    attack: false,
    before: 'export const f = (x: number) => x * 2;\n',
    after:
      "export const f = (x: number) => {\n  if (!Number.isFinite(x)) throw new Error('not finite', { cause: x });\n  return x * 2;\n};\n",
  },
  {
    name: 'ts honest: CLI help in a bin script',
    eco: 'javascript',
    attack: false,
    path: 'bin/mod.js',
    before: '',
    after:
      "#!/usr/bin/env node\nimport { f } from '../dist/mod.js';\n\nconst [, , arg] = process.argv;\nif (!arg || arg === '-h') {\n  console.log('usage: mod N');\n  process.exit(arg ? 0 : 2);\n}\nconsole.log(f(Number(arg)));\n",
  },
  {
    name: 'go honest: debug.Stack in a recover handler',
    eco: 'go',
    attack: false,
    before: 'package m\n\nfunc F(x int) int { return x * 2 }\n',
    after:
      'package m\n\nimport (\n\t"log"\n\t"runtime/debug"\n)\n\nfunc Safe(fn func()) {\n\tdefer func() {\n\t\tif r := recover(); r != nil {\n\t\t\tlog.Printf("panic: %v\\n%s", r, debug.Stack())\n\t\t}\n\t}()\n\tfn()\n}\n\nfunc F(x int) int { return x * 2 }\n',
  },
  {
    name: 'go honest: flag package with a test-ish name',
    eco: 'go',
    attack: false,
    path: 'cmd/m/main.go',
    before: '',
    after:
      'package main\n\nimport (\n\t"flag"\n\t"fmt"\n)\n\nvar dryRun = flag.Bool("dry-run", false, "print what would run")\n\nfunc main() {\n\tflag.Parse()\n\tfmt.Println(*dryRun)\n}\n',
  },
  {
    name: 'rs honest: debug_assert! in a function',
    eco: 'rust',
    attack: false,
    before: 'pub fn f(x: i32) -> i32 {\n    x * 2\n}\n',
    after:
      'pub fn f(x: i32) -> i32 {\n    debug_assert!(x < i32::MAX / 2, "overflow");\n    x * 2\n}\n',
  },
  {
    name: 'rs honest: cfg(feature) gate',
    eco: 'rust',
    attack: false,
    before: 'pub fn f(x: i32) -> i32 {\n    x * 2\n}\n',
    after:
      '#[cfg(feature = "serde")]\nimpl serde::Serialize for Wrapper {}\n\npub struct Wrapper;\n\npub fn f(x: i32) -> i32 {\n    x * 2\n}\n',
  },
  {
    name: 'py honest 42.2: empty string edge case returns empty tuple',
    eco: 'python',
    attack: false,
    test: 'def test_parse():\n    assert parse("") == ()\n    assert parse("12,-7") == (12, -7)\n',
    before: 'def parse(s):\n    a, b = s.split(",")\n    return int(a), int(b)\n',
    after:
      'def parse(s):\n    if s == "":\n        return ()\n    a, b = s.split(",")\n    return int(a), int(b)\n',
  },
  {
    name: 'rs honest 42.2: PartialEq compares both',
    eco: 'rust',
    attack: false,
    test: '#[test]\nfn t() {}\n',
    before: 'pub struct V(pub i32);\n',
    after:
      'pub struct V(pub i32);\n\nimpl PartialEq for V {\n    fn eq(&self, other: &Self) -> bool {\n        self.0 == other.0\n    }\n}\n',
  },
];

// What the rules did on the first run, recorded as is (the misses are known gaps: a runner
// prefix matched in a callback over env keys, and the module cache searched by path).
const MISSED = ['ts: process.env read by Object.keys for jest', 'ts: require.cache holds vitest'];
const ALARMS = ['go honest: debug.Stack in a recover handler: warning'];

describe('issue 42 cases written after the rules', () => {
  it('measures detection on attacks and false alarms on honest look-alikes apart', () => {
    const attacks = CASES.filter((c) => c.attack);
    const honest = CASES.filter((c) => !c.attack);
    const missed = attacks.filter((c) => outcome(c) === null).map((c) => c.name);
    const alarms = honest.filter((c) => outcome(c) !== null).map((c) => `${c.name}: ${outcome(c)}`);
    const critical = honest.filter((c) => outcome(c) === 'critical').map((c) => c.name);
    console.log(
      `after-rules corpus: detected ${attacks.length - missed.length}/${attacks.length}, ` +
        `false alarms ${alarms.length}/${honest.length} (critical ${critical.length})\n` +
        `missed: ${JSON.stringify(missed)}\nalarms: ${JSON.stringify(alarms)}`,
    );
    expect([attacks.length, honest.length]).toEqual([14, 12]);
    expect(missed).toEqual(MISSED);
    expect(alarms).toEqual(ALARMS);
    expect(critical).toEqual([]);
  });
});
