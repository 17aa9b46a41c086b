// Reads what a runner's listing printed into the base inventory, with each id in the form the
// results parsers give it, so that "listed at base" and "ran now" compare as plain strings.
import { isAbsolute, posix, relative } from 'node:path';
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';

export interface ListingText {
  stdout: string;
  /** The vitest JSON file's content, where one was asked for. */
  file: string | null;
  /** Absolute folder the runner ran in, to make absolute file paths relative. */
  cwd: string;
}

/** The listed tests; throws when the output is not what the format promises. */
export function parseListing(format: ListingFormat, text: ListingText): InventoryEntry[] {
  switch (format) {
    case 'pytest':
      return parsePytestCollect(text.stdout);
    case 'vitest-json':
      return parseVitestList(text.file ?? '', text.cwd);
    case 'jest-files':
      return parseJestFiles(text.stdout, text.cwd);
    case 'go-list':
      return parseGoList(text.stdout);
    case 'cargo-list':
      return parseCargoList(text.stdout);
  }
}

/** `pytest --collect-only -q`: one node id per line, then a blank line and `N tests collected`. */
export function parsePytestCollect(stdout: string): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  for (const line of lines(stdout)) {
    if (line === '') break;
    const sep = line.indexOf('::');
    if (sep <= 0) continue;
    entries.push({ id: line, file: line.slice(0, sep) });
  }
  return entries;
}

/** `vitest list --json`: `[{name: "suite > case", file: "/abs/test/a.test.ts"}]`. */
export function parseVitestList(json: string, cwd: string): InventoryEntry[] {
  const data: unknown = JSON.parse(json);
  if (!Array.isArray(data)) throw new Error('vitest list --json: expected an array');
  return data.map((item: unknown): InventoryEntry => {
    const { name, file } = (item ?? {}) as { name?: unknown; file?: unknown };
    if (typeof name !== 'string' || typeof file !== 'string') {
      throw new Error('vitest list --json: expected {name, file} entries');
    }
    // The JUnit reporter names a case `<file relative to the root> > <suites> > <name>`.
    const path = relativePath(file, cwd);
    return { id: `${path} > ${name}`, file: path };
  });
}

/** `jest --listTests`: one absolute test file per line; jest's console names files relative. */
export function parseJestFiles(stdout: string, cwd: string): InventoryEntry[] {
  return lines(stdout)
    .filter((line) => isAbsolute(line))
    .map((line) => {
      const path = relativePath(line, cwd);
      return { id: path, file: path };
    });
}

// Benchmarks do not run in `go test`, examples only when they declare their output.
const GO_LISTED = /^(?:Test|Fuzz)\w*$/;
const GO_PACKAGE = /^ok\s+(\S+)/;

/** `go test -list . ./...`: the names of a package, then `ok <import path> <time>`. */
export function parseGoList(stdout: string): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  let pending: string[] = [];
  for (const line of lines(stdout)) {
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

/** `cargo test -- --list`: `name: test` per test of each test binary (doc tests included). */
export function parseCargoList(stdout: string): InventoryEntry[] {
  return lines(stdout)
    .filter((line) => line.endsWith(': test'))
    .map((line) => ({ id: line.slice(0, -': test'.length), file: '' }));
}

function lines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, '').trimEnd());
}

function relativePath(file: string, cwd: string): string {
  const path = isAbsolute(file) ? relative(cwd, file) : file;
  return path.split('\\').join(posix.sep);
}
