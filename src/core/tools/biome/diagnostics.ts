// Biome's diagnostics: `src/a.ts:3:5 lint/suspicious/noDebugger  FIXABLE  ━━━━` headers, then a
// body whose first marker says the severity (× error, ! warning, i information).
import type { Diagnostic } from '../../model/results.js';
import { makeDiagnostic } from '../../results/diagnostics/make-diagnostic.js';

const HEADER = /^(\S.*?)\s+━{3,}$/;
const FOOTER = /^(?:Checked \d+ files?|Found \d+ (?:errors?|warnings?|infos?)|Skipped \d+)/;
// Run summaries (`check ━━━ × Some errors were emitted`) have a category and no location.
const SUMMARY_CATEGORIES = new Set(['check', 'lint', 'format', 'ci']);

export function parseBiome(tool: string, lines: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const starts = lines.flatMap((line, index) => (HEADER.test(line) ? [index] : []));
  starts.forEach((start, i) => {
    const next = starts[i + 1] ?? lines.length;
    const footer = lines.findIndex((line, index) => index > start && FOOTER.test(line));
    const block = lines.slice(start, footer === -1 || footer > next ? next : footer);
    const diagnostic = toDiagnostic(tool, block);
    if (diagnostic) diagnostics.push(diagnostic);
  });
  return diagnostics;
}

function toDiagnostic(tool: string, block: string[]): Diagnostic | null {
  const tokens = (HEADER.exec(block[0] ?? '')?.[1] ?? '').split(/\s+/);
  const marker =
    block
      .slice(1)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  if (!/^[×✖]/.test(marker)) return null;
  const [location = '', category = location] = tokens;
  if (tokens.length === 1 && SUMMARY_CATEGORIES.has(location)) return null;
  const where = tokens.length === 1 ? null : /^(.+?)(?::(\d+):(\d+))?$/.exec(location);
  const message = `${marker.replace(/^[×✖]\s*/, '')} (${category})`;
  return makeDiagnostic(
    tool,
    {
      file: where?.[1] ?? null,
      line: where?.[2] ? Number(where[2]) : null,
      column: where?.[3] ? Number(where[3]) : null,
      message,
    },
    block,
  );
}
