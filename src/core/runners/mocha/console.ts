// Reads mocha's spec reporter: `41 passing (5ms)`, `1 failing`, `2 pending` and the numbered failure
// blocks (`1) suite` / `test title:` / message / diff / stack).
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText, splitBlocks } from '../../results/console/failure-block.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const MOCHA_PASSING = /^\s+(\d+) passing\b/;
const FAILING = /^\s+(\d+) failing\b/;
const PENDING = /^\s+(\d+) pending\b/;
const BLOCK_HEADER = /^\s{2}\d+\) (.+)$/;

export function parseMocha(output: string): TestRun | null {
  const lines = toLines(output);
  const passingAt = lines.findLastIndex((line) => MOCHA_PASSING.test(line));
  if (passingAt === -1) return null;
  const after = lines.slice(passingAt);
  const count = (pattern: RegExp): number =>
    Number(after.map((line) => pattern.exec(line)?.[1]).find((n) => n !== undefined) ?? 0);
  const blocks = splitBlocks(after, BLOCK_HEADER);
  return makeRun(
    { passed: count(MOCHA_PASSING), failed: count(FAILING), skipped: count(PENDING) },
    blocks.map(toFailure),
  );
}

// The title spans lines: the first after `1) `, nested ones indented below, the test's own ends with `:`.
function toFailure(block: string[]): TestFailure {
  const titleEnd = block.findIndex((line) => line.trimEnd().endsWith(':'));
  const titleLines = block.slice(0, titleEnd + 1);
  const title = titleLines
    .map((line, index) => (index === 0 ? (BLOCK_HEADER.exec(line)?.[1] ?? '') : line).trim())
    .join(' ')
    .replace(/:$/, '');
  return blockFailure(title, firstText(block.slice(titleEnd + 1)), block);
}
