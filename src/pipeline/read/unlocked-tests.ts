// The changed files the base inventory shows to hold base tests, where the locked tree ran the
// PR's version: a file of vitest's in-source tests (`import.meta.vitest`) is product code with
// tests inside, not a test file, and is left out.
import { readFiles } from '../../adapters/git.js';
import { unlockedTestAnomaly, unlockedTestFiles } from '../../core/inventory/unlocked-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

const IN_SOURCE = /\bimport\.meta\.vitest\b/;

export async function unlockedTests(
  range: { repo: string; mergeBase: string },
  changes: readonly ChangedFile[],
  baseFiles: readonly string[],
): Promise<Anomaly[]> {
  const found = unlockedTestFiles(changes, new Set(baseFiles));
  // Nothing to judge, no git process.
  if (found.length === 0) return [];
  const js = found.filter((f) => f.ecosystem === 'javascript').map((f) => f.path);
  const texts = js.length === 0 ? new Map() : await readFiles(range.repo, range.mergeBase, js);
  return found.filter((f) => !IN_SOURCE.test(texts.get(f.path) ?? '')).map(unlockedTestAnomaly);
}
