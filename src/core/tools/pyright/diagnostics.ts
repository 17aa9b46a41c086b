// Pyright's CLI output: a file line, then `  /abs/a.py:3:5 - error: message` with indented
// continuation lines. Warnings and information lines are not errors.
import type { Diagnostic } from '../../model/results.js';
import {
  collectEntries,
  type Header,
  makeDiagnostic,
  num,
} from '../../results/diagnostics/make-diagnostic.js';

const ENTRY = /^\s*(\S.*?):(\d+):(\d+) - (error|warning|information): (.*)$/;

export function parsePyright(tool: string, lines: readonly string[]): Diagnostic[] {
  return collectEntries(lines, header, (line) => /^\s{4,}\S/.test(line) && !ENTRY.test(line))
    .filter(({ lines: [first = ''] }) => ENTRY.exec(first)?.[4] === 'error')
    .map(({ header, lines }) => makeDiagnostic(tool, header, lines));
}

function header(line: string): Header | null {
  const match = ENTRY.exec(line);
  if (!match) return null;
  const [, file = '', row, column, , message = ''] = match;
  return { file, line: num(row), column: num(column), message };
}
