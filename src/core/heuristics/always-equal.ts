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
function touches(extent: MethodExtent, blocks: readonly Block[]): boolean {
  return blocks.some((b) => {
    if (b.added.some((a) => !a.moved && a.line >= extent.start && a.line <= extent.end))
      return true;
    // Lines removed after head line `newStart` (or replaced by moved lines) sit inside the body.
    const at = b.newLines === 0 ? b.newStart : b.newStart - 1;
    return b.gone && at >= extent.start && at < extent.end;
  });
}

function headFindings(file: FileView, head: readonly HeadLine[]): Finding[] {
  const findings: Finding[] = [];
  head.forEach((line, i) => {
    for (const rule of RULES.filter(
      (r) => applies(r.langs, file.ecosystem) && r.header.test(line.bare.trim()),
    )) {
      const extent = methodExtent(head, i, file.ecosystem, rule.header);
      if (extent === null || !touches(extent, file.blocks)) continue;
      const body = constantAtHead(extent, rule, file.ecosystem);
      if (body === null) continue;
      const detail = `${rule.name} returns a constant: ${body.text.trim()}`;
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
