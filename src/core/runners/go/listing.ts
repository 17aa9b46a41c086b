// `go test`'s base inventory: `go test -list .` names the top-level tests of each package without
// running them; a targeted run is `go test -run '^(?:A|B)$'`; a listed test's file is found by a
// `git grep` of `func Name(` at base, in the folder that fits its import path best.

import { posix } from 'node:path';
import { listingLines, unique } from '../../inventory/listing-text.js';
import type { InventoryEntry, RunIds } from '../../model/inventory.js';
import { stripAnsi } from '../../text/strip-ansi.js';
import type { Definitions, ListingSupport, ListingWords, RunnerInvocation } from '../profile.js';

// Flags that change the output format; -list prints plain names.
const GO_OUTPUT_FLAGS = /^-(?:json|v|cover\w*|coverprofile)(?:=.*)?$/;

function words({ tool, rest }: RunnerInvocation): ListingWords {
  if (rest[0] !== 'test') return { reason: 'go: only `go test` can list tests' };
  const kept = rest.slice(1).filter((word) => !GO_OUTPUT_FLAGS.test(word));
  return { words: [...tool, 'test', '-list', '.', ...kept], format: 'go-list' };
}

// Benchmarks do not run in `go test`, examples only when they declare their output.
const GO_LISTED = /^(?:Test|Fuzz)\w*$/;
const GO_PACKAGE = /^ok\s+(\S+)/;

/** `go test -list . ./...`: the names of a package, then `ok <import path> <time>`. */
export function parseGoList(stdout: string): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  let pending: string[] = [];
  for (const line of listingLines(stdout)) {
    const pkg = GO_PACKAGE.exec(line)?.[1];
    if (pkg !== undefined) {
      entries.push(...pending.map((name) => ({ id: `${pkg}.${name}`, file: '' })));
      pending = [];
    } else if (GO_LISTED.test(line)) {
      pending.push(line);
    }
  }
  return entries;
}

// `-run` takes one pattern per level; a base listing names only top-level tests.
function targeted(
  { runner, tool, rest }: RunnerInvocation,
  tests: readonly InventoryEntry[],
): string[] | null {
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

const GO_RESULT = /^\s*--- (PASS|FAIL|SKIP): (\S+) \(/;
const GO_PACKAGE_LINE = /^(ok|FAIL|\?)\s+(\S+)(.*)$/;

/**
 * `go test -v` without `-json` (a wrapper reached through GOFLAGS, several `go test` steps in one
 * script): each package's `--- PASS: TestX` lines come before its `ok <pkg>` line. Null when a
 * package ran without naming its tests (not verbose): the console then names nothing.
 */
export function goConsoleIds(stdout: string): RunIds | null {
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  let pending: Array<{ name: string; skipped: boolean }> = [];
  for (const raw of stripAnsi(stdout).split('\n')) {
    const line = raw.replace(/\r$/, '');
    const result = GO_RESULT.exec(line);
    if (result) {
      pending.push({ name: result[2] as string, skipped: result[1] === 'SKIP' });
      continue;
    }
    const pkg = GO_PACKAGE_LINE.exec(line);
    if (pkg === null) continue;
    const rest = pkg[3] ?? '';
    const ranNone = pkg[1] === '?' || /\[(?:no test files|build failed|setup failed)\]/.test(rest);
    if (pending.length === 0 && !ranNone && !/no tests to run/.test(rest)) return null;
    for (const test of ranNone ? [] : pending) {
      const id = `${pkg[2]}.${test.name}`;
      ids.ran.push(id);
      if (test.skipped) ids.skipped.push(id);
    }
    pending = [];
  }
  return ids.ran.length === 0 ? null : ids;
}

// `example.com/m/sub.TestA`: the `_test.go` file whose folder is the longest tail of the import
// path; a root-folder file only when no deeper folder fits.
function goFile(id: string, defined: Definitions): string | null {
  const dot = id.lastIndexOf('.');
  const importPath = id.slice(0, dot);
  const named = defined.get(id.slice(dot + 1)) ?? [];
  const candidates = named.filter((d) => d.strong).map((d) => d.path);
  let best: { file: string; depth: number } | null = null;
  for (const file of candidates) {
    const dir = posix.dirname(file);
    const fits = dir === '.' || importPath === dir || importPath.endsWith(`/${dir}`);
    const depth = dir === '.' ? 0 : dir.split('/').length;
    if (fits && (best === null || depth > best.depth)) best = { file, depth };
  }
  return best?.file ?? candidates[0] ?? null;
}

const GO_ID = /^\S+\.(?:Test|Fuzz)\w*$/;

export const goListing: ListingSupport = {
  format: 'go-list',
  versionProbe: {
    kind: 'commands',
    commands: [{ words: ['go'], args: ['env', 'GOVERSION', 'GOOS', 'GOARCH', 'GOFLAGS'] }],
    inCheckFolder: true,
  },
  words,
  parse: ({ stdout }) => parseGoList(stdout),
  key: (id) => id.trim(),
  shaped: (id, file) => file === '' && GO_ID.test(id),
  targeted,
  consoleIds: (stdout) => goConsoleIds(stdout),
  definitions: {
    name(id) {
      const name = id.slice(id.lastIndexOf('.') + 1);
      return /^\w+$/.test(name) ? name : null;
    },
    search: (names) => ({ pattern: `^func (${names.join('|')})\\(`, pathspec: '*_test.go' }),
    file: (id, defined) => goFile(id, defined),
  },
};
