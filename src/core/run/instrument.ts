// Asks a test runner for machine-readable results: the options or environment that make the
// runner a test check invokes write JUnit / JSON results and coverage to a private folder.
import type { Check } from '../model.js';
import type { RunnerName } from '../results/runner-name.js';
import { commandsAfterRunner } from './chain-tail.js';
import { invocationOf, type Mode, packageScriptName } from './runner-words.js';

export type CoverageFormat = 'coverage-py-json' | 'istanbul-summary' | 'go-coverprofile';

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
  coverage: { format: CoverageFormat; path: string } | null;
  /** Why coverage is not measured (names the missing configuration), when it is not. */
  coverageHint: string | null;
  /**
   * The commands the script runs after its test runner (`tsd` in `xo && ava && tsd`); empty when
   * the runner is the last command or absent when no command is known to start one.
   */
  laterCommands?: readonly string[];
}

/** The environment variables testlock extends rather than sets. */
export type InheritedFlag = 'GOFLAGS' | 'PYTEST_ADDOPTS';

export interface InstrumentContext {
  /** Private folder for results, outside the worktree. */
  outDir: string;
  /** Tools and plugins present where the check runs. */
  has: {
    pytestCov: boolean;
    vitestCoverage: boolean;
  };
  /** The absolute folder the check runs in (the worktree's `check.cwd`); '' where unknown. */
  checkDir?: string;
  /** The locked worktree's package.json scripts for the check's folder (base version). */
  packageScripts: Readonly<Record<string, string>>;
  /**
   * The job's own GOFLAGS and PYTEST_ADDOPTS: the flags testlock adds go after them, never in
   * their place (a job's `-mod=mod` or `-p no:cacheprovider` still applies). A check's CI `env:` wins.
   */
  inherited?: Readonly<Partial<Record<InheritedFlag, string>>>;
  /** How coverage.py is asked for at the lowest cost (coverage-cost.ts); absent: `--cov` alone. */
  python?: {
    /** `sysmon` where coverage ≥ 7.4 runs on Python ≥ 3.12 and nobody chose a core. */
    coverageCore: 'sysmon' | null;
    /** `--cov=` targets (the source, not the tests); null: `--cov`, the project's own config. */
    sources: string[] | null;
  };
}

/** The check as it will run, with what it reports and where; unchanged unless it is a test check. */
export function instrument(check: Check, context: InstrumentContext): Instrumented {
  const prepared = instrumentRunner(check, context);
  if (check.kind !== 'test' || check.skipped !== null) return prepared;
  const script = check.script || [check.command, ...check.args].join(' ');
  const later = commandsAfterRunner(script, context.packageScripts);
  return later === null ? prepared : { ...prepared, laterCommands: later };
}

function instrumentRunner(check: Check, context: InstrumentContext): Instrumented {
  const plain: Instrumented = {
    check,
    runner: null,
    junit: null,
    junitRequired: false,
    goJson: false,
    coverage: null,
    coverageHint: null,
  };
  if (check.kind !== 'test' || check.skipped !== null) return plain;
  const { runner, mode } = invocationOf(check, context.packageScripts);
  // pytest reads PYTEST_ADDOPTS however it is started (directly, via uv, tox or a CI script).
  if (runner === 'pytest') return pytestInstrumented({ ...plain, runner }, context, mode);
  if (runner === null || mode === 'console') return wrapperInstrumented(plain, runner, context);
  return withRunner(plain, runner, context, mode);
}

/**
 * A wrapper (`make test`, `./scripts/test.sh`, `tox -e py`, `pnpm test`) starts its runner where
 * testlock cannot pass options: only the environment reaches it. PYTEST_ADDOPTS is read by every
 * pytest however started and ignored by everything else; GOFLAGS applies `-v -coverprofile` to each
 * `go test` (Go ignores a GOFLAGS flag a command does not know; `-json` is not set there, since
 * `go list -json` in a recipe would change what the recipe reads). Coverage for pytest is not
 * asked for: `--cov` breaks a pytest whose environment (a tox env) lacks pytest-cov.
 */
function wrapperInstrumented(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const env = { ...plain.check.env };
  env.PYTEST_ADDOPTS = [
    env.PYTEST_ADDOPTS ?? context.inherited?.PYTEST_ADDOPTS,
    `--junitxml=${quoteForAddopts(junit)}`,
    '-o',
    'junit_family=xunit2',
  ]
    .filter(Boolean)
    .join(' ');
  const profile = `${context.outDir}/cover.out`;
  const mayRunGo = runner === 'go' || runner === null;
  // `-v`: without it `go test` prints only `ok <pkg>`, which counts no test (Go applies it to build
  // commands too, which then list the packages they compile on stderr).
  if (mayRunGo)
    env.GOFLAGS = [env.GOFLAGS ?? context.inherited?.GOFLAGS, '-v', `-coverprofile=${profile}`]
      .filter(Boolean)
      .join(' ');
  return {
    ...plain,
    check: { ...plain.check, env },
    runner,
    junit,
    coverage: mayRunGo ? { format: 'go-coverprofile', path: profile } : null,
    coverageHint:
      runner === null
        ? 'coverage is not read from a wrapper whose runner testlock does not know'
        : `coverage is not read from ${runner} output`,
  };
}

function withRunner(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  if (runner === null) return plain;
  const base = { ...plain, runner };
  if (runner === 'vitest') return vitestInstrumented(base, context, mode);
  if (runner === 'jest') return jestInstrumented(base, context, mode);
  if (runner === 'go' && mode === 'direct') return goInstrumented(base, context);
  if (runner === 'cargo' && mode === 'direct') return cargoInstrumented(base);
  return { ...base, coverageHint: `testlock does not instrument ${runner} for coverage` };
}

/** The check with `extra` options for its runner, after `--` when they go through an npm script. */
export function appendArgs(check: Check, extra: readonly string[], mode: Mode): Check {
  const separator = mode === 'npm-script' && !check.args.includes('--') ? ['--'] : [];
  return { ...check, args: [...check.args, ...separator, ...extra] };
}

/** A path quoted for PYTEST_ADDOPTS, which pytest splits like a shell. */
export function quoteForAddopts(path: string): string {
  return `'${path.replace(/'/g, `'"'"'`)}'`;
}

function pytestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const options = [`--junitxml=${quoteForAddopts(junit)}`, '-o', 'junit_family=xunit2'];
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = 'pytest-cov is not installed';
  if (context.has.pytestCov) {
    const path = `${context.outDir}/coverage.json`;
    const sources = context.python?.sources ?? null;
    // One JSON report and no terminal table: the cheapest report that gives the totals.
    const targets =
      sources === null ? ['--cov'] : sources.map((s) => `--cov=${quoteForAddopts(s)}`);
    options.push(...targets, `--cov-report=json:${quoteForAddopts(path)}`);
    coverage = { format: 'coverage-py-json', path };
    coverageHint = null;
  }
  const env = { ...base.check.env };
  if (coverage !== null && context.python?.coverageCore && env.COVERAGE_CORE === undefined) {
    env.COVERAGE_CORE = context.python.coverageCore;
  }
  env.PYTEST_ADDOPTS = [env.PYTEST_ADDOPTS ?? context.inherited?.PYTEST_ADDOPTS, ...options]
    .filter(Boolean)
    .join(' ');
  return {
    ...base,
    check: { ...base.check, env },
    junit,
    // Behind tox or a script the environment may be reset: there the report is only a witness.
    junitRequired: mode !== 'console',
    coverage,
    coverageHint,
  };
}

function vitestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const extra = ['--reporter=default', '--reporter=junit', `--outputFile.junit=${junit}`];
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = '@vitest/coverage-v8 (or -istanbul) is not installed';
  if (context.has.vitestCoverage) {
    const dir = `${context.outDir}/coverage`;
    extra.push(
      '--coverage.enabled',
      '--coverage.reporter=json-summary',
      `--coverage.reportsDirectory=${dir}`,
      '--coverage.reportOnFailure',
    );
    coverage = { format: 'istanbul-summary', path: `${dir}/coverage-summary.json` };
    coverageHint = null;
  }
  return {
    ...base,
    check: appendArgs(base.check, extra, mode),
    junit,
    junitRequired: true,
    coverage,
    coverageHint,
  };
}

/**
 * jest's console names files, not tests: `--json --outputFile` writes every test with its outcome
 * (the console reporter still prints to stderr, the second witness). jest fails after the run when
 * it gets `--outputFile` twice, so the project's own is dropped; one inside a package script cannot
 * be, and there the console alone is read.
 */
function jestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const coverageHint = 'testlock does not instrument jest for coverage';
  if (mode === 'npm-script') {
    const name = packageScriptName(
      [base.check.command, ...base.check.args],
      context.packageScripts,
    );
    if (/--outputFile\b/.test(context.packageScripts[name ?? ''] ?? ''))
      return { ...base, coverageHint };
  }
  const path = `${context.outDir}/jest.json`;
  const check = { ...base.check, args: withoutOutputFile(base.check.args) };
  return {
    ...base,
    check: appendArgs(check, ['--json', `--outputFile=${path}`], mode),
    jestJson: { path, cwd: context.checkDir ?? '' },
    coverageHint,
  };
}

/** The args without jest's `--outputFile[=]X` (the project's copy of its results). */
export function withoutOutputFile(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i]!;
    if (word === '--outputFile') i += 1;
    else if (!word.startsWith('--outputFile=')) kept.push(word);
  }
  return kept;
}

/**
 * The project's own `-coverprofile=coverage.out` (a CI line that uploads it) would come after
 * testlock's and win (the last flag wins), leaving coverage unmeasured: it is dropped. Words after
 * `-args` go to the test binary and are kept as they are.
 */
export function withoutCoverprofile(args: readonly string[]): string[] {
  const end = args.indexOf('-args');
  const flags = end === -1 ? args : args.slice(0, end);
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const word = flags[i]!;
    if (/^--?coverprofile$/.test(word)) i += 1;
    else if (!/^--?coverprofile=/.test(word)) kept.push(word);
  }
  return end === -1 ? kept : [...kept, ...args.slice(end)];
}

/**
 * `cargo test` stops at the first test target that fails, so the tests of every later target do not
 * run and cannot be counted (the base inventory would see them as missing): `--no-fail-fast` runs
 * the whole suite, as rule 6 asks; the verdict is the same, the evidence complete.
 */
function cargoInstrumented(base: Instrumented): Instrumented {
  const { args } = base.check;
  const coverageHint = 'testlock does not instrument cargo for coverage';
  if (args.includes('--no-fail-fast')) return { ...base, coverageHint };
  const end = args.indexOf('--');
  const cut = end === -1 ? args.length : end;
  const withAll = [...args.slice(0, cut), '--no-fail-fast', ...args.slice(cut)];
  return { ...base, check: { ...base.check, args: withAll }, coverageHint };
}

function goInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const path = `${context.outDir}/cover.out`;
  const [command, sub, ...rest] = [base.check.command, ...base.check.args];
  const args = [sub ?? 'test', '-json', `-coverprofile=${path}`, ...withoutCoverprofile(rest)];
  return {
    ...base,
    check: { ...base.check, command: command ?? 'go', args },
    goJson: true,
    coverage: { format: 'go-coverprofile', path },
  };
}
