// Reads type-check and lint errors from a tool's console output with the tool's profile. Warnings
// and notes are left out: only what makes the check fail counts.
import type { Diagnostic } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';
import { diagnosticProfile, TOOL_PROFILES } from '../../tools/registry.js';

/** The tools parseDiagnostics knows by name (its `tool` argument, lower-case). */
export const DIAGNOSTIC_TOOLS: readonly string[] = TOOL_PROFILES.flatMap(
  (p) => p.diagnosticNames ?? [],
);

/**
 * The errors in `output` of `tool` (e.g. `tsc`, `ruff`, `clippy`, `go vet`). An unknown tool yields
 * an empty list: the check's exit status still decides whether it is clean.
 */
export function parseDiagnostics(tool: string, output: string): Diagnostic[] {
  const parser = diagnosticProfile(tool.trim().toLowerCase())?.diagnostics;
  return parser ? parser(tool, toLines(output)) : [];
}

/**
 * Where the command does not name its tool (a package script, a CI script): the errors of the
 * first tool, in the registry's order, whose format the output holds.
 */
export function anyToolDiagnostics(output: string): Diagnostic[] {
  const lines = toLines(output);
  for (const { name, diagnostics } of TOOL_PROFILES) {
    const found = diagnostics?.(name, lines) ?? [];
    if (found.length > 0) return found;
  }
  return [];
}
