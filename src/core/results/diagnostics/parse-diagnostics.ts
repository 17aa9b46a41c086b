// Reads type-check and lint errors from a tool's console output. Warnings and notes are left out:
// only what makes the check fail counts.
import type { Diagnostic } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';
import { parseClangTidy } from '../../tools/clang-tidy/diagnostics.js';
import { parseCompilerErrors } from '../../tools/cmake-build/diagnostics.js';
import { parseBiome } from './biome.js';
import { parseCargo } from './cargo.js';
import { parseEslint } from './eslint.js';
import { parseGo } from './go.js';
import { parseMypy } from './mypy.js';
import { parsePyright } from './pyright.js';
import { parseRuff } from './ruff.js';
import { parseTsc } from './tsc.js';

type LineParser = (tool: string, lines: readonly string[]) => Diagnostic[];

const BY_TOOL: Record<string, LineParser> = {
  tsc: parseTsc,
  'vue-tsc': parseTsc,
  pyright: parsePyright,
  basedpyright: parsePyright,
  mypy: parseMypy,
  ruff: parseRuff,
  eslint: parseEslint,
  biome: parseBiome,
  cargo: parseCargo,
  clippy: parseCargo,
  'cargo-clippy': parseCargo,
  rustc: parseCargo,
  go: parseGo,
  'go vet': parseGo,
  'go build': parseGo,
  vet: parseGo,
  // A C/C++ build, whatever drives it, prints its compilers' errors.
  cmake: parseCompilerErrors,
  make: parseCompilerErrors,
  ninja: parseCompilerErrors,
  gcc: parseCompilerErrors,
  'g++': parseCompilerErrors,
  cc: parseCompilerErrors,
  'c++': parseCompilerErrors,
  clang: parseCompilerErrors,
  'clang++': parseCompilerErrors,
  'clang-tidy': parseClangTidy,
  'run-clang-tidy': parseClangTidy,
};

/** The tools parseDiagnostics knows by name (its `tool` argument, lower-case). */
export const DIAGNOSTIC_TOOLS: readonly string[] = Object.keys(BY_TOOL);

/**
 * The errors in `output` of `tool` (e.g. `tsc`, `ruff`, `clippy`, `go vet`). An unknown tool yields
 * an empty list: the check's exit status still decides whether it is clean.
 */
export function parseDiagnostics(tool: string, output: string): Diagnostic[] {
  const name = tool.trim().toLowerCase();
  const parser = Object.hasOwn(BY_TOOL, name) ? BY_TOOL[name] : undefined;
  return parser ? parser(tool, toLines(output)) : [];
}
