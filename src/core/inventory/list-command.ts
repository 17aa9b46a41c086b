// Derives, from the test check discovery found at base, the command that lists the locked set's
// tests without running them (pytest --collect-only, vitest list, jest --listTests, go test -list,
// cargo test -- --list, as each runner's profile says), or says why the tests cannot be listed.
// Nothing is guessed.

import { splitScript } from '../discovery/commands/script-lines.js';
import { leadingWords } from '../discovery/commands/shell-words.js';
import type { Check } from '../model/check.js';
import type { ListingFormat } from '../model/inventory.js';
import { runsScriptFile } from '../run/script-file.js';
import { packageScriptName, simpleWords, toolWords } from '../run/tool-words.js';
import type { RunnerName } from '../runners/names.js';
import type { ListingWords, RunnerInvocation } from '../runners/profile.js';
import { runnerOf } from '../runners/recognise.js';
import { profileOf } from '../runners/registry.js';

export interface Listing {
  check: Check;
  format: ListingFormat;
  invocation: RunnerInvocation;
}

export type ListingOrReason = Listing | { reason: string };

/** The runner invocation of a test check, read the way `instrument` reads it. */
export function runnerInvocation(
  check: Check,
  packageScripts: Readonly<Record<string, string>>,
): RunnerInvocation | null {
  // `pnpm vitest --coverage`, `yarn jest`: with no script of that name the package manager
  // runs the binary (the base scripts say which), as `invocationOf` reads it for the run.
  const direct = split([check.command, ...check.args], packageScripts);
  if (direct !== null) return direct;
  const script = scriptWords(check, packageScripts);
  if (script !== null) {
    const found = split(script);
    // npm puts node_modules/.bin on PATH for its scripts; npx --no finds it there, installs nothing.
    const bare =
      found !== null &&
      profileOf(found.runner).ecosystem === 'javascript' &&
      found.tool.length === 1;
    return bare ? { ...found, tool: ['npx', '--no', '--', ...found.tool] } : found;
  }
  const line = lineWords(check);
  return line === null ? null : split(line);
}

/** The runner the words start, and where its own words begin (past every wrapper). */
function split(
  words: readonly string[],
  packageScripts?: Readonly<Record<string, string>>,
): RunnerInvocation | null {
  const stripped = toolWords(words, packageScripts);
  const runner = runnerOf(stripped);
  if (runner === null) return null;
  const rest = stripped.slice(1);
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
    return (
      scriptListing(check) ?? {
        reason: 'the test command does not start a runner testlock can ask for a list',
      }
    );
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

function listingWords(invocation: RunnerInvocation, outFile: string): ListingWords {
  const listing = profileOf(invocation.runner).listing;
  if (listing === undefined)
    return { reason: `${invocation.runner} cannot list its tests without running them` };
  return listing.words(invocation, outFile);
}

/**
 * A plain script whose lines build what its runner lists (configure, build, then ctest): the
 * same script with the runner's line made a listing, where the runner's profile can say how.
 */
function scriptListing(check: Check): Listing | null {
  if (!runsScriptFile(check)) return null;
  const runner = scriptRunnerOf(check.script);
  const listing = runner === null ? undefined : profileOf(runner).listing;
  const script = listing?.inScript?.(check.script) ?? null;
  if (runner === null || listing === undefined || script === null) return null;
  return {
    check: { ...check, name: 'inventory', script, source: 'inventory' },
    format: listing.format,
    invocation: { runner, tool: [check.command], rest: [] },
  };
}

/** The one runner the script's lines start, or null for none or more than one. */
function scriptRunnerOf(script: string): RunnerName | null {
  const runners = new Set(
    splitScript(script).lines.flatMap((line) => {
      const runner = runnerOf(leadingWords(line));
      return runner === null ? [] : [runner];
    }),
  );
  return runners.size === 1 ? ([...runners][0] ?? null) : null;
}
