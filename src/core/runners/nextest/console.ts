// Reads `cargo nextest run`: `Summary [ 0.01s] 3 tests run: 2 passed, 1 failed, 1 skipped`, the
// failed tests listed below it, and each one's captured output (`stderr ───` or `--- STDERR: ... ---`).
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure } from '../../results/console/failure-block.js';
import { findPanic } from '../../results/console/rust-panic.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const NEXTEST_SUMMARY = /^\s*Summary \[\s*[\d.]+s\] (\d+) tests? run: (.+)$/;
// `FAIL [   0.004s] binary test`, `(1/7)` counters in newer versions, TIMEOUT and signals too.
const STATUS =
  /^\s+(PASS|FAIL|FLAKY|LEAK|SLOW|TIMEOUT|SIGSEGV|SIGABRT|SIGKILL|ABORT|TRY \d+ FAIL|SKIP)\s+\[\s*[>\d.]+s\]\s+(?:\(\s*\d+\/\d+\)\s+)?(\S+)\s+(.+?)\s*$/;
const OLD_OUTPUT = /^--- (?:STDOUT|STDERR):\s+(\S+)\s+(.+?) ---$/;
const RULE = /^─{4,}$|^-{12}$/;

export function parseNextest(output: string): TestRun | null {
  const lines = toLines(output);
  const summaryAt = lines.findLastIndex((line) => NEXTEST_SUMMARY.test(line));
  if (summaryAt === -1) return null;
  const [, runText = '0', parts = ''] = NEXTEST_SUMMARY.exec(lines[summaryAt] ?? '') ?? [];
  const counts = countWords(parts.replace(/\([^)]*\)/g, ''));
  const run = Number(runText);
  const passed = sumOf(counts, 'passed');
  const skipped = sumOf(counts, 'skipped');
  // Every test that ran and did not pass failed: `failed`, `timed out`, `exec failed`, signals.
  const failedTests = lines
    .slice(summaryAt + 1)
    .map((line) => STATUS.exec(line))
    .filter((m) => m !== null && m[1] !== 'PASS' && m[1] !== 'SKIP' && m[1] !== 'FLAKY');
  const failures = failedTests.map((m) =>
    toFailure(lines.slice(0, summaryAt), m?.[2] ?? '', m?.[3] ?? ''),
  );
  return makeRun({ passed, failed: run - passed, skipped }, failures, [], run + skipped);
}

function toFailure(lines: readonly string[], binary: string, test: string): TestFailure {
  const block = outputOf(lines, binary, test);
  const panic = findPanic(block);
  const failure = blockFailure(test, panic?.message ?? '', block);
  return panic ? { ...failure, file: panic.file, line: panic.line } : failure;
}

// The test's status line and the output sections below it, up to the next test or rule; older
// versions print `--- STDERR: binary test ---` sections instead.
function outputOf(lines: readonly string[], binary: string, test: string): string[] {
  const own = (line: string): boolean => {
    const status = STATUS.exec(line);
    const old = OLD_OUTPUT.exec(line);
    return (
      (status?.[2] === binary && status[3] === test && status[1] !== 'PASS') ||
      (old?.[1] === binary && old[2] === test)
    );
  };
  const block: string[] = [];
  let inside = false;
  for (const line of lines) {
    if (own(line)) {
      inside = true;
      block.push(line);
    } else if (inside && (STATUS.test(line) || OLD_OUTPUT.test(line) || RULE.test(line))) {
      inside = false;
    } else if (inside) {
      block.push(line);
    }
  }
  return block;
}
