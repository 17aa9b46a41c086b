// Sees through npm, pnpm, yarn, bun and npx: `npm run X` is classified by base package.json's
// script X, `npx X` by X itself.

import { joinDir } from '../paths.js';
import type { Classifier, ClassifyEnv, LineClass } from './classify-types.js';
import { execTarget } from './exec-runners.js';
import { isCheckKind, kindFromName, type LineKind } from './kinds.js';

const VALUE_OPTIONS = new Set([
  '--prefix',
  '-C',
  '--dir',
  '--cwd',
  '-w',
  '--workspace',
  '--filter',
  '-F',
  '-p',
  '--package',
]);
const DIR_OPTIONS = new Set(['--prefix', '-C', '--dir', '--cwd']);
const INSTALL = new Set([
  'ci',
  'install',
  'i',
  'add',
  'update',
  'up',
  'upgrade',
  'rebuild',
  'audit',
  'link',
  'unlink',
  'prune',
  'dedupe',
  'remove',
  'rm',
  'import',
  'fetch',
  'store',
  'set',
  'config',
  'plugin',
  'why',
]);

/** npm's placeholder, written by `npm init`: no test configured. */
export function isPlaceholderTest(script: string): boolean {
  return /no test specified/.test(script) && /exit 1/.test(script);
}

interface RunnerArgs {
  dir: string;
  /** Indexes in args of the words that are not options (subcommand, script name...). */
  positions: number[];
}

function parseRunnerArgs(args: readonly string[], base: string): RunnerArgs {
  let dir = base;
  const positions: number[] = [];
  for (let i = 0; i < args.length && positions.length < 2; i += 1) {
    const arg = args[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if (VALUE_OPTIONS.has(name)) {
      let value = inline;
      if (value === undefined) {
        i += 1;
        value = args[i];
      }
      if (DIR_OPTIONS.has(name) && value !== undefined) dir = joinDir(dir, value) ?? dir;
    } else if (arg === '--') {
      break;
    } else if (!arg.startsWith('-')) {
      positions.push(i);
    }
  }
  return { dir, positions };
}

/** The kind of package script `name` in `env.dir`, by its text, else by its name. */
export function packageScriptKind(
  name: string,
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineKind {
  const byName = kindFromName(name);
  if (byName === 'other') return 'other';
  const script = env.files.packageJson(env.dir)?.scripts[name];
  if (script === undefined) return byName ?? 'other';
  if (name === 'test' && isPlaceholderTest(script)) return 'other';
  const content = c.script(script, env, depth + 1);
  return isCheckKind(content) || content === 'testlock' ? content : (byName ?? content);
}

/** npm, pnpm, yarn, bun: subcommand, script, or (pnpm, yarn, bun) a binary from node_modules. */
export function packageRunner(
  tool: string,
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  const parsed = parseRunnerArgs(args, env.dir);
  const at = { ...env, dir: parsed.dir };
  const [subAt, nameAt] = parsed.positions;
  const sub = subAt === undefined ? undefined : args[subAt];
  if (sub === undefined) return { kind: tool === 'yarn' || tool === 'bun' ? 'install' : 'other' };
  if (tool === 'bun' && sub === 'test') return { kind: 'test' };
  if (/^(test|t|tst)$/.test(sub)) return { kind: packageScriptKind('test', at, depth, c) };
  if (/^(run|run-script|rum|urn)$/.test(sub)) {
    const name = nameAt === undefined ? undefined : args[nameAt];
    return { kind: name === undefined ? 'other' : packageScriptKind(name, at, depth, c) };
  }
  if (INSTALL.has(sub)) return { kind: 'install' };
  // `npm exec -- mocha`, `pnpm exec tsc`, `yarn dlx x`, `bun x vitest`: a binary, past its options.
  if (/^(exec|x|dlx)$/.test(sub)) return packageExec(args.slice(subAt! + 1), at, depth, c);
  if (tool === 'npm') return { kind: 'other' };
  if (at.files.packageJson(at.dir)?.scripts[sub] !== undefined)
    return { kind: packageScriptKind(sub, at, depth, c) };
  return c.words(args.slice(subAt!), at, depth + 1);
}

/** `npm exec`, `pnpm dlx`, `yarn dlx`, `bun x`: the package binary that follows npx's options. */
export function packageExec(
  args: readonly string[],
  env: ClassifyEnv,
  depth: number,
  c: Classifier,
): LineClass {
  return c.words(execTarget('npx', args)?.words ?? [], env, depth + 1);
}
