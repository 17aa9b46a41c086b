// Word-level edits of a check that testlock instruments: options appended (after `--` through an
// npm script), paths quoted for PYTEST_ADDOPTS, and the project's own report options dropped.
import type { Check } from '../model/check.js';
import type { Mode } from './tool-words.js';

/** The check with `extra` options for its runner, after `--` when they go through an npm script. */
export function appendArgs(check: Check, extra: readonly string[], mode: Mode): Check {
  const separator = mode === 'npm-script' && !check.args.includes('--') ? ['--'] : [];
  return { ...check, args: [...check.args, ...separator, ...extra] };
}

/** A path quoted for PYTEST_ADDOPTS, which pytest splits like a shell. */
export function quoteForAddopts(path: string): string {
  return `'${path.replace(/'/g, `'"'"'`)}'`;
}

/** The args without jest's `--outputFile[=]X` (the project's copy of its results). */
export function withoutOutputFile(args: readonly string[]): string[] {
  return withoutOption(args, '--outputFile');
}

/** The args without the valued option `name` (`name X` or `name=X`), which jest refuses twice. */
export function withoutOption(args: readonly string[], name: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i]!;
    if (word === name) i += 1;
    else if (!word.startsWith(`${name}=`)) kept.push(word);
  }
  return kept;
}

/**
 * The project's own `-coverprofile=coverage.out` (a CI line that uploads it) would come after
 * testlock's and win (the last flag wins), leaving coverage unmeasured: it is dropped. Words after
 * `-args` go to the test binary and are kept as they are.
 */
export function withoutCoverprofile(args: readonly string[]): string[] {
  const end = args.indexOf('-args');
  const flags = end === -1 ? args : args.slice(0, end);
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const word = flags[i]!;
    if (/^--?coverprofile$/.test(word)) i += 1;
    else if (!/^--?coverprofile=/.test(word)) kept.push(word);
  }
  return end === -1 ? kept : [...kept, ...args.slice(end)];
}
