// Reads jasmine's default console reporter: `4 specs, 1 failure, 1 pending spec` and the numbered
// `Failures:` blocks (`1) suite spec`, `Message:`, `Stack:`).
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText, splitBlocks } from '../../results/console/failure-block.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const JASMINE_SUMMARY = /^(\d+) specs?, (\d+) failures?(?:, (\d+) pending specs?)?\s*$/;
const BLOCK_HEADER = /^\d+\) (.+)$/;

export function parseJasmine(output: string): TestRun | null {
  const lines = toLines(output);
  const summaryAt = lines.findLastIndex((line) => JASMINE_SUMMARY.test(line));
  if (summaryAt === -1) return null;
  const [, specs = '0', failed = '0', pending = '0'] =
    JASMINE_SUMMARY.exec(lines[summaryAt] ?? '') ?? [];
  const failuresAt = lines.findLastIndex(
    (line, index) => index < summaryAt && line === 'Failures:',
  );
  const section = failuresAt === -1 ? [] : lines.slice(failuresAt + 1, summaryAt);
  const end = section.findIndex((line) => /^(?:Pending|Suite error|Incomplete):/.test(line));
  const blocks = splitBlocks(end === -1 ? section : section.slice(0, end), BLOCK_HEADER);
  const total = Number(specs);
  return makeRun(
    {
      passed: total - Number(failed) - Number(pending),
      failed: Number(failed),
      skipped: Number(pending),
    },
    blocks.map(toFailure),
    [],
    total,
  );
}

function toFailure(block: string[]): TestFailure {
  const name = BLOCK_HEADER.exec(block[0] ?? '')?.[1] ?? '';
  const messageAt = block.findIndex((line) => /^\s+Message:\s*$/.test(line));
  return blockFailure(name, firstText(block.slice(messageAt + 1)), block);
}
