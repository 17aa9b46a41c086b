// What instrumenting a test check gives: the check as it will run, the runner and where its
// machine-readable results and coverage will be; and what instrumenting needs to know.
import type { Check } from '../model/check.js';
import type { AvaConfigFile } from '../runners/ava/ava-config.js';
import type { LlvmTools, LlvmTrace } from '../runners/cargo/cover.js';
import type { JestCoverageConfig } from '../runners/jest/coverage-config.js';
import type { RunnerName } from '../runners/names.js';
import type { VitestConfigFile } from '../runners/vitest/vitest-config.js';

export type CoverageFormat =
  | 'coverage-py-json'
  | 'istanbul-summary'
  | 'istanbul-final'
  | 'go-coverprofile'
  | 'gcovr-summary'
  | 'python-lines'
  | 'lcov';

/** Whether a coverage report of this format is XML (so its reading needs the XML parser). */
export const COVERAGE_IS_XML: Readonly<Record<CoverageFormat, boolean>> = {
  'coverage-py-json': false,
  'istanbul-summary': false,
  'istanbul-final': false,
  'go-coverprofile': false,
  'gcovr-summary': false,
  'python-lines': false,
  lcov: false,
};

export interface Instrumented {
  /** The check as it will run (args or env extended). */
  check: Check;
  /** The runner whose console output to parse when no report was written; null when unknown. */
  runner: RunnerName | null;
  /** Where the JUnit XML will be, when asked for. */
  junit: string | null;
  /**
   * The runner surely gets the options that write `junit` (it is started directly or through an
   * npm script), so a missing report means something removed it. False for a wrapper, whose runner
   * may not be pytest at all or may reset the environment.
   */
  junitRequired?: boolean;
  /** `go test -json` events on stdout. */
  goJson: boolean;
  /** Where jest writes its `--json` results, and the folder it runs in (its file names are absolute). */
  jestJson?: { path: string; cwd: string } | null;
  /**
   * Where the coverage report will be; `scope: 'changed'` where only the changed product files are
   * traced (the project measures no coverage): its lines are evidence, its totals are not coverage.
   */
  coverage: {
    format: CoverageFormat;
    path: string;
    scope?: 'changed';
    /** A second report of the same run with the lines the first lacks (istanbul's final JSON). */
    lines?: { format: CoverageFormat; path: string };
    /** The raw LLVM profiles exported to `path` once the check has run (cargo's trace). */
    llvm?: LlvmTrace;
  } | null;
  /** Why coverage is not measured (names the missing configuration), when it is not. */
  coverageHint: string | null;
  /**
   * The commands the script runs after its test runner (`tsd` in `xo && ava && tsd`); empty when
   * the runner is the last command or absent when no command is known to start one.
   */
  laterCommands?: readonly string[];
  /** The project's coverage thresholds apply in this run (jest where the project collects coverage). */
  coverageThresholds?: boolean;
  /** The package scripts followed to the runner (`test → test:unit`), when the check runs the last one. */
  via?: readonly string[];
  /**
   * What bash runs where testlock's options are on the runner's own line of the check's script
   * (ctest's report); the check keeps the project's text, which the report shows.
   */
  scriptRun?: string;
  /**
   * The runner's integrity witness: the files to write into `dir` before the check runs and the
   * channel it reports on; absent where none was loaded.
   */
  witness?: WitnessPlan;
}

/** Where a check's witness lives and what it is made of. */
export interface WitnessPlan {
  runner: RunnerName;
  /** Private folder outside the tree, created by the pipeline. */
  dir: string;
  files: ReadonlyArray<{ readonly name: string; readonly content: string }>;
  /** Absolute path of the channel the witness writes. */
  channel: string;
}

export interface InstrumentContext {
  /** Private folder for results, outside the worktree. */
  outDir: string;
  /** Tools and plugins present where the check runs. */
  has: {
    pytestCov: boolean;
    vitestCoverage: boolean;
    /** Package managers, script runners and test runners (`pnpm`, `run-s`, `jest`) found where the check runs. */
    tools?: readonly string[];
    /** LLVM's profile tools, where found (a Rust check's changed lines); absent: not looked for. */
    llvm?: LlvmTools | null;
  };
  /** The absolute folder the check runs in (the worktree's `check.cwd`); '' where unknown. */
  checkDir?: string;
  /** The locked worktree's package.json scripts for the check's folder (base version). */
  packageScripts: Readonly<Record<string, string>>;
  /**
   * The job's own GOFLAGS and PYTEST_ADDOPTS: the flags testlock adds go after them, never in
   * their place (a job's `-mod=mod` or `-p no:cacheprovider` still applies). A check's CI `env:` wins.
   */
  inherited?: Readonly<Record<string, string | undefined>>;
  /** How coverage.py is asked for at the lowest cost (coverage-cost.ts); absent: `--cov` alone. */
  python?: {
    /** `sysmon` where coverage ≥ 7.4 runs on Python ≥ 3.12 and nobody chose a core. */
    coverageCore: 'sysmon' | null;
    /** `--cov=` targets (the source, not the tests); null: `--cov`, the project's own config. */
    sources: string[] | null;
  };
  /** Results only, no coverage (a targeted run at base, whose coverage nobody reads). */
  withoutCoverage?: boolean;
  /** Why coverage is not asked for where `withoutCoverage` holds (the project configures none). */
  withoutCoverageReason?: string;
  /**
   * Absolute paths of the product files the PR changes, whose folders a runner traces alone where
   * `withoutCoverage` holds because the project configures no coverage (SPEC 3b, changed lines):
   * each runner the files of its own language; absent: none.
   */
  traceChanged?: readonly string[];
  /** What the base jest config says about coverage (jest-config.ts); absent: no config seen. */
  jest?: JestCoverageConfig;
  /**
   * The vitest config of the check's folder (a file name in it, or null for none) and whether it
   * has projects or a workspace (vitest-config.ts); absent: not a vitest check.
   */
  vitest?: VitestConfigFile;
  /** The ava config of the check's folder, or why it is not known for sure (ava-config.ts). */
  ava?: AvaConfigFile;
  /** Private folder for the runner's integrity witness; absent: no witness (a listing, a base run). */
  witnessDir?: string;
}
