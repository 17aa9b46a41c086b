// Reads @hapi/lab's console reporter: `1 of 3 tests failed (1 skipped)` or `3 tests complete` (the
// count leaves skipped and todo tests out) and the numbered `Failed tests:` blocks.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText, splitBlocks } from '../../results/console/failure-block.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const LAB_SUMMARY = /^(?:(\d+) of )?(\d+) tests? (failed|complete)(?: \((.+)\))?\s*$/;
const BLOCK_HEADER = /^\s{2}\d+\) (.+):$/;

export function parseLab(output: string): TestRun | null {
  const lines = toLines(output);
  const summaryAt = lines.findLastIndex((line) => LAB_SUMMARY.test(line));
  // lab always prints its duration right below the count.
  if (summaryAt === -1 || !/^Test duration: /.test(lines[summaryAt + 1] ?? '')) return null;
  const [, failedText, ranText = '0', , extra = ''] =
    LAB_SUMMARY.exec(lines[summaryAt] ?? '') ?? [];
  const ran = Number(ranText);
  const failed = Number(failedText ?? 0);
  const skipped = sumOf(countWords(extra), 'skipped', 'todo');
  const failedAt = lines.findLastIndex(
    (line, index) => index < summaryAt && line === 'Failed tests:',
  );
  const section = failedAt === -1 ? [] : lines.slice(failedAt + 1, summaryAt);
  return makeRun(
    { passed: ran - failed, failed, skipped },
    splitBlocks(section, BLOCK_HEADER).map(toFailure),
  );
}

// The message is the line above the stack: a diff of actual and expected may come first.
function toFailure(block: string[]): TestFailure {
  const name = BLOCK_HEADER.exec(block[0] ?? '')?.[1] ?? '';
  const stackAt = block.findIndex((line) => /^\s+at /.test(line));
  const above = (stackAt === -1 ? block : block.slice(1, stackAt)).filter((l) => l.trim() !== '');
  return blockFailure(name, (above[above.length - 1] ?? firstText(block.slice(1))).trim(), block);
}
