// Which test runner a check starts: wrappers stripped from its words, package scripts followed,
// and whether testlock can pass the runner options directly, through npm, or not at all.
import type { Check } from '../model.js';
import type { RunnerName } from '../results/runner-name.js';

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
