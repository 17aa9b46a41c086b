// vitest's base inventory: `vitest list --json` names every test with its file without running
// it; a targeted run is `vitest run FILE… -t <names>`; suites are joined with ` > ` on both sides.
import { relativePath, unique } from '../../inventory/listing-text.js';
import type { InventoryEntry } from '../../model/inventory.js';
import { escapeRegExp } from '../../text/escape-regexp.js';
import type { ListingSupport, ListingWords, RunnerInvocation } from '../profile.js';

/** vitest's watch-mode verbs; what follows them are its filters and options. */
function withoutVerb(rest: readonly string[]): readonly string[] {
  return ['run', 'watch', 'dev'].includes(rest[0] ?? '') ? rest.slice(1) : rest;
}

function words({ tool, rest }: RunnerInvocation, outFile: string): ListingWords {
  return {
    words: [...tool, 'list', ...withoutVerb(rest), `--json=${outFile}`],
    format: 'vitest-json',
  };
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

// The JUnit reporters and `vitest list` both join suites with ` > `; spacing is the only drift.
export function suiteKey(id: string): string {
  return id
    .split('>')
    .map((part) => part.trim())
    .join(' > ');
}

// vitest's `-t` is a RegExp over the full name: the suites and the case joined by spaces.
function targeted(
  { runner, tool, rest }: RunnerInvocation,
  tests: readonly InventoryEntry[],
): string[] | null {
  if (runner !== 'vitest') return null;
  const files = unique(tests.map((test) => test.file));
  const names = tests.map((test) => {
    const parts = suiteKey(test.id).split(' > ');
    return escapeRegExp(parts.slice(1).join(' '));
  });
  return [...tool, 'run', ...withoutVerb(rest), ...files, '-t', `^(?:${unique(names).join('|')})$`];
}

export const vitestListing: ListingSupport = {
  format: 'vitest-json',
  versionProbe: { kind: 'node-package', name: 'vitest' },
  words,
  writesFile: true,
  parse: ({ file, cwd }) => parseVitestList(file ?? '', cwd),
  key: suiteKey,
  shaped: (id, file) => file !== '' && id.startsWith(`${file} > `),
  targeted,
};
