// What testlock knows about one test runner, behind one interface the stages call: each runner's
// knowledge lives in its folder (src/core/runners/<name>/) and is reached only through its profile.

import type { StartPointNames } from '../locked/start-points.js';
import type { Ecosystem } from '../model/changed-file.js';
import type { Check } from '../model/check.js';
import type { InventoryEntry, ListingFormat, RunIds } from '../model/inventory.js';
import type { TestRun } from '../model/results.js';
import type { InstrumentContext, Instrumented } from '../run/instrumented.js';
import type { Mode } from '../run/tool-words.js';
import type { Shard, ShardContext, ShardPlan } from '../sharding/types.js';
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

/**
 * What shows that a project measures coverage with this runner (SPEC rule 3, `--cov if
 * configured`), read at base: a plugin merely installed on the machine is not configuration.
 */
export interface CoverageEvidence {
  /** Config files whose presence configures it (`.coveragerc`, `.nycrc`), in the check's folder or the root. */
  readonly files: readonly string[];
  /** Files whose text configures it where it matches (`[tool.coverage` in pyproject.toml). */
  readonly sections: ReadonlyArray<{ readonly files: readonly string[]; readonly pattern: RegExp }>;
  /** Coverage plugins that count when a manifest or requirements file declares them. */
  readonly plugins: readonly string[];
  /** Coverage flags in the base CI, task files or package scripts (`--cov`, `-coverprofile`). */
  readonly flags: RegExp;
  /** Its own option files, read for those flags like task files (`pytest.ini`'s `addopts`). */
  readonly flagFiles?: readonly string[];
  /** What the `coverage-unmeasured` anomaly names to configure. */
  readonly configure: string;
  /**
   * Words in the base config, CI or the check that turn its coverage plugin off (`-p no:cov`):
   * then not even the changed files are traced, since asking for coverage would break the run.
   */
  readonly disabled?: RegExp;
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
  /** Its coverage is read with LLVM's profile tools, looked for where it may run (`has.llvm`). */
  readonly llvmTools?: true;
  /**
   * How the options reach the runner on its own line of a plain script the check runs with bash
   * (a compiled project's check: configure, build, then the runner); null where they cannot.
   */
  readonly inScript?: (base: Instrumented, context: InstrumentContext) => Instrumented | null;
  /** What configures coverage for it; absent: testlock measures none for this runner. */
  readonly coverageEvidence?: CoverageEvidence;
}

/** How a check starts its runner: the words up to and including the tool, and the rest. */
export interface RunnerInvocation {
  runner: RunnerName;
  /** e.g. `['uv','run','pytest']`, `['npx','--no','--','vitest']`. */
  tool: string[];
  rest: string[];
}

/** The words of a listing, or why the runner cannot list its tests from this command. */
export type ListingWords = { words: string[]; format: ListingFormat } | { reason: string };

/** What a listing printed. */
export interface ListingText {
  stdout: string;
  /** The JSON file the listing wrote, where it was asked for one (vitest). */
  file: string | null;
  /** Absolute folder the runner ran in, to make absolute file paths relative. */
  cwd: string;
}

/** What to grep at base for the definitions of listed tests: an extended regex and a pathspec. */
export interface DefinitionSearch {
  pattern: string;
  pathspec: string;
}

/** name → the files whose lines at base name it (`strong`: a line that defines it). */
export type Definitions = ReadonlyMap<string, ReadonlyArray<{ path: string; strong: boolean }>>;

/** Placing listed tests that name no file (go, cargo) by their definitions at base. */
export interface DefinitionLookup {
  /** The plain identifier to grep for, or null where the id has none (a doc test). */
  readonly name: (id: string) => string | null;
  readonly search: (names: readonly string[]) => DefinitionSearch;
  /** The file that defines the test, from the grep's definitions, or null. */
  readonly file: (id: string, defined: Definitions, cwd: string) => string | null;
}

/**
 * What a cached base listing depends on besides the base commit, for the cache's key: the
 * installed Python packages (a collection imports them), the runner's npm package, or the
 * versions some commands print (run beside base's toolchain file where it has one).
 */
export type VersionProbe =
  | { kind: 'python-packages' }
  | { kind: 'node-package'; name: string }
  | {
      kind: 'commands';
      commands: ReadonlyArray<{ words: readonly string[]; args: readonly string[] }>;
      /** In the check's folder; else at the root, beside base's toolchain file. */
      inCheckFolder: boolean;
    };

/** The base inventory's side of a runner: listing tests without running them, and matching them. */
export interface ListingSupport {
  /** The listing's format, as the inventory cache stores it. */
  readonly format: ListingFormat;
  /** `outFile`: where a listing that writes a JSON file (vitest) puts it. */
  readonly words: (invocation: RunnerInvocation, outFile: string) => ListingWords;
  /** The listed tests; throws when the output is not what the format promises. */
  readonly parse: (text: ListingText) => InventoryEntry[];
  /** The listing writes its list to `outFile` rather than printing it. */
  readonly writesFile?: boolean;
  /** Exit codes of a listing that worked; absent: 0 only. */
  readonly okExitCodes?: readonly number[];
  /** The listing builds what the tests build (cargo): it never runs beside the checks. */
  readonly buildsTests?: boolean;
  /** The key a listed test and a test that ran are matched by. */
  readonly key: (id: string) => string;
  /** Keys of one side's ids where a test's key depends on the others (Rust doc tests). */
  readonly sideKeys?: (ids: readonly string[]) => Map<string, string>;
  /** Whether a cached entry has the shape this listing's parser gives. */
  readonly shaped: (id: string, file: string) => boolean;
  /** The words that run only these base tests at base, or null where it cannot select them. */
  readonly targeted: (
    invocation: RunnerInvocation,
    tests: readonly InventoryEntry[],
  ) => string[] | null;
  /** Base tests skipped now, where the listing names files and the run names tests (jest). */
  readonly skippedNow?: (base: readonly InventoryEntry[], now: RunIds) => InventoryEntry[];
  /** The ids a run names from its console alone, where it wrote no report. */
  readonly consoleIds?: (stdout: string, stderr: string) => RunIds | null;
  /** Where listed tests name no file. */
  readonly definitions?: DefinitionLookup;
  /** What keys a cached listing besides the base commit. */
  readonly versionProbe: VersionProbe;
  /**
   * The check's plain script with the runner's line made a listing, where the lines before it
   * build what the runner lists (configure and build, then ctest); null where it cannot be.
   */
  readonly inScript?: (script: string) => string | null;
}

/** The runner's own reading of the JUnit report it writes, where the generic one would miscount. */
export interface ReportReader {
  /** Counts and failures; throws when the report is not the runner's. */
  readonly parse: (content: string) => TestRun;
  /** The tests the report names, and which of them were skipped. */
  readonly ids: (content: string) => RunIds;
}

/** The items testlock lists and splits itself, where the runner has no shard option of its own. */
export interface ShardSplit {
  /** Names the runner in an error (`listing the Go tests failed`). */
  readonly label: string;
  /** The command that lists the items, made from the check; or why it cannot be. */
  readonly lister: (check: Check) => { check: Check } | { reason: string };
  /** Exit codes of a listing that worked; absent: 0 only. */
  readonly okExitCodes?: readonly number[];
  readonly items: (stdout: string) => string[];
}

/** `--shard i/n`: how the runner runs only its share of the suite. */
export interface Sharding {
  readonly split?: ShardSplit;
  readonly plan: (shard: Shard, context: ShardContext) => ShardPlan;
  /** The check narrowed to a plan that is not options to append; null where it cannot be. */
  readonly narrow?: (check: Check, plan: ShardPlan) => Check | null;
  /** The plan passed through the environment, however the runner is started; null: not this plan. */
  readonly throughEnvironment?: (check: Check, plan: ShardPlan) => Check | null;
}

/** The files a runner collects as tests by default: the locked set takes their base version. */
export interface TestFiles {
  /** Names the rule in `plan` (`bats:*.bats`). */
  readonly label: string;
  readonly globs: readonly string[];
}

/** A top-level statement of a test or support file that changes other tests when it is loaded. */
export interface EffectRule {
  /** Matches the statement's code (comments out). */
  re: RegExp;
  what: string;
  /** Only where the runner loads the file for a folder (a conftest.py). */
  support?: true;
  /** Process state (the environment, a global), which honest tests set too: a warning. */
  state?: true;
}

/** A test file the PR adds or modifies, relative to the check's folder, with its text at head. */
export interface SelectedFile {
  path: string;
  text: string;
}

/** Running only the tests of some files, with the runner's own selection (SPEC 3b, the PR-tests pass). */
export interface Selection {
  /** The words that run the tests of exactly these files, or null where the runner cannot select them. */
  readonly files: (invocation: RunnerInvocation, files: readonly SelectedFile[]) => string[] | null;
  /**
   * The runs the files take, each selected on its own, where one file could stop the runner's run
   * of the others (cargo builds every target before it runs one); absent: one run of them all.
   */
  readonly runs?: (files: readonly SelectedFile[]) => SelectedFile[][];
}

/**
 * The runner's integrity witness: code loaded before any code under test that records the
 * runner's result, assertion and collection machinery and reports alterations (SPEC section 6)
 * on a channel in testlock's private folder (witness-channel.ts reads it).
 */
export interface RunnerWitness {
  /** The files it is made of, written into its private folder before the check runs. */
  readonly files: ReadonlyArray<{ readonly name: string; readonly content: string }>;
  /** The channel's file name in that folder. */
  readonly channel: string;
  /**
   * The check extended so its runner loads the witness from `dir` before anything else; null
   * where the witness cannot surely reach the runner without breaking an honest run.
   */
  readonly apply: (
    prepared: Instrumented,
    dir: string,
    context: InstrumentContext,
    mode: Mode,
  ) => Instrumented | null;
  /** The variable the job may set that the witness extends rather than replaces (PYTHONPATH). */
  readonly inheritedEnv?: string;
  /** Files that depend on where the check runs (a config that wraps the project's), written beside. */
  readonly moreFiles?: (
    dir: string,
    context: InstrumentContext,
  ) => ReadonlyArray<{ readonly name: string; readonly content: string }>;
}

/**
 * What tells code it runs under this runner (`test-environment-read`): product code that newly
 * reads one of these is judged by it.
 */
export interface EnvironmentSignals {
  /** Environment variables the runner sets in the process it tests; a trailing `*` is a prefix. */
  readonly env?: readonly string[];
  /** Its modules or packages: product code importing or looking one up reaches for the runner. */
  readonly modules?: readonly string[];
  /** Globals it installs (`__vitest_worker__`, `jest`), read through `globalThis` or `typeof`. */
  readonly globals?: readonly string[];
  /** Words in the argv of a test process (`pytest`, `-test.`, `.test`): argv compared to one. */
  readonly argv?: readonly string[];
  /** Variables a build script reads to learn the profile the tests build with (`PROFILE`). */
  readonly buildEnv?: readonly string[];
  /** A file this matches is a plugin of the runner: importing the runner is its job. */
  readonly plugin?: RegExp;
}

export interface RunnerProfile {
  readonly name: RunnerName;
  /** How people name it in prose (`node --test`, `cargo nextest`); absent: its name. */
  readonly label?: string;
  /** The npm packages its own code ships in: their stack frames are the runner's, not the project's. */
  readonly framePackages?: readonly string[];
  /** The language whose tests it runs; a javascript runner is installed in node_modules. */
  readonly ecosystem: Ecosystem;
  readonly recognition: Recognition;
  readonly console: ConsoleReader;
  /** Reads the runner's JUnit report (ctest's statuses); absent: the generic JUnit reading. */
  readonly junit?: ReportReader;
  readonly instrumentation?: Instrumentation;
  readonly listing?: ListingSupport;
  readonly sharding?: Sharding;
  readonly testFiles?: TestFiles;
  /** What its test or support files do by being loaded (hooks, plugins, a package's TestMain). */
  readonly loadEffects?: readonly EffectRule[];
  /** How it runs only the tests of given files (the PR's own tests); absent: it cannot. */
  readonly selection?: Selection;
  /** Its integrity witness (runner-tampered); absent: none. */
  readonly witness?: RunnerWitness;
  /** What tells product code it runs under this runner (env, modules, globals, argv words). */
  readonly environmentSignals?: EnvironmentSignals;
  /**
   * The config it (or its language's resolution) reads from outside the project, found walking
   * up or in the home folder: one a check writes reaches its later runs (start-points.ts).
   */
  readonly startPoints?: StartPointNames;
}
