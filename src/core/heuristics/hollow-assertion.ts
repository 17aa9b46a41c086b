// Flags an assertion helper the diff touches whose expansion asserts nothing: a Rust
// `macro_rules!` arm (however its lines are split) that reaches no `assert!`/`panic!` or leaves a
// metavariable out of it, and an `assert*` function whose body neither asserts nor raises or
// ignores one of its parameters. Every test that calls it then passes.
import type { Ecosystem } from '../model/changed-file.js';
import { touches } from './always-equal.js';
import { type HeadLine, methodExtent } from './method-extent.js';
import type { FileView, Finding, Heuristic } from './types.js';

const ASSERTS =
  /\b(?:assert\w*|debug_assert\w*|panic|unreachable|todo|unimplemented)!\s*[([{]|\b(?:assert|raise|throw)\b|\bt\s*\.\s*(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(|\b(?:\w+\.)?(?:fail|expect)\s*\(|\b\w*(?:[Aa]ssert|[Cc]heck|[Ee]xpect)\w*!?\s*\(/;
const MACRO = /\bmacro_rules!\s*([A-Za-z_]\w*)/;
const HELPER: Partial<Record<Ecosystem, RegExp>> = {
  python: /^\s*def\s+(assert_\w+|assert[A-Z]\w*)\s*\(([^)]*)\)/,
  javascript:
    /^\s*(?:export\s+)?(?:async\s+)?function\s+(assert\w*)\s*\(([^)]*)\)|^\s*(?:export\s+)?const\s+(assert\w*)\s*=\s*(?:async\s*)?\(([^)]*)\)\s*(?::[^=]+)?=>/,
  go: /^\s*func\s+(Assert\w*|assert\w*)\s*\(([^)]*)\)/,
  rust: /^\s*(?:pub(?:\([^)]*\))?\s+)?fn\s+(assert_\w+)\s*(?:<[^>]*>)?\s*\(([^)]*)\)/,
};

function balanced(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const close = pairs[text[open] ?? ''];
  if (close === undefined) return -1;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === text[open]) depth++;
    else if (text[i] === close && --depth === 0) return i;
  }
  return -1;
}

// Each arm: its metavariables and its expansion, from the macro body joined into one text.
function arms(body: string): Array<{ vars: string[]; expansion: string }> {
  const found: Array<{ vars: string[]; expansion: string }> = [];
  let i = 0;
  while (i < body.length) {
    const open = body.slice(i).search(/[([{]/);
    if (open === -1) break;
    const start = i + open;
    const end = balanced(body, start);
    if (end === -1) break;
    const arrow = /^\s*=>\s*/.exec(body.slice(end + 1));
    if (arrow === null) {
      i = end + 1;
      continue;
    }
    const from = end + 1 + arrow[0].length;
    const stop = balanced(body, from);
    if (stop === -1) break;
    const vars = [...body.slice(start, end).matchAll(/\$([A-Za-z_]\w*)\s*:/g)].map(
      (m) => m[1] ?? '',
    );
    found.push({ vars, expansion: body.slice(from + 1, stop) });
    i = stop + 1;
  }
  return found;
}

// The arguments of every assertion call of an expansion, joined.
function assertionArguments(expansion: string): string {
  const parts: string[] = [];
  for (const m of expansion.matchAll(/\b(?:assert\w*|debug_assert\w*|panic)!\s*([([{])/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = balanced(expansion, open);
    parts.push(expansion.slice(open, close === -1 ? undefined : close + 1));
  }
  return parts.join(' ');
}

function macroFinding(head: readonly HeadLine[], at: number, name: string): Finding | null {
  const extent = methodExtent(head, at, 'rust', MACRO);
  if (extent === null) return null;
  const body = extent.statements.map((s) => s.bare).join(' ');
  for (const arm of arms(body)) {
    if (arm.vars.length === 0) continue;
    const calls = /\b\w+!\s*[([{]|\b\w+\s*\(/.test(arm.expansion);
    const asserted = assertionArguments(arm.expansion);
    const hollow = !ASSERTS.test(arm.expansion) && !(calls && /\$/.test(arm.expansion));
    const missing = asserted !== '' ? arm.vars.filter((v) => !asserted.includes(`$${v}`)) : [];
    if (hollow || missing.length > 0) {
      const why = hollow
        ? 'asserts nothing'
        : `leaves $${missing.join(', $')} out of its assertion`;
      return {
        kind: 'source-always-equal',
        line: extent.start,
        detail: `assertion macro ${name}! ${why}: ${head[at]?.text.trim() ?? ''}`,
      };
    }
  }
  return null;
}

function helperFinding(
  head: readonly HeadLine[],
  at: number,
  eco: Ecosystem,
  m: RegExpExecArray,
): Finding | null {
  const name = m[1] ?? m[3] ?? '';
  const params = (m[2] ?? m[4] ?? '')
    .split(',')
    .map((p) => /^\s*(?:\*{0,2})(?:&?\s*mut\s+)?([A-Za-z_$][\w$]*)/.exec(p)?.[1] ?? '')
    .filter((p) => p !== '' && !/^(?:self|t|tb|testing|_\w*)$/.test(p) && !/=/.test(p));
  const extent = methodExtent(head, at, eco);
  if (extent === null || extent.statements.length === 0) return null;
  const body = extent.statements.map((s) => s.bare).join('\n');
  const header = head[at]?.text.trim() ?? '';
  if (!ASSERTS.test(body))
    return {
      kind: 'source-always-equal',
      line: extent.start,
      detail: `assertion helper ${name} neither asserts nor raises: ${header}`,
    };
  const unused = params.filter((p) => !new RegExp(`\\b${p.replace(/\$/g, '\\$')}\\b`).test(body));
  return unused.length === 0
    ? null
    : {
        kind: 'source-always-equal',
        line: extent.start,
        detail: `assertion helper ${name} ignores ${unused.join(', ')}: ${header}`,
      };
}

export const hollowAssertion: Heuristic = (file: FileView): Finding[] => {
  const head = file.head;
  const eco = file.ecosystem;
  if (head === null || eco === null) return [];
  const findings: Finding[] = [];
  head.forEach((line, i) => {
    const macro = eco === 'rust' ? MACRO.exec(line.bare) : null;
    const helper = HELPER[eco]?.exec(line.bare) ?? null;
    if (macro === null && helper === null) return;
    const extent = methodExtent(head, i, eco, macro !== null ? MACRO : undefined);
    if (extent === null || !touches(extent, file.blocks)) return;
    const finding =
      macro !== null
        ? macroFinding(head, i, macro[1] ?? '')
        : helperFinding(head, i, eco, helper as RegExpExecArray);
    if (finding !== null) findings.push(finding);
  });
  return findings;
};
