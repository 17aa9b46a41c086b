// Which lint and type checks can run apart from the tests, in a copy of the locked tree of their
// own (run-checks.ts): known tools (their profiles say when) whose work stays in the tree they run
// in and in their own caches, so neither the tests nor they can change what the other sees.
import type { Check } from '../model/check.js';
import type { ToolProfile } from '../tools/profile.js';
import { toolProfile } from '../tools/registry.js';
import { packageScriptName, simpleWords, toolWords } from './tool-words.js';

/** Package scripts calling scripts deeper than this are not followed. */
const MAX_DEPTH = 5;

/**
 * Whether a lint or type check is one of those tools, known from its words (wrappers stripped,
 * base package scripts followed when they are one plain command with no pre/post hook, which
 * could run anything), and worth a copy of the tree. A test check, or anything not known, is not.
 */
export function runsApart(check: Check, packageScripts: Readonly<Record<string, string>>): boolean {
  if (check.kind === 'test') return false;
  const words = finalWords([check.command, ...check.args], packageScripts, 0);
  const [tool, ...args] = words ?? [];
  const profile = tool === undefined ? undefined : toolProfile(tool);
  if (!(profile?.apart?.(args) ?? false)) return false;
  // A quick native tool started directly runs after the tests: the copy would cost them more.
  // Behind a package manager or a runner (`npm run lint`, `uv run ruff`), whose own start is the
  // slow part, it runs apart.
  const direct = check.command.slice(check.command.lastIndexOf('/') + 1) === tool;
  return !(direct && (profile?.quick ?? false));
}

/**
 * The profile of the tool a check starts (wrappers stripped, plain package scripts followed); null
 * where that cannot be told (a Makefile recipe, a script, a tool testlock does not know).
 */
export function checkToolProfile(
  check: Check,
  packageScripts: Readonly<Record<string, string>>,
): ToolProfile | null {
  const [tool] = finalWords([check.command, ...check.args], packageScripts, 0) ?? [];
  return (tool === undefined ? undefined : toolProfile(tool)) ?? null;
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
