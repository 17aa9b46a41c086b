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

export const monkeypatch: Heuristic = (file: FileView): Finding[] => {
  const eco = file.ecosystem;
  const rules = RULES.filter((r) => eco === null || r.langs.includes(eco));
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
