// jest's base inventory: `--listTests` names the test files without running them (its console
// names files too); a targeted run is `--runTestsByPath FILE… -t <names>`.

import { isAbsolute } from 'node:path';
import { listingLines, relativePath, unique } from '../../inventory/listing-text.js';
import type { InventoryEntry, RunIds } from '../../model/inventory.js';
import { escapeRegExp } from '../../text/escape-regexp.js';
import { stripAnsi } from '../../text/strip-ansi.js';
import type { ListingSupport, ListingWords, RunnerInvocation } from '../profile.js';
import { jestSkippedTests } from './skipped-tests.js';

function words({ tool, rest }: RunnerInvocation): ListingWords {
  return { words: [...tool, ...rest, '--listTests'], format: 'jest-files' };
}

/** `jest --listTests`: one absolute test file per line; jest's console names files relative. */
export function parseJestFiles(stdout: string, cwd: string): InventoryEntry[] {
  return listingLines(stdout)
    .filter((line) => isAbsolute(line))
    .map((line) => {
      const path = relativePath(line, cwd);
      return { id: path, file: path };
    });
}

// jest's `-t` is a RegExp over the full name: the describe blocks and the test joined by spaces.
// `--runTestsByPath` takes the files as paths, not as patterns that could widen the run. A check
// with its own `-t` reports every test it filters out as skipped, at base as now: not judged.
function targeted(
  { runner, tool, rest }: RunnerInvocation,
  tests: readonly InventoryEntry[],
): string[] | null {
  if (runner !== 'jest' || rest.some((word) => /^(?:-t|--testNamePattern)(?:=|$)/.test(word)))
    return null;
  const files = unique(tests.map((test) => test.file));
  const names = tests.map((test) => escapeRegExp(test.id.split(' > ').slice(1).join(' ')));
  const pattern = `^(?:${unique(names).join('|')})$`;
  return [...tool, ...rest, '--runTestsByPath', ...files, '-t', pattern];
}

const JEST_FILE = /^ ?(?:PASS|FAIL)\s+(\S+)/;

/** jest's console names each test file it ran (`PASS test/a.test.js`), relative to its root. */
export function jestFiles(output: string): RunIds {
  const files = new Set<string>();
  for (const line of stripAnsi(output).split('\n')) {
    const file = JEST_FILE.exec(line)?.[1];
    if (file !== undefined) files.add(file);
  }
  return { ran: [...files], skipped: [], unit: 'file' };
}

export const jestListing: ListingSupport = {
  format: 'jest-files',
  versionProbe: { kind: 'node-package', name: 'jest' },
  words,
  parse: ({ stdout, cwd }) => parseJestFiles(stdout, cwd),
  key: (id) => id.trim(),
  shaped: (id, file) => file !== '' && id === file,
  targeted,
  skippedNow: jestSkippedTests,
  consoleIds: (stdout, stderr) => jestFiles(`${stdout}\n${stderr}`),
};
