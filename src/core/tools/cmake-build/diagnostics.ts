// The errors of a C/C++ build (gcc, clang, through make or ninja): `file:line:col: error: message`
// and the source lines with the caret under it. Warnings are left out: with `-Werror` gcc prints
// each as an error. Compiled sources are named by absolute path: those in testlock's trees are
// made repository-relative.
import type { Diagnostic } from '../../model/results.js';
import {
  collectEntries,
  type Header,
  makeDiagnostic,
  num,
} from '../../results/diagnostics/make-diagnostic.js';
import { treeRelative } from '../../text/tree-paths.js';

const ERROR = /^(.+?):(\d+):(?:(\d+):)? (?:fatal )?error: (.+)$/;
// gcc's source excerpt: `    4 |   if (x = 4)` and the caret line `      |       ^~~`.
const EXCERPT = /^\s*\d*\s+\|/;

function header(line: string): Header | null {
  const match = ERROR.exec(treeRelative(line));
  if (!match) return null;
  return {
    file: match[1] ?? null,
    line: num(match[2]),
    column: num(match[3]),
    message: match[4] ?? '',
  };
}

/** The compiler errors in a build's output, each with its source excerpt. */
export function parseCompilerErrors(tool: string, lines: readonly string[]): Diagnostic[] {
  const relative = lines.map(treeRelative);
  return collectEntries(relative, header, (line) => EXCERPT.test(line)).map((entry) =>
    makeDiagnostic(tool, entry.header, entry.lines),
  );
}
