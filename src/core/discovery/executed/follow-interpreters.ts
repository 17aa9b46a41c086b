// Follows interpreters to the repository file they run: `bash ci/test.sh`, `node scripts/x.mjs`
// (and its `--require`/`--import`), `python tools/run.py`, `python -m tools.run`, `go run ./cmd/x`,
// and wrappers that run a command after their own options (`npx`, `uv run`, `dotenv --`).

import { skipOptions } from '../commands/command-words.js';
import { execTarget } from '../commands/exec-runners.js';
import { ENV_RUNNERS } from '../commands/interpreters.js';
import { inDir, joinDir } from '../paths.js';
import type { FileRequest, FollowContext, Follower } from './follow-types.js';
import { atBase } from './follow-types.js';

const SCRIPT: FileRequest = { how: 'interpreter', evenAbsent: true, besideScript: true };
const PRELOAD: FileRequest = { how: 'preload', evenAbsent: false, besideScript: true };
const DOTENV: FileRequest = { how: 'dotenv', evenAbsent: true, besideScript: false };

const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'ash']);
/** Interpreters taking `[options] script args`, with their options that take a value. */
const PLAIN: Record<string, readonly string[]> = {
  node: [
    '-r',
    '--require',
    '--import',
    '--loader',
    '--experimental-loader',
    '--env-file',
    '--env-file-if-exists',
    '--conditions',
    '-C',
    '--input-type',
    '--stack-size',
  ],
  tsx: ['-r', '--require', '--import', '--tsconfig', '--env-file'],
  'ts-node': ['-r', '--require', '-P', '--project', '-C', '--compiler', '-O', '--compiler-options'],
  'ts-node-esm': ['-P', '--project'],
  ruby: ['-I', '-r', '-C', '-E'],
  perl: ['-I', '-M', '-m'],
  python: ['-W', '-X', '-Q'],
  pypy: ['-W', '-X'],
};
/** Options whose value is code, not a file: nothing to follow after them. */
const CODE = new Set(['-c', '-e', '--eval', '-p', '--print']);
/** Options that load a repository module before the script (node, tsx, ts-node, ruby). */
const PRELOADS = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader']);
const ENV_FILES = new Set(['--env-file', '--env-file-if-exists']);
/** Wrappers that run the command after their options: `npx tsx x.ts`, `bunx`, `pnpx`. */
const EXECUTORS: Record<string, readonly string[]> = {
  npx: ['-p', '--package', '-c', '--call'],
  bunx: ['-p', '--package'],
  pnpx: [],
  xargs: ['-I', '-n', '-P', '-d', '-L', '-s', '-a', '-E'],
};

export function followInterpreter(
  f: Follower,
  tool: string,
  args: readonly string[],
  ctx: FollowContext,
): void {
  if (SHELLS.has(tool)) shell(f, args, ctx);
  else if ((tool === 'source' || tool === '.') && args[0] !== undefined)
    f.file(args[0], ctx, SCRIPT);
  else if ((tool === 'python' || tool === 'pypy') && args.includes('-m'))
    pythonModule(f, args, ctx);
  else if (execTarget(tool, args)?.fetches)
    // `uvx tox -e py311`, `pipx run nox`, `uv tool run tox`: the fetched tool's own command.
    f.command(execTarget(tool, args)!.words, { ...ctx, depth: ctx.depth + 1 });
  else if (tool === 'coverage' && args[0] === 'run') coverageRun(f, args.slice(1), ctx);
  else if (Object.hasOwn(PLAIN, tool)) plain(f, args, PLAIN[tool]!, ctx);
  else if (tool === 'deno' && args[0] === 'run')
    plain(f, args.slice(1), ['--config', '-c', '--import-map', '--env-file'], ctx);
  else if (tool === 'go' && args[0] === 'run') goRun(f, args.slice(1), ctx);
  else if (Object.hasOwn(EXECUTORS, tool))
    f.command(args.slice(skipOptions(args, EXECUTORS[tool]!)), { ...ctx, depth: ctx.depth + 1 });
  else if (Object.hasOwn(ENV_RUNNERS, tool)) envRunner(f, tool, args, ctx);
  else if (tool === 'dotenv' || tool === 'env-cmd') dotenvRunner(f, args, ctx);
  // `cross-env NODE_OPTIONS=... jest`: its assignments and the command (Follower.command).
  else if (tool === 'cross-env' || tool === 'cross-env-shell')
    f.command(args, { ...ctx, depth: ctx.depth + 1 });
}

/** `bash -e ci/test.sh`, `sh -c "..."`. */
function shell(f: Follower, args: readonly string[], ctx: FollowContext): void {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg)) {
      f.script(args[i + 1] ?? '', { ...ctx, depth: ctx.depth + 1 });
      return;
    }
    // `-o pipefail`, `-eo pipefail`, `+O extglob`: the option name is not a script.
    if (/^[-+][a-zA-Z]*[oO]$/.test(arg) || arg === '--rcfile' || arg === '--init-file') {
      i += 1;
    } else if (!arg.startsWith('-') && !arg.startsWith('+')) {
      f.file(arg, ctx, SCRIPT);
      return;
    }
  }
}

/** `[options] script`: preloads and env files among the options, then the script. */
function plain(
  f: Follower,
  args: readonly string[],
  valued: readonly string[],
  ctx: FollowContext,
): void {
  const script = preloadOptions(f, args, valued, ctx);
  if (script !== null) f.file(script, ctx, SCRIPT);
}

/**
 * Follows the preloads (`-r ./x`, `--import=./x`) and env files among leading options; returns
 * the first word that is not an option (the script), or null when there is none or the options
 * give code instead (`-e`). NODE_OPTIONS is such a list too (follow-environment.ts).
 */
export function preloadOptions(
  f: Follower,
  args: readonly string[],
  valued: readonly string[],
  ctx: FollowContext,
): string | null {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const value = name !== arg ? arg.slice(eq + 1) : args[i + 1];
    if (CODE.has(name)) return null;
    if (arg === '--') continue;
    if (name.startsWith('-')) {
      if (value !== undefined && PRELOADS.has(name) && /^\.{0,2}\//.test(value))
        f.file(value, ctx, PRELOAD);
      if (value !== undefined && ENV_FILES.has(name)) f.file(value, ctx, DOTENV);
      if (name === arg && valued.includes(name)) i += 1;
      continue;
    }
    return arg;
  }
  return null;
}

/** node's options that take a value (NODE_OPTIONS holds the same). */
export const NODE_VALUED = PLAIN.node as readonly string[];

/** `python -m tools.run_tests`: the module's file (or package `__main__`), relative to cwd. */
function pythonModule(f: Follower, args: readonly string[], ctx: FollowContext): void {
  const at = args.indexOf('-m') + 1;
  const module = args[at];
  if (module === undefined || !/^[A-Za-z_][\w.]*$/.test(module)) return;
  // `python -m tox -e lint` runs tox: its environments are followed as for `tox`.
  if (module === 'tox' || module === 'nox')
    f.command(args.slice(at), { ...ctx, depth: ctx.depth + 1 });
  const base = module.split('.').join('/');
  const candidates = [`${base}.py`, `${base}/__main__.py`, `${base}/__init__.py`];
  const present = candidates.filter((c) => {
    const path = joinDir(ctx.cwd, c);
    return path !== null && atBase(f.tree, path);
  });
  // A module not in the repository (pytest, unittest) is the installed tool's: nothing to follow.
  for (const c of present)
    f.file(c, ctx, { how: 'module', evenAbsent: false, besideScript: false });
}

/** `coverage run [options] (-m module | script)`. */
function coverageRun(f: Follower, args: readonly string[], ctx: FollowContext): void {
  const script = args.find((a) => !a.startsWith('-'));
  if (args.includes('-m')) pythonModule(f, args, ctx);
  else if (script !== undefined) f.file(script, ctx, SCRIPT);
}

/** `go run ./cmd/x` (every non-test `.go` file of that package, at base or head) or `go run x.go`. */
function goRun(f: Follower, args: readonly string[], ctx: FollowContext): void {
  const rest = args.slice(
    skipOptions(args, ['-C', '-exec', '-tags', '-ldflags', '-gcflags', '-mod', '-o', '-p']),
  );
  const target = rest[0];
  if (target === undefined) return;
  if (target.endsWith('.go')) {
    for (const file of rest.filter((a) => a.endsWith('.go'))) f.file(file, ctx, SCRIPT);
    return;
  }
  if (!target.startsWith('.')) return;
  const dir = joinDir(ctx.cwd, target);
  if (dir === null) return;
  const inPackage = (path: string): boolean =>
    path.startsWith(dir === '' ? '' : `${dir}/`) &&
    !path.slice(dir === '' ? 0 : dir.length + 1).includes('/') &&
    path.endsWith('.go') &&
    !path.endsWith('_test.go');
  const files = new Set([...f.tree.kinds.keys(), ...f.tree.headPaths].filter(inPackage));
  const request: FileRequest = { how: 'interpreter', evenAbsent: true, besideScript: false };
  for (const path of [...files].sort()) f.file(path, { ...ctx, cwd: '' }, request);
  if (dir !== '' && atBase(f.tree, inDir(dir, 'go.mod')))
    f.file(inDir(dir, 'go.mod'), { ...ctx, cwd: '' }, request);
}

/** `uv run --env-file .env.ci pytest`, `poetry run python x.py`. */
function envRunner(f: Follower, tool: string, args: readonly string[], ctx: FollowContext): void {
  const sub = args[0];
  if (sub !== 'run' && sub !== 'exec') return;
  const rest = args.slice(1);
  const start = skipOptions(rest, ENV_RUNNERS[tool] ?? []);
  for (let i = 0; i < start; i += 1) {
    if (rest[i] === '--env-file' && rest[i + 1] !== undefined) f.file(rest[i + 1]!, ctx, DOTENV);
    if (rest[i]!.startsWith('--env-file='))
      f.file(rest[i]!.slice('--env-file='.length), ctx, DOTENV);
  }
  f.command(rest.slice(start), { ...ctx, depth: ctx.depth + 1 });
}

/** `dotenv -e .env.test -- vitest`, `env-cmd -f .env.ci jest`. */
function dotenvRunner(f: Follower, args: readonly string[], ctx: FollowContext): void {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-') && args[i] !== '--') {
    if (['-e', '-f', '--file'].includes(args[i]!) && args[i + 1] !== undefined) {
      f.file(args[i + 1]!, ctx, DOTENV);
      i += 2;
    } else i += 1;
  }
  if (args[i] === '--') i += 1;
  f.command(args.slice(i), { ...ctx, depth: ctx.depth + 1 });
}
