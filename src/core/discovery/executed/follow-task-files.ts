// Follows `make` and `just` into the base Makefile / justfile they read: `-f`/`-C`, the files a
// Makefile includes, a justfile's imports, modules and dotenv file, and the recipes that run.

import { dirOf, inDir, joinDir, selfAndAncestors } from '../paths.js';
import { justExports, justfileLinks, parseJustfile } from '../readers/justfile.js';
import {
  makeExports,
  makefileIncludes,
  parseMakefile,
  stripMakePrefixes,
  type TaskFile,
} from '../readers/makefile.js';
import { JUSTFILES, MAKEFILES } from '../readers/project-files.js';
import { withEnvironment } from './follow-environment.js';
import type { FileRequest, FollowContext, Follower } from './follow-types.js';
import { atBase } from './follow-types.js';

const ASSIGNMENT = /^[A-Za-z_][\w.]*[:?+]?=/;
/** make options that take a separate value (besides -f and -C). */
const MAKE_VALUED = new Set([
  '-I',
  '-o',
  '-W',
  '--include-dir',
  '--old-file',
  '--what-if',
  '--assume-old',
  '--assume-new',
]);
const MAX_INCLUDES = 50;

function request(how: FileRequest['how'], evenAbsent: boolean): FileRequest {
  return { how, evenAbsent, besideScript: false };
}

/** Splits `-fci.mk`, `--file=ci.mk` and `-f ci.mk` alike: the value of option `short`/`long`. */
function optionValue(
  args: readonly string[],
  i: number,
  short: string,
  long: readonly string[],
): [string | undefined, number] | null {
  const arg = args[i]!;
  if (arg === short || long.includes(arg)) return [args[i + 1], i + 1];
  if (!arg.startsWith('--') && arg.startsWith(short) && arg.length > short.length)
    return [arg.slice(short.length), i];
  const eq = long.find((l) => arg.startsWith(`${l}=`));
  return eq === undefined ? null : [arg.slice(eq.length + 1), i];
}

export function followMake(f: Follower, args: readonly string[], ctx: FollowContext): void {
  let dir: string | null = ctx.cwd;
  let file: string | undefined;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const given = optionValue(args, i, '-f', ['--file', '--makefile']);
    const moved = optionValue(args, i, '-C', ['--directory']);
    if (given !== null) [file, i] = given;
    else if (moved !== null) {
      const [value, next] = moved;
      dir = value === undefined || dir === null ? null : joinDir(dir, value);
      i = next;
    } else if (MAKE_VALUED.has(arg)) i += 1;
    else if ((arg === '-j' || arg === '-l') && /^\d+$/.test(args[i + 1] ?? '')) i += 1;
    else if (!arg.startsWith('-') && !ASSIGNMENT.test(arg)) targets.push(arg);
  }
  if (dir === null) return;
  const here = { ...ctx, cwd: dir };
  const makefile =
    file !== undefined
      ? f.file(file, here, request('makefile', true))
      : firstPresent(f, dir, MAKEFILES, here, 'makefile');
  if (makefile === null || makefile === undefined) return;
  const texts = readWithIncludes(f, makefile, here);
  if (texts === null) return;
  const text = texts.join('\n\n');
  // What the Makefile exports is in every recipe's environment (NODE_OPTIONS, BASH_ENV ...).
  const recipes = withEnvironment(f, makeExports(text), here);
  runRecipes(f, parseMakefile(text), targets, makefile, recipes, (line) =>
    stripMakePrefixes(line).replace(/\$[({]MAKE[)}]/g, 'make'),
  );
}

/** The Makefile's text and that of every file it includes (make resolves them from its cwd). */
function readWithIncludes(f: Follower, makefile: string, ctx: FollowContext): string[] | null {
  const texts: string[] = [];
  const queue = [makefile];
  const done = new Set<string>();
  while (queue.length > 0 && done.size < MAX_INCLUDES) {
    const path = queue.shift()!;
    if (done.has(path)) continue;
    done.add(path);
    const text = f.text(path);
    if (text === undefined) {
      if (path === makefile) return null;
      continue;
    }
    texts.push(text);
    const inner = { ...ctx, via: [...ctx.via, path] };
    for (const include of makefileIncludes(text)) {
      // An optional include the base lacks is still the base's recipe: a PR adding it is caught.
      const included = f.file(include.path, inner, request('include', true));
      if (included !== null) queue.push(included);
    }
  }
  return texts;
}

function firstPresent(
  f: Follower,
  dir: string,
  names: readonly string[],
  ctx: FollowContext,
  how: FileRequest['how'],
): string | null {
  const name = names.find((n) => atBase(f.tree, inDir(dir, n)));
  return name === undefined ? null : f.file(name, ctx, request(how, false));
}

/** Follows the lines of the named targets (or the default) and of their prerequisites. */
function runRecipes(
  f: Follower,
  file: TaskFile,
  targets: readonly string[],
  owner: string,
  ctx: FollowContext,
  prepare: (line: string) => string,
): void {
  const queue = targets.length > 0 ? [...targets] : file.defaultTarget ? [file.defaultTarget] : [];
  const inner = { ...ctx, scriptDir: null, via: [...ctx.via, owner], depth: ctx.depth + 1 };
  while (queue.length > 0) {
    const name = queue.shift()!;
    const recipe = file.recipes.get(name);
    if (recipe === undefined || !f.once(`${owner}#${name}`)) continue;
    queue.push(...recipe.prerequisites);
    for (const line of recipe.lines) f.script(prepare(line), inner);
  }
}

export function followJust(f: Follower, args: readonly string[], ctx: FollowContext): void {
  let file: string | undefined;
  let workdir: string | undefined;
  const words: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const given = optionValue(args, i, '-f', ['--justfile']);
    const moved = optionValue(args, i, '-d', ['--working-directory']);
    if (given !== null) [file, i] = given;
    else if (moved !== null) [workdir, i] = moved;
    else if (arg === '--set') i += 2;
    else if (!arg.startsWith('-')) words.push(arg);
  }
  const justfile =
    file !== undefined ? f.file(file, ctx, request('justfile', true)) : searchUp(f, ctx);
  if (justfile === null) return;
  const text = f.text(justfile);
  if (text === undefined) return;
  const home = dirOf(justfile);
  const here = { ...ctx, cwd: home, via: [...ctx.via, justfile] };
  const links = justfileLinks(text);
  const texts = [text];
  for (const imported of links.imports) {
    const path = f.file(imported.path, here, request('import', true));
    const importedText = path === null ? undefined : f.text(path);
    if (importedText !== undefined) texts.push(importedText);
  }
  for (const mod of links.modules) {
    const names =
      mod.path !== null
        ? [mod.path]
        : [
            `${mod.name}.just`,
            `${mod.name}/mod.just`,
            `${mod.name}/justfile`,
            `${mod.name}/.justfile`,
          ];
    for (const name of names) {
      const path = joinDir(home, name);
      if (path !== null && (mod.path !== null || atBase(f.tree, path)))
        f.file(name, here, request('import', true));
    }
  }
  if (links.dotenv !== null) f.file(links.dotenv, here, request('dotenv', true));
  const all = texts.join('\n\n');
  const parsed = parseJustfile(all);
  const targets = words.filter((w) => parsed.recipes.has(w));
  const cwd = workdir === undefined ? home : (joinDir(ctx.cwd, workdir) ?? home);
  const recipes = withEnvironment(f, justExports(all), { ...ctx, cwd });
  runRecipes(f, parsed, targets, justfile, recipes, (line) => stripMakePrefixes(line));
}

/** just looks for its justfile in the working directory and then up to the root. */
function searchUp(f: Follower, ctx: FollowContext): string | null {
  for (const dir of selfAndAncestors(ctx.cwd)) {
    const name = JUSTFILES.find((n) => atBase(f.tree, inDir(dir, n)));
    if (name !== undefined)
      return f.file(inDir(dir, name), { ...ctx, cwd: '' }, request('justfile', false));
  }
  return null;
}
