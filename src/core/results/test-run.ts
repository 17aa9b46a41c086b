// Helpers to assemble a TestRun from counts, so every parser derives `passed` and totals the same way.
import type { TestFailure, TestRun } from '../model/results.js';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function makeRun(
  counts: Counts,
  failures: TestFailure[],
  testIds: string[] = [],
  total: number = counts.passed + counts.failed + counts.skipped,
): TestRun {
  return { total, ...counts, failures, testIds };
}

/** Reads `12 passed` style parts of a summary into a map from word to number. */
export function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/(\d+) ([a-z]+)/gi)) {
    const word = (match[2] ?? '').toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + Number(match[1]));
  }
  return counts;
}

export function sumOf(counts: Map<string, number>, ...words: string[]): number {
  return words.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
}
