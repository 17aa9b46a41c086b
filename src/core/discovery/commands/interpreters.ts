// Sees through interpreters and environment runners: `python -m X`, `coverage run`, `node
// --test`, `bash -c`, and `uv`/`poetry`/`hatch`/`bundle` `run X`.

import { baseName } from '../paths.js';
import type { Classifier, ClassifyEnv, LineClass } from './classify-types.js';
import { skipOptions } from './command-words.js';
import { kindFromName, type LineKind } from './kinds.js';

/** Runners whose `run X` (or `exec X`) runs X in a prepared environment; their value options. */
export const ENV_RUNNERS: Record<string, readonly string[]> = {
  uv: [
    '--with',
    '--extra',
    '--group',
    '--python',
    '-p',
    '--package',
    '--directory',
    '--project',
    '--env-file',
    '--only-group',
    '--with-requirements',
  ],
  poetry: ['-C', '--directory', '-P', '--project'],
  pdm: ['-p', '--project'],
  rye: [],
  pipenv: [],
  hatch: ['-e', '--env'],
  conda: ['-n', '--name', '-p', '--prefix', '--cwd'],
  micromamba: ['-n', '--name', '-p', '--prefix'],
  bundle: [],
};

function scriptKind(path: string | undefined): LineKind {
  return path === undefined ? 'other' : (kindFromName(baseName(path)) ?? 'other');
}

/** `python [options] (-m module | script) args`. */
export function python(
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-')) {
    const arg = args[i]!;
    if (arg === '-m') {
      const module = args[i + 1];
      if (module === 'unittest' || module === 'xmlrunner') return { kind: 'test' };
      return module === undefined
        ? { kind: 'other' }
        : c.words([module, ...args.slice(i + 2)], env, depth + 1);
    }
    if (arg === '-c') return { kind: 'other' };
    i += arg === '-W' || arg === '-X' ? 2 : 1;
  }
  const script = args[i];
  const sub = args[i + 1];
  const name = script === undefined ? '' : baseName(script);
  if ((name === 'manage.py' || name === 'setup.py') && sub !== undefined) {
    return {
      kind: sub === 'test' ? 'test' : sub === 'install' || sub === 'develop' ? 'install' : 'other',
    };
  }
  return { kind: scriptKind(script) };
}

/** `coverage run [options] (-m module | script)`: the measured command decides. */
export function coverage(
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  if (args[0] !== 'run') return { kind: 'other' };
  return python(
    args.slice(1).filter((a) => !a.startsWith('--')),
    env,
    depth,
    c,
  );
}

/** `uv run X`, `poetry run X`, `hatch run env:script`, `bundle exec X`... */
export function envRunner(
  tool: string,
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  const sub = args[0];
  if (tool === 'hatch' && sub === 'test') return { kind: 'test' };
  if (tool === 'hatch' && sub === 'fmt')
    return { kind: args.includes('--check') ? 'lint' : 'other' };
  if (sub !== 'run' && sub !== 'exec') return { kind: sub === 'activate' ? 'context' : 'install' };
  const rest = args.slice(1);
  const target = rest.slice(skipOptions(rest, ENV_RUNNERS[tool] ?? []));
  const inner = c.words(target, env, depth + 1);
  if (inner.kind !== 'other' || target[0] === undefined) return inner;
  // hatch/pdm scripts (`hatch run lint:check`) are named tasks, not binaries.
  return { kind: kindFromName(target[0]) ?? 'other' };
}

/** `node --test`, `node --run X`, `node scripts/test.js`. */
export function node(args: readonly string[]): LineClass {
  if (args.includes('--test')) return { kind: 'test' };
  if (args[0] === '--run') return { kind: kindFromName(args[1] ?? '') ?? 'other' };
  return { kind: scriptKind(args.find((a) => !a.startsWith('-'))) };
}

/** `bash -c "..."` by its text; `bash scripts/test.sh` by the script's name. */
export function shell(
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  const flag = args.indexOf('-c');
  if (flag >= 0) return { kind: c.script(args[flag + 1] ?? '', env, depth + 1) };
  return { kind: scriptKind(args.find((a) => !a.startsWith('-'))) };
}
