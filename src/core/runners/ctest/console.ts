// Reads ctest's console output. Each `N/M Test #k: name ....   Passed   0.02 sec` line is one test:
// `Passed`; `***Skipped` or `***Not Run (Disabled)`, skipped; anything else (`***Failed`,
// `***Not Run`, `***Timeout`, `Subprocess aborted***Exception:`), failed, as ctest counts it. The
// lines `--output-on-failure` prints under a failed test's line are its failure, and
// `NN% tests passed, F tests failed out of T` ends the run.
import type { RunIds } from '../../model/inventory.js';
import type { TestFailure, TestRun } from '../../model/results.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';
import { testOutputFailure } from './test-output.js';

export const CTEST_SUMMARY = /^\d+% tests passed, (\d+) tests? failed out of (\d+)$/;
const NO_TESTS = /^No tests were found!!!$/;
const RESULT =
  /^\s*\d+\/\d+ Test\s+#\d+: (.+?) \.*\s*(Passed\b.*?|\*\*\*.*?|[A-Za-z][\w ]*?\*\*\*.*?)\s+[\d.]+ sec$/;
const START = /^\s+Start\s+\d+: /;
const HEADER = /^Test project /;

/** Whether ctest's word for a test's end means it was skipped (by a skip rule or disabled). */
export function isSkippedStatus(status: string): boolean {
  return /^\*\*\*(?:Skipped|Not Run \(Disabled\))/.test(status);
}

export function parseCtest(output: string): TestRun | null {
  const lines = toLines(output);
  const end = lines.findLastIndex(
    (line) => CTEST_SUMMARY.test(line.trim()) || NO_TESTS.test(line.trim()),
  );
  if (end === -1) return null;
  // The last run only: a script that runs ctest twice is read by its last summary.
  const start = lines.slice(0, end).findLastIndex((line) => HEADER.test(line));
  const run = lines.slice(start === -1 ? 0 : start, end + 1);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const ids: string[] = [];
  const failures: TestFailure[] = [];
  run.forEach((line, at) => {
    const result = RESULT.exec(line);
    if (!result) return;
    const [, name = '', status = ''] = result;
    ids.push(name);
    if (status.startsWith('Passed')) counts.passed++;
    else if (isSkippedStatus(status)) counts.skipped++;
    else {
      counts.failed++;
      failures.push(testOutputFailure(name, outputAfter(run, at), status.replace(/^\*+/, '')));
    }
  });
  if (ids.length === 0) return summaryOnly(lines[end] ?? '');
  return makeRun(counts, failures, ids);
}

/** The tests the console names, and which were skipped or disabled (where no report was written). */
export function ctestConsoleIds(stdout: string): RunIds | null {
  const ids: RunIds = { ran: [], skipped: [], unit: 'test' };
  for (const line of toLines(stdout)) {
    const result = RESULT.exec(line);
    if (!result) continue;
    const [, name = '', status = ''] = result;
    ids.ran.push(name);
    if (isSkippedStatus(status)) ids.skipped.push(name);
  }
  return ids.ran.length === 0 ? null : ids;
}

/** The lines `--output-on-failure` printed under a result line, up to the next test or summary. */
function outputAfter(lines: readonly string[], at: number): string[] {
  const out: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (START.test(line) || RESULT.test(line) || CTEST_SUMMARY.test(line.trim())) break;
    out.push(line);
  }
  return out;
}

// `-Q` or a progress display printed no result lines: the summary's numbers (skipped tests are
// among its passed ones, disabled ones left out).
function summaryOnly(summary: string): TestRun | null {
  const match = CTEST_SUMMARY.exec(summary.trim());
  if (!match) return makeRun({ passed: 0, failed: 0, skipped: 0 }, []);
  const failed = Number(match[1]);
  return makeRun({ passed: Number(match[2]) - failed, failed, skipped: 0 }, []);
}
