// mypy's output: `a.py:3: error: message  [code]` (a column with --show-column-numbers), notes on the
// same line attached to the error, and with --pretty wrapped messages followed by the source line.
import type { Diagnostic } from '../../model/results.js';
import {
  collectEntries,
  type Header,
  makeDiagnostic,
  num,
} from '../../results/diagnostics/make-diagnostic.js';

const ENTRY = /^(.+?):(?:(\d+):(?:(\d+):)? )?\s*(error|note|warning): (.*)$/;
const FOOTER = /^(?:Found \d+ errors? in|Success: no issues)/;

export function parseMypy(tool: string, lines: readonly string[]): Diagnostic[] {
  return collectEntries(lines, header, continues).map(({ header, lines }) =>
    makeDiagnostic(tool, { ...header, message: wrappedMessage(lines) }, lines),
  );
}

function header(line: string): Header | null {
  const match = ENTRY.exec(line);
  if (match?.[4] !== 'error') return null;
  const [, file = '', row, column, , message = ''] = match;
  return { file, line: num(row), column: num(column), message };
}

// Notes on the error's own line and --pretty's wrapped text and code frame belong to the error.
function continues(line: string, entry: readonly string[]): boolean {
  if (FOOTER.test(line) || line.trim() === '') return false;
  const note = ENTRY.exec(line);
  if (!note) return true;
  const first = ENTRY.exec(entry[0] ?? '');
  return note[4] === 'note' && note[1] === first?.[1] && note[2] === first?.[2];
}

// --pretty wraps the message; its continuation lines are not indented like the code frame is.
function wrappedMessage(lines: readonly string[]): string {
  const first = ENTRY.exec(lines[0] ?? '')?.[5] ?? '';
  const wrapped = [];
  for (const line of lines.slice(1)) {
    if (/^\s{4}/.test(line) || ENTRY.test(line)) break;
    wrapped.push(line.trim());
  }
  return [first, ...wrapped].join(' ');
}
