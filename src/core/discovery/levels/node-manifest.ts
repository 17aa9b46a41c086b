// The package.json level of discovery: the test, type-check and lint scripts, run through the
// package manager the lockfile names (npm runs pre/post hooks itself; pnpm and yarn berry do not).

import type { ClassifyEnv } from '../commands/classify-types.js';
import { isPlaceholderTest } from '../commands/package-runners.js';
import { inDir, selfAndAncestors } from '../paths.js';
import type { PackageJson, ProjectFiles } from '../readers/project-files.js';
import type { ByKind } from './ci-checks.js';

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

const LOCKFILES: ReadonlyArray<[string, PackageManager]> = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
];
const TYPECHECK_SCRIPTS = [
  'typecheck',
  'type-check',
  'tsc',
  'types',
  'check-types',
  'types:check',
  'check:types',
];

export interface Manager {
  name: PackageManager;
  /** Runs `pre`/`post` script hooks like npm does (pnpm ≥ 7 and yarn ≥ 2 do not). */
  runsHooks: boolean;
}

/** The package manager for `dir`: `packageManager` field, else the nearest lockfile, else npm. */
export function packageManager(
  files: ProjectFiles,
  dir: string,
  pkg: PackageJson | undefined,
): Manager {
  const declared = /^(npm|pnpm|yarn|bun)@(\d+)/.exec(pkg?.packageManager ?? '');
  const dirs = selfAndAncestors(dir);
  const berry = dirs.some((d) => files.has(inDir(d, '.yarnrc.yml')));
  if (declared !== null) {
    const name = declared[1] as PackageManager;
    const major = Number(declared[2]);
    return {
      name,
      runsHooks:
        name === 'npm' ||
        name === 'bun' ||
        (name === 'yarn' && major < 2) ||
        (name === 'pnpm' && major < 7),
    };
  }
  for (const d of dirs) {
    const hit = LOCKFILES.find(([lock]) => files.has(inDir(d, lock)));
    if (hit !== undefined)
      return { name: hit[1], runsHooks: hit[1] !== 'pnpm' && !(hit[1] === 'yarn' && berry) };
  }
  return { name: 'npm', runsHooks: true };
}

function runArgs(manager: PackageManager, script: string): string[] {
  if (script === 'test' && manager !== 'bun') return [manager, 'test'];
  return [manager, 'run', script];
}

export function nodeManifestChecks(env: ClassifyEnv, warnings: string[]): ByKind {
  const pkg = env.files.packageJson(env.dir);
  if (pkg === undefined) return {};
  const manager = packageManager(env.files, env.dir, pkg);
  const test =
    pkg.scripts.test !== undefined && !isPlaceholderTest(pkg.scripts.test) ? 'test' : undefined;
  const names = {
    test,
    typecheck: TYPECHECK_SCRIPTS.find((name) => pkg.scripts[name] !== undefined),
    lint: pkg.scripts.lint === undefined ? undefined : 'lint',
  };
  const found: ByKind = {};
  for (const kind of ['test', 'typecheck', 'lint'] as const) {
    const name = names[kind];
    if (name === undefined) continue;
    const hooks = [`pre${name}`, `post${name}`].filter((h) => pkg.scripts[h] !== undefined);
    if (hooks.length > 0 && !manager.runsHooks) {
      warnings.push(
        `${pkg.path}: ${manager.name} does not run the ${hooks.join('/')} script hooks npm would run; testlock runs the script as ${manager.name} does`,
      );
    }
    found[kind] = {
      kind,
      script: pkg.scripts[name]!,
      source: `${pkg.path} scripts.${name}`,
      cwd: env.dir,
      env: {},
      argv: runArgs(manager.name, name),
    };
  }
  return found;
}
