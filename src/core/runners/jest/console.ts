// Reads jest's console output: `Tests:       1 failed, 41 passed, 42 total` and the `●` blocks with
// the assertion, the code frame and the stack.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText } from '../../results/console/failure-block.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const JEST_TESTS = /^Tests:\s+(.*?),?\s*(\d+) total\s*$/;
const SUITE_LINE = /^ ?(?:FAIL|PASS)\s+(\S+)/;
const BULLET = /^\s{2}● (.+)$/;
// A block ends where jest starts a new suite, the summary, or the repeated failures section.
const BLOCK_END = /^ ?(?:PASS|FAIL|Test Suites:|Summary of all failing tests)\b/;

export function parseJest(output: string): TestRun | null {
  const lines = toLines(output);
  const summary = lines.findLast((line) => JEST_TESTS.test(line));
  if (summary === undefined) return null;
  const [, parts = '', total = '0'] = JEST_TESTS.exec(summary) ?? [];
  const counts = countWords(parts);
  const failures = bulletBlocks(lines);
  // A suite that failed to run is in no test count; it counts as one failed test.
  const broken = failures.filter((failure) => failure.suite).length;
  return makeRun(
    {
      passed: sumOf(counts, 'passed'),
      failed: sumOf(counts, 'failed') + broken,
      skipped: sumOf(counts, 'skipped', 'todo'),
    },
    failures.map(({ suite: _suite, ...failure }) => failure),
    [],
    Number(total) + broken,
  );
}

// `● Test suite failed to run` names no test: the suite's file is the name.
function bulletBlocks(lines: readonly string[]): Array<TestFailure & { suite: boolean }> {
  const failures: Array<TestFailure & { suite: boolean }> = [];
  const seen = new Set<string>();
  let suite = '';
  let block: string[] | null = null;
  const finish = (): void => {
    if (block === null) return;
    const title = BULLET.exec(block[0] ?? '')?.[1] ?? '';
    const suiteFailed = title === 'Test suite failed to run';
    const name = suiteFailed ? suite : title;
    if (!seen.has(`${suite}\u0000${name}`)) {
      seen.add(`${suite}\u0000${name}`);
      const failure = blockFailure(name, firstText(block.slice(1)), block, { file: suite });
      failures.push({ ...failure, suite: suiteFailed });
    }
    block = null;
  };
  for (const line of lines) {
    if (BULLET.test(line)) {
      finish();
      block = [line];
    } else if (BLOCK_END.test(line)) {
      finish();
      suite = SUITE_LINE.exec(line)?.[1] ?? suite;
    } else {
      block?.push(line);
    }
  }
  finish();
  return failures;
}
