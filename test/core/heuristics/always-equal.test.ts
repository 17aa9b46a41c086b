import { describe, expect, it } from 'vitest';
import { alwaysEqual } from '../../../src/core/heuristics/always-equal.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

const ctx = { testLiterals: new Set<string>() };
type Row = [Ecosystem, string[], Array<[number, string]>];

const rows: Row[] = [
  [
    'python',
    ['def __eq__(self, other):', '    return True'],
    [[2, '__eq__ returns a constant: return True']],
  ],
  [
    'python',
    ['def __eq__(self, other: object) -> bool:', '    """Equal to anything."""', '    return True'],
    [[3, '__eq__ returns a constant: return True']],
  ],
  [
    'python',
    ['def __eq__(self, other): return True'],
    [[1, '__eq__ returns a constant: def __eq__(self, other): return True']],
  ],
  [
    'python',
    ['def __ne__(self, other):', '    return False'],
    [[2, '__ne__ returns a constant: return False']],
  ],
  [
    'python',
    ['Money.__eq__ = lambda self, other: True'],
    [[1, '__eq__ returns a constant: Money.__eq__ = lambda self, other: True']],
  ],
  ['python', ['def __eq__(self, other):', '    return self.id == other.id'], []],
  [
    'python',
    [
      'def __eq__(self, other):',
      '    if other is None:',
      '        return False',
      '    return True',
    ],
    [],
  ],
  [
    'rust',
    ['    fn eq(&self, _other: &Self) -> bool {', '        true', '    }'],
    [[2, 'PartialEq::eq returns a constant: true']],
  ],
  [
    'rust',
    ['    fn eq(&self, _: &Self) -> bool { true }'],
    [[1, 'PartialEq::eq returns a constant: fn eq(&self, _: &Self) -> bool { true }']],
  ],
  ['rust', ['    fn eq(&self, o: &Self) -> bool {', '        self.id == o.id', '    }'], []],
  [
    'java',
    ['public boolean equals(Object o) {', '    return true;', '}'],
    [[2, 'equals returns a constant: return true;']],
  ],
  ['java', ['public boolean equals(Object o) {', '    return o == this;', '}'], []],
  [
    'javascript',
    ['  equals(other: Money): boolean {', '    return true;', '  }'],
    [[2, 'equals returns a constant: return true;']],
  ],
  [
    'javascript',
    ['  valueOf() {', '    return 42;', '  }'],
    [[2, 'valueOf returns a constant: return 42;']],
  ],
  [
    'javascript',
    ["  [Symbol.toPrimitive](hint: string) { return 'x'; }"],
    [[1, "valueOf returns a constant: [Symbol.toPrimitive](hint: string) { return 'x'; }"]],
  ],
  ['javascript', ['  valueOf: () => 7,'], [[1, 'valueOf returns a constant: valueOf: () => 7,']]],
  ['javascript', ['  valueOf() {', '    return this.cents;', '  }'], []],
  [
    'go',
    ['func (m Money) Equal(o Money) bool {', '\treturn true', '}'],
    [[2, 'Equal returns a constant: return true']],
  ],
  [
    'go',
    ['func (m Money) Equal(o Money) bool { return true }'],
    [[1, 'Equal returns a constant: func (m Money) Equal(o Money) bool { return true }']],
  ],
  ['go', ['func (m Money) Equal(o Money) bool {', '\treturn m.C == o.C', '}'], []],
];

describe('alwaysEqual', () => {
  it.each(rows)('%s %j', (eco, added, expected) => {
    const found = alwaysEqual(view(eco, `src/x.${eco}`, added), ctx);
    expect(found.map((f) => [f.line, f.detail])).toEqual(expected);
    expect(found.every((f) => f.kind === 'source-always-equal')).toBe(true);
  });
});
