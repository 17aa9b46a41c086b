// Asks a test runner for machine-readable results: which runner a test check invokes, and the
// options or environment that make it write JUnit / JSON results and coverage to a private folder.

import type { Check } from '../model.js';
import type { RunnerName } from '../results/runner-name.js';
import type { ShardPlan } from '../scale/shard.js';

export type CoverageFormat = 'coverage-py-json' | 'istanbul-summary' | 'go-coverprofile';

export interface Instrumented {
  /** The check as it will run (args or env extended). */
  check: Check;
  /** The runner whose console output to parse when no report was written; null when unknown. */
  runner: RunnerName | null;
  /** Where the JUnit XML will be, when asked for. */
  junit: string | null;
  /** `go test -json` events on stdout. */
  goJson: boolean;
  coverage: { format: CoverageFormat; path: string } | null;
  /** Why coverage is not measured (names the missing configuration), when it is not. */
  coverageHint: string | null;
}

export interface InstrumentContext {
  /** Private folder for results, outside the worktree. */
  outDir: string;
  /** Tools and plugins present where the check runs. */
  has: {
    pytestCov: boolean;
    vitestCoverage: boolean;
  };
  /** The locked worktree's package.json scripts for the check's folder (base version). */
  packageScripts: Readonly<Record<string, string>>;
}

const PYTHON = new Set(['python', 'python3']);
const WRAPPERS = new Set(['npx', 'pnpx', 'bunx']);

/** Strips wrappers that only locate the tool: `uv run`, `poetry run`, `npx`, `python -m`. */
export function toolWords(words: readonly string[]): string[] {
  let rest = [...words];
  for (;;) {
    const [first, second] = rest;
    if ((first === 'uv' || first === 'poetry' || first === 'pdm') && second === 'run')
      rest = rest.slice(2);
    else if (first !== undefined && WRAPPERS.has(first)) rest = rest.slice(1);
    else if (first !== undefined && PYTHON.has(first) && second === '-m') rest = rest.slice(2);
    else return rest;
  }
}

/** The runner a word list starts, e.g. `['go','test','./...']` → go. */
export function runnerOf(words: readonly string[]): RunnerName | null {
  const [tool, sub] = toolWords(words);
  switch (tool) {
    case 'pytest':
    case 'py.test':
      return 'pytest';
    case 'unittest':
      return 'unittest';
    case 'vitest':
      return 'vitest';
    case 'jest':
      return 'jest';
    case 'mocha':
      return 'mocha';
    case 'node':
      return words.includes('--test') ? 'node-test' : null;
    case 'go':
      return sub === 'test' ? 'go' : null;
    case 'cargo':
      return sub === 'test' || sub === 'nextest' ? 'cargo' : null;
    default:
      return null;
  }
}

/** Splits plain words; null for text with shell syntax that this simple reading cannot follow. */
export function simpleWords(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || /[|&;<>()$`\\"'*?\n{}]/.test(trimmed)) return null;
  return trimmed.split(/\s+/);
}

/** `npm test` / `npm run X` / `pnpm X` / `yarn X` / `bun run X`: the script it runs, if any. */
export function packageScriptName(words: readonly string[]): string | null {
  const [pm, first, second] = words;
  if (pm !== 'npm' && pm !== 'pnpm' && pm !== 'yarn' && pm !== 'bun') return null;
  if (first === 'test' || first === 't') return 'test';
  if ((first === 'run' || first === 'run-script') && second !== undefined) return second;
  if ((pm === 'pnpm' || pm === 'yarn') && first !== undefined && !first.startsWith('-'))
    return first;
  return null;
}

/** How a test check reaches its runner: directly, through an npm script, or only via its output. */
export type Mode = 'direct' | 'npm-script' | 'console';

export interface Invocation {
  runner: RunnerName | null;
  mode: Mode;
}

/** The runner a test check starts and whether testlock can pass it options (not for console). */
export function invocationOf(
  check: Check,
  packageScripts: Readonly<Record<string, string>>,
): Invocation {
  const words = [check.command, ...check.args];
  const direct = runnerOf(words);
  if (direct !== null) return { runner: direct, mode: 'direct' };
  const script = packageScriptName(words);
  if (script !== null) {
    const scriptWords = simpleWords(packageScripts[script] ?? '');
    const runner = scriptWords === null ? null : runnerOf(scriptWords);
    // Only npm forwards arguments after `--` to the script the same way everywhere.
    const mode = check.command === 'npm' ? 'npm-script' : 'console';
    if (runner !== null) return { runner, mode };
  }
  return { runner: scriptRunner(check.script), mode: 'console' };
}

export function instrument(check: Check, context: InstrumentContext): Instrumented {
  const plain: Instrumented = {
    check,
    runner: null,
    junit: null,
    goJson: false,
    coverage: null,
    coverageHint: null,
  };
  if (check.kind !== 'test' || check.skipped !== null) return plain;
  const { runner, mode } = invocationOf(check, context.packageScripts);
  return withRunner(plain, runner, context, mode);
}

/** The runner the first recognisable line of a script invokes (for console parsing). */
function scriptRunner(script: string): RunnerName | null {
  for (const line of script.split('\n')) {
    for (const part of line.split(/&&|\|\||;/)) {
      const words = part
        .trim()
        .split(/\s+/)
        .filter((w) => w !== '' && !w.includes('='));
      const runner = runnerOf(words);
      if (runner !== null) return runner;
    }
  }
  return null;
}

function withRunner(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  if (runner === null) return plain;
  const base = { ...plain, runner };
  // pytest reads PYTEST_ADDOPTS however it is started (directly, via uv, tox or a CI script).
  if (runner === 'pytest') return pytestInstrumented(base, context);
  if (mode === 'console')
    return { ...base, coverageHint: `coverage is not read from ${runner} output` };
  if (runner === 'vitest') return vitestInstrumented(base, context, mode);
  if (runner === 'go' && mode === 'direct') return goInstrumented(base, context);
  return { ...base, coverageHint: `testlock does not instrument ${runner} for coverage` };
}

function appendArgs(check: Check, extra: readonly string[], mode: Mode): Check {
  const separator = mode === 'npm-script' && !check.args.includes('--') ? ['--'] : [];
  return { ...check, args: [...check.args, ...separator, ...extra] };
}

function quoteForAddopts(path: string): string {
  return `'${path.replace(/'/g, `'"'"'`)}'`;
}

function pytestInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const options = [`--junitxml=${quoteForAddopts(junit)}`, '-o', 'junit_family=xunit2'];
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = 'pytest-cov is not installed';
  if (context.has.pytestCov) {
    const path = `${context.outDir}/coverage.json`;
    options.push('--cov', `--cov-report=json:${quoteForAddopts(path)}`);
    coverage = { format: 'coverage-py-json', path };
    coverageHint = null;
  }
  const env = { ...base.check.env };
  env.PYTEST_ADDOPTS = [env.PYTEST_ADDOPTS, ...options].filter(Boolean).join(' ');
  return { ...base, check: { ...base.check, env }, junit, coverage, coverageHint };
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
  return { ...base, check: appendArgs(base.check, extra, mode), junit, coverage, coverageHint };
}

function goInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const path = `${context.outDir}/cover.out`;
  const [command, sub, ...rest] = [base.check.command, ...base.check.args];
  const args = [sub ?? 'test', '-json', `-coverprofile=${path}`, ...rest];
  return {
    ...base,
    check: { ...base.check, command: command ?? 'go', args },
    goJson: true,
    coverage: { format: 'go-coverprofile', path },
  };
}

export type ShardApplied = { ok: true; prepared: Instrumented } | { ok: false; reason: string };

/**
 * `go test`'s package patterns (`./...`, `.`, `./pkg`), the ones `go list` expands for a shard;
 * words after `-args` go to the test binary and are not patterns.
 */
export function goPatterns(args: readonly string[]): string[] {
  const end = args.indexOf('-args');
  const own = end === -1 ? args : args.slice(0, end);
  return own.filter(
    (arg) =>
      arg === '.' ||
      arg === 'all' ||
      arg.startsWith('./') ||
      arg.startsWith('../') ||
      arg.endsWith('/...'),
  );
}

/** `go test ... <patterns>` with the patterns replaced by this shard's packages. */
function withPackages(check: Check, packages: readonly string[]): Check | null {
  const patterns = new Set(goPatterns(check.args));
  const at = check.args.findIndex((arg) => patterns.has(arg));
  if (at === -1) return null;
  const rest = check.args.filter((arg, i) => i < at || !patterns.has(arg));
  return { ...check, args: [...rest.slice(0, at), ...packages, ...rest.slice(at)] };
}

function addopts(check: Check, words: readonly string[]): Check {
  const env = { ...check.env };
  env.PYTEST_ADDOPTS = [env.PYTEST_ADDOPTS, ...words.map(quoteForAddopts)]
    .filter(Boolean)
    .join(' ');
  return { ...check, env };
}

/**
 * Narrows an instrumented test check to one shard. A shard that cannot be passed is an error, not
 * a silent full run: every shard would run the whole suite and the merge would count it n times.
 */
export function applyShard(prepared: Instrumented, plan: ShardPlan, mode: Mode): ShardApplied {
  if (plan.kind === 'empty' || plan.kind === 'unsupported')
    return { ok: false, reason: plan.reason };
  const { check, runner } = prepared;
  // pytest reads PYTEST_ADDOPTS however it is started, as for its results.
  if (runner === 'pytest') {
    const words = plan.kind === 'files' ? plan.files : plan.kind === 'args' ? plan.args : null;
    if (words !== null)
      return { ok: true, prepared: { ...prepared, check: addopts(check, words) } };
  }
  if (mode === 'console') {
    return {
      ok: false,
      reason: `cannot pass a shard to ${runner ?? 'the test runner'} through: ${check.script.split('\n')[0]}`,
    };
  }
  if (plan.kind === 'args') {
    return { ok: true, prepared: { ...prepared, check: appendArgs(check, plan.args, mode) } };
  }
  const narrowed = plan.kind === 'packages' ? withPackages(check, plan.packages) : null;
  if (narrowed === null) {
    return {
      ok: false,
      reason: `cannot narrow ${check.command} ${check.args.join(' ')} to a shard`,
    };
  }
  return { ok: true, prepared: { ...prepared, check: narrowed } };
}
