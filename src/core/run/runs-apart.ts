// Which lint and type checks can run apart from the tests, in a copy of the locked tree of their
// own (run-checks.ts): known tools whose work stays in the tree they run in and in their own
// caches, so neither the tests nor they can change what the other sees.
import type { Check } from '../model/check.js';
import { packageScriptName, simpleWords, toolWords } from './tool-words.js';

/** Package scripts calling scripts deeper than this are not followed. */
const MAX_DEPTH = 5;

type ArgsRule = (args: readonly string[]) => boolean;

const ANY: ArgsRule = () => true;

/**
 * The tools, and what their arguments must not hold. Writing into their own tree is harmless
 * there (a fix, a `.tsbuildinfo`, a binary); what reaches outside it is not: an install into the
 * environment the tests share (`mypy --install-types`), a build folder shared with the tests'
 * build (cargo's target folder), an output path given outright.
 */
const APART: Readonly<Record<string, ArgsRule>> = {
  tsc: ANY,
  'vue-tsc': ANY,
  pyright: ANY,
  basedpyright: ANY,
  mypy: (args) => !args.some((arg) => /^--install-types(?:=|$)/.test(arg)),
  eslint: ANY,
  biome: ANY,
  prettier: ANY,
  ruff: ANY,
  black: ANY,
  isort: ANY,
  flake8: ANY,
  pylint: ANY,
  go: ([verb, ...rest]) =>
    (verb === 'vet' || verb === 'build') && !rest.some((arg) => /^-o(?:=|$)/.test(arg)),
  staticcheck: ANY,
  'golangci-lint': ANY,
};

/**
 * Native tools that finish in well under a second on most projects: started directly, the copy
 * of the tree would cost the tests more than running them after saves. Behind a package manager
 * or a runner (`npm run lint`, `uv run ruff`), whose own start is the slow part, they run apart.
 */
const QUICK: ReadonlySet<string> = new Set(['ruff', 'biome', 'black', 'isort']);

/**
 * Whether a lint or type check is one of those tools, known from its words (wrappers stripped,
 * base package scripts followed when they are one plain command with no pre/post hook, which
 * could run anything), and worth a copy of the tree. A test check, or anything not known, is not.
 */
export function runsApart(check: Check, packageScripts: Readonly<Record<string, string>>): boolean {
  if (check.kind === 'test') return false;
  const words = finalWords([check.command, ...check.args], packageScripts, 0);
  const [tool, ...args] = words ?? [];
  const rule = tool !== undefined && Object.hasOwn(APART, tool) ? APART[tool] : undefined;
  if (!(rule?.(args) ?? false)) return false;
  const direct = check.command.slice(check.command.lastIndexOf('/') + 1) === tool;
  return !(direct && QUICK.has(tool ?? ''));
}

/** The tool words a command ends in, through package scripts; null where that cannot be told. */
function finalWords(
  words: readonly string[],
  scripts: Readonly<Record<string, string>>,
  depth: number,
): string[] | null {
  const name = packageScriptName(words, scripts);
  if (name === null) return toolWords(words, scripts);
  if (depth >= MAX_DEPTH || !Object.hasOwn(scripts, name)) return null;
  if (Object.hasOwn(scripts, `pre${name}`) || Object.hasOwn(scripts, `post${name}`)) return null;
  const body = simpleWords(scripts[name] ?? '');
  if (body === null) return null;
  return finalWords([...body, ...passedOn(words, name)], scripts, depth + 1);
}

// What reaches the script's command: `npm run lint -- --fix` and `yarn lint --fix` pass `--fix`
// on (npm's own options come along too: harmless, only a few flags are looked for).
function passedOn(words: readonly string[], name: string): string[] {
  const at = words.indexOf(name, 1);
  return words.slice(at === -1 ? 2 : at + 1).filter((word) => word !== '--');
}
