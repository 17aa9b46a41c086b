// The changed files the base inventory shows to hold base tests, where the locked tree ran the
// PR's version; their base texts (one git call) say whether they define those tests.
import { readFiles } from '../../adapters/git.js';
import {
  type BaseTestFile,
  definesListedTests,
  unlockedTestAnomaly,
  unlockedTestFiles,
} from '../../core/inventory/unlocked-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

export async function unlockedTests(
  range: { repo: string; mergeBase: string },
  changes: readonly ChangedFile[],
  baseFiles: readonly BaseTestFile[],
): Promise<Anomaly[]> {
  const found = unlockedTestFiles(changes, baseFiles);
  // Nothing to judge, no git process.
  if (found.length === 0) return [];
  const texts = await readFiles(
    range.repo,
    range.mergeBase,
    found.map(({ change }) => change.path),
  );
  return found
    .filter(({ change, listed }) => definesListedTests(listed, texts.get(change.path) ?? ''))
    .map(({ change }) => unlockedTestAnomaly(change));
}
