// Follows package managers into the base package.json scripts they run: `npm test`, `npm run x`,
// `pnpm x`, `yarn x`, `bun run x`, `node --run x`, `run-s a b`, with their `pre`/`post` hooks.

import { inDir, joinDir, selfAndAncestors } from '../paths.js';
import { withEnvironment } from './follow-environment.js';
import type { FollowContext, Follower } from './follow-types.js';
import { atBase } from './follow-types.js';

/** npm/pnpm/yarn commands that run the script of the same name. */
const LIFECYCLE = new Set(['test', 'start', 'stop', 'restart']);
const ALIASES: Record<string, string> = { t: 'test', tst: 'test' };
const RUN = new Set(['run', 'run-script', 'rum', 'urn']);
const EXEC = new Set(['exec', 'x', 'dlx']);
/** Options that move the package folder, per manager. */
const DIR_OPTIONS: Record<string, readonly string[]> = {
  npm: ['--prefix', '-w', '--workspace'],
  pnpm: ['-C', '--dir'],
  yarn: ['--cwd'],
  bun: ['--cwd'],
};
/** Options that take a value and move nothing. */
const VALUED = new Set(['--filter', '-F', '--loglevel', '--reporter']);
const RUNNERS = new Set(['run-s', 'run-p', 'npm-run-all', 'npm-run-all2']);

/** Follows the command when `tool` is a package manager or script runner; false otherwise. */
export function followPackageManager(
  f: Follower,
  tool: string,
  args: readonly string[],
  ctx: FollowContext,
): boolean {
  if (tool === 'node') {
    if (args[0] === '--run' && args[1] !== undefined)
      runScripts(f, [args[1]], ctx.cwd, ctx, false, false);
    return args[0] === '--run';
  }
  if (RUNNERS.has(tool)) {
    runScripts(
      f,
      args.filter((a) => !a.startsWith('-')),
      ctx.cwd,
      ctx,
    );
    return true;
  }
  if (tool === 'concurrently') {
    for (const arg of args.filter((a) => !a.startsWith('-'))) {
      if (arg.startsWith('npm:')) runScripts(f, [arg.slice(4)], ctx.cwd, ctx);
      else f.script(arg, { ...ctx, depth: ctx.depth + 1 });
    }
    return true;
  }
  if (!Object.hasOwn(DIR_OPTIONS, tool)) return false;
  let dir: string | null = ctx.cwd;
  const words: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (DIR_OPTIONS[tool]!.includes(name)) {
      if (inline === undefined) i += 1;
      const value = inline ?? args[i];
      dir = value === undefined || dir === null ? null : joinDir(dir, value);
    } else if (VALUED.has(name)) {
      if (inline === undefined) i += 1;
    } else if (arg === '--') {
      words.push(...args.slice(i + 1));
      break;
    } else if (!arg.startsWith('-')) words.push(arg);
  }
  if (dir === null) return true;
  const sub = words[0];
  if (sub === undefined) return true;
  const named = ALIASES[sub] ?? sub;
  if (EXEC.has(sub)) f.command(words.slice(1), { ...ctx, cwd: dir, depth: ctx.depth + 1 });
  else if (RUN.has(sub) && words[1] !== undefined)
    runScripts(f, [words[1]], dir, ctx, tool === 'bun', tool !== 'bun');
  else if (LIFECYCLE.has(named) && tool !== 'bun') runScripts(f, [named], dir, ctx);
  else if (tool === 'yarn' || tool === 'pnpm' || (tool === 'bun' && sub !== 'test'))
    runScripts(f, [sub], dir, ctx, tool === 'bun', tool !== 'bun');
  return true;
}

/**
 * npm's `node-options` from the package's base `.npmrc` (or one above it), as the variable npm
 * sets for its scripts (npm, pnpm and yarn's classic CLI read `.npmrc`): its preloads run in
 * every node a script starts.
 */
function npmrcEnvironment(f: Follower, dir: string): Record<string, string> {
  for (const d of selfAndAncestors(dir)) {
    const path = inDir(d, '.npmrc');
    if (!atBase(f.tree, path)) continue;
    const value = /^[ \t]*node[-_]options[ \t]*=[ \t]*(.*?)[ \t]*$/m.exec(f.text(path) ?? '')?.[1];
    if (value) return { npm_config_node_options: value.replace(/^(["'])(.*)\1$/, '$2') };
  }
  return {};
}

interface PackageScripts {
  path: string;
  dir: string;
  scripts: Record<string, string>;
}

/** The nearest base package.json from `dir` up, as the package manager finds it. */
function nearestPackage(f: Follower, dir: string): PackageScripts | null | undefined {
  for (const d of selfAndAncestors(dir)) {
    const path = inDir(d, 'package.json');
    if (!atBase(f.tree, path)) continue;
    const text = f.text(path);
    if (text === undefined) return undefined;
    return { path, dir: d, scripts: scriptsOf(text) };
  }
  return null;
}

function scriptsOf(text: string): Record<string, string> {
  try {
    const scripts = (JSON.parse(text) as { scripts?: unknown }).scripts;
    if (typeof scripts !== 'object' || scripts === null) return {};
    return Object.fromEntries(
      Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Each named script (a `name:*` pattern matches by prefix) with its pre/post hooks. */
function runScripts(
  f: Follower,
  names: readonly string[],
  dir: string,
  ctx: FollowContext,
  fileFallback = false,
  readsNpmrc = true,
): void {
  const pkg = nearestPackage(f, dir);
  const known = pkg?.scripts ?? {};
  for (const name of names) {
    if (pkg && name.endsWith('*')) {
      const prefix = name.slice(0, -1);
      runScripts(
        f,
        Object.keys(known).filter((k) => k.startsWith(prefix)),
        dir,
        ctx,
        fileFallback,
        readsNpmrc,
      );
      continue;
    }
    if (pkg && Object.hasOwn(known, name)) {
      const npmrc = readsNpmrc ? npmrcEnvironment(f, pkg.dir) : {};
      for (const hook of [`pre${name}`, name, `post${name}`]) {
        const text = known[hook];
        if (text === undefined || !f.once(`${pkg.path}#${hook}`)) continue;
        const script = withEnvironment(f, npmrc, {
          cwd: pkg.dir,
          scriptDir: null,
          via: [...ctx.via, `${pkg.path} scripts.${hook}`],
          depth: ctx.depth + 1,
          ...(ctx.env === undefined ? {} : { env: ctx.env }),
        });
        f.script(text, script);
      }
    } else if (fileFallback && pkg !== undefined) {
      // `bun run x.ts` runs a file when no script has that name.
      f.file(
        name,
        { ...ctx, cwd: dir },
        { how: 'interpreter', evenAbsent: false, besideScript: false },
      );
    }
  }
}
