import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from '../../../../src/core/results/diagnostics/parse-diagnostics.js';
import { fixture } from '../fixture.js';

type Row = [file: string | null, line: number | null, column: number | null, message: string];

// Every real diagnostics fixture: the errors in order (warnings, notes and infos left out).
const CASES: Array<[string, string, Row[]]> = [
  [
    'tsc',
    'tsc-plain.txt',
    [
      ['src/a.ts', 2, 9, "TS2322: Type 'string' is not assignable to type 'number'."],
      ['src/a.ts', 6, 14, "TS2322: Type 'boolean' is not assignable to type 'string'."],
      [
        'src/a.ts',
        8,
        14,
        "TS2322: Type '(x: string) => void' is not assignable to type '(x: number) => void'.",
      ],
      [
        'src/b.ts',
        3,
        7,
        "TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
      ],
    ],
  ],
  [
    'tsc',
    'tsc-pretty-color.txt',
    [
      ['src/a.ts', 2, 9, "TS2322: Type 'string' is not assignable to type 'number'."],
      ['src/a.ts', 6, 14, "TS2322: Type 'boolean' is not assignable to type 'string'."],
      [
        'src/a.ts',
        8,
        14,
        "TS2322: Type '(x: string) => void' is not assignable to type '(x: number) => void'.",
      ],
      [
        'src/b.ts',
        3,
        7,
        "TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
      ],
    ],
  ],
  [
    'pyright',
    'pyright.txt',
    [
      [
        '/tmp/pyd/pkg/a.py',
        6,
        14,
        'Type "Literal[\'nope\']" is not assignable to declared type "int"',
      ],
      ['/tmp/pyd/pkg/a.py', 11, 12, 'Type "bool" is not assignable to return type "str"'],
      [
        '/tmp/pyd/pkg/b.py',
        3,
        7,
        'Argument of type "Literal[\'x\']" cannot be assigned to parameter "count" of type "int" in function "admit"',
      ],
    ],
  ],
  [
    'mypy',
    'mypy.txt',
    [
      [
        'pkg/a.py',
        6,
        null,
        'Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]',
      ],
      [
        'pkg/a.py',
        11,
        null,
        'Incompatible return value type (got "bool", expected "str")  [return-value]',
      ],
      [
        'pkg/b.py',
        3,
        null,
        'Argument 1 to "admit" has incompatible type "str"; expected "int"  [arg-type]',
      ],
    ],
  ],
  [
    'mypy',
    'mypy-pretty.txt',
    [
      [
        'pkg/a.py',
        6,
        null,
        'Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]',
      ],
      [
        'pkg/a.py',
        11,
        null,
        'Incompatible return value type (got "bool", expected "str") [return-value]',
      ],
      [
        'pkg/b.py',
        3,
        null,
        'Argument 1 to "admit" has incompatible type "str"; expected "int"  [arg-type]',
      ],
    ],
  ],
  [
    'ruff',
    'ruff-concise.txt',
    [
      ['pkg/a.py', 1, 8, 'F401 `os` imported but unused'],
      ['pkg/a.py', 2, 8, 'F401 `sys` imported but unused'],
      ['pkg/a.py', 6, 5, 'F841 Local variable `x` is assigned to but never used'],
      [
        'pkg/b.py',
        7,
        5,
        'B015 Pointless comparison. Did you mean to assign a value? Otherwise, prepend `assert` or remove it.',
      ],
      ['pkg/b.py', 8, 5, 'F821 Undefined name `reveal_type`'],
    ],
  ],
  [
    'ruff',
    'ruff-full.txt',
    [
      ['pkg/a.py', 1, 8, 'F401 `os` imported but unused'],
      ['pkg/a.py', 2, 8, 'F401 `sys` imported but unused'],
      ['pkg/a.py', 6, 5, 'F841 Local variable `x` is assigned to but never used'],
      [
        'pkg/b.py',
        7,
        5,
        'B015 Pointless comparison. Did you mean to assign a value? Otherwise, prepend `assert` or remove it.',
      ],
      ['pkg/b.py', 8, 5, 'F821 Undefined name `reveal_type`'],
    ],
  ],
  [
    'eslint',
    'eslint-stylish.txt',
    [
      ['/tmp/tsd/src/b.js', 5, 12, "Expected '===' and instead saw '==' (eqeqeq)"],
      ['/tmp/tsd/src/b.js', 6, 3, "Unexpected 'debugger' statement (no-debugger)"],
      ['/tmp/tsd/src/c.js', 2, 13, 'Parsing error: Unexpected token ;'],
    ],
  ],
  [
    'biome',
    'biome-lint.txt',
    [
      [
        'src/b.js',
        5,
        12,
        'Using == may be unsafe if you are relying on type coercion. (lint/suspicious/noDoubleEquals)',
      ],
      [
        'src/b.js',
        6,
        3,
        'This is an unexpected use of the debugger statement. (lint/suspicious/noDebugger)',
      ],
      [
        'src/b.ts',
        5,
        12,
        'Using == may be unsafe if you are relying on type coercion. (lint/suspicious/noDoubleEquals)',
      ],
      [
        'src/b.ts',
        6,
        3,
        'This is an unexpected use of the debugger statement. (lint/suspicious/noDebugger)',
      ],
    ],
  ],
  [
    'biome',
    'biome-check.txt',
    [
      ['src/a.ts', null, null, 'Formatter would have printed the following content: (format)'],
      [
        'src/b.js',
        5,
        12,
        'Using == may be unsafe if you are relying on type coercion. (lint/suspicious/noDoubleEquals)',
      ],
      [
        'src/b.js',
        6,
        3,
        'This is an unexpected use of the debugger statement. (lint/suspicious/noDebugger)',
      ],
      ['src/b.js', null, null, 'Formatter would have printed the following content: (format)'],
      [
        'src/b.ts',
        5,
        12,
        'Using == may be unsafe if you are relying on type coercion. (lint/suspicious/noDoubleEquals)',
      ],
      [
        'src/b.ts',
        6,
        3,
        'This is an unexpected use of the debugger statement. (lint/suspicious/noDebugger)',
      ],
      ['src/b.ts', null, null, 'Formatter would have printed the following content: (format)'],
    ],
  ],
  [
    'biome',
    'biome-check-color.txt',
    [
      ['src/a.ts', null, null, 'Formatter would have printed the following content: (format)'],
      [
        'src/b.js',
        5,
        12,
        'Using == may be unsafe if you are relying on type coercion. (lint/suspicious/noDoubleEquals)',
      ],
      [
        'src/b.js',
        6,
        3,
        'This is an unexpected use of the debugger statement. (lint/suspicious/noDebugger)',
      ],
      ['src/b.js', null, null, 'Formatter would have printed the following content: (format)'],
      [
        'src/b.ts',
        5,
        12,
        'Using == may be unsafe if you are relying on type coercion. (lint/suspicious/noDoubleEquals)',
      ],
      [
        'src/b.ts',
        6,
        3,
        'This is an unexpected use of the debugger statement. (lint/suspicious/noDebugger)',
      ],
      ['src/b.ts', null, null, 'Formatter would have printed the following content: (format)'],
    ],
  ],
  [
    'clippy',
    'clippy-deny.txt',
    [
      ['src/lib.rs', 2, 9, 'unused variable: `unused`'],
      ['src/lib.rs', 3, 25, 'unneeded `return` statement'],
      ['src/lib.rs', 3, 46, 'unneeded `return` statement'],
      ['src/lib.rs', 3, 5, 'this if-then-else expression returns a bool literal'],
      ['src/lib.rs', 7, 5, 'incorrect NaN comparison, NaN cannot be directly compared to itself'],
    ],
  ],
  ['clippy', 'clippy-warn.txt', []],
  [
    'cargo',
    'cargo-build.txt',
    [
      ['src/lib.rs', 11, 21, 'E0308: mismatched types'],
      ['src/lib.rs', 12, 5, 'E0308: mismatched types'],
    ],
  ],
  [
    'go vet',
    'go-vet.txt',
    [
      ['vetme/vet.go', 8, 2, 'self-assignment of x to x'],
      ['vetme/vet.go', 6, 2, 'fmt.Printf format %s has arg n of wrong type int'],
    ],
  ],
  [
    'go build',
    'go-build.txt',
    [
      [
        'broken/broken.go',
        4,
        9,
        'cannot use "x" (untyped string constant) as int value in return statement',
      ],
    ],
  ],
];

describe('parseDiagnostics', () => {
  it.each(CASES)('%s %s', (tool, file, rows) => {
    const diagnostics = parseDiagnostics(tool, fixture(`diagnostics/${file}`));
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.message])).toEqual(rows);
    expect(diagnostics.every((d) => d.tool === tool)).toBe(true);
  });

  it.each([
    [
      'tsc',
      'tsc-plain.txt',
      2,
      [
        "src/a.ts(8,14): error TS2322: Type '(x: string) => void' is not assignable to type '(x: number) => void'.",
        "  Types of parameters 'x' and 'x' are incompatible.",
        "    Type 'number' is not assignable to type 'string'.",
      ],
    ],
    [
      'tsc',
      'tsc-pretty-color.txt',
      0,
      [
        "src/a.ts:2:9 - error TS2322: Type 'string' is not assignable to type 'number'.",
        '',
        "2   const limit: number = 'hundred';",
        '          ~~~~~',
      ],
    ],
    [
      'pyright',
      'pyright.txt',
      0,
      [
        '  /tmp/pyd/pkg/a.py:6:14 - error: Type "Literal[\'nope\']" is not assignable to declared type "int"',
        // Pyright indents continuation lines with two spaces and two no-break spaces.
        '  \u00a0\u00a0"Literal[\'nope\']" is not assignable to "int" (reportAssignmentType)',
      ],
    ],
    [
      'mypy',
      'mypy-pretty.txt',
      1,
      [
        'pkg/a.py:11: error: Incompatible return value type (got "bool", expected "str")',
        ' [return-value]',
        '        return admit(3)',
        '               ^~~~~~~~',
      ],
    ],
    [
      'ruff',
      'ruff-full.txt',
      2,
      [
        'F841 Local variable `x` is assigned to but never used',
        ' --> pkg/a.py:6:5',
        '  |',
        '5 | def admit(count: int) -> bool:',
        '6 |     x: int = "nope"',
        '  |     ^',
        '7 |     return count <= 100',
        '  |',
        'help: Remove assignment to unused variable `x`',
      ],
    ],
    [
      'eslint',
      'eslint-stylish.txt',
      0,
      ['/tmp/tsd/src/b.js', "  5:12  error    Expected '===' and instead saw '=='       eqeqeq"],
    ],
    [
      'clippy',
      'clippy-deny.txt',
      0,
      [
        'error: unused variable: `unused`',
        ' --> src/lib.rs:2:9',
        '  |',
        '2 |     let unused = 3;',
        '  |         ^^^^^^ help: if this is intentional, prefix it with an underscore: `_unused`',
        '  |',
        '  = note: `-D unused-variables` implied by `-D warnings`',
        '  = help: to override `-D warnings` add `#[allow(unused_variables)]`',
      ],
    ],
    [
      'go vet',
      'go-vet.txt',
      1,
      ['vetme/vet.go:6:2: fmt.Printf format %s has arg n of wrong type int'],
    ],
  ])('%s %s: diagnostic %i keeps its verbatim text', (tool, file, index, lines) => {
    expect(parseDiagnostics(tool, fixture(`diagnostics/${file}`))[index]?.text).toBe(
      lines.join('\n'),
    );
  });

  it('reads the biome block of a lint error, colour and hyperlinks stripped', () => {
    expect(fixture('diagnostics/biome-check-color.txt')).toContain('\u001b]8;;file://');
    const [, first] = parseDiagnostics('biome', fixture('diagnostics/biome-check-color.txt'));
    expect(first?.text.split('\n').slice(0, 3)).toEqual([
      'src/b.js:5:12 lint/suspicious/noDoubleEquals  FIXABLE  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━',
      '',
      // Biome marks an error with ✖ in colour and × without.
      '  ✖ Using == may be unsafe if you are relying on type coercion.',
    ]);
  });

  it.each([
    [
      'tsc',
      "error TS5023: Unknown compiler option 'foo'.",
      [null, null, null, "TS5023: Unknown compiler option 'foo'."],
    ],
    [
      'mypy',
      'pkg/a.py: error: Source file found twice under different module names',
      ['pkg/a.py', null, null, 'Source file found twice under different module names'],
    ],
    [
      'mypy',
      'a.py:3:5: error: Name "x" is not defined  [name-defined]',
      ['a.py', 3, 5, 'Name "x" is not defined  [name-defined]'],
    ],
    [
      'go',
      'go: updates to go.mod needed; to update it:',
      [null, null, null, 'updates to go.mod needed; to update it:'],
    ],
    ['go vet', 'vet: ./a.go:3:5: undefined: x', ['a.go', 3, 5, 'undefined: x']],
    [
      'cargo',
      'error: linking with `cc` failed: exit status: 1',
      [null, null, null, 'linking with `cc` failed: exit status: 1'],
    ],
  ] as Array<[string, string, Row]>)('%s: %s', (tool, output, row) => {
    expect(
      parseDiagnostics(tool, output).map((d) => [d.file, d.line, d.column, d.message]),
    ).toEqual([row]);
  });

  it.each([
    ['cargo', 'error: could not compile `x` (lib) due to 2 previous errors'],
    ['cargo', 'warning: unused variable: `a`\n --> src/lib.rs:1:5'],
    ['pyright', '0 errors, 0 warnings, 0 informations'],
    ['eslint', '  3:1  warning  Unexpected var  no-var'],
    ['unknown-tool', 'a.ts:1:1: error: something'],
    ['constructor', 'a.ts:1:1: error: something'],
  ])('%s: no error in %j', (tool, output) => {
    expect(parseDiagnostics(tool, output)).toEqual([]);
  });
});

describe('sqlfluff', () => {
  it('reads each violation with its file, line, position and code, long messages joined', () => {
    // sqlfluff 1.4.5 (Debian bookworm), `sqlfluff lint db/m/l.sql`.
    const output = [
      '== [db/m/l.sql] FAIL',
      'L:   1 | P:  21 | L014 | Unquoted identifiers must be consistently pascal case.',
      'L:   2 | P:   1 | L036 | Select targets should be on a new line unless there is',
      '                       | only one select target.',
      'All Finished!',
    ].join('\n');
    expect(
      parseDiagnostics('sqlfluff', output).map((d) => [d.file, d.line, d.column, d.message]),
    ).toEqual([
      ['db/m/l.sql', 1, 21, 'L014: Unquoted identifiers must be consistently pascal case.'],
      [
        'db/m/l.sql',
        2,
        1,
        'L036: Select targets should be on a new line unless there is only one select target.',
      ],
    ]);
  });
});
