// The tools a make or just target runs for its checks, read from its base recipe: a `make check`
// whose recipe calls a type checker this machine lacks is `tool-not-installed`, not a failure.
import { expandMakeVariables, stripMakePrefixes, type TaskFile } from '../readers/makefile.js';
import type { Classifier, ClassifyEnv } from './classify-types.js';
import { isCheckKind } from './kinds.js';
import { lineTools } from './line-tools.js';
import { splitScript } from './script-lines.js';
import { leadingWords } from './shell-words.js';

const MAX_DEPTH = 8;

/** The recipe lines of `name` and of its prerequisites, prerequisites first (as make runs them). */
function chainLines(file: TaskFile, name: string, seen: Set<string>, depth: number): string[] {
  const recipe = file.recipes.get(name);
  if (recipe === undefined || seen.has(name) || depth > MAX_DEPTH) return [];
  seen.add(name);
  const before = recipe.prerequisites.flatMap((p) => chainLines(file, p, seen, depth + 1));
  return [...before, ...recipe.lines];
}

/** A recipe line whose failure make ignores (`-cmd`, `@-cmd`): its tool gates nothing. */
const IGNORED = /^\s*[@+]*-/;

/**
 * The executables the check lines of target `name` need. None when the chain installs
 * anything itself (its tools may come from that install) or cannot be read; a tool named
 * through a make variable (`$(PYTEST)`) is not guessed.
 */
export function recipeTools(
  file: TaskFile,
  name: string,
  env: ClassifyEnv,
  c: Classifier,
): string[] {
  const tools = new Set<string>();
  for (const raw of chainLines(file, name, new Set(), 0)) {
    for (const line of splitScript(stripMakePrefixes(raw)).lines) {
      const kind = c.words(leadingWords(expandMakeVariables(line)), env, 1).kind;
      if (kind === 'install') return [];
      if (!isCheckKind(kind) || IGNORED.test(raw)) continue;
      for (const tool of lineTools(leadingWords(line))) tools.add(tool);
    }
  }
  return [...tools];
}
