// What testlock knows about one lint or type-check tool, behind one interface: each tool's
// knowledge lives in its folder (src/core/tools/<name>/) and is reached through its profile.
import type { Diagnostic } from '../model/results.js';

export type DiagnosticParser = (tool: string, lines: readonly string[]) => Diagnostic[];

export interface ToolProfile {
  readonly name: string;
  /** The first words that start it once wrappers are stripped (`tsc`, `vue-tsc`; `go`). */
  readonly words: readonly string[];
  /** The names its errors are read under (`go vet`, `clippy`): a command's tool as classified. */
  readonly diagnosticNames?: readonly string[];
  /** Its errors from its console output; warnings and notes left out. */
  readonly diagnostics?: DiagnosticParser;
  /**
   * Whether a run with these arguments keeps its work in its own tree and caches, so it may run
   * in a copy of the locked tree beside the tests (nothing installed into the environment the
   * tests share, no build folder shared with them, no output path given outright).
   */
  readonly apart?: (args: readonly string[]) => boolean;
  /** Native and done in well under a second: started directly, it runs after the tests. */
  readonly quick?: boolean;
}

export const ANY_ARGS = (): boolean => true;
