// The extent of a method at head, from its header line: where its body ends and its statements,
// by indentation for Python and by braces elsewhere, so a rule can judge the whole method.

import type { Ecosystem } from '../model/changed-file.js';

/** One line of the head file: its number, its text and its code with strings blanked. */
export interface HeadLine {
  line: number;
  text: string;
  bare: string;
}

export interface MethodExtent {
  /** Head line numbers of the header and of the method's last line. */
  start: number;
  end: number;
  /** The body's statements in order, one per line, the header's own inline body first. */
  statements: HeadLine[];
}

const indentOf = (text: string): number => /^\s*/.exec(text)?.[0].length ?? 0;
const isDocstring = (bare: string): boolean => /^(?:""|'')+$/.test(bare);

function pythonExtent(lines: readonly HeadLine[], at: number): MethodExtent | null {
  const header = lines[at];
  if (header === undefined) return null;
  // A header may run over several lines; it ends at the line whose code ends its signature.
  let close = at;
  while (close < lines.length && !/\)\s*(?:->\s*[^:]+)?:/.test(lines[close]?.bare ?? '')) close++;
  const closing = lines[close];
  if (closing === undefined) return null;
  const statements: HeadLine[] = [];
  const inline = /\)\s*(?:->\s*[^:]+)?:\s*(.*)$/.exec(closing.bare)?.[1]?.trim() ?? '';
  if (inline !== '')
    return { start: header.line, end: closing.line, statements: [{ ...closing, bare: inline }] };
  const indent = indentOf(header.text);
  let end = closing.line;
  let inString = false;
  for (const next of lines.slice(close + 1)) {
    if (next.bare === '' && !inString) continue;
    if (!inString && indentOf(next.text) <= indent) break;
    end = next.line;
    // A docstring over several lines: its inner lines are not statements.
    const quotes = (next.text.match(/"""|'''/g) ?? []).length;
    if (inString || quotes % 2 === 1) {
      if (quotes % 2 === 1) inString = !inString;
      continue;
    }
    if (!isDocstring(next.bare)) statements.push({ ...next, bare: next.bare.trim() });
  }
  return { start: header.line, end, statements };
}

function braceExtent(lines: readonly HeadLine[], at: number, from: number): MethodExtent | null {
  const header = lines[at];
  if (header === undefined) return null;
  const statements: HeadLine[] = [];
  let depth = 0;
  let opened = false;
  for (const current of lines.slice(at)) {
    // On the header line, only what follows the header: `impl X { fn eq(..) { true } }`.
    let text = current === header ? current.bare.slice(from) : current.bare;
    if (!opened) {
      const brace = text.indexOf('{');
      if (brace === -1) {
        // A declaration without a body (an interface, a trait) ends at its `;`.
        if (current.line > header.line + 3 || text.endsWith(';')) return null;
        continue;
      }
      opened = true;
      depth = 1;
      text = text.slice(brace + 1);
    }
    let statement = '';
    for (const c of text) {
      if (c === '{') depth++;
      if (c === '}') depth--;
      if (depth === 0) break;
      statement += c;
    }
    const trimmed = statement.trim();
    if (trimmed !== '') statements.push({ ...current, bare: trimmed });
    if (depth === 0) return { start: header.line, end: current.line, statements };
  }
  return null;
}

/**
 * The method whose header is on `lines[at]` (where `header` matches, else at the line's start),
 * or null when its body cannot be found.
 */
export function methodExtent(
  lines: readonly HeadLine[],
  at: number,
  ecosystem: Ecosystem | null,
  header?: RegExp,
): MethodExtent | null {
  if (ecosystem === 'python') return pythonExtent(lines, at);
  const from = header ? Math.max(0, lines[at]?.bare.search(header) ?? 0) : 0;
  return braceExtent(lines, at, from);
}
