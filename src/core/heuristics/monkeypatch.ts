// Flags source code that replaces parts of a test framework or of the runtime's builtins:
// an assertion that cannot fail, or output that cannot be read, makes every test pass.

import type { Ecosystem } from '../model/changed-file.js';
import { describe } from './file-view.js';
import type { FileView, Finding, Heuristic } from './types.js';

interface PatchRule {
  re: RegExp;
  langs: readonly Ecosystem[];
}

// An assignment, not a comparison: `=` not followed by `=` (and not `==`, `<=`, `!=` before it).
const SET = String.raw`\s*(?:\[[^\]]*\]\s*)?=(?!=)`;
const rx = (target: string): RegExp => new RegExp(`(?:${target})${SET}`);

const RULES: readonly PatchRule[] = [
  { re: rx(String.raw`\b(?:unittest\.)?TestCase\.\w+`), langs: ['python'] },
  { re: rx(String.raw`\b(?:builtins|__builtins__)(?:\.\w+|\[[^\]]*\])`), langs: ['python'] },
  {
    re: rx(String.raw`\bsys\.(?:stdout|stderr|exit|excepthook|modules\s*\[[^\]]*\])`),
    langs: ['python'],
  },
  { re: rx(String.raw`\b(?:_?pytest|unittest)\.\w+(?:\.\w+)*`), langs: ['python'] },
  {
    re: /\bsetattr\s*\(\s*(?:builtins|__builtins__|sys|pytest|unittest|(?:unittest\.)?TestCase)\b/,
    langs: ['python'],
  },
  // A declaration (`const expect = ...`) binds a local; an assignment replaces the shared one.
  {
    re: rx(String.raw`^(?!(?:const|let|var)\b)(?:.*[^\w$.])?(?:expect|assert)(?:\.\w+)*`),
    langs: ['javascript'],
  },
  {
    re: rx(
      String.raw`\b(?:global|globalThis|window)(?:\s+as\s+\w+\))?\.(?:expect|assert|it|test|describe|jest|vi)\b`,
    ),
    langs: ['javascript'],
  },
  {
    re: /\bObject\.(?:defineProperty|assign)\s*\(\s*(?:global|globalThis|window)\s*,/,
    langs: ['javascript'],
  },
  {
    re: rx(
      String.raw`\bprocess\.(?:exit|stdout\.write|stderr\.write)|\bconsole\.(?:error|log|warn)`,
    ),
    langs: ['javascript'],
  },
  {
    re: rx(
      String.raw`\b(?:Object|Array|String|Number|Boolean|Promise|Function|Date|Error)\.prototype\.\w+`,
    ),
    langs: ['javascript'],
  },
  { re: rx(String.raw`\b(?:os\.(?:Stdout|Stderr|Args)|flag\.CommandLine)`), langs: ['go'] },
  { re: /\bexpect\.(?:extend|addSnapshotSerializer)\s*\(/, langs: ['javascript'] },
  { re: /\bpanic::set_hook\s*\(|\bpanic::take_hook\s*\(/, langs: ['rust'] },
  // A crate's own `assert_eq!` shadows std's for every module below it, the base tests included.
  {
    re: /\bmacro_rules!\s*(?:(?:debug_)?assert(?:_eq|_ne)?|panic|unreachable|todo|unimplemented)\b(?!_)/,
    langs: ['rust'],
  },
  { re: /\bSystem\.set(?:Out|Err|SecurityManager)\s*\(/, langs: ['java'] },
];

// Modules of a test framework whose objects a source file may import and then change: a class of
// the runner replaced in place (`TestReport.from_item_and_call = ...` after `from _pytest.reports
// import TestReport`) turns failures into passes without naming the framework on that line.
const PY_FRAMEWORK = String.raw`(?:_pytest|pytest|unittest|pluggy|doctest)(?:\.\w+)*`;
// A parenthesised list may span lines; otherwise the names end with the line.
const PY_FROM = new RegExp(
  String.raw`^[ \t]*from[ \t]+${PY_FRAMEWORK}[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#]*))`,
  'gm',
);
const PY_IMPORT_AS = new RegExp(
  String.raw`^[ \t]*import[ \t]+${PY_FRAMEWORK}[ \t]+as[ \t]+(\w+)`,
  'gm',
);
const JS_FRAMEWORK =
  '(?:vitest|@jest/globals|@jest/expect|expect|chai|node:test|(?:node:)?assert(?:/strict)?|uvu(?:/assert)?|ava|tap)';
const JS_IMPORT = new RegExp(
  String.raw`\bimport\s+(?:type\s+)?([^'";]*?)\s*from\s*['"]${JS_FRAMEWORK}['"]`,
  'g',
);
const JS_REQUIRE = new RegExp(
  String.raw`\b(?:const|let|var)\s+([^=;]+?)\s*=\s*require\(\s*['"]${JS_FRAMEWORK}['"]\s*\)`,
  'g',
);

/** The local names an import binds (`a, b as c`, `{ a, b as c }`, `* as m`, `d, { e: f }`). */
function boundNames(list: string): string[] {
  return list
    .replace(/[{}*]/g, ',')
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/(?:^|\s+)as\s+|\s*:\s*/)
          .pop() ?? '',
    )
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'type');
}

/** The names a file binds to a test framework's objects by importing them. */
function frameworkNames(file: FileView): string[] {
  const text = (
    file.head?.map((l) => l.text) ?? file.blocks.flatMap((b) => b.added.map((a) => a.text))
  ).join('\n');
  const lists =
    file.ecosystem === 'python'
      ? [
          ...[...text.matchAll(PY_FROM)].map((m) => m[1] ?? m[2] ?? ''),
          ...[...text.matchAll(PY_IMPORT_AS)].map((m) => m[1] ?? ''),
        ]
      : file.ecosystem === 'javascript'
        ? [...text.matchAll(JS_IMPORT), ...text.matchAll(JS_REQUIRE)].map((m) => m[1] ?? '')
        : [];
  return [...new Set(lists.flatMap(boundNames))];
}

/** Rules for changing what those names hold: an attribute assigned, setattr, Object.assign. */
function importedRules(file: FileView): PatchRule[] {
  const names = frameworkNames(file).map((n) => n.replace(/\$/g, '\\$'));
  if (names.length === 0) return [];
  const any = `(?:${names.join('|')})`;
  const eco = file.ecosystem as Ecosystem;
  return [
    { re: rx(String.raw`(?<![\w$.])${any}(?:\.[\w$]+|\[[^\]]*\])+`), langs: [eco] },
    {
      re: new RegExp(
        String.raw`\b(?:setattr|Object\.(?:assign|defineProperty|defineProperties))\s*\(\s*${any}\b`,
      ),
      langs: [eco],
    },
  ];
}

export const monkeypatch: Heuristic = (file: FileView): Finding[] => {
  const eco = file.ecosystem;
  const rules = [
    ...RULES.filter((r) => eco === null || r.langs.includes(eco)),
    ...importedRules(file),
  ];
  return file.blocks.flatMap((b) =>
    b.added
      .filter((a) => !a.moved && rules.some((r) => r.re.test(a.bare)))
      .map((a) => ({
        kind: 'source-monkeypatch' as const,
        line: a.line,
        detail: describe('test framework or builtin replaced', a),
      })),
  );
};
