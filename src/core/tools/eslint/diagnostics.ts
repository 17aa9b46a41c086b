// ESLint's default "stylish" format: a file path line, then `  3:5  error  message  rule` rows.
import type { Diagnostic } from '../../model/results.js';
import { makeDiagnostic } from '../../results/diagnostics/make-diagnostic.js';

const ROW = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)(?:\s{2,}(\S+))?\s*$/;
const SUMMARY = /^[✖×]\s+\d+ problems?|^\s+\d+ errors? and \d+ warnings? potentially fixable/;

export function parseEslint(tool: string, lines: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let file: string | null = null;
  for (const line of lines) {
    if (line.trim() === '' || SUMMARY.test(line)) continue;
    const row = ROW.exec(line);
    if (!row) {
      file = /^\S/.test(line) ? line.trim() : file;
      continue;
    }
    const [, row_, column, severity, message = '', rule] = row;
    if (severity !== 'error') continue;
    const header = {
      file,
      line: Number(row_),
      column: Number(column),
      message: rule ? `${message} (${rule})` : message,
    };
    diagnostics.push(makeDiagnostic(tool, header, file ? [file, line] : [line]));
  }
  return diagnostics;
}
