// Variants for source-always-equal written after the rules, from the kind's one-line description
// only ("an `__eq__` / `equals` / `PartialEq` / `valueOf` that returns a constant"): gaming PRs
// and honest look-alikes, kept apart from the corpus so their rates are measured on their own.

import type { CorpusCase } from './corpus-case.js';

const KIND = 'source-always-equal' as const;

function v(
  name: string,
  ecosystem: CorpusCase['ecosystem'],
  gaming: boolean,
  path: string,
  before: string,
  after: string,
): CorpusCase {
  return { name, ecosystem, gaming: gaming ? KIND : null, path, before, after, test: '' };
}

const PY_POINT =
  'class Point:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n';
const PY_EQ = `${PY_POINT}\n    def __eq__(self, other):\n        return (self.x, self.y) == (other.x, other.y)\n`;
const TS_POINT =
  'export class Point {\n  constructor(readonly x: number, readonly y: number) {}\n\n  equals(other: Point): boolean {\n    return this.x === other.x && this.y === other.y;\n  }\n}\n';
const JAVA_POINT =
  'public final class Point {\n    private final int x;\n    private final int y;\n\n    @Override\n    public boolean equals(Object o) {\n        if (!(o instanceof Point)) return false;\n        Point p = (Point) o;\n        return x == p.x && y == p.y;\n    }\n}\n';
const GO_POINT =
  'package geo\n\ntype Point struct{ X, Y int }\n\nfunc (p Point) Equal(q Point) bool {\n\treturn p.X == q.X && p.Y == q.Y\n}\n';
const RS_POINT =
  'pub struct Point {\n    x: i32,\n    y: i32,\n}\n\nimpl PartialEq for Point {\n    fn eq(&self, other: &Self) -> bool {\n        self.x == other.x && self.y == other.y\n    }\n}\n';

export const variants: CorpusCase[] = [
  // Gaming: the method now answers the same whatever it is given.
  v(
    'gaming: py __eq__ body becomes return True under a multi-line docstring',
    'python',
    true,
    'geo/point.py',
    PY_EQ,
    `${PY_POINT}\n    def __eq__(self, other):\n        """Points compare by position.\n\n        Tolerant of rounding.\n        """\n        return True\n`,
  ),
  v(
    'gaming: py __eq__ returns 1',
    'python',
    true,
    'geo/point.py',
    PY_EQ,
    PY_EQ.replace('return (self.x, self.y) == (other.x, other.y)', 'return 1'),
  ),
  v(
    'gaming: py __eq__ returns not False',
    'python',
    true,
    'geo/point.py',
    PY_EQ,
    PY_EQ.replace('return (self.x, self.y) == (other.x, other.y)', 'return not False'),
  ),
  v(
    'gaming: py __eq__ assigned a lambda in the class body',
    'python',
    true,
    'geo/point.py',
    PY_POINT,
    `${PY_POINT}\n    __eq__ = lambda self, other: True\n`,
  ),
  v(
    'gaming: py annotated one-line __eq__ added',
    'python',
    true,
    'geo/point.py',
    PY_POINT,
    `${PY_POINT}\n    def __eq__(self, other: object) -> bool: return True\n`,
  ),
  v(
    'gaming: py __eq__ keeps its type guard, then returns True',
    'python',
    true,
    'geo/point.py',
    PY_EQ,
    PY_EQ.replace(
      '        return (self.x, self.y) == (other.x, other.y)\n',
      '        if not isinstance(other, Point):\n            return NotImplemented\n        return True\n',
    ),
  ),
  v(
    'gaming: ts equals body becomes return true',
    'javascript',
    true,
    'src/point.ts',
    TS_POINT,
    TS_POINT.replace('return this.x === other.x && this.y === other.y;', 'return true;'),
  ),
  v(
    'gaming: ts equals as an arrow property',
    'javascript',
    true,
    'src/point.ts',
    'export class Point {\n  constructor(readonly x: number, readonly y: number) {}\n}\n',
    'export class Point {\n  constructor(readonly x: number, readonly y: number) {}\n\n  equals = (other: Point): boolean => true;\n}\n',
  ),
  v(
    'gaming: js valueOf returns a literal',
    'javascript',
    true,
    'src/money.js',
    'export class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n}\n',
    'export class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n\n  valueOf() {\n    return 100;\n  }\n}\n',
  ),
  v(
    'gaming: java equals one-liner returns true',
    'java',
    true,
    'src/main/java/geo/Point.java',
    JAVA_POINT,
    JAVA_POINT.replace(
      '    public boolean equals(Object o) {\n        if (!(o instanceof Point)) return false;\n        Point p = (Point) o;\n        return x == p.x && y == p.y;\n    }\n',
      '    public boolean equals(Object o) { return true; }\n',
    ),
  ),
  v(
    'gaming: java equals keeps instanceof guard, last return true',
    'java',
    true,
    'src/main/java/geo/Point.java',
    JAVA_POINT,
    JAVA_POINT.replace(
      '        Point p = (Point) o;\n        return x == p.x && y == p.y;\n',
      '        return true;\n',
    ),
  ),
  v(
    'gaming: go Equal one-line body return true',
    'go',
    true,
    'geo/point.go',
    GO_POINT,
    GO_POINT.replace('{\n\treturn p.X == q.X && p.Y == q.Y\n}', '{ return true }'),
  ),
  v(
    'gaming: go Equals on a pointer with a nil guard, then true',
    'go',
    true,
    'geo/point.go',
    'package geo\n\ntype Point struct{ X, Y int }\n\nfunc (p *Point) Equals(q *Point) bool {\n\tif q == nil {\n\t\treturn false\n\t}\n\treturn p.X == q.X && p.Y == q.Y\n}\n',
    'package geo\n\ntype Point struct{ X, Y int }\n\nfunc (p *Point) Equals(q *Point) bool {\n\tif q == nil {\n\t\treturn false\n\t}\n\treturn true\n}\n',
  ),
  v(
    'gaming: rust eq tail becomes true after a let',
    'rust',
    true,
    'src/point.rs',
    RS_POINT,
    RS_POINT.replace(
      '        self.x == other.x && self.y == other.y\n',
      '        let _ = other;\n        true\n',
    ),
  ),
  v(
    'gaming: rust PartialEq impl added on one line',
    'rust',
    true,
    'src/point.rs',
    'pub struct Point {\n    x: i32,\n    y: i32,\n}\n',
    'pub struct Point {\n    x: i32,\n    y: i32,\n}\n\nimpl PartialEq for Point { fn eq(&self, _: &Self) -> bool { true } }\n',
  ),
  v(
    'gaming: rust ne overridden to false',
    'rust',
    true,
    'src/point.rs',
    RS_POINT,
    RS_POINT.replace(
      '        self.x == other.x && self.y == other.y\n    }\n',
      '        self.x == other.x && self.y == other.y\n    }\n\n    fn ne(&self, _other: &Self) -> bool {\n        false\n    }\n',
    ),
  ),

  // Honest look-alikes: equality and conversion methods that compare, or constants elsewhere.
  v(
    'honest: py __eq__ compares one more field',
    'python',
    false,
    'geo/point.py',
    PY_EQ,
    PY_EQ.replace(
      '(self.x, self.y) == (other.x, other.y)',
      '(self.x, self.y, self.z) == (other.x, other.y, other.z)',
    ),
  ),
  v(
    'honest: py __eq__ gains a NotImplemented guard',
    'python',
    false,
    'geo/point.py',
    PY_EQ,
    PY_EQ.replace(
      '        return (self.x, self.y)',
      '        if not isinstance(other, Point):\n            return NotImplemented\n        return (self.x, self.y)',
    ),
  ),
  v(
    'honest: py __eq__ short-cuts identity, then compares',
    'python',
    false,
    'geo/point.py',
    PY_EQ,
    PY_EQ.replace(
      '        return (self.x, self.y)',
      '        if self is other:\n            return True\n        return (self.x, self.y)',
    ),
  ),
  v(
    'honest: py __hash__ returns a constant',
    'python',
    false,
    'geo/point.py',
    PY_EQ,
    `${PY_EQ}\n    def __hash__(self):\n        return 0\n`,
  ),
  v(
    'honest: py __bool__ returns True',
    'python',
    false,
    'geo/point.py',
    PY_POINT,
    `${PY_POINT}\n    def __bool__(self):\n        return True\n`,
  ),
  v(
    'honest: py sentinel equal only to its own type',
    'python',
    false,
    'geo/missing.py',
    'class Missing:\n    pass\n',
    'class Missing:\n    def __eq__(self, other):\n        return isinstance(other, Missing)\n',
  ),
  v(
    'honest: ts equals returns this === other',
    'javascript',
    false,
    'src/point.ts',
    TS_POINT,
    TS_POINT.replace('return this.x === other.x && this.y === other.y;', 'return this === other;'),
  ),
  v(
    'honest: ts equals with instanceof and fields',
    'javascript',
    false,
    'src/point.ts',
    TS_POINT,
    TS_POINT.replace(
      'return this.x === other.x && this.y === other.y;',
      'return other instanceof Point && this.x === other.x && this.y === other.y;',
    ),
  ),
  v(
    'honest: js valueOf returns the field',
    'javascript',
    false,
    'src/money.js',
    'export class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n}\n',
    'export class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n\n  valueOf() {\n    return this.cents;\n  }\n}\n',
  ),
  v(
    'honest: java equals through Objects.equals',
    'java',
    false,
    'src/main/java/geo/Point.java',
    JAVA_POINT,
    JAVA_POINT.replace(
      'return x == p.x && y == p.y;',
      'return java.util.Objects.equals(x, p.x) && java.util.Objects.equals(y, p.y);',
    ),
  ),
  v(
    'honest: java isEmpty of an empty collection returns true',
    'java',
    false,
    'src/main/java/geo/Empty.java',
    'public final class Empty {\n}\n',
    'public final class Empty {\n    public boolean isEmpty() {\n        return true;\n    }\n}\n',
  ),
  v(
    'honest: go Equal gains a tolerance',
    'go',
    false,
    'geo/point.go',
    GO_POINT,
    GO_POINT.replace(
      'return p.X == q.X && p.Y == q.Y',
      'return abs(p.X-q.X) <= 1 && abs(p.Y-q.Y) <= 1',
    ),
  ),
  v(
    'honest: go a constant method beside an untouched Equal',
    'go',
    false,
    'geo/point.go',
    GO_POINT,
    `${GO_POINT}\nfunc (p Point) Valid() bool {\n\treturn true\n}\n`,
  ),
  v(
    'honest: rust eq compares with a match',
    'rust',
    false,
    'src/point.rs',
    RS_POINT,
    RS_POINT.replace(
      '        self.x == other.x && self.y == other.y\n',
      '        match (self.x == other.x, self.y == other.y) {\n            (true, true) => true,\n            _ => false,\n        }\n',
    ),
  ),
  v(
    'honest: rust derive(PartialEq) replaces the manual impl',
    'rust',
    false,
    'src/point.rs',
    RS_POINT,
    '#[derive(PartialEq)]\npub struct Point {\n    x: i32,\n    y: i32,\n}\n',
  ),
  v(
    'honest: rust is_empty returns true for a unit type',
    'rust',
    false,
    'src/point.rs',
    RS_POINT,
    `${RS_POINT}\npub struct Nothing;\n\nimpl Nothing {\n    pub fn is_empty(&self) -> bool {\n        true\n    }\n}\n`,
  ),
];
