// What one ctest test printed, read for its failure: a sanitizer's report first (it is why the
// process died), then the assertion of the framework the test binary uses (GoogleTest, Catch2,
// doctest), then a C `assert()`, else the output as it is.
import type { TestFailure } from '../../model/results.js';
import { blockFailure, firstText } from '../../results/console/failure-block.js';
import { sanitizerReport } from '../../results/console/sanitizer-report.js';
import { trimBlankLines } from '../../text/clip.js';
import { treeRelative } from '../../text/tree-paths.js';
import { catch2Failure } from '../catch2/failure.js';
import { doctestFailure } from '../doctest/failure.js';
import { gtestFailure } from '../gtest/failure.js';

// glibc: `prog: src/x.c:6: main: Assertion `n == 4' failed.`
const C_ASSERT = /^(?:[^:\s]+: )?(.+?):(\d+): .*Assertion `.*' failed\.$/;

/** The failure of test `name` from its output; `status` is ctest's word for how it ended. */
export function testOutputFailure(
  name: string,
  output: readonly string[],
  status: string,
): TestFailure {
  const lines = trimBlankLines(output);
  const found =
    sanitizerReport(lines) ?? gtestFailure(lines) ?? catch2Failure(lines) ?? doctestFailure(lines);
  if (found !== null) {
    const failure = blockFailure(name, found.message, found.lines);
    return { ...failure, file: found.file, line: found.line };
  }
  const relative = lines.map(treeRelative);
  const assertion = relative.map((line) => C_ASSERT.exec(line)).find((m) => m !== null);
  if (assertion) {
    const failure = blockFailure(name, assertion[0], relative);
    return { ...failure, file: assertion[1] ?? null, line: Number(assertion[2]) };
  }
  // A test that printed nothing (a missing executable, a bare non-zero exit): ctest's own word.
  return blockFailure(
    name,
    firstText(relative) || status,
    relative.length > 0 ? relative : [status],
  );
}
