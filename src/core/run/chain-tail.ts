// The commands a test check's script runs after the one that starts its test runner
// (`xo && ava && tsd` → `tsd`), so an exit status a later command explains is not read as forged.

import { commandSegments } from '../discovery/commands/command-segments.js';
import { commandWords, skipOptions, toolName } from '../discovery/commands/command-words.js';
import { COVERAGE_VALUE_OPTIONS } from '../discovery/commands/coverage-wrapper.js';
import { leadingWords } from '../discovery/commands/shell-words.js';
import { runnerOf } from '../runners/recognise.js';
import { packageScriptName } from './tool-words.js';

/** Package scripts call package scripts; deeper nesting than this is not followed. */
const MAX_DEPTH = 4;
const COVERAGE_WRAPPERS = new Set(['c8', 'nyc']);

/** The words past env assignments, `env`/`timeout`-style prefixes and a c8/nyc wrapper. */
function runWords(segment: string): string[] {
  const words = commandWords(leadingWords(segment));
  const first = words[0];
  if (first === undefined || !COVERAGE_WRAPPERS.has(toolName(first))) return words;
  const args = words.slice(1);
  return args.slice(skipOptions(args, COVERAGE_VALUE_OPTIONS));
}

/**
 * The simple commands that run after the last command of `script` that starts a test runner,
 * through package scripts (and npm's `post<name>` hook); null when no command starts a runner.
 * The last runner is taken because the console summary read is the last one printed.
 */
export function commandsAfterRunner(
  script: string,
  packageScripts: Readonly<Record<string, string>>,
  depth = 0,
): string[] | null {
  if (depth > MAX_DEPTH) return null;
  const segments = commandSegments(script);
  let tail: string[] | null = null;
  segments.forEach((segment, index) => {
    const inner = innerTail(runWords(segment), packageScripts, depth);
    if (inner !== null) tail = [...inner, ...segments.slice(index + 1)];
  });
  return tail;
}

/** What runs after the runner inside one command: nothing when it is the runner itself. */
function innerTail(
  words: readonly string[],
  packageScripts: Readonly<Record<string, string>>,
  depth: number,
): string[] | null {
  if (runnerOf(words) !== null) return [];
  const name = packageScriptName(words, packageScripts);
  const body = name === null ? undefined : packageScripts[name];
  if (name === null || body === undefined) return null;
  const inner = commandsAfterRunner(body, packageScripts, depth + 1);
  if (inner === null) return null;
  // npm runs `post<name>` after the script; pnpm and yarn (v2+) do not by default.
  const post = words[0] === 'npm' ? packageScripts[`post${name}`] : undefined;
  return post === undefined ? inner : [...inner, ...commandSegments(post)];
}
