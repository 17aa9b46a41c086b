// Reads vitest's default console reporter: `Tests  1 failed | 41 passed (42)` and the FAIL blocks of
// `Failed Tests` with the assertion, the diff and the code frame.
import type { TestRun } from '../../model/results.js';
import { blockFailure, firstText } from '../../results/console/failure-block.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const VITEST_TESTS = /^\s*Tests\s{2,}(.+?)\s*\((\d+)\)\s*$/;
export const VITEST_TEST_FILES = /^\s*Test Files\s{2,}/;
/**
 * What vitest prints instead of a summary when it found no test file (exit 0 with
 * `--passWithNoTests`, else 1): a run of no tests, which its JUnit report (0 tests) agrees with.
 */
export const VITEST_NO_FILES = /^\s*No test files found, exiting with code \d+\s*$/;

/** The line that ends a vitest run: its summary, or its words for finding no test file. */
export function vitestRunEnds(line: string): boolean {
  return VITEST_TESTS.test(line) || VITEST_NO_FILES.test(line);
}
const FAIL_HEADER = /^ FAIL {1,2}(.+)$/;
const SUITE_SUFFIX = / \[ .+ \]\s*$/;
// Blocks end at the `⎯⎯⎯[1/2]⎯` rule, at the summary, or at the next section's rule.
const BLOCK_END = /^⎯+|^\s*Test Files\s/;

export function parseVitest(output: string): TestRun | null {
  const lines = toLines(output);
  // vitest prints `Test Files` right above `Tests`; japa's `Tests  2 passed (2)` has no such line.
  const summaryAt = lines.findLastIndex(
    (line, index) => VITEST_TESTS.test(line) && VITEST_TEST_FILES.test(lines[index - 1] ?? ''),
  );
  const summary = lines[summaryAt];
  if (summary === undefined) {
    const foundNone = lines.some((line) => VITEST_NO_FILES.test(line));
    return foundNone ? makeRun({ passed: 0, failed: 0, skipped: 0 }, []) : null;
  }
  const [, parts = '', total = '0'] = VITEST_TESTS.exec(summary) ?? [];
  const counts = countWords(parts);
  const blocks = failBlocks(lines);
  const failures = blocks.flatMap(({ headers, body }) =>
    headers.map((line) => {
      const name = (FAIL_HEADER.exec(line)?.[1] ?? '').replace(SUITE_SUFFIX, '').trim();
      return blockFailure(name, firstText(body), [...headers, ...body]);
    }),
  );
  // A suite that failed to load (`FAIL  a.test.ts [ a.test.ts ]`) is in no test count; it counts
  // as one failed test.
  const broken = blocks
    .flatMap(({ headers }) => headers)
    .filter((h) => SUITE_SUFFIX.test(h)).length;
  return makeRun(
    {
      // An expected failure (`test.fails`) that failed passes, as vitest's JUnit report counts it.
      passed: sumOf(counts, 'passed', 'expected'),
      failed: sumOf(counts, 'failed') + broken,
      skipped: sumOf(counts, 'skipped', 'todo'),
    },
    failures,
    [],
    Number(total) + broken,
  );
}

interface FailBlock {
  headers: string[];
  body: string[];
}

// Vitest prints one body under several FAIL headers when tests failed with the same error.
function failBlocks(lines: readonly string[]): FailBlock[] {
  const blocks: FailBlock[] = [];
  let current: FailBlock | null = null;
  for (const line of lines) {
    if (FAIL_HEADER.test(line)) {
      if (current === null || current.body.length > 0) {
        current = { headers: [], body: [] };
        blocks.push(current);
      }
      current.headers.push(line);
    } else if (current && BLOCK_END.test(line)) {
      current = null;
    } else if (current) {
      current.body.push(line);
    }
  }
  return blocks;
}
