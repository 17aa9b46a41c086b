// Reads `deno test`: the `FAILED | 2 passed | 1 failed | 1 ignored (86ms)` summary and the
// ` ERRORS ` section, one `name => ./file.ts:13:6` block per failing test.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, splitBlocks } from '../../results/console/failure-block.js';
import { findLocation } from '../../results/find-location.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const DENO_SUMMARY = /^(?:ok|FAILED) \| (\d+ passed.*)$/;
const BLOCK_HEADER = /^(.+) => (\S+):(\d+):\d+$/;

export function parseDeno(output: string): TestRun | null {
  const lines = toLines(output);
  const summaryAt = lines.findLastIndex((line) => DENO_SUMMARY.test(line));
  if (summaryAt === -1) return null;
  // `1 passed (3 steps)` counts steps apart; only the tests' own counts are read.
  const parts = (DENO_SUMMARY.exec(lines[summaryAt] ?? '')?.[1] ?? '').replace(/\([^)]*\)/g, '');
  const counts = countWords(parts);
  const errorsAt = lines.findLastIndex((l, index) => index < summaryAt && l.trim() === 'ERRORS');
  const failuresAt = lines.findLastIndex(
    (l, index) => index < summaryAt && l.trim() === 'FAILURES',
  );
  const section =
    errorsAt === -1 ? [] : lines.slice(errorsAt + 1, failuresAt === -1 ? summaryAt : failuresAt);
  return makeRun(
    {
      passed: sumOf(counts, 'passed'),
      failed: sumOf(counts, 'failed'),
      skipped: sumOf(counts, 'ignored'),
    },
    splitBlocks(section, BLOCK_HEADER).map(toFailure),
  );
}

function toFailure(block: string[]): TestFailure {
  const [, name = '', declared = '', line = '0'] = BLOCK_HEADER.exec(block[0] ?? '') ?? [];
  const file = declared.replace(/^\.\//, '');
  const error = block.find((l) => /^error: /.test(l)) ?? '';
  const failure = blockFailure(name, error.replace(/^error: /, ''), block);
  // The stack below the header points at the throw; the header only at the declaration.
  const thrown = findLocation(block.slice(1).join('\n'), { file });
  return { ...failure, file: thrown?.file ?? file, line: thrown?.line ?? Number(line) };
}
