// What testlock knows about one test runner, behind one interface the stages call: each runner's
// knowledge lives in its folder (src/core/runners/<name>/) and is reached only through its profile.
import type { TestRun } from '../model/results.js';
import type { RunnerName } from './names.js';

/** Reading the runner's console output, the fallback when it wrote no machine-readable report. */
export interface ConsoleReader {
  /** A line that ends a run of this runner (its summary), so the last run in a log is found. */
  readonly ends: (line: string) => boolean;
  /** Counts and failures from the whole output, or null when no summary of this runner is in it. */
  readonly parse: (output: string) => TestRun | null;
}

/** How a command line is known to start the runner, once the wrappers are stripped from it. */
export interface Recognition {
  /** The tool words that may start it (`pytest`, `py.test`; `go` with `test`). */
  readonly tools: readonly string[];
  /** Whether this tool with these arguments starts it; absent: the tool word alone decides. */
  readonly starts?: (tool: string, rest: readonly string[], words: readonly string[]) => boolean;
}

export interface RunnerProfile {
  readonly name: RunnerName;
  readonly recognition: Recognition;
  readonly console: ConsoleReader;
}
