// clang-tidy's findings: `file:line:col: error: message [check-name]` (a check listed in
// WarningsAsErrors, or a compiler error) with the source line and caret under it, and its notes.
// Its plain warnings are left out: the project's `.clang-tidy` decides which findings fail, and
// clang-tidy's exit status says so.
import type { Diagnostic } from '../../model/results.js';
import {
  collectEntries,
  type Header,
  makeDiagnostic,
  num,
} from '../../results/diagnostics/make-diagnostic.js';
import { treeRelative } from '../../text/tree-paths.js';

const FINDING = /^(.+?):(\d+):(\d+): (error|warning|note): (.+?)(?: \[([\w.,+-]+)\])?$/;
// run-clang-tidy echoes each command; clang-tidy counts what it found.
const NOT_SOURCE =
  /^(?:clang-tidy\S*|\d+ (?:warnings?|errors?)\b|Error while processing|Found compiler error|Suppressed \d+)/;

function header(line: string): Header | null {
  const match = FINDING.exec(line);
  // clang-tidy names the check of every finding (`clang-diagnostic-*` for the compiler's).
  if (match?.[4] !== 'error' || match[6] === undefined) return null;
  const check = ` [${match[6]}]`;
  return {
    file: match[1] ?? null,
    line: num(match[2]),
    column: num(match[3]),
    message: `${match[5] ?? ''}${check}`,
  };
}

// The source line and caret, and the notes that explain the finding, belong to it.
function continues(line: string): boolean {
  const finding = FINDING.exec(line);
  if (finding) return finding[4] === 'note';
  return line.trim() !== '' && !NOT_SOURCE.test(line.trim());
}

/** The findings clang-tidy treats as errors, each with its excerpt and notes. */
export function parseClangTidy(tool: string, lines: readonly string[]): Diagnostic[] {
  const relative = lines.map(treeRelative);
  return collectEntries(relative, header, continues).map((entry) =>
    makeDiagnostic(tool, entry.header, entry.lines),
  );
}
