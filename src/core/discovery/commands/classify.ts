// Classifies a command line by the tool it finally invokes, seeing through env prefixes,
// interpreters and wrappers (npm run, uv run, python -m, coverage run, make, tox...).
import type { Classifier, ClassifyEnv, LineClass } from './classify-types.js';
import { commandWords, skipOptions, toolName } from './command-words.js';
import { COVERAGE_VALUE_OPTIONS } from './coverage-wrapper.js';
import { type ExecTarget, execTarget } from './exec-runners.js';
import { coverage, ENV_RUNNERS, envRunner, node, python, shell } from './interpreters.js';
import { kindFromName, type LineKind, strongest } from './kinds.js';
import { packageRunner } from './package-runners.js';
import { nox, tox } from './python-runners.js';
import { splitScript } from './script-lines.js';
import { leadingWords } from './shell-words.js';
import { taskRunnerClass } from './task-runners.js';
import { toolKind } from './tool-table.js';

const MAX_DEPTH = 10;
/** Options with which a lint tool writes its fixes instead of reporting them. */
const FIX_FLAG =
  /^(--fix|--fix=true|--fix-only|--write|--apply|--apply-unsafe|--autofix|--autocorrect|--auto-correct|--autocorrect-all)$/;

const CLASSIFIER: Classifier = { words: classifyWords, script: classifyScript };

/** Tools that wrap another command or a named task, resolved through base files if needed. */
function wrapper(
  tool: string,
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
): LineClass | undefined {
  const c = CLASSIFIER;
  if (tool === 'npm' || tool === 'pnpm' || tool === 'yarn' || tool === 'bun')
    return packageRunner(tool, args, env, depth, c);
  const exec = execTarget(tool, args);
  if (exec !== null) return execClass(exec, env, depth);
  if (tool === 'pipx') return { kind: 'install' };
  if (Object.hasOwn(ENV_RUNNERS, tool)) return envRunner(tool, args, env, depth, c);
  if (tool === 'python' || tool === 'py' || tool === 'pypy') return python(args, env, depth, c);
  if (tool === 'coverage') return coverage(args, env, depth, c);
  if (tool === 'nyc' || tool === 'c8')
    return classifyWords(args.slice(skipOptions(args, COVERAGE_VALUE_OPTIONS)), env, depth + 1);
  if (tool === 'node') return node(args);
  if (tool === 'bash' || tool === 'sh' || tool === 'zsh') return shell(args, env, depth, c);
  if (tool === 'make' || tool === 'gmake' || tool === 'just')
    return taskRunnerClass(tool === 'just' ? 'just' : 'make', args, env, depth, c);
  if (tool === 'tox') return tox(args, env, depth, c);
  if (tool === 'nox') return nox(args, env, depth, c);
  if (tool === 'rake')
    return { kind: args[0] === undefined ? 'test' : (kindFromName(args[0]) ?? 'other') };
  if (tool === 'composer' || tool === 'task')
    return {
      kind: args[0] === 'install' ? 'install' : (kindFromName(args.at(-1) ?? '') ?? 'other'),
    };
  return undefined;
}

/**
 * What an exec runner starts (`uvx --with tox-uv tox -e py311`, `pipx run nox`, `npx eslint`):
 * tox and nox through a runner that fetches them are there wherever the runner is.
 */
function execClass(exec: ExecTarget, env: ClassifyEnv, depth: number): LineClass {
  const [first, ...rest] = exec.words;
  const target = first === undefined ? '' : toolName(first);
  if (target === 'tox') return tox(rest, env, depth + 1, CLASSIFIER, exec);
  if (target === 'nox') return nox(rest, env, depth + 1, CLASSIFIER, exec);
  return classifyWords(exec.words, env, depth + 1);
}

/** The kind of one simple command given as words. */
export function classifyWords(words: readonly string[], env: ClassifyEnv, depth = 0): LineClass {
  const command = commandWords(words);
  const first = command[0];
  if (first === undefined) return { kind: words.length > 0 ? 'context' : 'other' };
  if (depth > MAX_DEPTH || first.includes('$')) return { kind: 'other' };
  const tool = toolName(first);
  const args = command.slice(1);
  const known = toolKind(tool, args);
  // `eslint --fix`, `ruff check --fix`, `golangci-lint run --fix` rewrite files: never a check.
  if ((known === 'lint' || known === 'typecheck') && args.some((a) => FIX_FLAG.test(a)))
    return { kind: 'other' };
  if (known !== undefined) return { kind: known };
  const wrapped = wrapper(tool, args, env, depth);
  if (wrapped !== undefined) return wrapped;
  return { kind: first.includes('/') ? (kindFromName(tool) ?? 'other') : 'other' };
}

/**
 * `mypy . || true`, `black --check . || echo skipped`: the line itself ignores the command's
 * failure, so the project does not gate on it (as with `continue-on-error: true`).
 */
const FAILURE_IGNORED = /\|\|\s*(?:true|:|exit\s+0|echo\b[^|&;]*|printf\b[^|&;]*)\s*;?\s*$/;

/** The kind of one command line (its first simple command decides). */
export function classifyLine(line: string, env: ClassifyEnv, depth = 0): LineClass {
  if (FAILURE_IGNORED.test(line.trim())) return { kind: 'other' };
  return classifyWords(leadingWords(line), env, depth);
}

/** The dominant kind of a script of several lines (a package script, a recipe line). */
export function classifyScript(text: string, env: ClassifyEnv, depth = 0): LineKind {
  return strongest(splitScript(text).lines.map((line) => classifyLine(line, env, depth).kind));
}
