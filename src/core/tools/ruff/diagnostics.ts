// Ruff's output: concise (`a.py:3:5: F401 [*] message`) and the full format of recent versions
// (`F401 [*] message` then ` --> a.py:3:5`, a code frame and help, ended by a blank line).
import type { Diagnostic } from '../../model/results.js';
import { makeDiagnostic, num } from '../../results/diagnostics/make-diagnostic.js';

const CONCISE = /^(.+?):(\d+):(\d+): (.*)$/;
const FULL_ARROW = /^\s*--> (.+?):(\d+):(\d+)$/;
const SUMMARY = /^(?:Found \d+ errors?|\[\*\] \d+ fixable|No fixes available|All checks passed)/;

export function parseRuff(tool: string, lines: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (SUMMARY.test(line) || /^\s/.test(line) || line === '') continue;
    const arrow = FULL_ARROW.exec(lines[index + 1] ?? '');
    const concise = arrow ? null : CONCISE.exec(line);
    if (!arrow && !concise) continue;
    const end = arrow ? blockEnd(lines, index) : index + 1;
    const [, file = '', row, column] = arrow ?? concise ?? [];
    const message = arrow ? line : (concise?.[4] ?? '');
    const header = { file, line: num(row), column: num(column), message: withoutFixMark(message) };
    diagnostics.push(makeDiagnostic(tool, header, lines.slice(index, end)));
    index = end - 1;
  }
  return diagnostics;
}

function blockEnd(lines: readonly string[], start: number): number {
  const blank = lines.findIndex((line, index) => index > start && line.trim() === '');
  return blank === -1 ? lines.length : blank;
}

function withoutFixMark(message: string): string {
  return message.replace(/^(\S+) \[\*\] /, '$1 ');
}
