// Which test runner a check starts: wrappers stripped from its words, package scripts followed,
// and whether testlock can pass the runner options directly, through npm, or not at all.
import type { Check } from '../model/check.js';
import type { RunnerName } from '../results/runner-name.js';

const PYTHON = new Set(['python', 'python3']);
const WRAPPERS = new Set(['npx', 'pnpx', 'bunx']);
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/** `pnpm exec vitest`, `yarn dlx x`, `npm exec -- x`, `bun x x`: the package manager runs a binary. */
const EXEC_VERBS = new Set(['exec', 'dlx', 'x']);
/** npx/pnpm dlx/npm exec options that take a value (`-p pkg`, `--package=pkg` needs none). */
const EXEC_VALUE_OPTIONS = new Set(['-p', '--package', '-c', '--call']);
/**
 * The package managers' own commands: `pnpm install` or `yarn why` never runs a binary or a
 * script of that name (npm runs scripts only through `run`/`test`; its verbs need no list).
 */
const PACKAGE_MANAGER_VERBS = new Set([
  'add',
  'audit',
  'bin',
  'cache',
  'ci',
  'config',
  'create',
  'dedupe',
  'dlx',
  'exec',
  'fetch',
  'i',
  'import',
  'info',
  'init',
  'install',
  'link',
  'list',
  'ls',
  'outdated',
  'pack',
  'patch',
  'plugin',
  'prune',
  'publish',
  'rebuild',
  'remove',
  'rm',
  'root',
  'run',
  'run-script',
  'set',
  'setup',
  'store',
  'unlink',
  'up',
  'update',
  'upgrade',
  'version',
  'why',
  'workspace',
  'workspaces',
  'x',
]);

/** Past npx-style options (and a `--`) to the binary's name. */
function pastExecOptions(words: readonly string[]): string[] {
  let i = 0;
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '--')
    i += EXEC_VALUE_OPTIONS.has(words[i]!) ? 2 : 1;
  if (words[i] === '--') i += 1;
  return words.slice(i);
}

/** `./node_modules/.bin/vitest` and `.venv/bin/pytest` start the tool of that name. */
function bareTool(words: readonly string[]): string[] {
  const [first, ...rest] = words;
  if (first === undefined || !first.includes('/')) return [...words];
  return [first.slice(first.lastIndexOf('/') + 1), ...rest];
}

/**
 * Strips wrappers that only locate the tool: `uv run`, `poetry run`, `npx`, `python -m`, and the
 * package managers' exec forms (`pnpm exec`, `yarn dlx`, `npm exec --`, `bun x`). Given the base
 * package.json scripts, `pnpm X`/`yarn X` with no script X runs the binary X and is stripped too.
 */
export function toolWords(
  words: readonly string[],
  packageScripts?: Readonly<Record<string, string>>,
): string[] {
  let rest = bareTool(words);
  for (;;) {
    const [first, second] = rest;
    if ((first === 'uv' || first === 'poetry' || first === 'pdm') && second === 'run')
      rest = rest.slice(2);
    else if (first !== undefined && WRAPPERS.has(first))
      rest = bareTool(pastExecOptions(rest.slice(1)));
    else if (first !== undefined && PACKAGE_MANAGERS.has(first) && EXEC_VERBS.has(second ?? ''))
      rest = bareTool(pastExecOptions(rest.slice(2)));
    else if (first !== undefined && PYTHON.has(first) && second === '-m') rest = rest.slice(2);
    else if (
      (first === 'pnpm' || first === 'yarn') &&
      packageScripts !== undefined &&
      runsBinary(second, packageScripts)
    )
      rest = rest.slice(1);
    else return rest;
  }
}

/** `pnpm <name>`/`yarn <name>` runs the binary `name` when it is no verb and no script. */
function runsBinary(name: string | undefined, scripts: Readonly<Record<string, string>>): boolean {
  return (
    name !== undefined &&
    !name.startsWith('-') &&
    name !== 'test' &&
    !PACKAGE_MANAGER_VERBS.has(name) &&
    !Object.hasOwn(scripts, name)
  );
}

/** The runner a word list starts, e.g. `['go','test','./...']` → go. */
export function runnerOf(words: readonly string[]): RunnerName | null {
  const [tool, ...rest] = toolWords(words);
  const sub = rest[0];
  switch (tool) {
    case 'pytest':
    case 'py.test':
      return 'pytest';
    case 'unittest':
    // nose2 prints unittest's own text-runner output.
    case 'nose2':
      return 'unittest';
    case 'vitest':
      return 'vitest';
    case 'jest':
      return 'jest';
    case 'mocha':
      return 'mocha';
    case 'uvu':
      return 'uvu';
    case 'ava':
      return rest.includes('--tap') || rest.includes('-t') ? 'tap' : 'ava';
    case 'tap':
      return 'node-tap';
    case 'tape':
      return 'tap';
    case 'jasmine':
      return 'jasmine';
    case 'lab':
      return 'lab';
    case 'bun':
      return sub === 'test' ? 'bun' : null;
    case 'deno':
      return sub === 'test' ? 'deno' : null;
    case 'gotestsum':
      return 'gotestsum';
    case 'node':
      return words.includes('--test') ? 'node-test' : nodeEntryRunner(rest);
    case 'coverage':
      return coverageRunner(rest);
    case 'go':
      return sub === 'test' ? 'go' : null;
    case 'cargo':
      return cargoRunner(rest);
    default:
      return null;
  }
}

// japa is started through its entry file: `node ace test` (AdonisJS) or `node bin/test.js`.
function nodeEntryRunner(args: readonly string[]): RunnerName | null {
  const positional = args.filter((word) => !word.startsWith('-'));
  const [entry, next] = positional;
  if (entry === 'ace' && next === 'test') return 'japa';
  return entry !== undefined && /^(?:\.\/)?bin\/test\.[cm]?[jt]s$/.test(entry) ? 'japa' : null;
}

// `coverage run [options] -m pytest|unittest|nose2 ...` prints that runner's own output.
function coverageRunner(args: readonly string[]): RunnerName | null {
  if (args[0] !== 'run') return null;
  const module = args.indexOf('-m');
  return module === -1 ? null : runnerOf(args.slice(module + 1));
}

// `cargo +nightly test` picks a toolchain first; `cargo nextest run` is nextest, not libtest.
function cargoRunner(args: readonly string[]): RunnerName | null {
  const [sub, next] = args.filter((word) => !word.startsWith('+'));
  if (sub === 'test') return 'cargo';
  return sub === 'nextest' && next === 'run' ? 'nextest' : null;
}

/** Splits plain words; null for text with shell syntax that this simple reading cannot follow. */
export function simpleWords(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || /[|&;<>()$`\\"'*?\n{}]/.test(trimmed)) return null;
  return trimmed.split(/\s+/);
}

/**
 * `npm test` / `npm run X` / `pnpm X` / `yarn X` / `bun run X`: the script it runs, if any. The
 * package managers' own verbs (`pnpm install`, `yarn dlx`) run none; given the base scripts,
 * `pnpm X`/`yarn X` runs a script only when there is one named X (else it runs the binary X).
 */
export function packageScriptName(
  words: readonly string[],
  packageScripts?: Readonly<Record<string, string>>,
): string | null {
  const [pm, first, second] = words;
  if (pm === undefined || !PACKAGE_MANAGERS.has(pm)) return null;
  if (first === 'test' || first === 't') return 'test';
  if ((first === 'run' || first === 'run-script') && second !== undefined) return second;
  if ((pm === 'pnpm' || pm === 'yarn') && first !== undefined && !first.startsWith('-')) {
    if (PACKAGE_MANAGER_VERBS.has(first)) return null;
    if (packageScripts !== undefined && !Object.hasOwn(packageScripts, first)) return null;
    return first;
  }
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
  // `pnpm vitest` with no script `vitest` runs the binary: options pass straight to it.
  const direct = runnerOf(words) ?? runnerOf(toolWords(words, packageScripts));
  if (direct !== null) return { runner: direct, mode: 'direct' };
  const script = packageScriptName(words, packageScripts);
  if (script !== null) {
    const scriptWords = simpleWords(packageScripts[script] ?? '');
    const runner = scriptWords === null ? null : runnerOf(scriptWords);
    // Only npm forwards arguments after `--` to the script the same way everywhere.
    const mode = check.command === 'npm' ? 'npm-script' : 'console';
    if (runner !== null) return { runner, mode };
  }
  // A script with shell syntax (`tape test/*.js`) still names its runner, for console parsing.
  const scripted = script !== null ? scriptRunner(packageScripts[script] ?? '') : null;
  return { runner: scriptRunner(check.script) ?? scripted, mode: 'console' };
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
