// Flags an equality or conversion method whose body is a constant (`__eq__` returning True,
// `fn eq` returning true, `valueOf` returning a literal): every assertion comparing to it passes.

import type { Ecosystem } from '../model.js';
import { describe, nextCode } from './file-view.js';
import type { AddedLine, Block, FileView, Finding, Heuristic } from './types.js';

interface EqualRule {
  name: string;
  header: RegExp;
  /** The first statement of the body, when it makes the method constant. */
  constant: RegExp;
  langs: readonly Ecosystem[];
}

const LITERAL = String.raw`(?:-?\d[\w.]*|""|''|true|false|null|undefined)`;
const RULES: readonly EqualRule[] = [
  { name: '__eq__', header: /^def\s+__eq__\s*\(/, constant: /^return\s+True$/, langs: ['python'] },
  { name: '__ne__', header: /^def\s+__ne__\s*\(/, constant: /^return\s+False$/, langs: ['python'] },
  {
    name: 'PartialEq::eq',
    header: /\bfn\s+eq\s*\(/,
    constant: /^(?:return\s+)?true;?$/,
    langs: ['rust'],
  },
  {
    name: 'equals',
    header: /\bboolean\s+equals\s*\(|(?:^|\s)equals\s*\([^)]*\)\s*(?::\s*boolean\s*)?\{/,
    constant: /^return\s+true;?$/,
    langs: ['java', 'javascript'],
  },
  {
    name: 'Equal',
    header: /^func\s*\([^)]*\)\s*Equals?\s*\(/,
    constant: /^return\s+true$/,
    langs: ['go'],
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

export const alwaysEqual: Heuristic = (file: FileView): Finding[] =>
  file.blocks.flatMap((b) => blockFindings(b, file.ecosystem));
