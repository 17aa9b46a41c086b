import { describe, expect, it } from 'vitest';
import { scanRustTestItems } from '../../../src/core/locked/rust-test-items.js';
import { spliceRustTests } from '../../../src/core/locked/splice-rust-tests.js';

const lines = (...ls: string[]): string => `${ls.join('\n')}\n`;

const ADD = (body: string): string =>
  lines('pub fn add(a: i32, b: i32) -> i32 {', `    ${body}`, '}');
const TESTS = (expected: string, extra: string[] = []): string =>
  lines(
    '#[cfg(test)]',
    'mod tests {',
    '    use super::*;',
    '    #[test]',
    '    fn adds() {',
    `        assert_eq!(add(2, 2), ${expected});`,
    '    }',
    ...extra,
    '}',
  );

describe('spliceRustTests: the base test items run against the PR code', () => {
  it.each<[string, string, string, string]>([
    [
      'gaming: the PR edits the expected value',
      ADD('a + b') + TESTS('4'),
      ADD('a - b') + TESTS('0'),
      ADD('a - b') + TESTS('4'),
    ],
    [
      'honest: the PR adds a test fn next to the old one (base module only)',
      ADD('a + b') + TESTS('4'),
      ADD('b + a') +
        TESTS('4', ['    #[test]', '    fn adds_zero() { assert_eq!(add(0, 0), 0); }']),
      ADD('b + a') + TESTS('4'),
    ],
    [
      'gaming: the PR renames the module (its module removed, base module put back at the end)',
      ADD('a + b') + TESTS('4'),
      ADD('a - b') + TESTS('0').replace('mod tests', 'mod checks'),
      ADD('a - b') + TESTS('4'),
    ],
    [
      'gaming: the PR deletes the module (put back at the end)',
      ADD('a + b') + TESTS('4'),
      ADD('a - b'),
      ADD('a - b') + TESTS('4'),
    ],
    [
      'gaming: the PR adds a module to a file that had none (removed)',
      ADD('a + b'),
      ADD('a - b') + TESTS('0'),
      `${ADD('a - b')}`,
    ],
    [
      'braces in strings, raw strings, chars, lifetimes and nested comments',
      lines(
        "pub fn f<'a>(s: &'a str) -> &'a str { s }",
        '#[cfg(test)]',
        'mod tests {',
        '    const A: &str = "}}{";',
        '    const B: &str = r#"{"a": "}"}"#;',
        "    const C: char = '}';",
        '    /* } /* nested } */ } */',
        '    #[test] fn t() { assert_eq!(super::f(A), "}}{"); }',
        '}',
      ),
      lines(
        "pub fn f<'a>(s: &'a str) -> &'a str { &s[1..] }",
        '#[cfg(test)]',
        'mod tests {',
        '    const A: &str = "{";',
        '    #[test] fn t() { assert_eq!(super::f(A), ""); }',
        '}',
      ),
      lines(
        "pub fn f<'a>(s: &'a str) -> &'a str { &s[1..] }",
        '#[cfg(test)]',
        'mod tests {',
        '    const A: &str = "}}{";',
        '    const B: &str = r#"{"a": "}"}"#;',
        "    const C: char = '}';",
        '    /* } /* nested } */ } */',
        '    #[test] fn t() { assert_eq!(super::f(A), "}}{"); }',
        '}',
      ),
    ],
    [
      'a #[cfg(test)] helper fn is test code too',
      lines('pub fn g() -> u8 { 1 }', '#[cfg(test)]', 'fn helper() -> u8 { 1 }'),
      lines('pub fn g() -> u8 { 2 }', '#[cfg(test)]', 'fn helper() -> u8 { 2 }'),
      lines('pub fn g() -> u8 { 2 }', '#[cfg(test)]', 'fn helper() -> u8 { 1 }'),
    ],
    [
      'cfg(all(test, feature)) items and a cfg(not(test)) item left as the PR has it',
      lines(
        '#[cfg(not(test))]',
        'pub fn n() -> u8 { 1 }',
        '#[cfg(all(test, feature = "x"))]',
        'mod x { fn a() {} }',
      ),
      lines(
        '#[cfg(not(test))]',
        'pub fn n() -> u8 { 9 }',
        '#[cfg(all(test, feature = "x"))]',
        'mod x { fn b() {} }',
      ),
      lines(
        '#[cfg(not(test))]',
        'pub fn n() -> u8 { 9 }',
        '#[cfg(all(test, feature = "x"))]',
        'mod x { fn a() {} }',
      ),
    ],
    [
      'multiple modules, each from base',
      lines(
        'pub fn a() {}',
        '#[cfg(test)]',
        'mod one { #[test] fn x() { assert!(true); } }',
        '#[cfg(test)]',
        'mod two { #[test] fn y() { assert!(true); } }',
      ),
      lines(
        'pub fn a() {}',
        '#[cfg(test)]',
        'mod one { #[test] fn x() {} }',
        '#[cfg(test)]',
        'mod two { #[test] fn y() {} }',
      ),
      lines(
        'pub fn a() {}',
        '#[cfg(test)]',
        'mod one { #[test] fn x() { assert!(true); } }',
        '#[cfg(test)]',
        'mod two { #[test] fn y() { assert!(true); } }',
      ),
    ],
    [
      'a test module nested in a plain module stays in place',
      lines(
        'pub mod inner {',
        '    pub fn v() -> u8 { 1 }',
        '    #[cfg(test)]',
        '    mod tests { #[test] fn v1() { assert_eq!(super::v(), 1); } }',
        '}',
      ),
      lines(
        'pub mod inner {',
        '    pub fn v() -> u8 { 2 }',
        '    #[cfg(test)]',
        '    mod tests { #[test] fn v1() { assert_eq!(super::v(), 2); } }',
        '}',
      ),
      lines(
        'pub mod inner {',
        '    pub fn v() -> u8 { 2 }',
        '    #[cfg(test)]',
        '    mod tests { #[test] fn v1() { assert_eq!(super::v(), 1); } }',
        '}',
      ),
    ],
    [
      'a deleted nested module goes back at the end of its module',
      lines('pub mod inner {', '    pub fn v() {}', '    #[cfg(test)]', '    mod tests {}', '}'),
      lines('pub mod inner {', '    pub fn v() {}', '}'),
      lines('pub mod inner {', '    pub fn v() {}', '#[cfg(test)]', '    mod tests {}', '}'),
    ],
    [
      'gaming: an attribute the PR puts before #[cfg(test)] goes with the item',
      lines('pub fn a() {}', '#[cfg(test)]', 'mod tests;'),
      lines('pub fn a() {}', '#[path = "evil.rs"]', '#[cfg(test)]', 'mod tests;'),
      lines('pub fn a() {}', '#[cfg(test)]', 'mod tests;'),
    ],
    [
      'a plain #[test] fn outside any test module is a test item',
      lines('pub fn a() -> u8 { 1 }', '#[test]', 'fn a_is_one() { assert_eq!(a(), 1); }'),
      lines(
        'pub fn a() -> u8 { 2 }',
        '#[test]',
        '#[ignore]',
        'fn a_is_one() { assert_eq!(a(), 2); }',
      ),
      lines('pub fn a() -> u8 { 2 }', '#[test]', 'fn a_is_one() { assert_eq!(a(), 1); }'),
    ],
    [
      'cfg(test) use and const with a struct literal end at their semicolon',
      lines(
        '#[cfg(test)]',
        'use std::collections::{HashMap, HashSet};',
        '#[cfg(test)]',
        'const S: P = P { x: 1 };',
        'pub struct P { x: u8 }',
      ),
      lines(
        '#[cfg(test)]',
        'use std::collections::{HashMap};',
        '#[cfg(test)]',
        'const S: P = P { x: 2 };',
        'pub struct P { x: u8 }',
      ),
      lines(
        '#[cfg(test)]',
        'const S: P = P { x: 1 };',
        'pub struct P { x: u8 }',
        '#[cfg(test)]',
        'use std::collections::{HashMap, HashSet};',
      ),
    ],
    [
      'CRLF line endings are kept byte for byte',
      ADD('a + b').replace(/\n/g, '\r\n') + TESTS('4').replace(/\n/g, '\r\n'),
      ADD('a - b').replace(/\n/g, '\r\n') + TESTS('0').replace(/\n/g, '\r\n'),
      ADD('a - b').replace(/\n/g, '\r\n') + TESTS('4').replace(/\n/g, '\r\n'),
    ],
    [
      'unchanged test items: the PR file as it is',
      ADD('a + b') + TESTS('4'),
      `// edited\n${ADD('a * 1 + b')}${TESTS('4')}`,
      `// edited\n${ADD('a * 1 + b')}${TESTS('4')}`,
    ],
    [
      'a whole-file #![cfg(test)] at base takes the base file',
      lines('#![cfg(test)]', 'fn helper() -> u8 { 1 }'),
      lines('#![cfg(test)]', 'fn helper() -> u8 { 2 }'),
      lines('#![cfg(test)]', 'fn helper() -> u8 { 1 }'),
    ],
  ])('%s', (_name, base, head, expected) => {
    const result = spliceRustTests(base, head);
    expect(result).toEqual({ ok: true, text: expected, changed: expected !== head });
  });
});

describe('spliceRustTests: fails closed where it cannot splice safely', () => {
  it.each<[string, string, string, RegExp]>([
    [
      'the PR leaves a raw string open',
      TESTS('4'),
      `${TESTS('4')}const X: &str = r#"never closed;\n`,
      /PR's version cannot be read: a string/,
    ],
    [
      'the PR leaves a brace open',
      TESTS('4'),
      `pub fn f() {\n${TESTS('4')}`,
      /PR's version cannot be read/,
    ],
    [
      'the base has a nested block comment that never ends',
      `/* /* */\n${TESTS('4')}`,
      TESTS('4'),
      /base version cannot be read/,
    ],
    [
      'the enclosing module of a base test module is gone',
      lines('pub mod inner {', '    #[cfg(test)]', '    mod tests {}', '}'),
      lines('pub mod renamed {}'),
      /base test item 'mod tests' in mod inner has no place/,
    ],
    [
      'the PR makes the whole file test-only',
      ADD('a + b') + TESTS('4'),
      `#![cfg(test)]\n${ADD('a - b')}${TESTS('4')}`,
      /whole file test code/,
    ],
    [
      'a cfg(test) field changed',
      lines('pub struct S {', '    #[cfg(test)]', '    seen: u8,', '}'),
      lines('pub struct S {', '    #[cfg(test)]', '    seen: u16,', '}'),
      /test attribute on a field/,
    ],
  ])('%s', (_name, base, head, reason) => {
    const result = spliceRustTests(base, head);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('scanRustTestItems', () => {
  it('names items by their enclosing items, kind and name', () => {
    const scan = scanRustTestItems(
      lines(
        'mod a {',
        '    impl X { #[cfg(test)] fn h() {} }',
        '    #[cfg(test)] mod tests {}',
        '}',
        '#[tokio::test] async fn t() {}',
        "fn g() { let c = '{'; }",
      ),
    );
    expect(scan.ok && scan.items.map((i) => i.identity)).toEqual([
      '/mod a#0/impl X#0/test fn h#0',
      '/mod a#0/test mod tests#0',
      '/test fn t#0',
    ]);
  });
});
