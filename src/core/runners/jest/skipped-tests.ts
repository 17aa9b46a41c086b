// jest lists its base tests by file (`--listTests`), but its JSON report names each test: the tests
// of base files that skip now become entries of their own, so each can be confirmed at base and
// reported as `test-newly-skipped` by name, with its file.
import type { InventoryEntry, RunIds } from '../../model/inventory.js';

const SEPARATOR = ' > ';

/** The tests skipped now (`<file> > <describe…> > <title>`) whose file is a base test file. */
export function jestSkippedTests(base: readonly InventoryEntry[], now: RunIds): InventoryEntry[] {
  const files = new Set(base.map((entry) => entry.id.trim()));
  const found = new Map<string, InventoryEntry>();
  for (const id of now.skipped) {
    const cut = id.indexOf(SEPARATOR);
    const file = cut < 0 ? '' : id.slice(0, cut);
    if (file !== '' && files.has(file)) found.set(id, { id, file });
  }
  return [...found.values()];
}
