// TypeScript compiler errors, plain (`src/a.ts(3,5): error TS2322: ...`) and pretty
// (`src/a.ts:3:5 - error TS2322: ...` followed by the code frame).
import type { Diagnostic } from '../../model/results.js';
import {
  collectEntries,
  type Header,
  makeDiagnostic,
  num,
} from '../../results/diagnostics/make-diagnostic.js';

const PLAIN = /^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/;
const PRETTY = /^(.+?):(\d+):(\d+) - error (TS\d+: .*)$/;
const GLOBAL = /^error (TS\d+: .*)$/;
const FOOTER = /^(?:Found \d+ errors?\b|Errors {2}Files$)/;

export function parseTsc(tool: string, lines: readonly string[]): Diagnostic[] {
  return collectEntries(lines, header, (line) => !FOOTER.test(line)).map(({ header, lines }) =>
    makeDiagnostic(tool, header, lines),
  );
}

function header(line: string): Header | null {
  const located = PLAIN.exec(line) ?? PRETTY.exec(line);
  if (located) {
    const [, file = '', row, column, message = ''] = located;
    return { file, line: num(row), column: num(column), message };
  }
  const global = GLOBAL.exec(line);
  return global ? { file: null, line: null, column: null, message: global[1] ?? '' } : null;
}
