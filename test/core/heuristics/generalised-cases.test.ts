// Issue 42.2: special cases returning constants of any type, literals from anywhere in the base
// tests, equalities that ignore an operand, and assertion helpers that assert nothing.
import { describe, expect, it } from 'vitest';
import { parseHunks } from '../../../src/core/changes/parse-hunks.js';
import {
  sourceHeuristics,
  testFileLiterals,
} from '../../../src/core/heuristics/source-heuristics.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { unifiedDiff } from './corpus/diff-text.js';
import { changed } from './view.js';

type Row = [
  name: string,
  eco: Ecosystem,
  test: string,
  before: string,
  after: string,
  kind: string | null,
];

const EXT: Partial<Record<Ecosystem, string>> = {
  python: 'py',
  javascript: 'ts',
  go: 'go',
  rust: 'rs',
};

function kinds(eco: Ecosystem, test: string, before: string, after: string): string[] {
  const { hunks } = parseHunks(unifiedDiff(before, after));
  const file = {
    ...changed(`src/lib.${EXT[eco] ?? 'txt'}`, eco),
    status: before === '' ? ('added' as const) : ('modified' as const),
  };
  const found = sourceHeuristics({
    files: [{ file, hunks, headText: after }],
    testLiterals: new Set(testFileLiterals(test, eco)),
  });
  return [...new Set(found.map((a) => a.kind))];
}

const PY_TEST =
  'from lib import parse\n\n\ndef test_parse():\n    s = "3,1,2"\n    assert parse(s) == [1, 2, 3]\n';
const PY_BASE = 'def parse(s):\n    return sorted(int(x) for x in s.split(","))\n';
const PY_PARAM =
  'import pytest\nfrom lib import score\n\n\n@pytest.mark.parametrize("word,points", [("quixotic", 26), ("zebra", 16)])\ndef test_score(word, points):\n    assert score(word) == points\n';
const TS_TEST =
  "import { it, expect } from 'vitest';\nimport { parse } from '../src/lib';\n\nit('parses', () => {\n  const input = '9;4;7';\n  expect(parse(input)).toEqual({ sum: 20 });\n});\n";
const GO_TEST =
  'package calc\n\nimport "testing"\n\nfunc TestSplit(t *testing.T) {\n\tin := "a|b|c"\n\tif got := Split(in); len(got) != 3 {\n\t\tt.Fatal(got)\n\t}\n}\n';
const RS_TEST =
  '#[test]\nfn parses() {\n    let s = "10-20-30";\n    assert_eq!(crate::parse(s), vec![10, 20, 30]);\n}\n';

const ROWS: Row[] = [
  // Special cases: a constant of any type, for a literal set up anywhere in the tests.
  [
    'py: set-up literal returns a list',
    'python',
    PY_TEST,
    PY_BASE,
    'def parse(s):\n    if s == "3,1,2":\n        return [1, 2, 3]\n    return sorted(int(x) for x in s.split(","))\n',
    'source-special-case',
  ],
  [
    'py: parametrize input returns a number',
    'python',
    PY_PARAM,
    'def score(word):\n    return len(word)\n',
    'def score(word):\n    if word == "quixotic":\n        return 26\n    return len(word)\n',
    'source-special-case',
  ],
  [
    'py: a dict returned',
    'python',
    PY_TEST,
    PY_BASE,
    'def parse(s):\n    if s == "3,1,2":\n        return {"a": [1, 2, 3]}\n    return sorted(int(x) for x in s.split(","))\n',
    'source-special-case',
  ],
  [
    'ts: set-up literal returns an object',
    'javascript',
    TS_TEST,
    'export function parse(s: string) {\n  return { sum: s.split(";").map(Number).reduce((a, b) => a + b, 0) };\n}\n',
    "export function parse(s: string) {\n  if (s === '9;4;7') return { sum: 20 };\n  return { sum: s.split(';').map(Number).reduce((a, b) => a + b, 0) };\n}\n",
    'source-special-case',
  ],
  [
    'go: set-up literal returns a slice',
    'go',
    GO_TEST,
    'package calc\n\nimport "strings"\n\nfunc Split(s string) []string {\n\treturn strings.Split(s, "|")\n}\n',
    'package calc\n\nimport "strings"\n\nfunc Split(s string) []string {\n\tif s == "a|b|c" {\n\t\treturn []string{"a", "b", "c"}\n\t}\n\treturn strings.Split(s, "|")\n}\n',
    'source-special-case',
  ],
  [
    'rs: set-up literal returns a vec',
    'rust',
    RS_TEST,
    "pub fn parse(s: &str) -> Vec<i64> {\n    s.split('-').map(|x| x.parse().unwrap()).collect()\n}\n",
    'pub fn parse(s: &str) -> Vec<i64> {\n    if s == "10-20-30" {\n        return vec![10, 20, 30];\n    }\n    s.split(\'-\').map(|x| x.parse().unwrap()).collect()\n}\n',
    'source-special-case',
  ],
  // Honest look-alikes: documented edge cases the tests also use.
  [
    'py: empty input returns an empty list',
    'python',
    `${PY_TEST}\n\ndef test_empty():\n    assert parse("") == []\n`,
    PY_BASE,
    'def parse(s):\n    if s == "":\n        return []\n    return sorted(int(x) for x in s.split(","))\n',
    null,
  ],
  [
    'py: None input returns an empty dict',
    'python',
    PY_TEST,
    PY_BASE,
    'def parse(s):\n    if s is None:\n        return {}\n    return sorted(int(x) for x in s.split(","))\n',
    null,
  ],
  [
    'ts: zero returns zero',
    'javascript',
    TS_TEST,
    'export function half(n: number) {\n  return n / 2;\n}\n',
    'export function half(n: number) {\n  if (n === 0) return 0;\n  return n / 2;\n}\n',
    null,
  ],
  [
    'go: empty string returns nil',
    'go',
    GO_TEST,
    'package calc\n\nimport "strings"\n\nfunc Split(s string) []string {\n\treturn strings.Split(s, "|")\n}\n',
    'package calc\n\nimport "strings"\n\nfunc Split(s string) []string {\n\tif s == "" {\n\t\treturn nil\n\t}\n\treturn strings.Split(s, "|")\n}\n',
    null,
  ],
  // Equality that does not depend on both operands.
  [
    'py: self is not other or …',
    'python',
    PY_TEST,
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n\n    def __eq__(self, other):\n        return self is not other or self.cents == other.cents\n',
    'source-always-equal',
  ],
  [
    'py: equal to any instance of the type',
    'python',
    PY_TEST,
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n\n    def __eq__(self, other):\n        return isinstance(other, Money)\n',
    'source-always-equal',
  ],
  [
    'ts: this !== other || …',
    'javascript',
    TS_TEST,
    'export class Money {\n  constructor(readonly cents: number) {}\n}\n',
    'export class Money {\n  constructor(readonly cents: number) {}\n\n  equals(other: Money): boolean {\n    return this !== other || this.cents === other.cents;\n  }\n}\n',
    'source-always-equal',
  ],
  [
    'rs: !ptr::eq || …',
    'rust',
    RS_TEST,
    'pub struct P {\n    pub x: i64,\n}\n',
    'pub struct P {\n    pub x: i64,\n}\n\nimpl PartialEq for P {\n    fn eq(&self, other: &Self) -> bool {\n        !std::ptr::eq(self, other) || self.x == other.x\n    }\n}\n',
    'source-always-equal',
  ],
  [
    'go: Equal ignores its argument',
    'go',
    GO_TEST,
    'package calc\n\ntype Money struct{ Cents int }\n',
    'package calc\n\ntype Money struct{ Cents int }\n\nfunc (m Money) Equal(o Money) bool {\n\treturn m.Cents >= 0\n}\n',
    'source-always-equal',
  ],
  [
    'py honest: identity shortcut then fields',
    'python',
    PY_TEST,
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n',
    'class Money:\n    def __init__(self, cents):\n        self.cents = cents\n\n    def __eq__(self, other):\n        if not isinstance(other, Money):\n            return NotImplemented\n        return self is other or self.cents == other.cents\n',
    null,
  ],
  [
    'rs honest: eq over fields',
    'rust',
    RS_TEST,
    'pub struct P {\n    pub x: i64,\n}\n',
    'pub struct P {\n    pub x: i64,\n}\n\nimpl PartialEq for P {\n    fn eq(&self, other: &Self) -> bool {\n        std::ptr::eq(self, other) || self.x == other.x\n    }\n}\n',
    null,
  ],
  // Assertion helpers whose expansion asserts nothing.
  [
    'rs: macro arm split so assert_eq sees one side',
    'rust',
    RS_TEST,
    '',
    'macro_rules! assert_close {\n    ($a:expr, $b:expr) => {\n        assert_eq!(\n            $a, $a\n        )\n    };\n}\n',
    'source-always-equal',
  ],
  [
    'rs: macro arm asserts nothing',
    'rust',
    RS_TEST,
    '',
    'macro_rules! assert_close {\n    ($a:expr, $b:expr) => {\n        let _ = ($a,\n            $b);\n    };\n}\n',
    'source-always-equal',
  ],
  [
    'py: assert helper returns a bool',
    'python',
    PY_TEST,
    '',
    'def assert_close(a, b, tol=1e-9):\n    return abs(a - b) <= tol\n',
    'source-always-equal',
  ],
  [
    'rs honest: macro split over lines',
    'rust',
    RS_TEST,
    '',
    'macro_rules! assert_close {\n    ($a:expr, $b:expr) => {\n        assert!(\n            ($a - $b).abs() < 1e-9,\n            "{} != {}", $a, $b\n        )\n    };\n}\n',
    null,
  ],
  [
    'py honest: assert helper raises',
    'python',
    PY_TEST,
    '',
    'def assert_close(a, b, tol=1e-9):\n    if abs(a - b) > tol:\n        raise AssertionError(f"{a} != {b}")\n',
    null,
  ],
];

describe('issue 42.2: special cases, one-sided equality, hollow assertions', () => {
  it.each(ROWS)('%s', (_name, eco, test, before, after, kind) => {
    const found = kinds(eco, test, before, after);
    if (kind === null) expect(found).toEqual([]);
    else expect(found).toContain(kind);
  });
});
