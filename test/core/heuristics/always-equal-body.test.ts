// The always-equal rule on PRs that change only the body of an existing equality method: the
// method is judged as it is at head, from real `-U0` hunks of the before/after texts.
import { describe, expect, it } from 'vitest';
import { parseHunks } from '../../../src/core/changes/parse-hunks.js';
import { alwaysEqual } from '../../../src/core/heuristics/always-equal.js';
import { fileView } from '../../../src/core/heuristics/file-view.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { unifiedDiff } from './corpus/diff-text.js';
import { changed } from './view.js';

const ctx = { testLiterals: new Set<string>() };

function findings(eco: Ecosystem, path: string, before: string, after: string, withHead = true) {
  const { hunks } = parseHunks(unifiedDiff(before, after));
  const view = fileView(changed(path, eco), hunks, withHead ? after : null);
  return alwaysEqual(view, ctx).map((f) => [f.line, f.detail]);
}

const PY_BEFORE = `class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents
`;
const GO_BEFORE = `package money

type Money struct{ cents int }

func (m Money) Equal(o Money) bool {
	return m.cents == o.cents
}
`;
const TS_BEFORE = `export class Money {
  constructor(readonly cents: number) {}

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }
}
`;
const JAVA_BEFORE = `public final class Money {
    private final long cents;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Money)) return false;
        return cents == ((Money) o).cents;
    }
}
`;
const RS_BEFORE = `pub struct Money {
    cents: i64,
}

impl PartialEq for Money {
    fn eq(&self, other: &Self) -> bool {
        self.cents == other.cents
    }
}
`;

type Row = [string, Ecosystem, string, string, string, Array<[number, string]>];

const rows: Row[] = [
  [
    'gaming: py __eq__ body replaced by return True',
    'python',
    'money.py',
    PY_BEFORE,
    PY_BEFORE.replace('        return self.cents == other.cents\n', '        return True\n'),
    [[8, '__eq__ returns a constant: return True']],
  ],
  [
    'gaming: py __eq__ comparison deleted, the guard left above a return True',
    'python',
    'money.py',
    PY_BEFORE.replace(
      'return self.cents == other.cents',
      'return True if self.cents == other.cents else False',
    ),
    PY_BEFORE.replace('        return self.cents == other.cents\n', '        return True\n'),
    [[8, '__eq__ returns a constant: return True']],
  ],
  [
    'gaming: go Equal returns true',
    'go',
    'money.go',
    GO_BEFORE,
    GO_BEFORE.replace('return m.cents == o.cents', 'return true'),
    [[6, 'Equal returns a constant: return true']],
  ],
  [
    'gaming: ts equals returns true',
    'javascript',
    'money.ts',
    TS_BEFORE,
    TS_BEFORE.replace('return this.cents === other.cents;', 'return true;'),
    [[5, 'equals returns a constant: return true;']],
  ],
  [
    'gaming: java equals keeps its guards and returns true',
    'java',
    'Money.java',
    JAVA_BEFORE,
    JAVA_BEFORE.replace('return cents == ((Money) o).cents;', 'return true;'),
    [[8, 'equals returns a constant: return true;']],
  ],
  [
    'gaming: rust eq tail expression becomes true',
    'rust',
    'src/money.rs',
    RS_BEFORE,
    RS_BEFORE.replace('        self.cents == other.cents\n', '        true\n'),
    [[7, 'PartialEq::eq returns a constant: true']],
  ],
  [
    'gaming: only lines removed, leaving a constant return',
    'python',
    'money.py',
    PY_BEFORE.replace(
      '        return self.cents == other.cents\n',
      '        if self.cents != other.cents:\n            return False\n        return True\n',
    ),
    PY_BEFORE.replace('        return self.cents == other.cents\n', '        return True\n'),
    [[8, '__eq__ returns a constant: return True']],
  ],
  [
    'honest: py __eq__ compares one more field',
    'python',
    'money.py',
    PY_BEFORE,
    PY_BEFORE.replace(
      'return self.cents == other.cents',
      'return (self.cents, self.currency) == (other.cents, other.currency)',
    ),
    [],
  ],
  [
    'honest: ts equals becomes an identity check',
    'javascript',
    'money.ts',
    TS_BEFORE,
    TS_BEFORE.replace('return this.cents === other.cents;', 'return this === other;'),
    [],
  ],
  [
    'honest: java equals gains a null guard returning false',
    'java',
    'Money.java',
    JAVA_BEFORE,
    JAVA_BEFORE.replace(
      '        if (this == o) return true;\n',
      '        if (this == o) return true;\n        if (o == null) return false;\n',
    ),
    [],
  ],
  [
    'honest: go file changed outside Equal, Equal untouched',
    'go',
    'money.go',
    GO_BEFORE.replace('return m.cents == o.cents', 'return true'),
    `${GO_BEFORE.replace('return m.cents == o.cents', 'return true')}\nfunc (m Money) Cents() int { return m.cents }\n`,
    [],
  ],
  [
    'honest: a stateless marker equal to its own type only',
    'python',
    'sentinel.py',
    'class Missing:\n    def __eq__(self, other):\n        return NotImplemented\n',
    'class Missing:\n    def __eq__(self, other):\n        if isinstance(other, Missing):\n            return True\n        return False\n',
    [],
  ],
];

describe('alwaysEqual: a body-only change, judged at head', () => {
  it.each(rows)('%s', (_, eco, path, before, after, expected) => {
    expect(findings(eco, path, before, after)).toEqual(expected);
  });

  it('without the head text, a body-only change to a guarded method goes unseen (why the head is read)', () => {
    const after = JAVA_BEFORE.replace('return cents == ((Money) o).cents;', 'return true;');
    expect(findings('java', 'Money.java', JAVA_BEFORE, after, false)).toEqual([]);
  });
});
