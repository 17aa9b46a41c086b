// Finds assertions a diff removed or changed: removed assertion lines are paired with added ones
// by similarity; an unpaired removal or a paired one whose tokens differ is reported.

import type { Ecosystem } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { clipChars } from '../text/clip.js';
import { lineCode } from './skip-markers.js';

/** One removed or altered assertion, located in head line numbers. */
export interface AssertionChange {
  kind: 'removed' | 'changed';
  /** Head line: the replacement's line, or the hunk's position for a removal. */
  line: number;
  /** The removed assertion (code without comments, trimmed). */
  before: string;
  /** The replacement for `changed`, else null. */
  after: string | null;
}

interface AssertionRule {
  re: RegExp;
  langs: readonly Ecosystem[];
  generic: boolean;
}

const RULES: readonly AssertionRule[] = [
  { re: /^assert\b/, langs: ['python', 'java'], generic: true },
  { re: /\bassert\w*\s*\(/, langs: ['python', 'java', 'javascript', 'php', 'cpp'], generic: true },
  { re: /\bself\.(?:assert\w*|fail\w*)\s*\(/, langs: ['python'], generic: true },
  { re: /\bpytest\.(?:raises|warns|fail)\s*\(/, langs: ['python'], generic: true },
  { re: /\b\w*assert\w*!\s*[([{]/, langs: ['rust'], generic: true },
  { re: /\bexpect\s*\(/, langs: ['javascript', 'ruby', 'php'], generic: true },
  { re: /\bexpect\.\w+/, langs: ['javascript'], generic: true },
  { re: /\bassert\.\w+/, langs: ['javascript', 'go'], generic: true },
  { re: /^\.(?:not\.|resolves\.|rejects\.)*to[A-Z]\w*\s*\(/, langs: ['javascript'], generic: true },
  { re: /(?:\.|\b)should\b/, langs: ['javascript', 'ruby'], generic: true },
  {
    re: /\bt\.(?:is|not|deepEqual|notDeepEqual|true|false|truthy|falsy|throws|throwsAsync|notThrows|equal|same|ok|match|regex|snapshot)\s*\(/,
    langs: ['javascript'],
    generic: false,
  },
  {
    re: /\b\w+(?:\(\))?\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/,
    langs: ['go'],
    generic: true,
  },
  { re: /\brequire\.\w+\s*\(/, langs: ['go'], generic: false },
  {
    re: /\b(?:Assert|Assertions|CollectionAssert|StringAssert)\.\w+/,
    langs: ['java', 'csharp'],
    generic: true,
  },
  { re: /\bverify\s*\(/, langs: ['java'], generic: false },
  {
    re: /^\.(?:is|has|contains|doesNot|startsWith|endsWith)[A-Z]?\w*\s*\(/,
    langs: ['java'],
    generic: false,
  },
  { re: /\bshould(?:Be|NotBe|Throw|Contain|Have)\w*\b/, langs: ['java'], generic: true },
  {
    re: /\.Should\(\)|^\.(?:Be|NotBe|Have|Contain|Equal)\w*\s*\(/,
    langs: ['csharp'],
    generic: true,
  },
  { re: /\bis_expected\b|\.(?:to|not_to|to_not|should_not)\b/, langs: ['ruby'], generic: false },
  { re: /\b(?:assert|refute)\w*\b|\b(?:must|wont)_\w+/, langs: ['ruby'], generic: false },
  {
    re: /(?:\$this->|self::|static::)assert\w*\s*\(|->to[A-Z]\w*\s*\(/,
    langs: ['php'],
    generic: true,
  },
  { re: /\b(?:EXPECT|ASSERT)_\w+\s*\(|\bstatic_assert\s*\(/, langs: ['cpp'], generic: true },
  {
    re: /\b(?:REQUIRE|CHECK)(?:_\w+)?\s*\(|\bBOOST_\w*(?:CHECK|REQUIRE)\w*\s*\(/,
    langs: ['cpp'],
    generic: true,
  },
];

// In Go the condition of `if got != want {` is the assertion; `err != nil` guards are not.
function isGoCheck(bare: string): boolean {
  const m = /^(?:\}\s*else\s+)?if\s+(.*)\{$/.exec(bare);
  if (!m) return false;
  const clauses = (m[1] ?? '').split(';');
  const cond = (clauses[clauses.length - 1] ?? '').trim();
  if (/^\w+\s*[!=]=\s*nil$/.test(cond)) return false;
  return /[!=]=|[<>]|^!|&&|\|\|/.test(cond);
}

// Without a known language only the rules without common false positives apply.
function applies(rule: AssertionRule, eco: Ecosystem | null): boolean {
  if (eco === null || eco === 'generic' || eco === 'ci') return rule.generic;
  return rule.langs.includes(eco);
}

/** Whether a line (of a test file in `ecosystem`) asserts something. Comment lines never do. */
export function isAssertionLine(line: string, ecosystem: Ecosystem | null): boolean {
  const { bare } = lineCode(line, ecosystem);
  if (bare === '') return false;
  if (ecosystem === 'go' && isGoCheck(bare)) return true;
  return RULES.some((r) => applies(r, ecosystem) && r.re.test(bare));
}

const TOKEN =
  /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\d[\w.]*|[A-Za-z_$][\w$]*|===|!==|==|!=|<=|>=|&&|\|\||->|=>|::|\*\*|\S/g;
const WORD_LITERALS: ReadonlySet<string> = new Set([
  'true',
  'false',
  'True',
  'False',
  'None',
  'null',
  'nil',
  'undefined',
  'NaN',
  'Infinity',
]);

const PUNCTUATION = /^[()[\]{};,.]$/;

function tokens(code: string): string[] {
  const toks = code.match(TOKEN) ?? [];
  while (toks.length > 0 && /^[;,\\]$/.test(toks[toks.length - 1] as string)) toks.pop();
  return toks;
}

function isLiteral(tok: string): boolean {
  return /^["'`\d]/.test(tok) || WORD_LITERALS.has(tok);
}

// Dice coefficient over the tokens that carry meaning (punctuation left out), literals masked
// so that an assertion whose expected value changed still pairs with its old self.
function similarity(a: readonly string[], b: readonly string[]): number {
  const key = (t: string): string => (isLiteral(t) ? '<lit>' : t);
  const left = a.filter((t) => !PUNCTUATION.test(t)).map(key);
  const right = b.filter((t) => !PUNCTUATION.test(t)).map(key);
  if (left.length + right.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const t of left) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of right) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

interface Side {
  hunk: number;
  line: number;
  code: string;
  toks: string[];
  used: boolean;
}

const PAIR_THRESHOLD = 0.5;

function sides(
  hunks: readonly Hunk[],
  eco: Ecosystem | null,
  pick: (h: Hunk) => Hunk['added'],
): Side[] {
  return hunks.flatMap((h, hunk) =>
    pick(h)
      .filter((l) => isAssertionLine(l.text, eco))
      .map((l) => {
        const code = lineCode(l.text, eco).code;
        return { hunk, line: l.line, code, toks: tokens(code), used: false };
      }),
  );
}

const sameTokens = (a: Side, b: Side): boolean => a.toks.join('\u0000') === b.toks.join('\u0000');

// A reindented or moved assertion is intact wherever it lands in the file.
function pairIdentical(removed: Side[], added: Side[]): void {
  for (const r of removed) {
    const a = added.find((x) => !x.used && sameTokens(r, x));
    if (a) {
      r.used = true;
      a.used = true;
    }
  }
}

function pairSimilar(removed: Side[], added: Side[]): Array<[Side, Side]> {
  const candidates: Array<{ r: Side; a: Side; score: number }> = [];
  for (const r of removed.filter((x) => !x.used)) {
    for (const a of added.filter((x) => !x.used && x.hunk === r.hunk)) {
      const score = similarity(r.toks, a.toks);
      if (score >= PAIR_THRESHOLD) candidates.push({ r, a, score });
    }
  }
  candidates.sort((x, y) => y.score - x.score || x.r.line - y.r.line || x.a.line - y.a.line);
  const pairs: Array<[Side, Side]> = [];
  for (const { r, a } of candidates) {
    if (r.used || a.used) continue;
    r.used = true;
    a.used = true;
    pairs.push([r, a]);
  }
  return pairs;
}

/**
 * The new assertion is the old one with a message (and its format arguments) put in before the
 * old one's closing tokens: `assert x == 1` → `assert x == 1, "why"`, `assert_eq!(a, b)` →
 * `assert_eq!(a, b, "why {}", c)`. It checks what it checked. In Python the message must end the
 * statement: `assert (x)` → `assert (x, "why")` is a tuple, always true.
 */
function messageAdded(
  before: readonly string[],
  after: readonly string[],
  eco: Ecosystem | null,
): boolean {
  let k = 0;
  while (k < before.length && before[k] === after[k]) k++;
  const tail = before.slice(k);
  if (eco === 'python' && tail.length > 0) return false;
  const inserted = after.slice(k, after.length - tail.length);
  if (after.slice(after.length - tail.length).join('\u0000') !== tail.join('\u0000')) return false;
  const [comma, first, second] = inserted;
  const message =
    first !== undefined && /^["'`]/.test(first)
      ? first
      : /^[frbu]{1,2}$/i.test(first ?? '')
        ? second
        : undefined;
  return comma === ',' && message !== undefined && /^["'`]/.test(message);
}

/** Assertions removed, or changed beyond whitespace, across the hunks of one file, by head line. */
export function assertionChanges(
  hunks: readonly Hunk[],
  ecosystem: Ecosystem | null,
): AssertionChange[] {
  const removed = sides(hunks, ecosystem, (h) => h.removed);
  const added = sides(hunks, ecosystem, (h) => h.added);
  pairIdentical(removed, added);
  const changes: AssertionChange[] = pairSimilar(removed, added)
    .filter(([r, a]) => !messageAdded(r.toks, a.toks, ecosystem))
    .map(([r, a]) => ({ kind: 'changed', line: a.line, before: r.code, after: a.code }));
  for (const r of removed.filter((x) => !x.used)) {
    const at = Math.max(1, hunks[r.hunk]?.newStart ?? 1);
    changes.push({ kind: 'removed', line: at, before: r.code, after: null });
  }
  return changes.sort(
    (x, y) => x.line - y.line || (x.before < y.before ? -1 : x.before > y.before ? 1 : 0),
  );
}

const MAX_SHOWN = 100;
const clipText = (s: string): string => clipChars(s, MAX_SHOWN);

/** `assertion removed: <old>` or `assertion changed: <old> -> <new>`. */
export function describeAssertionChange(change: AssertionChange): string {
  if (change.after === null) return `assertion removed: ${clipText(change.before)}`;
  return `assertion changed: ${clipText(change.before)} -> ${clipText(change.after)}`;
}
