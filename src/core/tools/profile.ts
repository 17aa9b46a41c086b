// What testlock knows about one lint or type-check tool, behind one interface: each tool's
// knowledge lives in its folder (src/core/tools/<name>/) and is reached through its profile.
import type { StartPointNames } from '../locked/start-points.js';
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
  /** The comments, attributes and files by which a source tells it not to report (issue 42). */
  readonly suppressions?: ToolSuppressions;
  /**
   * What it writes into its build folder, which an in-source build makes the tree itself: a new
   * file or folder of these names is build output for the lock guard, never a harness change.
   */
  readonly buildOutputs?: { readonly files: RegExp; readonly dirs: readonly string[] };
  /**
   * The config it reads from outside the project (found walking up, or in the home folder):
   * one a check writes reaches its later runs (core/locked/start-points.ts).
   */
  readonly startPoints?: StartPointNames;
}

/** One comment or attribute form that silences the tool; what the regex matches is blanked. */
export interface SuppressionForm {
  /** Shown in findings: `# noqa`, `// @ts-ignore`. */
  readonly label: string;
  /** The file extensions it is read in (lower-case, no dot). */
  readonly extensions: readonly string[];
  readonly re: RegExp;
  /** In a comment (the same text in code or a string does not count) or in code (an attribute). */
  readonly in: 'comment' | 'code';
  /** Its own line (or the next one), or the whole file (a directive anywhere in it). */
  readonly scope: 'line' | 'file';
}

export interface ToolSuppressions {
  readonly forms: readonly SuppressionForm[];
  /** A stub beside a module takes its place for the checker (`calc.pyi` beside `calc.py`). */
  readonly stubs?: { readonly stub: string; readonly module: string };
  /** It checks only the `if TYPE_CHECKING:` branch of a name defined there and at run time. */
  readonly typeCheckingBranches?: boolean;
  /**
   * Its errors that say a dependency has no type information (no stubs, no `py.typed`): no change
   * to the PR's code could fix them, so a suppression of one hides nothing of the code.
   */
  readonly untypedDependency?: RegExp;
  /** Its rules that judge layout only (line length): a suppressed one is no hidden error. */
  readonly layoutRules?: RegExp;
  /**
   * Its rules on code nothing uses (an import kept as a re-export, a helper kept for later): one
   * hidden by a line's own suppression changes nothing a test could check, so it is a warning.
   */
  readonly unusedRules?: RegExp;
}

export const ANY_ARGS = (): boolean => true;
