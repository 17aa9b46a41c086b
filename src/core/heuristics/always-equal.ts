// Flags an equality or conversion method whose body is a constant (`__eq__` returning True,
// `fn eq` returning true, `valueOf` returning a literal): every assertion comparing to it passes.
// A method the diff only touches is judged as a whole, as it is at head.

import type { Ecosystem } from '../model/changed-file.js';
import { describe, nextCode } from './file-view.js';
import { type HeadLine, type MethodExtent, methodExtent } from './method-extent.js';
import type { AddedLine, Block, FileView, Finding, Heuristic } from './types.js';

interface EqualRule {
  name: string;
  header: RegExp;
  /** The first statement of the body, when it makes the method constant. */
  constant: RegExp;
  langs: readonly Ecosystem[];
  /** The value an equality method answers when it says "equal" (none for conversions). */
  equal?: 'True' | 'False' | 'true' | 'false';
}

const LITERAL = String.raw`(?:-?\d[\w.]*|""|''|true|false|null|undefined)`;
const RULES: readonly EqualRule[] = [
  {
    name: '__eq__',
    header: /^def\s+__eq__\s*\(/,
    constant: /^return\s+True$/,
    langs: ['python'],
    equal: 'True',
  },
  {
    name: '__ne__',
    header: /^def\s+__ne__\s*\(/,
    constant: /^return\s+False$/,
    langs: ['python'],
    equal: 'False',
  },
  {
    name: 'PartialEq::eq',
    header: /\bfn\s+eq\s*\(/,
    constant: /^(?:return\s+)?true;?$/,
    langs: ['rust'],
    equal: 'true',
  },
  {
    name: 'PartialEq::ne',
    header: /\bfn\s+ne\s*\(/,
    constant: /^(?:return\s+)?false;?$/,
    langs: ['rust'],
    equal: 'false',
  },
  {
    name: 'equals',
    header: /\bboolean\s+equals\s*\(|(?:^|\s)equals\s*\([^)]*\)\s*(?::\s*boolean\s*)?\{/,
    constant: /^return\s+true;?$/,
    langs: ['java', 'javascript'],
    equal: 'true',
  },
  {
    name: 'Equal',
    header: /^func\s*\([^)]*\)\s*Equals?\s*\(/,
    constant: /^return\s+true$/,
    langs: ['go'],
    equal: 'true',
  },
  {
    name: 'valueOf',
    header: /(?:^|\s)(?:valueOf|\[Symbol\.toPrimitive\])\s*\([^)]*\)\s*(?::\s*\w+\s*)?\{/,
    constant: new RegExp(`^return\\s+${LITERAL};?$`),
    langs: ['javascript'],
  },
];

// `x.__eq__ = lambda *a: True` and `valueOf: () => 42` have no body to look into.
const ONE_LINERS: ReadonlyArray<{ name: string; re: RegExp; langs: readonly Ecosystem[] }> = [
  { name: '__eq__', re: /\b__eq__\s*=\s*lambda\b[^:]*:\s*True\b/, langs: ['python'] },
  {
    name: 'valueOf',
    re: new RegExp(
      `(?:valueOf|\\[Symbol\\.toPrimitive\\])\\s*[:=]\\s*(?:function\\s*)?\\([^)]*\\)\\s*=>\\s*${LITERAL}\\s*[,;]?$`,
    ),
    langs: ['javascript'],
  },
  {
    name: 'equals',
    re: /\bequals\s*[:=]\s*(?:function\s*)?\([^)]*\)\s*(?::\s*\w+\s*)?=>\s*true\s*[,;]?$/,
    langs: ['javascript'],
  },
];

// The header line's own body (after `:` in Python, after `{` elsewhere), else the next line's.
function firstStatement(block: Block, index: number, eco: Ecosystem | null): AddedLine | null {
  const header = block.added[index];
  if (header === undefined) return null;
  const inline =
    eco === 'python'
      ? /\)\s*(?:->\s*[^:]+)?:\s*(.*)$/.exec(header.bare)?.[1]
      : /\{\s*(.*?)\s*\}?\s*$/.exec(header.bare)?.[1];
  if (inline !== undefined && inline.trim() !== '') return { ...header, bare: inline.trim() };
  // A docstring before the body does not change what it returns.
  const next = nextCode(block, index, 2).find((a) => !/^(?:""|'')+$/.test(a.bare));
  if (next === undefined) return null;
  return { ...next, bare: next.bare.replace(/^\{\s*/, '').replace(/\s*\}$/, '') };
}

function applies(langs: readonly Ecosystem[], eco: Ecosystem | null): boolean {
  return eco === null || langs.includes(eco);
}

function blockFindings(block: Block, eco: Ecosystem | null): Finding[] {
  const findings: Finding[] = [];
  block.added.forEach((a, i) => {
    for (const rule of ONE_LINERS.filter((r) => applies(r.langs, eco))) {
      if (!a.moved && rule.re.test(a.bare)) {
        const detail = describe(`${rule.name} returns a constant`, a);
        findings.push({ kind: 'source-always-equal', line: a.line, detail });
      }
    }
    for (const rule of RULES.filter((r) => applies(r.langs, eco) && r.header.test(a.bare))) {
      const body = firstStatement(block, i, eco);
      if (body === null || body.moved || !rule.constant.test(body.bare)) continue;
      const detail = describe(`${rule.name} returns a constant`, body);
      findings.push({ kind: 'source-always-equal', line: body.line, detail });
    }
  });
  return findings;
}

// A return (or a Rust tail expression) of literals only: no field, no argument, no call.
const CONSTANT_EXPR =
  /^(?:[\s()!]|&&|\|\||==|!=|\b(?:not|and|or|True|False|true|false|NotImplemented|None|nil|null)\b|-?\d[\w.]*)*$/;

function returned(statement: string, eco: Ecosystem | null): string | null {
  const ret = /(?:^|[\s:;{)])return\b\s*(.*?);?\s*$/.exec(statement);
  if (ret) return ret[1] ?? '';
  // Rust: the last expression of a body is its value.
  return eco === 'rust' && !statement.endsWith(';') ? statement : null;
}

/**
 * Constant at head: the first statement returns the "equal" answer, or every return is a
 * constant and the fall-through (the last statement) returns "equal" — a guard on the type
 * followed by `return True` still makes every two instances equal.
 */
function constantAtHead(
  extent: MethodExtent,
  rule: EqualRule,
  eco: Ecosystem | null,
): HeadLine | null {
  const first = extent.statements[0];
  const last = extent.statements[extent.statements.length - 1];
  if (first === undefined || last === undefined) return null;
  if (rule.constant.test(first.bare)) return first;
  if (rule.equal === undefined) return null;
  // An equality whose first statement returns literals only (`return 1`, `return not False`);
  // `return NotImplemented` alone defers to identity and is no constant answer.
  // Only an unconditional return: `if (this == o) return true;` answers one case, not all.
  const plain =
    /^return\b/.test(first.bare) ||
    (eco === 'rust' && !/^(?:if|match|for|while|loop|let)\b|\breturn\b/.test(first.bare));
  const answer = plain ? (returned(first.bare, eco)?.trim() ?? '') : '';
  if (CONSTANT_EXPR.test(answer) && !/^(?:|NotImplemented|None|nil|null)$/.test(answer))
    return first;
  if (returned(last.bare, eco)?.trim() !== rule.equal) return null;
  const returns = extent.statements.map((s) => returned(s.bare, eco)).filter((r) => r !== null);
  return returns.every((r) => CONSTANT_EXPR.test(r)) ? last : null;
}

/** The diff changes lines of the method: adds code into it or takes code out of it. */
export function touches(extent: MethodExtent, blocks: readonly Block[]): boolean {
  return blocks.some((b) => {
    if (b.added.some((a) => !a.moved && a.line >= extent.start && a.line <= extent.end))
      return true;
    // Lines removed after head line `newStart` (or replaced by moved lines) sit inside the body.
    const at = b.newLines === 0 ? b.newStart : b.newStart - 1;
    return b.gone && at >= extent.start && at < extent.end;
  });
}

// The names of the two operands from the header: `def __eq__(self, other)`, `fn eq(&self, o: &Self)`,
// `equals(o)` (with `this`), `func (m Money) Equal(o Money)`.
function operands(header: string, eco: Ecosystem | null): [string, string] | null {
  const params = (
    /\(([^)]*)\)\s*(?:->|:|\{|$|bool|boolean)/.exec(
      header.replace(/^func\s*\([^)]*\)\s*\w+/, 'f'),
    )?.[1] ?? ''
  )
    .split(',')
    .map((p) => /[A-Za-z_$][\w$]*/.exec(p.replace(/^\s*&?\s*(?:mut\s+)?/, ''))?.[0] ?? '')
    .filter((p) => p !== '');
  if (eco === 'python')
    return params.length >= 2 ? [params[0] as string, params[1] as string] : null;
  if (eco === 'rust') return params.length >= 2 ? ['self', params[1] as string] : null;
  if (eco === 'go') {
    const receiver = /^func\s*\(\s*(\w+)/.exec(header)?.[1];
    return receiver !== undefined && params[0] !== undefined ? [receiver, params[0]] : null;
  }
  return params[0] !== undefined ? ['this', params[0]] : null;
}

// Where a name appears for its value, not only in a type or null check.
function usesValue(expression: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  const checks = new RegExp(
    `\\b(?:isinstance|type|typeof)\\s*\\(?\\s*${n}\\b[^)]*\\)?|\\b${n}\\s+(?:is|is\\s+not)\\s+None\\b|\\b${n}\\s*[!=]==?\\s*(?:null|undefined|nil)\\b|\\b${n}\\s+instanceof\\s+\\w+|\\b${n}\\s*\\.\\s*(?:__class__|constructor)\\b`,
    'g',
  );
  return new RegExp(`\\b${n}\\b`).test(expression.replace(checks, ' '));
}

// `self is not other`, `this !== other`, `!ptr::eq(self, other)`: true for any two distinct values.
function identityInequality(term: string, [a, b]: [string, string]): boolean {
  const x = `(?:${a}|${b})`;
  return new RegExp(
    `^\\(?\\s*${x}\\s+is\\s+not\\s+${x}\\s*\\)?$|^\\(?\\s*${x}\\s*!==?\\s*${x}\\s*\\)?$|^!\\s*(?:std\\s*::\\s*)?ptr\\s*::\\s*eq\\s*\\(|^id\\s*\\(\\s*${x}\\s*\\)\\s*!=\\s*id\\s*\\(|^not\\s+${x}\\s+is\\s+${x}$`,
  ).test(term.trim());
}

/** An equality whose answer does not depend on both operands: one side ignored, or `a is not b or …`. */
function oneSided(
  extent: MethodExtent,
  header: string,
  eco: Ecosystem | null,
  stateless: boolean,
): HeadLine | null {
  if (eco === null || !['python', 'javascript', 'go', 'rust'].includes(eco)) return null;
  const names = operands(header, eco);
  if (names === null) return null;
  for (const statement of extent.statements) {
    // A Rust tail only when it is the whole body; arms of a `match` are not the answer.
    const single = extent.statements.length === 1;
    const answer = (
      eco === 'rust' && !single && !/\breturn\b/.test(statement.bare)
        ? undefined
        : returned(statement.bare, eco)
    )?.trim();
    if (answer === undefined || answer === '' || CONSTANT_EXPR.test(answer)) continue;
    const terms = answer.split(/\s+or\s+|\|\|/);
    if (terms.some((t) => identityInequality(t, names))) return statement;
    // A class without state (a sentinel) is rightly equal to every instance of its type.
    if (stateless) continue;
    if (!usesValue(answer, names[0]) || !usesValue(answer, names[1])) return statement;
  }
  return null;
}

function headFindings(file: FileView, head: readonly HeadLine[]): Finding[] {
  const findings: Finding[] = [];
  const stateless =
    file.ecosystem === 'python' &&
    !head.some((l) =>
      /\bself\.\w+\s*=(?!=)|__slots__|@dataclass|\bNamedTuple\b|:\s*\w+\s*=|^\s+\w+\s*:\s*\w+/.test(
        l.bare,
      ),
    );
  head.forEach((line, i) => {
    for (const rule of RULES.filter(
      (r) => applies(r.langs, file.ecosystem) && r.header.test(line.bare.trim()),
    )) {
      const extent = methodExtent(head, i, file.ecosystem, rule.header);
      if (extent === null || !touches(extent, file.blocks)) continue;
      const constant = constantAtHead(extent, rule, file.ecosystem);
      const sided =
        constant === null && rule.equal !== undefined
          ? oneSided(extent, line.bare.trim(), file.ecosystem, stateless)
          : null;
      const body = constant ?? sided;
      if (body === null) continue;
      const what = constant !== null ? 'returns a constant' : 'does not depend on both operands';
      const detail = `${rule.name} ${what}: ${body.text.trim()}`;
      findings.push({ kind: 'source-always-equal', line: body.line, detail });
    }
  });
  return findings;
}

export const alwaysEqual: Heuristic = (file: FileView): Finding[] => {
  const found = file.blocks.flatMap((b) => blockFindings(b, file.ecosystem));
  if (file.head === null) return found;
  // One finding per line: the added-lines rule and the head rule often see the same method.
  const lines = new Set(found.map((f) => f.line));
  return [...found, ...headFindings(file, file.head).filter((f) => !lines.has(f.line))];
};
