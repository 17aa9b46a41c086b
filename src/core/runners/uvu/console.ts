// Reads uvu's console reporter: `Total: 3` / `Passed: 2` / `Skipped: 1` (Total leaves skipped tests
// out) and the `FAIL  suite "test"` blocks with the assertion, the diff and the stack.
import type { TestRun } from '../../model/results.js';
import { blockFailure, firstText, splitBlocks } from '../../results/console/failure-block.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const UVU_TOTAL = /^\s+Total:\s+(\d+)\s*$/;
const PASSED = /^\s+Passed:\s+(\d+)\s*$/;
const SKIPPED = /^\s+Skipped:\s+(\d+)\s*$/;
const FAIL_HEADER = /^\s+FAIL\s+(?:(.+?)\s+)?"(.+)"\s*$/;

export function parseUvu(output: string): TestRun | null {
  const lines = toLines(output);
  const totalAt = lines.findLastIndex((line) => UVU_TOTAL.test(line));
  // The three counters are printed together; `Passed:` right below `Total:` is what makes it uvu.
  const passed = PASSED.exec(lines[totalAt + 1] ?? '');
  if (totalAt === -1 || !passed) return null;
  const ran = Number(UVU_TOTAL.exec(lines[totalAt] ?? '')?.[1]);
  const skipped = Number(SKIPPED.exec(lines[totalAt + 2] ?? '')?.[1] ?? 0);
  const blocks = splitBlocks(lines.slice(0, totalAt), FAIL_HEADER);
  const failures = blocks.map((block) => {
    const [, suite, test = ''] = FAIL_HEADER.exec(block[0] ?? '') ?? [];
    const name = suite ? `${suite} > ${test}` : test;
    return blockFailure(name, firstText(block.slice(1)).replace(/\s+\(\w+\)$/, ''), block);
  });
  return makeRun({ passed: Number(passed[1]), failed: ran - Number(passed[1]), skipped }, failures);
}
