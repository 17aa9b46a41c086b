// What testlock knows about one test runner, behind one interface the stages call: each runner's
// knowledge lives in its folder (src/core/runners/<name>/) and is reached only through its profile.
import type { TestRun } from '../model/results.js';
import type { InstrumentContext, Instrumented } from '../run/instrumented.js';
import type { Mode } from '../run/tool-words.js';
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

/** What the runner reads from the environment whoever starts it (a Makefile, tox, a script). */
export interface EnvironmentReach {
  /** Whether a wrapper whose runner is `runner` (null: not known) may start this one. */
  readonly mayStart: (runner: RunnerName | null) => boolean;
  /** The environment extended, and where results and coverage will then be. */
  readonly apply: (
    env: Readonly<Record<string, string>>,
    context: InstrumentContext,
  ) => { env: Record<string, string>; junit?: string; coverage?: Instrumented['coverage'] };
}

/** How testlock asks the runner for machine-readable results and coverage in a private folder. */
export interface Instrumentation {
  /**
   * How testlock's options reach the runner: `environment`, however it is started (pytest's
   * PYTEST_ADDOPTS); `options`, on its command line, directly or after `--` of an npm script at
   * the end of a chain of scripts; `direct`, only when the check starts it itself.
   */
  readonly reach: 'environment' | 'options' | 'direct';
  readonly apply: (base: Instrumented, context: InstrumentContext, mode: Mode) => Instrumented;
  /** What still reaches it behind a wrapper that testlock cannot pass options through. */
  readonly throughEnvironment?: EnvironmentReach;
  /** The variable the job may set that testlock extends rather than replaces (`GOFLAGS`). */
  readonly inheritedEnv?: string;
}

export interface RunnerProfile {
  readonly name: RunnerName;
  readonly recognition: Recognition;
  readonly console: ConsoleReader;
  readonly instrumentation?: Instrumentation;
}
