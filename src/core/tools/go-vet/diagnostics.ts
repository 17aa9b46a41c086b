// go vet / go build errors: `# pkg` headers, then `./a.go:3:5: message` (tab-indented lines continue
// it); `vet: ` prefixes type errors; `go: ` lines are errors of the go command itself.
import type { Diagnostic } from '../../model/results.js';
import {
  collectEntries,
  type Header,
  makeDiagnostic,
  num,
} from '../../results/diagnostics/make-diagnostic.js';

const LOCATED = /^(?:vet: )?(\S+?\.go):(\d+)(?::(\d+))?: (.*)$/;
const COMMAND = /^go: (.*)$/;

export function parseGo(tool: string, lines: readonly string[]): Diagnostic[] {
  return collectEntries(lines, header, (line) => line.startsWith('\t')).map(({ header, lines }) =>
    makeDiagnostic(tool, header, lines),
  );
}

function header(line: string): Header | null {
  const located = LOCATED.exec(line);
  if (located) {
    const [, file = '', row, column, message = ''] = located;
    return { file: file.replace(/^\.\//, ''), line: num(row), column: num(column), message };
  }
  const command = COMMAND.exec(line);
  return command ? { file: null, line: null, column: null, message: command[1] ?? '' } : null;
}
