// rustc / cargo / clippy diagnostics: `error[E0308]: message` then ` --> src/lib.rs:3:5` and a code
// frame, ended by a blank line. Only errors count; under -D warnings clippy prints its lints as errors.
import type { Diagnostic } from '../../model/results.js';
import { makeDiagnostic } from '../../results/diagnostics/make-diagnostic.js';

const HEADER = /^error(?:\[(\w+)\])?: (.*)$/;
const ARROW = /^\s*--> (.+?):(\d+):(\d+)$/;
// Cargo's closing lines are errors without a location that repeat what came before.
const CARGO_SUMMARY =
  /^(?:could not compile|aborting due to|test failed, to rerun|doctest failed|\d+ targets? failed|build failed)/;

export function parseCargo(tool: string, lines: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  lines.forEach((line, start) => {
    const header = HEADER.exec(line);
    if (!header) return;
    const blank = lines.findIndex((l, index) => index > start && l.trim() === '');
    const block = lines.slice(start, blank === -1 ? lines.length : blank);
    const arrow = block.map((l) => ARROW.exec(l)).find((match) => match !== null);
    const [, code, message = ''] = header;
    if (!arrow && CARGO_SUMMARY.test(message)) return;
    diagnostics.push(
      makeDiagnostic(
        tool,
        {
          file: arrow?.[1] ?? null,
          line: arrow ? Number(arrow[2]) : null,
          column: arrow ? Number(arrow[3]) : null,
          message: code ? `${code}: ${message}` : message,
        },
        block,
      ),
    );
  });
  return diagnostics;
}
