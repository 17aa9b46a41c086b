// The words of a command as testlock reads them: the wrappers that only locate a tool stripped
// (`uv run`, `npx`, `python -m`, the package managers' exec forms) and the package script it runs.
import { execTarget } from '../discovery/commands/exec-runners.js';

const PYTHON = new Set(['python', 'python3']);
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
 * Strips wrappers that only locate the tool: `uv run`, `poetry run`, the exec runners (`npx`,
 * `uvx`, `pipx run`, `uv tool run`: exec-runners.js), `python -m`, and the
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
    else if (first !== undefined && execTarget(first, rest.slice(1)) !== null)
      rest = bareTool(execTarget(first, rest.slice(1))?.words ?? []);
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
