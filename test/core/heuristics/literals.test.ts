import { describe, expect, it } from 'vitest';
import { assertionLiterals } from '../../../src/core/heuristics/assertion-literals.js';
import { isTrivialLiteral, tokenize } from '../../../src/core/heuristics/literals.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';

describe('tokenize', () => {
  it.each([
    ['x == "a b"', [null, null, 'a b']],
    ["return 'it''s'", [null, 'it', 's']],
    ['n = 1_000u32 + 0x10', [null, null, '1000', null, '16']],
    ['f(-42, 3.50)', [null, null, '-42', null, '3.5', null]],
    ['a - 4', [null, null, '4']],
    ['`tpl`', ['tpl']],
  ] as const)('%s', (code, values) => {
    expect(tokenize(code).map((t) => t.value)).toEqual(values);
  });
});

describe('isTrivialLiteral', () => {
  it.each([
    ['0', true],
    ['-1', true],
    ['10', true],
    ['404', true],
    ['1000', true],
    ['11', false],
    ['3628800', false],
    ['0.5', true],
    ['2.75', false],
    ['', true],
    ['ab', true],
    ['   ', true],
    ['---', true],
    ['true', true],
    ['Error', true],
    ['foo', true],
    ['admin', false],
    ['hello-world', false],
  ] as const)('%s -> %s', (value, trivial) => {
    expect(isTrivialLiteral(value)).toBe(trivial);
  });
});

describe('assertionLiterals', () => {
  const rows: Array<[Ecosystem, string, string[]]> = [
    [
      'python',
      'def test_x():\n    x = "setup value"\n    assert slugify("Hello, World!") == "hello-world"\n    # assert f("comment") == 1\n',
      ['Hello, World!', 'hello-world'],
    ],
    [
      'python',
      '@pytest.mark.parametrize("n,want", [\n    (10, 3628800),\n    (3, 6),\n])\ndef test_f(n, want):\n    assert f(n) == want\n',
      ['n,want', '10', '3628800', '3', '6'],
    ],
    [
      'javascript',
      "it('formats', () => {\n  const label = 'not asserted';\n  expect(formatPrice(1999)).toBe('$19.99');\n});\n",
      ['1999', '$19.99'],
    ],
    [
      'rust',
      '#[test]\nfn t() {\n    assert_eq!(\n        level("verbose-max"),\n        9000u32\n    );\n    let other = "x";\n}\n',
      ['verbose-max', '9000'],
    ],
    [
      'go',
      'func TestX(t *testing.T) {\n\tin := "input only"\n\tif got := Slug("A B"); got != "a-b" {\n\t\tt.Errorf("got %q", got)\n\t}\n}\n',
      ['A B', 'a-b', 'got %q'],
    ],
  ];

  it.each(rows)('%s', (eco, text, literals) => {
    expect(assertionLiterals(text, eco)).toEqual(literals);
  });
});
