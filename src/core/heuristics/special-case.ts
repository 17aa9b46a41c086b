// Flags base-test assertion literals added to source as a compared input with a constant result,
// a constant returned under a condition, or an input/answer pair: code that recognises the test.

import { previousCode } from './file-view.js';
import { isTrivialLiteral, type Token, tokenize } from './literals.js';
import type { AddedLine, Block, FileView, Finding, Heuristic, HeuristicContext } from './types.js';

const COMPARE: ReadonlySet<string> = new Set(['==', '===', '!=', '!==']);
const LIST_PART = (t: Token | undefined): boolean =>
  t !== undefined && (t.value !== null || t.text === ',' || t.text === '|');
// Rust's `?` is error propagation, so only a spaced ternary `a ? b : c` counts.
const CONDITIONAL = /\b(?:if|elif|else|case|when|match)\b|=>\s*\{?$|\s\?\s/;
// `return` of a literal (or nothing), a Rust arm `=> L`, or a block `{ L }`.
const CONSTANT_RESULT =
  /(?:^|[:{;)]\s*|=>\s*)return(?:\s+(?:-?\d[\w.]*|""|''|None|True|False|true|false|null|nil|undefined|\[\]|\{\}|\(\))(?:\s*,\s*(?:nil|None))?)?\s*;?\s*\}?$|=>\s*(?:-?\d[\w.]*|""|''|true|false)\s*,?$|\{\s*(?:-?\d[\w.]*|""|''|true|false)\s*\}/;
const EQUALS_CALL = /\b(?:equals|equalsIgnoreCase|EqualFold)\s*\(/;
// Words a constant value may hold besides literals: constructors and types of lists, maps, sets.
const CONSTANT_WORD =
  /^(?:None|True|False|true|false|null|nil|undefined|vec|Some|Ok|Array|Set|Map|new|frozenset|tuple|list|dict|set|map|struct|int|int64|int32|uint|float64|string|str|String|bool|byte|rune|i8|i16|i32|i64|u8|u16|u32|u64|usize|isize|f32|f64|to_string|to_vec|to_owned|into|from|as|of)$/;
const CONSTANT_PUNCT = new Set([
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  ',',
  ':',
  ';',
  '!',
  '.',
  '::',
  '&',
  '=>',
]);

// `return [1, 2, 3]`, `yield {"a": 1}`, `return []int{1, 2}`, `vec![1, 2]`: a value of any type
// made of literals only.
function constantValue(expression: string): boolean {
  const tokens = tokenize(expression);
  if (tokens.length === 0 || !tokens.some((t) => t.value !== null || CONSTANT_WORD.test(t.text)))
    return false;
  // An object key (`{ sum: 20 }`) is a name followed by `:`.
  return tokens.every(
    (t, i) =>
      t.value !== null ||
      CONSTANT_PUNCT.has(t.text) ||
      CONSTANT_WORD.test(t.text) ||
      (/^[A-Za-z_$][\w$]*$/.test(t.text) && tokens[i + 1]?.text === ':'),
  );
}

function isConstantResult(bare: string): boolean {
  if (CONSTANT_RESULT.test(bare)) return true;
  const m = /(?:^|[:{;)]\s*|=>\s*)(?:return|yield)\s+(.+?)\s*;?\s*\}?$/.exec(bare.trim());
  if (m !== null) return constantValue(m[1] ?? '');
  // A Rust arm `=> vec![1, 2]`, or a bare tail value on its own line.
  const arm = /=>\s*(.+?)\s*,?$/.exec(bare.trim());
  return arm !== null && /[[{(]/.test(arm[1] ?? '') && constantValue(arm[1] ?? '');
}

function compared(tokens: readonly Token[], i: number, code: string): boolean {
  const prev = tokens[i - 1]?.text ?? '';
  const next = tokens[i + 1]?.text ?? '';
  if (COMPARE.has(prev) || COMPARE.has(next) || next === 'in') return true;
  if ((prev === '(' || prev === ',') && EQUALS_CALL.test(code)) return true;
  let back = i - 1;
  while (LIST_PART(tokens[back]) || ['(', '[', '{'].includes(tokens[back]?.text ?? '')) back--;
  const head = tokens[back]?.text;
  if (head === 'case' || head === 'when' || head === 'in') return true;
  let fwd = i + 1;
  while (LIST_PART(tokens[fwd])) fwd++;
  return tokens[fwd]?.text === '=>' && (back < 0 || tokens[back]?.text === '{');
}

// `return L`, `? L`, `L if ...`, a Rust arm `=> L` or block `{ L }`, or a bare Rust tail `L`.
function returned(tokens: readonly Token[], i: number, rust: boolean): boolean {
  const prev = tokens[i - 1]?.text;
  const next = tokens[i + 1]?.text;
  const ends = next === undefined || [';', ',', '}', ':'].includes(next);
  if (prev === 'return' || prev === '?') return ends || next === 'if';
  if (rust && (prev === '=>' || prev === '{')) return ends;
  return rust && prev === undefined && next === undefined;
}

function conditional(block: Block, index: number, a: AddedLine): boolean {
  if (CONDITIONAL.test(a.bare)) return true;
  const prev = previousCode(block, index);
  if (prev !== null && CONDITIONAL.test(prev.bare)) return true;
  // The constant replaced computed code: the removed lines returned no literal of their own.
  const removed = block.removed.filter((r) => r.trim() !== '');
  return removed.length > 0 && !removed.some((r) => /\breturn\s+["'`\d-]/.test(r));
}

// The comparison leads to a constant result on its own line or the next.
function constantFollows(block: Block, index: number, a: AddedLine): boolean {
  if (isConstantResult(a.bare)) return true;
  const next = block.added.slice(index + 1).find((x) => x.bare !== '');
  return next !== undefined && isConstantResult(next.bare);
}

// The non-trivial literals a line compares against.
function comparedLiterals(a: AddedLine): string[] {
  const tokens = tokenize(a.code);
  return tokens.flatMap((t, i) =>
    t.value !== null && !isTrivialLiteral(t.value) && compared(tokens, i, a.bare) ? [t.value] : [],
  );
}

// Three or more compared arms added together, most of them unknown to the tests, form a lookup
// table (a switch over currencies, a match over keywords), not a test's input singled out;
// its arms' results are table values too, so the whole hunk is left out.
function isLookupTable(block: Block, literals: ReadonlySet<string>): boolean {
  const arms = block.added
    .filter((a) => !a.moved)
    .map(comparedLiterals)
    .filter((l) => l.length > 0);
  const known = arms.filter((l) => l.some((v) => literals.has(v))).length;
  return arms.length >= 3 && known * 2 < arms.length;
}

const isKnown = (t: Token | undefined, literals: ReadonlySet<string>): boolean =>
  t?.value != null && !isTrivialLiteral(t.value) && literals.has(t.value);

// Two test literals as a map entry (`"in": "out"`) or a pair (`("in", "out")`): an answer table.
function paired(tokens: readonly Token[], i: number, literals: ReadonlySet<string>): boolean {
  const sep = tokens[i + 1]?.text;
  if (!isKnown(tokens[i + 2], literals)) return false;
  if (sep === ':') return true;
  return sep === ',' && tokens[i - 1]?.text === '(' && tokens[i + 3]?.text === ')';
}

function lineFinding(
  block: Block,
  i: number,
  rust: boolean,
  literals: ReadonlySet<string>,
): Finding | null {
  const a = block.added[i] as AddedLine;
  const tokens = tokenize(a.code);
  for (const [t, token] of tokens.entries()) {
    const value = token.value;
    if (value === null || !isKnown(token, literals)) continue;
    if (paired(tokens, t, literals)) {
      const pair = `${token.text} -> ${tokens[t + 2]?.text ?? ''}`;
      const detail = `test literals paired in source (${pair}): ${a.text.trim()}`;
      return { kind: 'source-special-case', line: a.line, detail };
    }
    const asInput = compared(tokens, t, a.bare) && constantFollows(block, i, a);
    const asOutput = returned(tokens, t, rust) && conditional(block, i, a);
    if (!asInput && !asOutput) continue;
    const role = asInput ? 'compared' : 'returned';
    const detail = `test literal ${token.text} ${role} in source: ${a.text.trim()}`;
    return { kind: 'source-special-case', line: a.line, detail };
  }
  return null;
}

export const specialCase: Heuristic = (file: FileView, context: HeuristicContext): Finding[] => {
  if (context.testLiterals.size === 0) return [];
  const rust = file.ecosystem === 'rust';
  const findings: Finding[] = [];
  for (const block of file.blocks) {
    if (isLookupTable(block, context.testLiterals)) continue;
    block.added.forEach((a, i) => {
      if (a.moved || a.bare === '') return;
      const finding = lineFinding(block, i, rust, context.testLiterals);
      if (finding !== null) findings.push(finding);
    });
  }
  return findings;
};
