// Sees through `make X` and `just X`: the target is classified by its recipe in base
// Makefile/justfile (and its prerequisites), else by its name.

import { joinDir } from '../paths.js';
import { expandMakeVariables, stripMakePrefixes, type TaskFile } from '../readers/makefile.js';
import type { Classifier, ClassifyEnv, LineClass, Replacement } from './classify-types.js';
import { isCheckKind, kindFromName, type LineKind, strongest } from './kinds.js';
import { recipeTools } from './recipe-tools.js';

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
  /** Where each target stands in the arguments, to leave one out. */
  targetAt: number[];
}

function parseMakeArgs(args: readonly string[], base: string): TaskArgs {
  let dir = base;
  const targets: string[] = [];
  const targetAt: number[] = [];
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
      targetAt.push(i);
    }
  }
  return { dir, targets, targetAt };
}

/** A word as bash reads it back: plain when it holds nothing bash would expand or split. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * `make requirements check`: a goal whose recipe only installs (`pip install -r ...`) is set-up,
 * as a set-up line of a step is; the check runs the other goals (`make check`).
 */
function withoutSetUpGoals(
  tool: string,
  args: readonly string[],
  parsed: TaskArgs,
  kinds: readonly LineKind[],
  file: string,
): Replacement | undefined {
  const setUp = new Set(parsed.targetAt.filter((_, i) => kinds[i] === 'install'));
  if (setUp.size === 0 || setUp.size === parsed.targets.length) return undefined;
  const argv = [tool, ...args.filter((_, i) => !setUp.has(i))];
  const left = parsed.targets.filter((_, i) => kinds[i] === 'install');
  const script = argv.map(shellWord).join(' ');
  return {
    argv,
    lines: [script],
    script,
    source: `${file} (set-up goal ${left.join(', ')} left out)`,
  };
}

/** `make [options] [targets]` or `just [recipe] [args]`, with the tools its check recipes run. */
export function taskRunnerClass(
  tool: 'make' | 'just',
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  const parsed = parseMakeArgs(args, env.dir);
  const targets = tool === 'just' ? parsed.targets.slice(0, 1) : parsed.targets;
  const at = { ...env, dir: parsed.dir };
  const located = tool === 'make' ? at.files.makefile(at.dir) : at.files.justfile(at.dir);
  if (located === undefined)
    return { kind: strongest(targets.map((t) => kindFromName(t) ?? 'other')) };
  const names = targets.length > 0 ? targets : [located.file.defaultTarget ?? ''];
  const kinds = names.map((name) => recipeKind(located.file, name, at, depth, c));
  const kind = strongest(kinds);
  if (!isCheckKind(kind)) return { kind };
  const replacement =
    tool === 'make' ? withoutSetUpGoals(tool, args, parsed, kinds, located.path) : undefined;
  const checked = names.filter((_, i) => kinds[i] !== 'install');
  const requires = [...new Set(checked.flatMap((n) => recipeTools(located.file, n, at, c)))];
  return {
    kind,
    ...(replacement === undefined ? {} : { replacement }),
    ...(requires.length === 0 ? {} : { requires }),
  };
}
