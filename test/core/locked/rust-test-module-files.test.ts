// Which `.rs` files are test-only at base: declared under cfg(test) directly, inside a cfg(test)
// inline module, from a test-only file (any depth), or through #[path]; and the honest
// look-alikes (plain modules, cfg(not(test)), a module merely named `tests`).
import { describe, expect, it } from 'vitest';
import {
  declaredFiles,
  declaringCandidates,
  modDeclarations,
  testOnlyDeclarer,
} from '../../../src/core/locked/rust-test-module-files.js';

const files = (entries: Record<string, string>): Map<string, string> =>
  new Map(Object.entries(entries));

describe('testOnlyDeclarer', () => {
  const table: Array<[string, string, Record<string, string>, string | null]> = [
    [
      'gaming: #[cfg(test)] mod helpers; at the crate root',
      'src/helpers.rs',
      { 'src/lib.rs': '#[cfg(test)]\nmod helpers;\n' },
      'src/lib.rs',
    ],
    [
      'gaming: with visibility and other attributes',
      'src/helpers.rs',
      { 'src/lib.rs': '#[cfg(test)]\n#[allow(dead_code)]\npub(crate) mod helpers;\n' },
      'src/lib.rs',
    ],
    [
      'gaming: a mod.rs module',
      'src/helpers/mod.rs',
      { 'src/lib.rs': '#[cfg(all(test, unix))] mod helpers;\n' },
      'src/lib.rs',
    ],
    [
      'gaming: a module of a test-only file, two levels down',
      'src/test_support/fixtures/data.rs',
      {
        'src/lib.rs': 'pub fn f() {}\n#[cfg(test)]\nmod test_support;\n',
        'src/test_support.rs': 'pub mod fixtures;\n',
        'src/test_support/fixtures.rs': 'pub mod data;\n',
      },
      'src/test_support/fixtures.rs',
    ],
    [
      'gaming: mod name; inside a #[cfg(test)] inline module',
      'src/unit/helpers.rs',
      {
        'src/lib.rs': '#[cfg(test)]\nmod unit {\n    mod helpers;\n    #[test]\n    fn t() {}\n}\n',
      },
      'src/lib.rs',
    ],
    [
      'gaming: a #[path] on a test module declaration',
      'src/check_support.rs',
      { 'src/lib.rs': '#[cfg(test)]\n#[path = "check_support.rs"]\nmod support;\n' },
      'src/lib.rs',
    ],
    [
      'gaming: in a file of a non-mod.rs module',
      'src/parser/unit.rs',
      {
        'src/lib.rs': 'pub mod parser;\n',
        'src/parser.rs': 'pub fn parse() {}\n#[cfg(test)] mod unit;\n',
      },
      'src/parser.rs',
    ],
    [
      'gaming: a declaring file that is #![cfg(test)] whole',
      'src/helpers/extra.rs',
      { 'src/lib.rs': 'mod helpers;\n', 'src/helpers/mod.rs': '#![cfg(test)]\nmod extra;\n' },
      'src/helpers/mod.rs',
    ],
    [
      'honest: a plain module is source',
      'src/helpers.rs',
      { 'src/lib.rs': 'mod helpers;\n' },
      null,
    ],
    [
      'honest: cfg(not(test))',
      'src/helpers.rs',
      { 'src/lib.rs': '#[cfg(not(test))]\nmod helpers;\n' },
      null,
    ],
    [
      'honest: a module of a plain module is source',
      'src/a/b.rs',
      { 'src/lib.rs': 'pub mod a;\n', 'src/a.rs': 'pub mod b;\n' },
      null,
    ],
    [
      'honest: the attribute of the item before does not carry over',
      'src/helpers.rs',
      { 'src/lib.rs': '#[cfg(test)]\nmod unit {}\nmod helpers;\n' },
      null,
    ],
    [
      'honest: a test module elsewhere names another file',
      'src/helpers.rs',
      { 'src/lib.rs': 'mod helpers;\n#[cfg(test)]\nmod tests;\n' },
      null,
    ],
    [
      'honest: a comment or string that reads like a declaration',
      'src/helpers.rs',
      {
        'src/lib.rs':
          '// #[cfg(test)] mod helpers;\nconst S: &str = "#[cfg(test)] mod helpers;";\nmod helpers;\n',
      },
      null,
    ],
    ['no declaring file at base', 'src/helpers.rs', {}, null],
    [
      'a declaring file that cannot be read is no evidence',
      'src/helpers.rs',
      { 'src/lib.rs': '#[cfg(test)]\nmod helpers;\nfn broken() {\n' },
      null,
    ],
  ];
  for (const [name, path, texts, expected] of table) {
    it(name, () => {
      expect(testOnlyDeclarer(path, files(texts))).toBe(expected);
    });
  }

  it('a cycle of #[path] declarations ends', () => {
    const texts = files({
      'src/a.rs': '#[path = "b.rs"] mod b;\n',
      'src/b.rs': '#[path = "a.rs"] mod a;\n',
    });
    expect(testOnlyDeclarer('src/a.rs', texts)).toBeNull();
  });
});

describe('declaredFiles and declaringCandidates', () => {
  it('resolves a declaration the way rustc does', () => {
    const one = (file: string, text: string): string[] =>
      declaredFiles(
        file,
        modDeclarations(text)?.declarations[0] ?? { inline: [], name: '', path: null },
      );
    expect(one('src/lib.rs', 'mod a;')).toEqual(['src/a.rs', 'src/a/mod.rs']);
    expect(one('src/x.rs', 'mod a;')).toEqual(['src/x/a.rs', 'src/x/a/mod.rs']);
    expect(one('src/x/mod.rs', 'mod a;')).toEqual(['src/x/a.rs', 'src/x/a/mod.rs']);
    expect(one('src/bin/tool.rs', 'mod a;')).toEqual(['src/bin/a.rs', 'src/bin/a/mod.rs']);
    expect(one('src/lib.rs', 'mod t { mod a; }')).toEqual(['src/t/a.rs', 'src/t/a/mod.rs']);
    expect(one('src/x.rs', '#[path = "../y.rs"] mod a;')).toEqual(['y.rs']);
    // A path out of the repository resolves to nothing.
    expect(one('src/lib.rs', '#[path = "../../../etc/a.rs"] mod a;')).toEqual([]);
  });

  it('names the crate roots, mod.rs and folder files up the tree', () => {
    expect(declaringCandidates('src/a/b.rs')).toEqual([
      'src/a/lib.rs',
      'src/a/main.rs',
      'src/a/mod.rs',
      'src/a.rs',
      'src/lib.rs',
      'src/main.rs',
      'src/mod.rs',
      'src.rs',
      'lib.rs',
      'main.rs',
      'mod.rs',
    ]);
    expect(declaringCandidates('src/a.py')).toEqual([]);
  });
});

describe('modDeclarations: what decides whether a declaration is compiled', () => {
  const first = (text: string) => modDeclarations(text)?.declarations[0];
  it('collects the cfg predicates of the declaration and of the items around it', () => {
    expect(
      first('#[cfg(unix)]\nmod a {\n    #[cfg(feature = "x")]\n    mod b;\n}\n'),
    ).toMatchObject({
      inline: ['a'],
      name: 'b',
      conditions: ['unix', 'feature = "x"'],
      inMacro: false,
      line: 3,
      source: '#[cfg(feature = "x")] mod b;',
    });
  });
  it('reads cfg_attr as a condition or a conditional path, nested too', () => {
    expect(first('#[cfg_attr(unix, cfg(test), path = "u.rs")]\nmod a;\n')).toMatchObject({
      conditions: ['any(not(unix), test)'],
      paths: [{ when: 'unix', path: 'u.rs' }],
      path: null,
    });
    expect(first('#[cfg_attr(unix, cfg_attr(test, path = "t.rs"))]\nmod a;\n')?.paths).toEqual([
      { when: 'all(unix, test)', path: 't.rs' },
    ]);
    expect(first('#[path = "p.rs"]\nmod a;\n')?.path).toBe('p.rs');
  });
  it('a macro input is the macro’s to compile; a macro_rules body declares nothing', () => {
    expect(
      first('cfg_if::cfg_if! {\n    if #[cfg(unix)] {\n        mod a;\n    }\n}\n')?.inMacro,
    ).toBe(true);
    expect(first('keep!( mod a; );\n')?.inMacro).toBe(true);
    expect(modDeclarations('macro_rules! m {\n    () => { mod a; };\n}\n')?.declarations).toEqual(
      [],
    );
    // `if !(…)` is a negation, not a macro.
    expect(first('fn f() { if !(x) { } }\nmod a;\n')?.inMacro).toBe(false);
  });
  it('an inner cfg belongs to the file, or to the inline module it opens', () => {
    expect(modDeclarations('#![cfg(unix)]\nmod a;\n')?.conditions).toEqual(['unix']);
    expect(first('mod w {\n    #![cfg(any())]\n    mod a;\n}\n')?.conditions).toEqual(['any()']);
  });
});
