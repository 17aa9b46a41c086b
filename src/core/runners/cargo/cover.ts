// The changed-lines trace of `cargo test` (SPEC 3b): the workspace's own crates compiled with
// LLVM's coverage instrumentation through cargo's workspace wrapper (never their dependencies,
// whose builds stay cached), the test binaries' profiles written to a private folder, and the
// binaries that ran read from cargo's own `Running` lines to export the profiles' lines.

/** The LLVM tools that turn the test binaries' raw profiles into lines; null where none is found. */
export interface LlvmTools {
  profdata: string;
  cov: string;
  /**
   * Where testlock writes the workspace wrapper before each traced check: a path that stays the
   * same from run to run, since cargo rebuilds every workspace crate when the wrapper's path changes.
   * Null where that folder is not this user's alone (then nothing is traced).
   */
  wrapper: string | null;
}

/** What the pipeline prepares before a traced cargo check and reads after it. */
export interface LlvmTrace {
  tools: LlvmTools;
  /** The private folder the test binaries write their raw profiles to. */
  profiles: string;
  /** The workspace wrapper testlock writes before the check (RUSTC_WORKSPACE_WRAPPER). */
  wrapper: string;
  /** Absolute paths of the changed Rust files: the only ones exported. */
  sources: readonly string[];
}

/** The variable cargo runs the workspace members' compiler through. */
export const WORKSPACE_WRAPPER = 'RUSTC_WORKSPACE_WRAPPER';

/**
 * The wrapper: cargo starts it as `wrapper rustc <args>` for each compile of a workspace member
 * (and for rustc's version and print probes, which it leaves alone). Dependencies never pass
 * through it, so their builds are not invalidated by the trace.
 */
export const WORKSPACE_WRAPPER_SCRIPT = `#!/bin/sh
# testlock's changed-lines trace: the workspace's own crates compiled for LLVM coverage.
case " $* " in
*" --crate-name "*) exec "$@" -C instrument-coverage ;;
esac
exec "$@"
`;

/** The raw profiles' file pattern: one per test process and binary. */
export function profilePattern(profiles: string): string {
  return `${profiles}/%p-%m.profraw`;
}

// `     Running unittests src/lib.rs (target/debug/deps/calc-0a1b2c3d4e5f6789)` and
// `     Running tests/it.rs (/abs/target/debug/deps/it-0a1b…)`: the binaries cargo ran.
const RUNNING = /^\s*Running\s.*\((.+\/deps\/[^/()]+)\)\s*$/;

/**
 * The test binaries cargo says it ran, in order, each once. Only paths in a `deps` folder (cargo's
 * own layout) count: the line is the run's output, which the code under test can print too.
 */
export function cargoTestBinaries(output: string): string[] {
  const found: string[] = [];
  for (const line of output.split('\n')) {
    const path = RUNNING.exec(line)?.[1];
    if (path !== undefined && !found.includes(path)) found.push(path);
  }
  return found;
}

/** `llvm-cov export`'s arguments: lcov lines of the changed files, from every binary that ran. */
export function llvmCovExportArgs(
  profdata: string,
  binaries: readonly string[],
  sources: readonly string[],
): string[] {
  const [first, ...rest] = binaries;
  if (first === undefined) return [];
  return [
    'export',
    '-format=lcov',
    '-skip-functions',
    `-instr-profile=${profdata}`,
    first,
    ...rest.flatMap((binary) => ['-object', binary]),
    ...sources,
  ];
}
