// The Makefile / justfile level of discovery: targets named test, check, lint, typecheck,
// type-check or vet, run as `make <target>` / `just <target>` in the project directory.
import type { CheckKind } from '../../model/check.js';
import { classifyScript, classifyWords } from '../commands/classify.js';
import type { ClassifyEnv } from '../commands/classify-types.js';
import { recipeTools } from '../commands/recipe-tools.js';
import { recipeKind } from '../commands/task-runners.js';
import type { Recipe } from '../readers/makefile.js';
import type { LocatedTaskFile } from '../readers/project-files.js';
import type { ByKind } from './ci-checks.js';

/** Target names per kind, best first; `check` counts for the kind its recipe runs. */
const TARGETS: Record<CheckKind, readonly string[]> = {
  test: ['test', 'tests', 'check'],
  typecheck: ['typecheck', 'type-check', 'check', 'vet'],
  lint: ['lint', 'check'],
};

function recipeText(recipe: Recipe): string {
  if (recipe.lines.length > 0) return recipe.lines.join('\n');
  return `${recipe.name}: ${recipe.prerequisites.join(' ')}`;
}

function fromTaskFile(tool: 'make' | 'just', located: LocatedTaskFile, env: ClassifyEnv): ByKind {
  const found: ByKind = {};
  const { recipes } = located.file;
  const classifier = { words: classifyWords, script: classifyScript };
  for (const kind of ['test', 'typecheck', 'lint'] as const) {
    for (const name of TARGETS[kind]) {
      const recipe = recipes.get(name);
      if (recipe === undefined || (recipe.lines.length === 0 && recipe.prerequisites.length === 0))
        continue;
      if (name === 'check' && recipeKind(located.file, name, env, 0, classifier) !== kind) continue;
      if (name === 'check' && Object.values(found).some((c) => c.argv?.[1] === 'check')) continue;
      const requires = recipeTools(located.file, name, env, classifier);
      found[kind] = {
        kind,
        script: recipeText(recipe),
        source: `${located.path} ${name}`,
        cwd: env.dir,
        env: {},
        argv: [tool, name],
        ...(requires.length === 0 ? {} : { recipeTools: requires }),
      };
      break;
    }
  }
  return found;
}

/** Checks from the project's Makefile, then its justfile, for the kinds not yet found. */
export function taskFileChecks(env: ClassifyEnv): ByKind {
  const makefile = env.files.makefile(env.dir);
  const justfile = env.files.justfile(env.dir);
  const fromMake = makefile === undefined ? {} : fromTaskFile('make', makefile, env);
  const fromJust = justfile === undefined ? {} : fromTaskFile('just', justfile, env);
  return { ...fromJust, ...fromMake };
}
