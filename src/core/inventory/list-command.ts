// Derives, from the test check discovery found at base, the command that lists the locked set's
// tests without running them (pytest --collect-only, vitest list, jest --listTests, go test -list,
// cargo test -- --list), or says why the tests cannot be listed. Nothing is guessed.
import type { Check } from '../model/check.js';
import type { ListingFormat } from '../model/inventory.js';
import { packageScriptName, simpleWords, toolWords } from '../run/tool-words.js';
import type { RunnerName } from '../runners/names.js';
import { runnerOf } from '../runners/recognise.js';

/** How the check starts its runner: the words up to and including the tool, and the rest. */
export interface RunnerInvocation {
  runner: RunnerName;
  /** e.g. `['uv','run','pytest']`, `['npx','--no','--','vitest']`. */
  tool: string[];
  rest: string[];
}

export interface Listing {
  check: Check;
  format: ListingFormat;
  invocation: RunnerInvocation;
}

export type ListingOrReason = Listing | { reason: string };

const NODE_RUNNERS = new Set<RunnerName>(['vitest', 'jest', 'mocha', 'node-test']);

/** The runner invocation of a test check, read the way `instrument` reads it. */
export function runnerInvocation(
  check: Check,
  packageScripts: Readonly<Record<string, string>>,
): RunnerInvocation | null {
  const direct = [check.command, ...check.args];
  if (runnerOf(direct) !== null) return split(direct);
  const script = scriptWords(check, packageScripts);
  if (script !== null) {
    const found = split(script);
    // npm puts node_modules/.bin on PATH for its scripts; npx --no finds it there, installs nothing.
    const bare = found !== null && NODE_RUNNERS.has(found.runner) && found.tool.length === 1;
    return bare ? { ...found, tool: ['npx', '--no', '--', ...found.tool] } : found;
  }
  const line = lineWords(check);
  return line === null ? null : split(line);
}

function split(words: readonly string[]): RunnerInvocation | null {
  const runner = runnerOf(words);
  if (runner === null) return null;
  const rest = toolWords(words).slice(1);
  return { runner, tool: words.slice(0, words.length - rest.length), rest };
}

// `npm test` runs a package script: its words, plus what `npm test -- ...` forwards to it.
function scriptWords(check: Check, scripts: Readonly<Record<string, string>>): string[] | null {
  const name = packageScriptName([check.command, ...check.args]);
  if (name === null) return null;
  const words = simpleWords(scripts[name] ?? '');
  if (words === null) return null;
  const dash = check.args.indexOf('--');
  const forwarded = check.command === 'npm' && dash >= 0 ? check.args.slice(dash + 1) : [];
  return [...words, ...forwarded];
}

// A CI step or recipe of one plain line (`pytest -q tests/`). Several plain lines that start the
// same runner (`go test ./...` and `go test -tags purego ./...`, two steps run as one script) are
// listed by the first: every test it lists ran, so the comparison stays sound, if narrower.
function lineWords(check: Check): string[] | null {
  const lines = check.script.split('\n').filter((line) => line.trim() !== '');
  const words = lines.map((line) => simpleWords(line));
  const first = words[0];
  if (first === null || first === undefined) return null;
  const runner = runnerOf(first);
  const same = words.every((w) => w !== null && runnerOf(w) === runner);
  return lines.length === 1 || (runner !== null && same) ? first : null;
}

/** The listing command for a test check; `outFile` is where vitest writes its JSON list. */
export function listingCommand(
  check: Check,
  packageScripts: Readonly<Record<string, string>>,
  outFile: string,
): ListingOrReason {
  const invocation = runnerInvocation(check, packageScripts);
  if (invocation === null) {
    return { reason: 'the test command does not start a runner testlock can ask for a list' };
  }
  const listed = listingWords(invocation, outFile);
  if ('reason' in listed) return listed;
  const [command = '', ...args] = listed.words;
  return {
    check: { ...check, name: 'inventory', command, args, script: '', source: 'inventory' },
    format: listed.format,
    invocation,
  };
}

type Words = { words: string[]; format: ListingFormat } | { reason: string };

function listingWords({ runner, tool, rest }: RunnerInvocation, outFile: string): Words {
  switch (runner) {
    case 'pytest':
      // --verbosity wins over any -q in the args or addopts: one node id per line.
      return {
        words: [...tool, ...rest, '--collect-only', '--verbosity=-1', '-p', 'no:cacheprovider'],
        format: 'pytest',
      };
    case 'vitest': {
      const filters = ['run', 'watch', 'dev'].includes(rest[0] ?? '') ? rest.slice(1) : rest;
      return { words: [...tool, 'list', ...filters, `--json=${outFile}`], format: 'vitest-json' };
    }
    case 'jest':
      return { words: [...tool, ...rest, '--listTests'], format: 'jest-files' };
    case 'go':
      return goListing(tool, rest);
    case 'cargo':
      return cargoListing(tool, rest);
    default:
      return { reason: `${runner} cannot list its tests without running them` };
  }
}

// Flags that change the output format; -list prints plain names.
const GO_OUTPUT_FLAGS = /^-(?:json|v|cover\w*|coverprofile)(?:=.*)?$/;

function goListing(tool: string[], rest: string[]): Words {
  if (rest[0] !== 'test') return { reason: 'go: only `go test` can list tests' };
  const kept = rest.slice(1).filter((word) => !GO_OUTPUT_FLAGS.test(word));
  return { words: [...tool, 'test', '-list', '.', ...kept], format: 'go-list' };
}

function cargoListing(tool: string[], rest: string[]): Words {
  if (rest[0] !== 'test') return { reason: 'cargo: only `cargo test` can list tests' };
  const args = rest.slice(1);
  const dash = args.indexOf('--');
  const words = dash >= 0 ? [...args, '--list'] : [...args, '--', '--list'];
  return { words: [...tool, 'test', ...words], format: 'cargo-list' };
}
