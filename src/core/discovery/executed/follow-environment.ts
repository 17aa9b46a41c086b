// Variables through which a check's environment makes its tools load or run repository files:
// NODE_OPTIONS' preloads (every node process, the test runner's included; npm's
// `npm_config_node_options` sets it for every script), RUBYOPT's `-r`, the shell's BASH_ENV
// and ENV (sourced before a script), cargo's rustc wrappers and target runners (the test binaries
// run through one), go's -toolexec, -exec, -overlay and -modfile. The PR's version of such a file
// would run with the base command, so it is harness, as a file on the command line is.
import { plainWords } from '../commands/shell-words.js';
import { COVERAGE_RCFILE } from './coverage-plugin-files.js';
import { NODE_VALUED, preloadOptions } from './follow-interpreters.js';
import type { FileRequest, FollowContext, Follower } from './follow-types.js';
import { PYTEST_ENV } from './pytest-plugin-files.js';

const RUNS: FileRequest = { how: 'runs', evenAbsent: true, besideScript: false };
const PRELOAD: FileRequest = { how: 'preload', evenAbsent: false, besideScript: false };
const ARGUMENT: FileRequest = { how: 'argument', evenAbsent: false, besideScript: false };

const SHELL_STARTUP = ['BASH_ENV', 'ENV'];
const CARGO_PROGRAMS = [
  'RUSTC',
  'RUSTC_WRAPPER',
  'RUSTC_WORKSPACE_WRAPPER',
  'RUSTDOC',
  'CARGO_BUILD_RUSTC',
  'CARGO_BUILD_RUSTC_WRAPPER',
  'CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER',
  'CARGO_BUILD_RUSTDOC',
];
const CARGO_RUNNER = /^CARGO_TARGET_[A-Z0-9_]+_RUNNER$/;
/** go flags whose value is a program testlock's checks would run. */
const GO_PROGRAMS = new Set(['-toolexec', '-exec']);
/** go flags whose value is a file that replaces what the build reads. */
const GO_FILES = new Set(['-overlay', '-modfile']);

/** Node's options: its own variable, and npm's config variable (any case) that sets it. */
function nodeOptions(name: string): boolean {
  return name === 'NODE_OPTIONS' || name.toLowerCase() === 'npm_config_node_options';
}

/**
 * Whether the variable makes a tool load or run files: one this module reads, or pytest's (the
 * run's own environment passes them on to the checks).
 */
export function namesLoadedFiles(name: string): boolean {
  return (
    PYTEST_ENV.includes(name) ||
    name === COVERAGE_RCFILE ||
    nodeOptions(name) ||
    name === 'RUBYOPT' ||
    name === 'GOFLAGS' ||
    SHELL_STARTUP.includes(name) ||
    CARGO_PROGRAMS.includes(name) ||
    CARGO_RUNNER.test(name)
  );
}

function words(value: string): string[] {
  return plainWords(value) ?? value.split(/\s+/).filter(Boolean);
}

/** A program named by a path (`./tools/wrap`, `ci/runner.sh`); a bare name is found on PATH. */
function program(f: Follower, value: string, ctx: FollowContext): void {
  const [first] = words(value);
  if (first?.includes('/')) f.file(first, ctx, RUNS);
}

/** `-r./lib/x` and `-r ./lib/x`: a file ruby requires before the program (a name is a gem's). */
function rubyOptions(f: Follower, value: string, ctx: FollowContext): void {
  const list = words(value);
  list.forEach((word, i) => {
    const given = word === '-r' ? list[i + 1] : word.startsWith('-r') ? word.slice(2) : undefined;
    if (given !== undefined && /^\.{1,2}\//.test(given)) f.file(given, ctx, PRELOAD);
  });
}

function goFlags(f: Follower, value: string, ctx: FollowContext): void {
  const list = words(value);
  list.forEach((word, i) => {
    const eq = word.indexOf('=');
    const name = (eq > 0 ? word.slice(0, eq) : word).replace(/^--/, '-');
    const given = eq > 0 ? word.slice(eq + 1) : list[i + 1];
    if (given === undefined) return;
    if (GO_PROGRAMS.has(name)) program(f, given, ctx);
    else if (GO_FILES.has(name)) f.file(given, ctx, ARGUMENT);
  });
}

/**
 * The context of commands that run with `env` set as well: the files those variables make their
 * tools load are followed, and the variables are carried to the commands (a pytest started
 * there reads its PYTEST_ variables from them).
 */
export function withEnvironment(
  f: Follower,
  env: Readonly<Record<string, string>>,
  ctx: FollowContext,
): FollowContext {
  if (Object.keys(env).length === 0) return ctx;
  followEnvironment(f, env, ctx);
  return { ...ctx, env: { ...ctx.env, ...env } };
}

/** Follows the files the check's environment has its tools load or run. */
export function followEnvironment(
  f: Follower,
  env: Readonly<Record<string, string>>,
  ctx: FollowContext,
): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === '') continue;
    if (nodeOptions(name)) preloadOptions(f, words(value), NODE_VALUED, ctx);
    else if (name === 'RUBYOPT') rubyOptions(f, value, ctx);
    else if (SHELL_STARTUP.includes(name)) f.file(value, ctx, RUNS);
    else if (CARGO_PROGRAMS.includes(name) || CARGO_RUNNER.test(name)) program(f, value, ctx);
    else if (name === 'GOFLAGS') goFlags(f, value, ctx);
  }
}
