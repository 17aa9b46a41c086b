// `cargo test`'s base inventory: `cargo test -- --list` names every test of every test binary
// (doc tests included) without running them; a targeted run is `cargo test -- --exact NAME…`; a
// listed test's file is found by a `git grep` of its name at base, by its module path.

import { posix } from 'node:path';
import { listingLines, unique } from '../../inventory/listing-text.js';
import type { InventoryEntry, RunIds } from '../../model/inventory.js';
import { stripAnsi } from '../../text/strip-ansi.js';
import type { Definitions, ListingSupport, ListingWords, RunnerInvocation } from '../profile.js';

function words({ tool, rest }: RunnerInvocation): ListingWords {
  if (rest[0] !== 'test') return { reason: 'cargo: only `cargo test` can list tests' };
  const args = rest.slice(1);
  const dash = args.indexOf('--');
  const listed = dash >= 0 ? [...args, '--list'] : [...args, '--', '--list'];
  return { words: [...tool, 'test', ...listed], format: 'cargo-list' };
}

/** `cargo test -- --list`: `name: test` per test of each test binary (doc tests included). */
export function parseCargoList(stdout: string): InventoryEntry[] {
  return listingLines(stdout)
    .filter((line) => line.endsWith(': test'))
    .map((line) => ({ id: line.slice(0, -': test'.length), file: '' }));
}

// libtest's console appends the test's mode to its name (`tests::boom - should panic`,
// `src/lib.rs - f (line 7) - compile fail`); `--list` and `--exact` use the bare name.
const LIBTEST_SUFFIX = / - (?:should panic(?: with .*)?|compile fail|compile)$/;

export function libtestKey(id: string): string {
  return id.trim().replace(LIBTEST_SUFFIX, '');
}

// A doc test is named by its file, item and line (`src/lib.rs - f (line 7)`): a line added above
// it renames it. Matched instead by item and place among that item's doc tests (`#1`, `#2`), so
// a shift is no `test-missing` while a doc test the PR removes still is.
const DOC_TEST_LINE = /^(.+\.rs - .+) \(line (\d+)\)$/;

/** Each libtest id's matching key within its list, doc tests by item and ordinal. */
export function libtestKeys(ids: readonly string[]): Map<string, string> {
  const byItem = new Map<string, Array<{ id: string; line: number }>>();
  const keys = new Map<string, string>();
  for (const id of ids) {
    const key = libtestKey(id);
    const doc = DOC_TEST_LINE.exec(key);
    if (doc === null) {
      keys.set(id, key);
      continue;
    }
    const item = doc[1] as string;
    byItem.set(item, [...(byItem.get(item) ?? []), { id, line: Number(doc[2]) }]);
  }
  for (const [item, tests] of byItem) {
    const lines = [...new Set(tests.map((t) => t.line))].sort((a, b) => a - b);
    for (const test of tests) keys.set(test.id, `${item} #${lines.indexOf(test.line) + 1}`);
  }
  return keys;
}

function targeted(
  { runner, tool, rest }: RunnerInvocation,
  tests: readonly InventoryEntry[],
): string[] | null {
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

const CARGO_TEST = /^test (.+?) \.\.\. (ok|FAILED|ignored)\b/;

export function cargoIds(stdout: string): RunIds {
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  for (const line of stripAnsi(stdout).split('\n')) {
    const match = CARGO_TEST.exec(line.replace(/\r$/, ''));
    if (!match?.[1]) continue;
    ids.ran.push(match[1]);
    if (match[2] === 'ignored') ids.skipped.push(match[1]);
  }
  return ids;
}

const DOC_TEST = /^(.+?) - .*\(line \d+\)$/;

// `parser::tests::parses`: a file defining it, else one naming it, whose path holds most of the
// module segments (a doc test names its file itself); ties go to the shorter path.
function cargoFile(id: string, defined: Definitions, cwd: string): string | null {
  const key = libtestKey(id);
  const doc = DOC_TEST.exec(key)?.[1];
  if (doc !== undefined) return posix.join(cwd, doc);
  const segments = key.split('::');
  const name = segments.pop() ?? '';
  const modules = segments.filter((segment) => segment !== 'tests');
  let best: { file: string; score: number } | null = null;
  for (const { path: file, strong } of defined.get(name) ?? []) {
    const parts = new Set(file.replace(/\.rs$/, '').split('/'));
    // A definition beats any line that only names the test.
    const score = modules.filter((segment) => parts.has(segment)).length + (strong ? 1000 : 0);
    const better =
      best === null ||
      score > best.score ||
      (score === best.score && file.length < best.file.length);
    if (better) best = { file, score };
  }
  return best?.file ?? null;
}

export const cargoListing: ListingSupport = {
  format: 'cargo-list',
  versionProbe: {
    kind: 'commands',
    commands: [
      { words: ['cargo'], args: ['-V'] },
      { words: ['rustc'], args: ['-vV'] },
    ],
    inCheckFolder: false,
  },
  words,
  parse: ({ stdout }) => parseCargoList(stdout),
  // The listing builds the test binaries: it never runs beside the checks, which build them too.
  buildsTests: true,
  key: libtestKey,
  sideKeys: libtestKeys,
  shaped: (id, file) => file === '' && !id.endsWith(': test'),
  targeted,
  consoleIds: (stdout) => cargoIds(stdout),
  definitions: {
    name(id) {
      const key = libtestKey(id);
      if (DOC_TEST.test(key)) return null;
      const name = key.split('::').pop() ?? '';
      return /^\w+$/.test(name) ? name : null;
    },
    // Any line naming the test: `fn name(` defines it; a macro call (`gated_test!(name {…})`)
    // may, where the crate generates its tests.
    search: (names) => ({
      pattern: `(^|[^A-Za-z0-9_])(${names.join('|')})([^A-Za-z0-9_]|$)`,
      pathspec: '*.rs',
    }),
    file: cargoFile,
  },
};
