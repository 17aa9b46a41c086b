// Reads gotestsum: `DONE 7 tests, 1 skipped, 3 failures in 0.41s` (errors are packages that did not
// build) and the `=== FAIL: pkg Test (0.00s)` blocks of its `=== Failed` and `=== Errors` sections.
import type { TestFailure, TestRun } from '../../model/results.js';
import { splitBlocks } from '../../results/console/failure-block.js';
import {
  goPackageFailure,
  goTestFailure,
  insertFailure,
} from '../../results/go-json/go-failure.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const GOTESTSUM_DONE = /^DONE (?:\d+ runs?, )?(\d+ tests?(?:, \d+ \w+)*) in [\d.]+m?s\s*$/;
const FAIL_HEADER = /^=== FAIL: (\S+) (\S+)(?: \([\d.]+m?s\))?\s*$/;
const SECTION = /^=== (?:Skipped|Failed|Errors|SKIP:|FAIL:)/;

export function parseGotestsum(output: string): TestRun | null {
  const lines = toLines(output);
  const doneAt = lines.findLastIndex((line) => GOTESTSUM_DONE.test(line));
  if (doneAt === -1) return null;
  const counts = countWords(GOTESTSUM_DONE.exec(lines[doneAt] ?? '')?.[1] ?? '');
  const total = sumOf(counts, 'test', 'tests');
  const skipped = sumOf(counts, 'skipped');
  const failed = sumOf(counts, 'failure', 'failures');
  const errors = sumOf(counts, 'error', 'errors');
  const before = lines.slice(0, doneAt);
  const failures: TestFailure[] = [];
  for (const block of splitBlocks(before, FAIL_HEADER, (line) => SECTION.test(line))) {
    const [, , test = ''] = FAIL_HEADER.exec(block[0] ?? '') ?? [];
    const body = block.slice(1);
    while (body.length > 0 && (body.at(-1) ?? '').trim() === '') body.pop();
    // A parent whose subtest failed prints nothing of its own; the subtest holds the assertion.
    const silent = body.every((line) => line.trim() === '');
    if (silent && failures.some((other) => other.name.startsWith(`${test}/`))) continue;
    insertFailure(failures, goTestFailure(test, body.length > 0 ? body : [block[0] ?? '']));
  }
  failures.push(...errorFailures(before));
  return makeRun(
    { passed: Math.max(0, total - skipped - failed), failed: failed + errors, skipped },
    failures,
    [],
    total + errors,
  );
}

// `=== Errors` lists the build output of the packages that did not compile.
function errorFailures(lines: readonly string[]): TestFailure[] {
  const at = lines.indexOf('=== Errors');
  if (at === -1) return [];
  const body = lines.slice(at + 1).filter((line) => line.trim() !== '');
  const pkg = /^# (\S+)/.exec(body[0] ?? '')?.[1] ?? 'build';
  return body.length > 0 ? [goPackageFailure(pkg, body)] : [];
}
