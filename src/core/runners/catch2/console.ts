// Reads a Catch2 binary's console reporter, where the tests are run directly: `All tests passed
// (N assertions in M test cases)` or `test cases: N | P passed | F failed` ends a run, and each
// failed test case's block (its name between dashed lines, then `file:line: FAILED:` and the
// expression with its expansion) is a failure.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure } from '../../results/console/failure-block.js';
import { sanitizerReport } from '../../results/console/sanitizer-report.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';
import { catch2Failure } from './failure.js';

export const CATCH2_SUMMARY =
  /^(?:All tests passed \(\d+ assertions? in (\d+) test cases?\)|test cases:\s+\d+ \|.*)$/;
const DASHES = /^-{20,}$/;
const DOTS = /^\.{20,}$/;
const EQUALS = /^={20,}$/;

export function parseCatch2(output: string): TestRun | null {
  const lines = toLines(output);
  const at = lines.findLastIndex((line) => CATCH2_SUMMARY.test(line));
  if (at === -1) return null;
  const summary = lines[at] ?? '';
  const allPassed = CATCH2_SUMMARY.exec(summary)?.[1];
  const words = countWords(summary.replace(/^test cases:\s+\d+/, ''));
  const counts =
    allPassed !== undefined
      ? { passed: Number(allPassed), failed: 0, skipped: 0 }
      : {
          passed: sumOf(words, 'passed'),
          failed: sumOf(words, 'failed'),
          skipped: sumOf(words, 'skipped'),
        };
  return makeRun(counts, blocks(lines.slice(0, at)).map(toFailure));
}

/** Each test case's block: the dashed header with its name, then its lines up to the next one. */
function blocks(lines: readonly string[]): Array<{ name: string; lines: string[] }> {
  const found: Array<{ name: string; lines: string[] }> = [];
  for (let i = 0; i < lines.length; i++) {
    if (!DASHES.test(lines[i] ?? '') || !DASHES.test(lines[i + 2] ?? '')) continue;
    const end = lines.findIndex((line, j) => j > i + 2 && (DASHES.test(line) || EQUALS.test(line)));
    const body = lines.slice(i + 3, end === -1 ? lines.length : end);
    found.push({ name: (lines[i + 1] ?? '').trim(), lines: body });
    i = (end === -1 ? lines.length : end) - 1;
  }
  return found;
}

function toFailure(block: { name: string; lines: string[] }): TestFailure {
  const body = block.lines.filter((line) => !DOTS.test(line));
  const found = sanitizerReport(body) ?? catch2Failure(body);
  if (found === null) return blockFailure(block.name, body[0] ?? '', body);
  const failure = blockFailure(block.name, found.message, found.lines);
  return { ...failure, file: found.file, line: found.line };
}
