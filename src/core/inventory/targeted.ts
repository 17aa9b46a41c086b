// The command that runs only the given base tests at base, with the check's own runner, to learn
// which of the tests skipped now were skipped at base too (a runtime skipif, a t.Skip behind an
// env check): pytest node ids, `vitest run FILE… -t`, `jest --runTestsByPath FILE… -t`, `go test
// -run`, `cargo test -- --exact`.
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import type { RunnerInvocation } from './list-command.js';
import { libtestKey, suiteKey } from './test-key.js';

/** The words of the targeted run; null where the runner cannot select single tests. */
export function targetedWords(
  format: ListingFormat,
  invocation: RunnerInvocation,
  tests: readonly InventoryEntry[],
): string[] | null {
  if (tests.length === 0) return null;
  switch (format) {
    case 'pytest':
      return pytestTargeted(
        invocation,
        tests.map((test) => test.id),
      );
    case 'vitest-json':
      return vitestTargeted(invocation, tests);
    case 'go-list':
      return goTargeted(invocation, tests);
    case 'cargo-list':
      return cargoTargeted(invocation, tests);
    case 'jest-files':
      return jestTargeted(invocation, tests);
  }
}

/** Runs exactly the given pytest node ids (to learn which of them skip at base). */
export function pytestTargeted(
  invocation: RunnerInvocation,
  ids: readonly string[],
): string[] | null {
  if (invocation.runner !== 'pytest') return null;
  // The check's own args may name paths that would widen the run; the ini config still applies.
  return [...invocation.tool, '-p', 'no:cacheprovider', ...ids];
}

// vitest's `-t` is a RegExp over the full name: the suites and the case joined by spaces.
function vitestTargeted(
  { runner, tool, rest }: RunnerInvocation,
  tests: readonly InventoryEntry[],
) {
  if (runner !== 'vitest') return null;
  const options = ['run', 'watch', 'dev'].includes(rest[0] ?? '') ? rest.slice(1) : rest;
  const files = unique(tests.map((test) => test.file));
  const names = tests.map((test) => {
    const parts = suiteKey(test.id).split(' > ');
    return escapeRegExp(parts.slice(1).join(' '));
  });
  return [...tool, 'run', ...options, ...files, '-t', `^(?:${unique(names).join('|')})$`];
}

// jest's `-t` is a RegExp over the full name: the describe blocks and the test joined by spaces.
// `--runTestsByPath` takes the files as paths, not as patterns that could widen the run. A check
// with its own `-t` reports every test it filters out as skipped, at base as now: not judged.
function jestTargeted({ runner, tool, rest }: RunnerInvocation, tests: readonly InventoryEntry[]) {
  if (runner !== 'jest' || rest.some((word) => /^(?:-t|--testNamePattern)(?:=|$)/.test(word)))
    return null;
  const files = unique(tests.map((test) => test.file));
  const names = tests.map((test) => escapeRegExp(test.id.split(' > ').slice(1).join(' ')));
  const pattern = `^(?:${unique(names).join('|')})$`;
  return [...tool, ...rest, '--runTestsByPath', ...files, '-t', pattern];
}

// `-run` takes one pattern per level; a base listing names only top-level tests.
function goTargeted({ runner, tool, rest }: RunnerInvocation, tests: readonly InventoryEntry[]) {
  if (runner !== 'go' || rest[0] !== 'test') return null;
  const kept = withoutRunFlag(rest.slice(1));
  const names = unique(tests.map((test) => test.id.slice(test.id.lastIndexOf('.') + 1)));
  return [...tool, 'test', '-run', `^(?:${names.join('|')})$`, ...kept];
}

function withoutRunFlag(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i] ?? '';
    if (/^--?run$/.test(word)) i++;
    else if (!/^--?run=/.test(word)) kept.push(word);
  }
  return kept;
}

function cargoTargeted({ runner, tool, rest }: RunnerInvocation, tests: readonly InventoryEntry[]) {
  if (runner !== 'cargo' || rest[0] !== 'test') return null;
  const args = rest.slice(1);
  const dash = args.indexOf('--');
  const cargoArgs = dash < 0 ? args : args.slice(0, dash);
  // The harness's own filters would narrow the run; its other flags (--test-threads) stay.
  const harness = dash < 0 ? [] : args.slice(dash + 1).filter((word) => word.startsWith('-'));
  const names = unique(tests.map((test) => libtestKey(test.id)));
  return [
    ...tool,
    'test',
    ...cargoArgs,
    '--',
    ...harness.filter((w) => w !== '--exact'),
    '--exact',
    ...names,
  ];
}

function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}
