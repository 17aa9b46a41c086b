// Extracts the string and number literals of a test file's assertions (and parametrize tables),
// the values a gaming PR would special-case; the lead unions them into `testLiterals`.

import { isAssertionLine } from '../changes/assertion-changes.js';
import { lineCode } from '../changes/skip-markers.js';
import type { Ecosystem } from '../model/changed-file.js';
import { tokenize } from './literals.js';

// Parameter tables list the inputs the assertions run on.
const PARAMETRIZE =
  /@pytest\.mark\.parametrize\s*\(|\b(?:it|test|describe)(?:\.\w+)*\.each\s*[(`]|#\[\s*(?:case|test_case|values)\s*\(/;
const MAX_STATEMENT_LINES = 20;

function depth(bare: string): number {
  let d = 0;
  for (const c of bare) {
    if (c === '(' || c === '[' || c === '{') d++;
    else if (c === ')' || c === ']' || c === '}') d--;
  }
  return d;
}

// An assertion continues over the lines until its brackets close.
function statement(lines: readonly string[], start: number, eco: Ecosystem): string[] {
  const codes: string[] = [];
  let open = 0;
  for (let i = start; i < lines.length && i < start + MAX_STATEMENT_LINES; i++) {
    const { code, bare } = lineCode(lines[i] ?? '', eco);
    codes.push(code);
    open += depth(bare);
    if (open <= 0) break;
  }
  return codes;
}

/** The distinct literal values (string contents, numbers in decimal) of a test file's assertions. */
export function assertionLiterals(text: string, ecosystem: Ecosystem): string[] {
  const lines = text.split(/\r?\n/);
  const found = new Set<string>();
  lines.forEach((line, i) => {
    const bare = lineCode(line, ecosystem).bare;
    if (!isAssertionLine(line, ecosystem) && !PARAMETRIZE.test(bare)) return;
    for (const code of statement(lines, i, ecosystem)) {
      for (const token of tokenize(code)) if (token.value !== null) found.add(token.value);
    }
  });
  return [...found];
}

// Lines that name modules or tests, not values: imports and the titles of tests.
const NOT_VALUES =
  /^\s*(?:import\b|from\s+\S+\s+import\b|use\s|extern\s+crate\b|#include\b|package\s)|\brequire\s*\(|^\s*(?:describe|it|test|suite|context)(?:\.\w+)*\s*\(\s*["'`][^"'`]*["'`]\s*,?\s*(?:async\s*)?(?:\(|function|$)/;

/**
 * The literal values of a whole test file: its assertions, and what it sets up for them (set-up
 * lines, parameter tables, fixtures), the inputs a gaming PR would recognise. Imports and test
 * titles are left out.
 */
export function testFileLiterals(text: string, ecosystem: Ecosystem): string[] {
  const found = new Set(assertionLiterals(text, ecosystem));
  for (const line of text.split(/\r?\n/)) {
    const { code } = lineCode(line, ecosystem);
    if (code.trim() === '' || NOT_VALUES.test(code)) continue;
    for (const token of tokenize(code)) if (token.value !== null) found.add(token.value);
  }
  return [...found];
}
