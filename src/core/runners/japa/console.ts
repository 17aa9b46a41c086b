// Reads japa's spec reporter: `Tests  2 passed, 1 failed, 1 skipped (4)` under the ` PASSED ` /
// ` FAILED ` banner, and the ` ERRORS ` section's `❯ group / test` blocks.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, splitBlocks } from '../../results/console/failure-block.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const JAPA_TESTS = /^Tests\s{2}(\d+ \w+(?:, \d+ \w+)*) \((\d+)\)\s*$/;
const BANNER = /^ (?:PASSED|FAILED) $/;
const BLOCK_HEADER = /^❯ (.+)$/;
const BLOCK_END = /^\[\d+\/\d+\]─|^ FAILED $/;

export function parseJapa(output: string): TestRun | null {
  const lines = toLines(output);
  const testsAt = lines.findLastIndex((line) => JAPA_TESTS.test(line));
  // The banner two lines up is japa's; vitest's `Tests` line has `|` between its counts.
  if (testsAt === -1 || !BANNER.test(lines[testsAt - 2] ?? '')) return null;
  const [, parts = '', total = '0'] = JAPA_TESTS.exec(lines[testsAt] ?? '') ?? [];
  const counts = countWords(parts);
  const errorsAt = lines.findLastIndex((l, index) => index < testsAt && l === ' ERRORS ');
  const section = errorsAt === -1 ? [] : lines.slice(errorsAt + 1, testsAt);
  const end = section.findIndex((line) => BLOCK_END.test(line));
  return makeRun(
    {
      passed: sumOf(counts, 'passed'),
      failed: sumOf(counts, 'failed'),
      skipped: sumOf(counts, 'skipped', 'todo'),
    },
    splitBlocks(end === -1 ? section : section.slice(0, end), BLOCK_HEADER).map(toFailure),
    [],
    Number(total),
  );
}

function toFailure(block: string[]): TestFailure {
  const name = BLOCK_HEADER.exec(block[0] ?? '')?.[1] ?? '';
  const message = block.find((line) => line.startsWith('ℹ ')) ?? '';
  return blockFailure(name, message.replace(/^ℹ /, ''), block);
}
