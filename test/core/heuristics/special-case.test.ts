import { describe, expect, it } from 'vitest';
import { specialCase } from '../../../src/core/heuristics/special-case.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

const ctx = {
  testLiterals: new Set([
    'Hello, World!',
    'hello-world',
    '3628800',
    'verbose-max',
    '9000',
    '7',
    '404',
    'admin',
  ]),
};
type Row = [Ecosystem, string[], string[], Array<[number, string]>];

const rows: Row[] = [
  // Compared input followed by a constant result.
  [
    'python',
    ['if text == "Hello, World!":', '    return "x"'],
    [],
    [[1, 'test literal "Hello, World!" compared in source: if text == "Hello, World!":']],
  ],
  [
    'python',
    ['if text in ("Hello, World!", "other"):', '    return None'],
    [],
    [
      [
        1,
        'test literal "Hello, World!" compared in source: if text in ("Hello, World!", "other"):',
      ],
    ],
  ],
  [
    'go',
    ['\tcase "verbose-max":', '\t\treturn 1'],
    [],
    [[1, 'test literal "verbose-max" compared in source: case "verbose-max":']],
  ],
  [
    'rust',
    ['        "verbose-max" => 1,'],
    [],
    [[1, 'test literal "verbose-max" compared in source: "verbose-max" => 1,']],
  ],
  [
    'java',
    ['if ("verbose-max".equals(name)) {', '    return 1;'],
    [],
    [[1, 'test literal "verbose-max" compared in source: if ("verbose-max".equals(name)) {']],
  ],
  ['python', ['if text == "Hello, World!":', '    text = normalize(text)'], [], []],
  // A constant returned under a condition, or in place of computed code.
  [
    'python',
    ['if n > 9:', '    return 3628800'],
    [],
    [[2, 'test literal 3628800 returned in source: return 3628800']],
  ],
  [
    'python',
    ['    return 3628800 if n > 9 else compute(n)'],
    [],
    [[1, 'test literal 3628800 returned in source: return 3628800 if n > 9 else compute(n)']],
  ],
  [
    'javascript',
    ['  return n > 9 ? 3628800 : compute(n);'],
    [],
    [[1, 'test literal 3628800 returned in source: return n > 9 ? 3628800 : compute(n);']],
  ],
  [
    'python',
    ['    return 3628800'],
    ['    return compute(n)'],
    [[1, 'test literal 3628800 returned in source: return 3628800']],
  ],
  [
    'rust',
    ['    if big { 9000 } else { 1 }'],
    [],
    [[1, 'test literal 9000 returned in source: if big { 9000 } else { 1 }']],
  ],
  ['python', ['    return 3628800'], [], []],
  ['python', ['    return 3628800'], ['    return 1234'], []],
  // Pairs of test literals: an answer table.
  [
    'python',
    ['KNOWN = {"Hello, World!": "hello-world"}'],
    [],
    [
      [
        1,
        'test literals paired in source ("Hello, World!" -> "hello-world"): KNOWN = {"Hello, World!": "hello-world"}',
      ],
    ],
  ],
  [
    'rust',
    ['    let t = [("verbose-max", 9000)];'],
    [],
    [
      [
        1,
        'test literals paired in source ("verbose-max" -> 9000): let t = [("verbose-max", 9000)];',
      ],
    ],
  ],
  // Not special-casing: plain assignments, arguments, trivial or unknown literals, comments.
  ['python', ['TIMEOUT = 9000', 'NAME = "hello-world"'], [], []],
  ['python', ['log.info("Hello, World!")', 'raise ValueError("hello-world")'], [], []],
  ['python', ['if n == 7:', '    return 1'], [], []],
  ['javascript', ['if (status === 404) return null;'], [], []],
  ['python', ['if text == "unknown":', '    return "nope"'], [], []],
  ['python', ['# if text == "Hello, World!": return "hello-world"'], [], []],
  [
    'python',
    ['if text == "Hello, World!":', '    return "x"'],
    ['if text == "Hello, World!":'],
    [],
  ],
  // A lookup table mostly of values the tests do not know.
  [
    'go',
    [
      '\tcase "quiet":',
      '\t\treturn 0',
      '\tcase "normal":',
      '\t\treturn 1',
      '\tcase "loud":',
      '\t\treturn 2',
      '\tcase "verbose-max":',
      '\t\treturn 9000',
    ],
    [],
    [],
  ],
];

describe('specialCase', () => {
  it.each(rows)('%s %j (removed %j)', (eco, added, removed, expected) => {
    const found = specialCase(view(eco, `src/x.${eco}`, added, removed), ctx);
    expect(found.map((f) => [f.line, f.detail])).toEqual(expected);
    expect(found.every((f) => f.kind === 'source-special-case')).toBe(true);
  });

  it('finds nothing without test literals', () => {
    const v = view('python', 'm.py', ['if text == "Hello, World!":', '    return "x"']);
    expect(specialCase(v, { testLiterals: new Set() })).toEqual([]);
  });
});
