// bats's console: TAP where it has no terminal (CI, and every run testlock starts), its pretty
// formatter's summary (`3 tests, 1 failure, 1 skipped`) where it has one.
import type { TestRun } from '../../model/results.js';
import { parseTap } from '../../results/tap/parse-tap.js';
import { makeRun } from '../../results/test-run.js';
import { clipBlock } from '../../text/clip.js';
import { toLines } from '../../text/strip-ansi.js';

/** The pretty formatter's last line. */
export const BATS_SUMMARY =
  /^(\d+) tests?, (\d+) failures?(?:, (\d+) skipped)?(?:, \d+ not run)?(?: in [\d.]+ seconds)?\s*$/;

const NOT_OK = /^not ok \d+ (.*?)(?:\s+#.*)?$/;

/**
 * bats prints why a test failed as `# ` comment lines after its `not ok` (the file and line, the
 * command that failed, the test's output): each failure's detail is those lines, verbatim.
 */
function withComments(run: TestRun, lines: readonly string[]): TestRun {
  const failures = run.failures.map((failure) => {
    const at = lines.findIndex((line) => NOT_OK.exec(line)?.[1] === failure.name);
    if (at === -1) return failure;
    const end = lines.findIndex((line, i) => i > at && !line.startsWith('#'));
    const block = lines.slice(at, end === -1 ? undefined : end);
    const said = block.slice(1).map((line) => line.replace(/^#\s?/, '').trim());
    const message =
      said.find((line) => line !== '' && !line.startsWith('(in test file')) ?? failure.message;
    return { ...failure, message, detail: clipBlock(block.join('\n')) };
  });
  return { ...run, failures };
}

export function parseBats(output: string): TestRun | null {
  const lines = toLines(output);
  const summary = lines.findLast((line) => BATS_SUMMARY.test(line.trim()));
  if (summary === undefined) {
    const tap = parseTap(output);
    return tap === null ? null : withComments(tap, lines);
  }
  const [, total = '0', failed = '0', skipped = '0'] = BATS_SUMMARY.exec(summary.trim()) ?? [];
  const run = Number(total);
  const failures = Number(failed);
  const skips = Number(skipped);
  // The pretty print names no failure in a form worth more than TAP's: counts only.
  return makeRun({ passed: run - failures - skips, failed: failures, skipped: skips }, []);
}
