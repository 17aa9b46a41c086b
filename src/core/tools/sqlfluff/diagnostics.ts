// sqlfluff lint's console output: `== [path] FAIL` per file, then `L:   2 | P:  10 | LT01 | message`
// rows whose long messages continue on `                       | …` lines.
import type { Diagnostic } from '../../model/results.js';
import { makeDiagnostic } from '../../results/diagnostics/make-diagnostic.js';

const FILE = /^== \[(.+)\] FAIL$/;
const ROW = /^L:\s*(\d+)\s*\|\s*P:\s*(\d+)\s*\|\s*(\w+)\s*\|\s*(.*)$/;
const MORE = /^\s+\|\s+(.*)$/;

export function parseSqlfluff(tool: string, lines: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let file: string | null = null;
  let current: {
    header: { line: number; column: number; code: string; message: string };
    lines: string[];
  } | null = null;
  const flush = (): void => {
    if (current === null) return;
    const { header } = current;
    diagnostics.push(
      makeDiagnostic(
        tool,
        {
          file,
          line: header.line,
          column: header.column,
          message: `${header.code}: ${header.message}`,
        },
        current.lines,
      ),
    );
    current = null;
  };
  for (const line of lines) {
    const opened = FILE.exec(line);
    if (opened) {
      flush();
      file = opened[1] ?? null;
      continue;
    }
    const row = ROW.exec(line);
    if (row) {
      flush();
      current = {
        header: {
          line: Number(row[1]),
          column: Number(row[2]),
          code: row[3] ?? '',
          message: row[4] ?? '',
        },
        lines: [file === null ? line : `${file}: ${line}`],
      };
      continue;
    }
    const more = MORE.exec(line);
    if (more && current !== null) {
      current.header.message += ` ${more[1] ?? ''}`;
      current.lines.push(line);
      continue;
    }
    flush();
  }
  flush();
  return diagnostics;
}
