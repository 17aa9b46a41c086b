// Finds skip / only / xfail / ignore markers in one added line of test code, per ecosystem.
// Also holds the one-line lexing (comments out, strings blanked) that assertion matching shares.

import type { Ecosystem } from '../model/changed-file.js';

/** Ecosystems whose line comments start with `#` (after code). */
const HASH_COMMENTS: ReadonlySet<Ecosystem> = new Set(['python', 'ruby', 'php']);
/** Ecosystems where `//` is an operator, not a comment. */
const NO_SLASH_COMMENTS: ReadonlySet<Ecosystem> = new Set(['python', 'ruby']);

/** One line split into its code: comments dropped, and a copy with every string literal emptied. */
export interface LineCode {
  /** The code without comments, strings kept (for comparing literals). */
  code: string;
  /** The code without comments, each string literal reduced to `""` (for matching keywords). */
  bare: string;
}

// Rust `'a` is a lifetime, not a string; a char literal is `'x'` or `'\n'`.
function rustCharEnd(line: string, i: number): number {
  if (line[i + 1] === '\\') {
    const close = line.indexOf("'", i + 3);
    return close === -1 ? -1 : close;
  }
  const cp = line.codePointAt(i + 1);
  if (cp === undefined) return -1;
  const after = i + 1 + (cp > 0xffff ? 2 : 1);
  return line[after] === "'" ? after : -1;
}

function stringEnd(line: string, i: number, quote: string): number {
  for (let j = i + 1; j < line.length; j++) {
    if (line[j] === '\\') j++;
    else if (line[j] === quote) return j;
  }
  return -1;
}

function commentStarts(line: string, i: number, eco: Ecosystem | null): boolean {
  const c = line[i];
  const next = line[i + 1];
  if (c === '/' && next === '/') return eco === null || !NO_SLASH_COMMENTS.has(eco);
  if (c !== '#') return false;
  if (eco !== null && HASH_COMMENTS.has(eco)) return !(eco === 'php' && next === '[');
  // Without a known language, `# ` reads as a comment but `#[attr]` and `#include` do not.
  return (
    (eco === null || eco === 'generic' || eco === 'ci') && (next === ' ' || next === undefined)
  );
}

/** Lexes one line: drops line and block comments per ecosystem; keeps or blanks strings. */
export function lineCode(line: string, ecosystem: Ecosystem | null): LineCode {
  const trimmed = line.trim();
  const cLike = ecosystem === null || !NO_SLASH_COMMENTS.has(ecosystem);
  // A doc-comment continuation (` * text`) is a comment in C-like languages.
  if (cLike && /^\*(\s|\/|$)/.test(trimmed)) return { code: '', bare: '' };
  let code = '';
  let bare = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (commentStarts(line, i, ecosystem)) break;
    if (c === '/' && line[i + 1] === '*' && cLike) {
      const close = line.indexOf('*/', i + 2);
      if (close === -1) break;
      i = close + 2;
      code += ' ';
      bare += ' ';
      continue;
    }
    const isQuote = c === '"' || c === '`' || c === "'";
    const end = !isQuote
      ? -1
      : c === "'" && ecosystem === 'rust'
        ? rustCharEnd(line, i)
        : stringEnd(line, i, c);
    if (end === -1) {
      code += c;
      bare += c;
      i++;
      continue;
    }
    code += line.slice(i, end + 1);
    bare += `${c}${c}`;
    i = end + 1;
  }
  return { code: code.trim(), bare: bare.trim() };
}

interface MarkerRule {
  re: RegExp;
  /** The marker's display name from the match. */
  name: (m: RegExpExecArray) => string;
  langs: readonly Ecosystem[];
  /** Also applies when the ecosystem is unknown (only rules with no common false positives). */
  generic: boolean;
  /** Matched on the code with its strings kept: the marker is a string (a Catch2 tag). */
  inStrings?: boolean;
}

const call = (m: RegExpExecArray): string => `${m[0].replace(/\s*\($/, '')}()`;
const asIs = (m: RegExpExecArray): string => m[0];
const group = (n: number, prefix = '', suffix = '') => {
  return (m: RegExpExecArray): string => `${prefix}${m[n] ?? ''}${suffix}`;
};

const RULES: readonly MarkerRule[] = [
  // Python: pytest and unittest.
  { re: /@?pytest\.mark\.(?:skipif|skip|xfail)\b/, name: asIs, langs: ['python'], generic: true },
  {
    re: /\bpytest\.(?:skip|xfail|importorskip)\s*\(/,
    name: call,
    langs: ['python'],
    generic: true,
  },
  {
    re: /@?unittest\.(?:skipIf|skipUnless|skip|expectedFailure)\b/,
    name: asIs,
    langs: ['python'],
    generic: true,
  },
  {
    re: /@(?:skipIf|skipUnless|skip|expectedFailure)\b/,
    name: asIs,
    langs: ['python'],
    generic: false,
  },
  { re: /\bself\.skipTest\s*\(/, name: call, langs: ['python'], generic: true },
  { re: /\braise\s+(?:unittest\.)?SkipTest\b/, name: asIs, langs: ['python'], generic: true },
  // JavaScript / TypeScript: jest, vitest, mocha, jasmine, playwright, ava, uvu, tape, bun.
  {
    re: /(?<![\w$.])(?:it|test|describe|suite|context|specify|bench)(?:\.\w+)*?\.(?:skipIf|runIf|todoIf|failingIf|if|skip|only|todo|failing|fails|fixme)\b/,
    name: asIs,
    langs: ['javascript'],
    generic: true,
  },
  {
    re: /(?<![\w$.])(?:xit|xdescribe|xtest|xcontext|xspecify)\s*\(/,
    name: call,
    langs: ['javascript', 'ruby'],
    generic: true,
  },
  {
    re: /(?<![\w$.])(?:fit|fdescribe|ftest|fcontext)\s*\(/,
    name: call,
    langs: ['javascript', 'ruby'],
    generic: false,
  },
  { re: /\bthis\.skip\s*\(/, name: call, langs: ['javascript'], generic: false },
  // tap / node:test / tape: the test context `t` skips, marks todo or focuses.
  {
    re: /(?<![\w$.])t\.(?:skip|todo|only)\s*\(/,
    name: call,
    langs: ['javascript'],
    generic: false,
  },
  // Deno.test.ignore, lab.experiment.skip: the namespace puts a dot before `test`.
  {
    re: /\b(?:Deno|lab)\.(?:test|it|experiment|describe)\.(?:ignore|skip|only|todo)\b/,
    name: asIs,
    langs: ['javascript'],
    generic: true,
  },
  // uvu suites have any name (`const limits = suite('limits')`): `limits.skip('x', ...)`.
  {
    re: /(?<![\w$.])[A-Za-z_$][\w$]*\.(?:skip|only)\s*\(\s*(?:''|""|``)\s*,/,
    name: (m) => call(m).replace(/\s*\(.*$/, '()'),
    langs: ['javascript'],
    generic: false,
  },
  // Options of a test call: `test('x', { skip: true }, fn)` (tap, node:test, lab, bun),
  // `Deno.test({ name, ignore: true, fn })`; `false` (or nothing) runs the test.
  {
    re: /(?<![\w$])(?:it|test|describe|suite|context|specify|t\.test|Deno\.test|experiment)\s*\(\s*(?:(?:''|""|``)\s*,\s*)?\{[^}]*?\b(skip|todo|only|ignore)\s*:\s*(?!false\b|undefined\b|null\b|0\b)[^\s,}]/,
    name: group(1, '{ ', ': ... }'),
    langs: ['javascript'],
    generic: false,
  },
  // japa chains modifiers on the test: `}).skip(true, 'later')`, `.pin()` runs only pinned tests.
  {
    re: /\)\s*\.(skip|pin)\s*\(\s*(?:true\b|''|""|``|\))/,
    name: group(1, '.', '()'),
    langs: ['javascript'],
    generic: false,
  },
  // jasmine: `pending('why')` inside a spec.
  { re: /^\s*pending\s*\(/, name: () => 'pending()', langs: ['javascript'], generic: false },
  // Go.
  {
    re: /\b(\w+(?:\(\))?)\.(SkipNow|Skipf|Skip)\s*\(/,
    name: (m) => `${m[1]}.${m[2]}()`,
    langs: ['go'],
    generic: false,
  },
  // Rust.
  { re: /#\[\s*ignore\b/, name: () => '#[ignore]', langs: ['rust'], generic: true },
  { re: /#\[\s*should_panic\b/, name: () => '#[should_panic]', langs: ['rust'], generic: true },
  {
    re: /#\[\s*cfg_attr\s*\(.*\bignore\b/,
    name: () => '#[ignore]',
    langs: ['rust'],
    generic: true,
  },
  // JUnit (Java, Kotlin).
  {
    re: /@(Disabled\w*|Enabled(?:If|On)\w*|Ignore)\b/,
    name: group(1, '@'),
    langs: ['java'],
    generic: true,
  },
  {
    re: /\b(?:Assumptions\.|Assume\.)?(assume(?:True|False|That))\s*\(/,
    name: group(1, '', '()'),
    langs: ['java'],
    generic: false,
  },
  // xUnit, NUnit, MSTest.
  { re: /\[[^\]]*\bSkip\s*=/, name: () => 'Skip =', langs: ['csharp'], generic: true },
  {
    re: /\[(?:[^\]]*,)?\s*(Ignore|Explicit)\b/,
    name: group(1, '[', ']'),
    langs: ['csharp'],
    generic: true,
  },
  { re: /\bAssert\.(?:Ignore|Inconclusive)\s*\(/, name: call, langs: ['csharp'], generic: false },
  // PHPUnit, Pest.
  { re: /\bmarkTest(?:Skipped|Incomplete)\s*\(/, name: call, langs: ['php'], generic: true },
  { re: /->(?:skip|todo)\s*\(/, name: (m) => call(m).slice(2), langs: ['php'], generic: false },
  // GoogleTest.
  { re: /\bDISABLED_\w*/, name: () => 'DISABLED_', langs: ['cpp'], generic: true },
  { re: /\bGTEST_SKIP\b/, name: () => 'GTEST_SKIP()', langs: ['cpp'], generic: true },
  // Catch2: a hidden tag (`[.]`, `[.slow]`, `[!hide]`) keeps a test out of the default run;
  // `SKIP()` (v3) skips it. doctest: the `skip` decorator.
  {
    re: /\b(?:TEST_CASE|SCENARIO|TEST_CASE_METHOD)\s*\(.*"[^"]*\[(?:\.\w*|!hide)\][^"]*"/,
    name: () => 'a hidden Catch2 tag',
    langs: ['cpp'],
    generic: false,
    inStrings: true,
  },
  { re: /\bSKIP\s*\(/, name: () => 'SKIP()', langs: ['cpp'], generic: false },
  { re: /\bdoctest::skip\b/, name: () => 'doctest::skip', langs: ['cpp'], generic: true },
  // RSpec, minitest: `skip` and `pending` are ordinary words elsewhere, so only as statements.
  {
    re: /(?<![\w.])(xit|xspecify|xexample|xscenario|xdescribe|xcontext|xfeature|fit|fdescribe|fcontext)\b(?!\s*=)/,
    name: group(1),
    langs: ['ruby'],
    generic: false,
  },
  {
    re: /(?:^|\bdo\s+|[;{]\s*)(skip|pending)\b(?!\s*=(?!=))(?![?!:])/,
    name: group(1),
    langs: ['ruby'],
    generic: false,
  },
  {
    re: /(?<![\w:])(skip|pending|focus):\s*(?!false\b|nil\b)\S/,
    name: group(1, '', ':'),
    langs: ['ruby'],
    generic: false,
  },
  { re: /,\s*:(skip|pending|focus)\b/, name: group(1, ':'), langs: ['ruby'], generic: false },
];

function applies(rule: MarkerRule, eco: Ecosystem | null): boolean {
  if (eco === null || eco === 'generic' || eco === 'ci') return rule.generic;
  return rule.langs.includes(eco);
}

/** The name of the skip/only/xfail marker in an added line (e.g. `@pytest.mark.skip`), or null. */
export function findSkipMarker(line: string, ecosystem: Ecosystem | null): string | null {
  const { code, bare } = lineCode(line, ecosystem);
  if (bare === '') return null;
  for (const rule of RULES) {
    if (!applies(rule, ecosystem)) continue;
    const m = rule.re.exec(rule.inStrings ? code : bare);
    if (m) return rule.name(m);
  }
  return null;
}
