import { describe, expect, it } from 'vitest';
import {
  findCfgTestBlocks,
  inlineTestAnomalies,
  type LineRange,
  maskRustNonCode,
} from '../../../src/core/changes/rust-inline-tests.js';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { Hunk } from '../../../src/core/model/diff.js';

const lines = (...ls: string[]): string => `${ls.join('\n')}\n`;

describe('findCfgTestBlocks', () => {
  it.each<[string, string, LineRange[]]>([
    [
      'a tests module',
      lines(
        'pub fn admit(n: u32) -> bool {', // 1
        '    n <= 100', // 2
        '}', // 3
        '', // 4
        '#[cfg(test)]', // 5
        'mod tests {', // 6
        '    use super::*;', // 7
        '    #[test]', // 8
        '    fn burst() {', // 9
        '        assert!(admit(100));', // 10
        '    }', // 11
        '}', // 12
        'pub fn after() {}', // 13
      ),
      [{ start: 5, end: 12 }],
    ],
    [
      'braces inside strings, chars and comments',
      lines(
        '#[cfg(test)]', // 1
        'mod tests {', // 2
        '    const A: &str = "}}} {";', // 3
        "    const B: char = '}';", // 4
        "    const C: char = '\\'';", // 5
        '    // } closing brace in a comment', // 6
        '    /* } /* nested } */ still comment } */', // 7
        "    fn f<'a>(x: &'a str) -> &'a str { x }", // 8
        '}', // 9
        'fn g() { let s = "{"; }', // 10
      ),
      [{ start: 1, end: 9 }],
    ],
    [
      'raw strings with hashes',
      lines(
        '#[cfg(test)]', // 1
        'mod tests {', // 2
        '    const J: &str = r#"{"a": "}"}"#;', // 3
        '    const K: &[u8] = br##"}"#}"##;', // 4
        '    const L: &str = r"}";', // 5
        '}', // 6
      ),
      [{ start: 1, end: 6 }],
    ],
    [
      'cfg(test) on a single fn and on a use',
      lines(
        '#[cfg(test)]', // 1
        'use std::collections::HashMap;', // 2
        'fn real() {}', // 3
        '#[cfg(test)]', // 4
        '#[allow(dead_code)]', // 5
        'fn helper() -> [u8; 2] {', // 6
        '    [1, 2]', // 7
        '}', // 8
      ),
      [
        { start: 1, end: 2 },
        { start: 4, end: 8 },
      ],
    ],
    [
      'an out-of-line tests module',
      lines('fn real() {}', '#[cfg(test)]', 'mod tests;'),
      [{ start: 2, end: 3 }],
    ],
    [
      'cfg combinations',
      lines(
        '#[cfg(all(test, feature = "slow"))]', // 1
        'mod slow {}', // 2
        '#[cfg(not(test))]', // 3
        'mod prod {}', // 4
        '#[cfg(feature = "test")]', // 5
        'mod feat {}', // 6
        '#[cfg(test_utils)]', // 7
        'mod utils {}', // 8
      ),
      [{ start: 1, end: 2 }],
    ],
    [
      'an attribute in a comment or string does not count',
      lines('// #[cfg(test)]', 'mod a {}', 'const S: &str = "#[cfg(test)] mod b {}";'),
      [],
    ],
    [
      'an inner attribute makes the whole file a test',
      lines('#![cfg(test)]', 'use super::*;', '#[test]', 'fn t() {}'),
      [{ start: 1, end: 4 }],
    ],
    [
      'an unterminated module runs to the end',
      lines('#[cfg(test)]', 'mod tests {', '    fn t() {'),
      [{ start: 1, end: 3 }],
    ],
    ['no tests', lines('fn main() {}'), []],
  ])('%s', (_name, text, expected) => {
    expect(findCfgTestBlocks(text)).toEqual(expected);
  });
});

describe('findCfgTestBlocks: test functions outside a test module', () => {
  it.each<[string, string, LineRange[]]>([
    [
      'a #[test] fn at the top level, with #[ignore] inside the item',
      lines('pub fn a() {}', '#[test]', '#[ignore]', 'fn t() {', '    assert!(true);', '}'),
      [{ start: 2, end: 6 }],
    ],
    [
      '#[tokio::test] on an async fn',
      lines('#[tokio::test]', 'async fn t() {}'),
      [{ start: 1, end: 2 }],
    ],
    [
      '#[test_case(1)] with arguments',
      lines('#[test_case(1)]', 'fn t(x: u8) { let _ = x; }'),
      [{ start: 1, end: 2 }],
    ],
    [
      'an attribute merely named like a test (#[testing]) is not one',
      lines('#[testing]', 'fn t() {}'),
      [],
    ],
  ])('%s', (_name, text, expected) => {
    expect(findCfgTestBlocks(text)).toEqual(expected);
  });
});

describe('maskRustNonCode', () => {
  it.each([
    ['let s = "a{b"; // c}', 'let s =      ;      '],
    ["let c = '{'; let l: &'a u8;", "let c =    ; let l: &'a u8;"],
    ['let r = r#"x"#;', 'let r =       ;'],
    ['a /* b\nc */ d', 'a     \n     d'],
  ])('%j', (text, masked) => {
    expect(maskRustNonCode(text)).toBe(masked);
  });
});

const BASE = lines(
  'pub fn admit(n: u32) -> bool {', // 1
  '    n <= 100', // 2
  '}', // 3
  '#[cfg(test)]', // 4
  'mod tests {', // 5
  '    use super::*;', // 6
  '    #[test]', // 7
  '    fn burst() {', // 8
  '        assert_eq!(admit(100), true);', // 9
  '        assert!(!admit(101));', // 10
  '    }', // 11
  '}', // 12
);

const HEAD = lines(
  'pub fn admit(n: u32) -> bool {', // 1
  '    n <= 1000', // 2
  '}', // 3
  '#[cfg(test)]', // 4
  'mod tests {', // 5
  '    use super::*;', // 6
  '    #[test]', // 7
  '    #[ignore]', // 8
  '    fn burst() {', // 9
  '        assert_eq!(admit(1000), true);', // 10
  '    }', // 11
  '}', // 12
);

// The -U0 diff of BASE -> HEAD.
const HUNKS: Hunk[] = [
  {
    oldStart: 2,
    oldLines: 1,
    newStart: 2,
    newLines: 1,
    removed: [{ line: 2, text: '    n <= 100' }],
    added: [{ line: 2, text: '    n <= 1000' }],
  },
  {
    oldStart: 7,
    oldLines: 0,
    newStart: 8,
    newLines: 1,
    removed: [],
    added: [{ line: 8, text: '    #[ignore]' }],
  },
  {
    oldStart: 9,
    oldLines: 2,
    newStart: 10,
    newLines: 1,
    removed: [
      { line: 9, text: '        assert_eq!(admit(100), true);' },
      { line: 10, text: '        assert!(!admit(101));' },
    ],
    added: [{ line: 10, text: '        assert_eq!(admit(1000), true);' }],
  },
];

function rustFile(over: Partial<ChangedFile>): ChangedFile {
  return {
    status: 'modified',
    path: 'src/limits.rs',
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: 'a'.repeat(40),
    newBlob: 'b'.repeat(40),
    class: 'source',
    ecosystem: 'rust',
    oldClass: 'source',
    ...over,
  };
}

const critical = (
  kind: Anomaly['kind'],
  line: number,
  detail: string,
  path = 'src/limits.rs',
): Anomaly => ({
  kind,
  severity: 'critical',
  path,
  line,
  detail,
});

describe('inlineTestAnomalies', () => {
  it('reports the block change, the ignore marker and the assertion changes', () => {
    expect(inlineTestAnomalies(rustFile({}), HUNKS, BASE, HEAD)).toEqual([
      critical('inline-test-modified', 8, '#[cfg(test)] block changed: +2 -2 lines'),
      critical('skip-marker-added', 8, '#[ignore] added'),
      critical('assertion-removed', 10, 'assertion removed: assert!(!admit(101));'),
      critical(
        'assertion-removed',
        10,
        'assertion changed: assert_eq!(admit(100), true); -> assert_eq!(admit(1000), true);',
      ),
    ]);
  });

  it('ignores changes outside the test blocks', () => {
    expect(inlineTestAnomalies(rustFile({}), HUNKS.slice(0, 1), BASE, HEAD)).toEqual([]);
  });

  it('reports removing the cfg(test) attribute itself', () => {
    const head = BASE.replace('#[cfg(test)]\n', '');
    const hunks: Hunk[] = [
      {
        oldStart: 4,
        oldLines: 1,
        newStart: 3,
        newLines: 0,
        removed: [{ line: 4, text: '#[cfg(test)]' }],
        added: [],
      },
    ];
    expect(inlineTestAnomalies(rustFile({}), hunks, BASE, head)).toEqual([
      critical('inline-test-modified', 3, '#[cfg(test)] block changed: +0 -1 lines'),
    ]);
  });

  it('reports a deleted file at its first base line, without line details', () => {
    const hunks: Hunk[] = [
      {
        oldStart: 1,
        oldLines: 12,
        newStart: 0,
        newLines: 0,
        removed: BASE.trimEnd()
          .split('\n')
          .map((text, i) => ({ line: i + 1, text })),
        added: [],
      },
    ];
    expect(inlineTestAnomalies(rustFile({ status: 'deleted' }), hunks, BASE, null)).toEqual([
      critical('inline-test-modified', 4, '#[cfg(test)] block changed: +0 -9 lines'),
    ]);
  });

  it('tests in an added file are test-added (left out), critical only under added-tests: critical', () => {
    const hunks: Hunk[] = [
      {
        oldStart: 0,
        oldLines: 0,
        newStart: 1,
        newLines: 12,
        removed: [],
        added: HEAD.trimEnd()
          .split('\n')
          .map((text, i) => ({ line: i + 1, text })),
      },
    ];
    const added = rustFile({ status: 'added', path: 'src/new.rs' });
    const detail = '#[cfg(test)] block added: +9 lines (left out of the locked run)';
    expect(inlineTestAnomalies(added, hunks, null, HEAD)).toEqual([
      { kind: 'test-added', severity: 'info', path: 'src/new.rs', line: 4, detail },
    ]);
    expect(inlineTestAnomalies(added, hunks, null, HEAD, 'critical')).toEqual([
      { kind: 'test-added', severity: 'critical', path: 'src/new.rs', line: 4, detail },
    ]);
  });

  // A new test module beside base's, a new test inside base's module, and both.
  const MORE = lines('#[cfg(test)]', 'mod more_tests;');
  const addedAt = (start: number, text: string): Hunk => {
    const added = text
      .trimEnd()
      .split('\n')
      .map((t, i) => ({ line: start + i, text: t }));
    return {
      oldStart: start - 1,
      oldLines: 0,
      newStart: start,
      newLines: added.length,
      removed: [],
      added,
    };
  };
  it('a new test module beside base ones is test-added', () => {
    expect(inlineTestAnomalies(rustFile({}), [addedAt(13, MORE)], BASE, BASE + MORE)).toEqual([
      {
        kind: 'test-added',
        severity: 'info',
        path: 'src/limits.rs',
        line: 13,
        detail: '#[cfg(test)] block added: +2 lines (left out of the locked run)',
      },
    ]);
  });
  // Severity is what the change does to verification after the merge (SPEC 3): a test added
  // beside the base ones is evidence; anything else added inside the block may change them.
  const inside = (text: string) => BASE.replace('    }\n}\n', `    }\n${text}}\n`);
  const insideBase = (text: string) =>
    inlineTestAnomalies(rustFile({}), [addedAt(12, text)], BASE, inside(text));
  it('a new test function inside the base module is test-added, critical only by policy', () => {
    const text = '    #[test]\n    fn more() {\n        assert_eq!(1, 1);\n    }\n';
    expect(insideBase(text)).toEqual([
      {
        kind: 'test-added',
        severity: 'info',
        path: 'src/limits.rs',
        line: 12,
        detail:
          'test functions added to a #[cfg(test)] block: +4 lines (left out of the locked run)',
      },
    ]);
    const critical = inlineTestAnomalies(
      rustFile({}),
      [addedAt(12, text)],
      BASE,
      inside(text),
      'critical',
    );
    expect(critical[0]?.severity).toBe('critical');
  });
  it.each([
    ['a helper function', '    fn helper() -> u32 {\n        3\n    }\n'],
    [
      'a macro that shadows assert_eq!',
      '    macro_rules! assert_eq {\n        ($a:expr, $b:expr) => {};\n    }\n',
    ],
    ['a use beside a new test', '    use std::fmt;\n    #[test]\n    fn more() {}\n'],
  ])('%s added inside the base module changes that block', (_what, text) => {
    expect(insideBase(text).map((a) => a.kind)).toContain('inline-test-modified');
  });
  it('a new module together with an edit of a base one: the edit is reported', () => {
    const both = [...HUNKS, addedAt(13, MORE)];
    expect(inlineTestAnomalies(rustFile({}), both, BASE, HEAD + MORE)[0]?.kind).toBe(
      'inline-test-modified',
    );
  });

  it('leaves non-Rust files alone', () => {
    expect(inlineTestAnomalies(rustFile({ path: 'src/limits.py' }), HUNKS, BASE, HEAD)).toEqual([]);
  });
});
