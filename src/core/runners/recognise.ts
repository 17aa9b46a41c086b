// Which test runner a command or a check starts, asked of each runner's profile once the wrappers
// that only locate a tool are stripped; and whether testlock can pass that runner options
// directly, through npm, or not at all.
import type { Check } from '../model/check.js';
import { type Mode, packageScriptName, simpleWords, toolWords } from '../run/tool-words.js';
import type { RunnerName } from './names.js';
import { RUNNER_PROFILES } from './registry.js';

/** The runner a word list starts, e.g. `['go','test','./...']` → go. */
export function runnerOf(words: readonly string[]): RunnerName | null {
  const [tool, ...rest] = toolWords(words);
  if (tool === undefined) return null;
  if (tool === 'coverage') return coverageRunner(rest);
  for (const { name, recognition } of RUNNER_PROFILES) {
    if (!recognition.tools.includes(tool)) continue;
    if (recognition.starts === undefined || recognition.starts(tool, rest, words)) return name;
  }
  return null;
}

// `coverage run [options] -m <runner> ...` prints that runner's own output.
function coverageRunner(args: readonly string[]): RunnerName | null {
  if (args[0] !== 'run') return null;
  const module = args.indexOf('-m');
  return module === -1 ? null : runnerOf(args.slice(module + 1));
}

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
