// Assembles a Diagnostic from a parsed header and the verbatim lines printed for it.
import type { Diagnostic } from '../../model/results.js';
import { clipBlock } from '../../text/clip.js';

export interface Header {
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
}

export function makeDiagnostic(tool: string, header: Header, lines: readonly string[]): Diagnostic {
  return { tool, ...header, message: header.message.trim(), text: clipBlock(lines.join('\n')) };
}

/** A number from a regex group, or null when the group did not match. */
export function num(text: string | undefined): number | null {
  return text === undefined || text === '' ? null : Number(text);
}

/**
 * Groups lines into entries: `start` returns a header for a line that opens one; following lines
 * belong to it while `continues` says so. Lines outside any entry are dropped.
 */
export function collectEntries(
  lines: readonly string[],
  start: (line: string) => Header | null,
  continues: (line: string, entry: readonly string[]) => boolean,
): Array<{ header: Header; lines: string[] }> {
  const entries: Array<{ header: Header; lines: string[] }> = [];
  let current: { header: Header; lines: string[] } | null = null;
  for (const line of lines) {
    const header = start(line);
    if (header) {
      current = { header, lines: [line] };
      entries.push(current);
    } else if (current && continues(line, current.lines)) {
      current.lines.push(line);
    } else {
      current = null;
    }
  }
  return entries;
}
