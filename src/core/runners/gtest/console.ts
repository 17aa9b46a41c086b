// Reads a GoogleTest binary's own console output, where the tests are run directly (not through
// ctest): `[==========] N tests from M test suites ran.` ends a run, the `[  PASSED  ]`,
// `[  SKIPPED ]`, `[  FAILED  ]` lines and `YOU HAVE N DISABLED TESTS` count it, and each failed
// test's block from `[ RUN      ]` to `[  FAILED  ]` is its failure.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure } from '../../results/console/failure-block.js';
import { sanitizerReport } from '../../results/console/sanitizer-report.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';
import { gtestFailure } from './failure.js';

export const GTEST_RAN = /^\[==========\] \d+ tests? from \d+ test (?:suites?|cases?) ran\./;
const PASSED = /^\[ {2}PASSED {2}\] (\d+) tests?\.$/;
const SKIPPED = /^\[ {2}SKIPPED \] (\d+) tests?, listed below:$/;
const FAILED = /^\[ {2}FAILED {2}\] (\d+) tests?, listed below:$/;
const DISABLED = /^\s*YOU HAVE (\d+) DISABLED TESTS?$/;
const RESULT = /^\[(?: {7}OK | {2}FAILED {2}| {2}SKIPPED )\] (\S+) \(\d+ ms\)$/;
const RUN = /^\[ RUN {6}\] (\S+)$/;
const FAILED_TEST = /^\[ {2}FAILED {2}\] (\S+) \(\d+ ms\)$/;

export function parseGtest(output: string): TestRun | null {
  const lines = toLines(output);
  const ran = lines.findLastIndex((line) => GTEST_RAN.test(line));
  if (ran === -1) return null;
  // The summary of the last run only: one binary's lines after its `ran.` line.
  const tail = lines.slice(ran);
  const count = (pattern: RegExp): number =>
    Number(tail.map((line) => pattern.exec(line)?.[1]).find((n) => n !== undefined) ?? 0);
  const counts = {
    passed: count(PASSED),
    failed: count(FAILED),
    skipped: count(SKIPPED) + count(DISABLED),
  };
  const ids = lines.map((line) => RESULT.exec(line)?.[1]).filter((id) => id !== undefined);
  const failures = lines.flatMap((line, at) => {
    const name = FAILED_TEST.exec(line)?.[1];
    return name === undefined ? [] : [testFailure(name, lines, at)];
  });
  return makeRun(counts, failures, ids);
}

/** The block of one failed test: from its `[ RUN      ]` line to its `[  FAILED  ]` line. */
function testFailure(name: string, lines: readonly string[], end: number): TestFailure {
  const start = lines.slice(0, end).findLastIndex((line) => RUN.exec(line)?.[1] === name);
  const block = lines.slice(start === -1 ? end : start, end + 1);
  const found = sanitizerReport(block) ?? gtestFailure(block);
  if (found === null) return blockFailure(name, block[1] ?? '', block);
  return { ...blockFailure(name, found.message, found.lines), file: found.file, line: found.line };
}
