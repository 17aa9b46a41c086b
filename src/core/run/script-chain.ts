// Follows a test check through base package scripts that only call another script
// (`"test": "npm run test:unit"`, `pnpm test:coverage`, `yarn test:ci`, `run-s test:unit`) to the
// script that starts its runner, or says why that runner cannot be reached with options.

import { commandSegments } from '../discovery/commands/command-segments.js';
import type { RunnerName } from '../runners/names.js';
import { runnerOf } from '../runners/recognise.js';
import { simpleWords, toolWords } from './tool-words.js';

/** Scripts calling scripts deeper than this are not followed (real chains have two or three). */
export const MAX_CHAIN_DEPTH = 5;

/** The script a chain ends in, which starts `runner` itself. */
export interface ChainEnd {
  ok: true;
  /** The last script's name: the one `npm run <script>` starts the runner from. */
  script: string;
  runner: RunnerName;
  /** The names followed, first to last (`test → test:unit`). */
  via: string[];
  /** The tools that run the hops (`pnpm`, `run-s`, ...) beside npm, which are needed as they are. */
  tools: string[];
  /** Arguments the last hop passes to the last script (`npm run x -- --run`). */
  forwarded: string[];
  /** The first word of the last script (`jest`, `pnpm`): npm must find it, as the hops did. */
  starts: string;
}

export type ScriptChain = ChainEnd | { ok: false; reason: string };

interface Hop {
  tool: string;
  script: string;
  args: string[];
}

type HopRead = Hop | { reason: string } | null;

/** npm options of `npm run x` that change only what npm prints. */
const NPM_QUIET = new Set(['-s', '--silent', '-q', '--quiet']);
const RUN = new Set(['run', 'run-script']);
const SCRIPT_RUNNERS = new Set(['run-s', 'run-p', 'npm-run-all', 'npm-run-all2']);
const MANY = 'runs the script in several packages (workspaces or a filter)';

/**
 * The chain from the check's words through the scripts to the runner; null when the words call
 * no package script at all. `scripts` are the base package.json's: a script the PR added is not
 * there, so a chain through it ends here with a reason.
 */
export function followScriptChain(
  words: readonly string[],
  scripts: Readonly<Record<string, string>>,
): ScriptChain | null {
  const first = hopOf(words, scripts);
  if (first === null) return null;
  if ('reason' in first) return { ok: false, reason: first.reason };
  const hops: Hop[] = [first];
  for (;;) {
    const next = step(hops, scripts);
    if ('reason' in next) return { ok: false, reason: next.reason };
    if ('ok' in next) return next;
    hops.push(next);
  }
}

/** What the last hop's script does: start the runner, call the next script, or stop the chain. */
function step(
  hops: readonly Hop[],
  scripts: Readonly<Record<string, string>>,
): Hop | ChainEnd | { reason: string } {
  const hop = hops[hops.length - 1]!;
  const chain = hops.map((h) => h.script).join(' → ');
  if (!Object.hasOwn(scripts, hop.script))
    return {
      reason: `calls the script "${hop.script}", which the base package.json does not have`,
    };
  const body = scripts[hop.script]!;
  const bodyWords = simpleWords(body);
  if (bodyWords === null) return { reason: compoundReason(hop.script, body, scripts) };
  const runner = runnerOf(bodyWords) ?? runnerOf(toolWords(bodyWords, scripts));
  const next = runner === null ? hopOf(bodyWords, scripts) : null;
  if (runner === null && next === null)
    return {
      reason: `the script chain ${chain} ends in "${body}", which starts no test runner testlock knows`,
    };
  if (next !== null && 'reason' in next) return { reason: `"${hop.script}" ${next.reason}` };
  const hooked = hookOf(hop, scripts, next === null);
  if (hooked !== null) return { reason: `the script chain ${chain} runs the hook "${hooked}"` };
  if (runner !== null) return end(hops, runner, bodyWords[0]!);
  return linked(hops, next!);
}

/** The next hop, unless it closes a cycle, goes too deep, or the current one drops arguments. */
function linked(hops: readonly Hop[], next: Hop): Hop | { reason: string } {
  const hop = hops[hops.length - 1]!;
  const via = hops.map((h) => h.script);
  const chain = via.join(' → ');
  if (via.includes(next.script))
    return { reason: `the package scripts call each other in a cycle (${chain} → ${next.script})` };
  if (hops.length >= MAX_CHAIN_DEPTH)
    return { reason: `the script chain ${chain} is deeper than ${MAX_CHAIN_DEPTH} scripts` };
  if (hop.args.length > 0)
    return {
      reason: `"${hop.script}" is given arguments that a script calling another would not pass on`,
    };
  return next;
}

function end(hops: readonly Hop[], runner: RunnerName, starts: string): ChainEnd {
  const last = hops[hops.length - 1]!;
  const tools = [...new Set(hops.map((h) => h.tool).filter((t) => t !== 'npm'))];
  return {
    ok: true,
    script: last.script,
    runner,
    via: hops.map((h) => h.script),
    tools,
    forwarded: last.args,
    starts,
  };
}

/**
 * A pre/post hook the rewritten check would not run: every script before the last is skipped by
 * `npm run <last>`, and the last one's hooks run the same only when npm started it (pnpm and yarn 2+
 * run none by default).
 */
function hookOf(hop: Hop, scripts: Readonly<Record<string, string>>, last: boolean): string | null {
  if (last && hop.tool === 'npm') return null;
  const hooks = [`pre${hop.script}`, `post${hop.script}`];
  return hooks.find((name) => Object.hasOwn(scripts, name)) ?? null;
}

/** Why a script with shell syntax is not followed: several runners, or other commands beside one. */
function compoundReason(
  name: string,
  body: string,
  scripts: Readonly<Record<string, string>>,
): string {
  const starts = commandSegments(body).filter((segment) => {
    const words = segment.split(/\s+/).filter((w) => !/^\w+=/.test(w));
    return runnerOf(words) !== null || hopOf(words, scripts) !== null;
  });
  if (starts.length > 1) return `"${name}" starts several test runs (${starts.join(' ; ')})`;
  return `"${name}" is not one plain command (${body.slice(0, 80)})`;
}

/** The script one command calls, with the arguments it passes; a reason when it cannot be followed. */
function hopOf(words: readonly string[], scripts: Readonly<Record<string, string>>): HopRead {
  const [tool, ...args] = words;
  if (tool === 'npm') return npmHop(args);
  if (tool === 'pnpm' || tool === 'yarn' || tool === 'bun') return managerHop(tool, args, scripts);
  if (tool !== undefined && SCRIPT_RUNNERS.has(tool)) {
    const names = args.filter((a) => !a.startsWith('-'));
    if (names.length !== 1 || names.length !== args.length || names[0]!.includes('*'))
      return { reason: `runs several scripts or options through ${tool} (${args.join(' ')})` };
    return { tool, script: names[0]!, args: [] };
  }
  return null;
}

/** `npm test`, `npm t`, `npm run x`, quiet options, then `-- args` for the script. */
function npmHop(args: readonly string[]): HopRead {
  const cut = args.indexOf('--');
  const own = cut === -1 ? [...args] : args.slice(0, cut);
  const passed = cut === -1 ? [] : args.slice(cut + 1);
  const options = own.filter((a) => a.startsWith('-'));
  const [verb, name, ...extra] = own.filter((a) => !a.startsWith('-'));
  let script: string | undefined;
  if (verb === 'test' || verb === 't' || verb === 'tst') script = 'test';
  else if (verb !== undefined && RUN.has(verb)) script = name;
  else return null;
  if (script === undefined) return null;
  if (options.some((o) => /^(?:-w|--workspaces?|-ws|--prefix)(?:=|$)/.test(o)))
    return { reason: MANY };
  if (options.some((o) => !NPM_QUIET.has(o)) || extra.length > (verb === 'test' ? 1 : 0))
    return { reason: `calls npm with options testlock does not follow (${own.join(' ')})` };
  if (verb === 'test' && name !== undefined) return null;
  return { tool: 'npm', script, args: passed };
}

/** `pnpm x`, `pnpm run x`, `yarn x`, `yarn run x`, `bun run x`; their workspace forms are several. */
function managerHop(
  tool: string,
  args: readonly string[],
  scripts: Readonly<Record<string, string>>,
): HopRead {
  const options = [];
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-')) options.push(args[i++]!);
  const verb = args[i];
  const named = verb !== undefined && RUN.has(verb) ? args[i + 1] : verb;
  const rest = args.slice(verb !== undefined && RUN.has(verb) ? i + 2 : i + 1);
  if (named === undefined) return null;
  if (named === 'workspaces' || named === 'workspace' || named === '-r') return { reason: MANY };
  const all = [...options, ...rest];
  if (all.some((a) => /^-(?:r|-recursive|-filter|F|-workspaces?|w)(?:=|$)/.test(a)))
    return { reason: MANY };
  if (options.length > 0)
    return { reason: `calls ${tool} with options testlock does not follow (${options.join(' ')})` };
  if (tool === 'bun' && !(verb !== undefined && RUN.has(verb))) return null;
  // `pnpm vitest` with no script of that name runs the binary: no hop.
  if (!(verb !== undefined && RUN.has(verb)) && named !== 'test' && !Object.hasOwn(scripts, named))
    return null;
  // pnpm and yarn have passed arguments to scripts differently across versions.
  if (rest.length > 0)
    return {
      reason: `passes arguments through ${tool} (${rest.join(' ')}), which versions of ${tool} forward differently`,
    };
  return { tool, script: named, args: [] };
}
