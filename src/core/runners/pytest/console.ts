// Reads pytest's console output: the `=== 1 failed, 41 passed in 0.12s ===` summary, the FAILURES
// and ERRORS sections, and `short test summary info` for full test ids.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, splitBlocks } from '../../results/console/failure-block.js';
import { isForeignPath } from '../../results/find-location.js';
import { countWords, makeRun, sumOf } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const PYTEST_SUMMARY = /^=*\s*((?:\d+ \w+(?:, )?)+|no tests ran) in [\d.]+s\b.*?=*$/;
const SECTION = /^=+ (FAILURES|ERRORS|short test summary info|.*) =+$/;
const BLOCK_HEADER = /^_{3,} (.+?) _{3,}$/;
const SHORT_LINE = /^(FAILED|ERROR|PASSED|XPASS|XFAIL) (\S+)(?: - (.*))?$/;
const VERBOSE_LINE = /^(\S+::\S+) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b/;

export function parsePytest(output: string): TestRun | null {
  const lines = toLines(output);
  const summary = lines.findLast((line) => PYTEST_SUMMARY.test(line.trim()));
  if (summary === undefined) return null;
  const counts = countWords(PYTEST_SUMMARY.exec(summary.trim())?.[1] ?? '');
  const short = lines.map((line) => SHORT_LINE.exec(line)).filter((m) => m !== null);
  const failures = failureBlocks(lines).map((block) => toFailure(block, short));
  const ids = [
    ...lines.map((line) => VERBOSE_LINE.exec(line)?.[1]),
    ...short.map((match) => match[2]),
  ].filter((id): id is string => id !== undefined);
  return makeRun(
    {
      passed: sumOf(counts, 'passed', 'xpassed'),
      failed: sumOf(counts, 'failed', 'error', 'errors'),
      skipped: sumOf(counts, 'skipped', 'xfailed'),
    },
    failures,
    [...new Set(ids)],
  );
}

// Blocks of the ERRORS and FAILURES sections, in the order pytest printed them.
function failureBlocks(lines: readonly string[]): string[][] {
  const inSections: string[] = [];
  let inside = false;
  for (const line of lines) {
    const section = SECTION.exec(line)?.[1];
    if (section !== undefined) inside = section === 'FAILURES' || section === 'ERRORS';
    else if (inside) inSections.push(line);
  }
  return splitBlocks(inSections, BLOCK_HEADER);
}

function toFailure(block: string[], short: RegExpExecArray[]): TestFailure {
  const title = BLOCK_HEADER.exec(block[0] ?? '')?.[1] ?? '';
  const match = short.find((m) => m[1] !== 'PASSED' && sameTest(m[2] ?? '', title));
  const errorLine = block.find((line) => line.startsWith('E '));
  const message = errorLine?.slice(1).trim() ?? match?.[3] ?? title;
  const located = block
    .map((line) => /^(\S+\.py):(\d+): /.exec(line))
    .find((m) => m !== null && !isForeignPath(m[1] ?? ''));
  const failure = blockFailure(match?.[2] ?? title, message, block);
  return located ? { ...failure, file: located[1] ?? null, line: Number(located[2]) } : failure;
}

// `TestA.test_b[x.y]` (block title) names `path.py::TestA::test_b[x.y]` (node id).
function sameTest(nodeId: string, title: string): boolean {
  const test = title.replace(/^ERROR (?:at (?:setup|teardown|call) of|collecting) /, '');
  if (test.includes('/') || test.endsWith('.py')) return nodeId === test;
  const [head = '', params = ''] = splitParams(test);
  const path = head.split('.').join('::') + params;
  return nodeId === path || nodeId.endsWith(`::${path}`);
}

function splitParams(name: string): [string, string] {
  const bracket = name.indexOf('[');
  return bracket === -1 ? [name, ''] : [name.slice(0, bracket), name.slice(bracket)];
}
