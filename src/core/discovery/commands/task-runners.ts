// Sees through `make X` and `just X`: the target is classified by its recipe in base
// Makefile/justfile (and its prerequisites), else by its name.

import { joinDir } from '../paths.js';
import { stripMakePrefixes, type TaskFile } from '../readers/makefile.js';
import type { Classifier, ClassifyEnv } from './classify-types.js';
import { isCheckKind, kindFromName, type LineKind, strongest } from './kinds.js';

/** `$(PYTHON)`, `${PYTEST}` → `python`, `pytest`: enough to see the tool a variable names. */
export function expandMakeVariables(line: string): string {
  return line
    .replace(/\$[({](MAKE)[)}]/g, 'make')
    .replace(/\$[({]([A-Za-z_]\w*)[)}]/g, (_m, name: string) => name.toLowerCase())
    .replace(/\$\$/g, '$');
}

/** The kind of target `name`: its recipe lines and prerequisites, else its name. */
export function recipeKind(
  file: TaskFile,
  name: string,
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
  seen: Set<string> = new Set(),
): LineKind {
  const byName = kindFromName(name);
  if (byName === 'other') return 'other';
  const recipe = file.recipes.get(name);
  if (recipe === undefined || seen.has(name) || depth > 8) return byName ?? 'other';
  seen.add(name);
  const kinds = recipe.prerequisites.map((p) => recipeKind(file, p, env, depth + 1, c, seen));
  for (const line of recipe.lines)
    kinds.push(c.script(expandMakeVariables(stripMakePrefixes(line)), env, depth + 1));
  const content = strongest(kinds);
  return isCheckKind(content) || content === 'testlock' ? content : (byName ?? content);
}

interface TaskArgs {
  dir: string;
  targets: string[];
}

function parseMakeArgs(args: readonly string[], base: string): TaskArgs {
  let dir = base;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '-C' || arg === '--directory') {
      i += 1;
      dir = joinDir(dir, args[i] ?? '') ?? dir;
    } else if (arg.startsWith('--directory=')) {
      dir = joinDir(dir, arg.slice('--directory='.length)) ?? dir;
    } else if (arg === '-f' || arg === '--file' || arg === '-o' || arg === '-W') {
      i += 1;
    } else if (!arg.startsWith('-') && !arg.includes('=') && !/^\d+$/.test(arg)) {
      targets.push(arg);
    }
  }
  return { dir, targets };
}

/** `make [options] [targets]` or `just [recipe] [args]`. */
export function taskRunnerKind(
  tool: 'make' | 'just',
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineKind {
  const parsed = parseMakeArgs(args, env.dir);
  const targets = tool === 'just' ? parsed.targets.slice(0, 1) : parsed.targets;
  const at = { ...env, dir: parsed.dir };
  const located = tool === 'make' ? at.files.makefile(at.dir) : at.files.justfile(at.dir);
  if (located === undefined) return strongest(targets.map((t) => kindFromName(t) ?? 'other'));
  const names = targets.length > 0 ? targets : [located.file.defaultTarget ?? ''];
  return strongest(names.map((name) => recipeKind(located.file, name, at, depth, c)));
}
