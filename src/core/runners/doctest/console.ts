// Reads a doctest binary's console reporter, where the tests are run directly: `[doctest] test
// cases: N | P passed | F failed | S skipped` ends a run, and each `TEST CASE:` block between the
// `====` separators is a failure.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure } from '../../results/console/failure-block.js';
import { sanitizerReport } from '../../results/console/sanitizer-report.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';
import { doctestFailure } from './failure.js';

export const DOCTEST_SUMMARY = /^\[doctest\] test cases:\s+\d+ \|/;
const TEST_CASE = /^TEST CASE:\s+(.+)$/;
const EQUALS = /^={20,}$/;

export function parseDoctest(output: string): TestRun | null {
  const lines = toLines(output);
  const at = lines.findLastIndex((line) => DOCTEST_SUMMARY.test(line));
  if (at === -1) return null;
  const words = countWords((lines[at] ?? '').replace(/^\[doctest\] test cases:\s+\d+/, ''));
  const counts = {
    passed: sumOf(words, 'passed'),
    failed: sumOf(words, 'failed'),
    skipped: sumOf(words, 'skipped'),
  };
  return makeRun(counts, blocks(lines.slice(0, at)));
}

function blocks(lines: readonly string[]): TestFailure[] {
  const failures: TestFailure[] = [];
  lines.forEach((line, at) => {
    const name = TEST_CASE.exec(line)?.[1]?.trim();
    if (name === undefined) return;
    const end = lines.findIndex((l, i) => i > at && EQUALS.test(l));
    const body = lines.slice(at - 1, end === -1 ? lines.length : end);
    const found = sanitizerReport(body) ?? doctestFailure(body);
    if (found === null) {
      failures.push(blockFailure(name, body[0] ?? '', body));
      return;
    }
    const failure = blockFailure(name, found.message, found.lines);
    failures.push({ ...failure, file: found.file, line: found.line });
  });
  return failures;
}
