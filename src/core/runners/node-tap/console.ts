// Reads the `tap` runner (node-tap ≥ 18): the `# { total: 4, pass: 2, fail: 1, skip: 1 }` line it
// ends every run with, and the failures from its TAP stream (not a TTY) or its base reporter.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText, splitBlocks } from '../../results/console/failure-block.js';
import { tapFailures } from '../../results/tap/parse-tap.js';
import { tapPoints } from '../../results/tap/tap-points.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const NODE_TAP_SUMMARY = /^# \{ total: (\d+)((?:, \w+: \d+)*) \}\s*$/;

export function parseNodeTap(output: string): TestRun | null {
  const lines = toLines(output);
  const summaryAt = lines.findLastIndex((line) => NODE_TAP_SUMMARY.test(line));
  if (summaryAt === -1) return null;
  const [, total = '0', rest = ''] = NODE_TAP_SUMMARY.exec(lines[summaryAt] ?? '') ?? [];
  const counts = new Map(
    [...rest.matchAll(/(\w+): (\d+)/g)].map((m) => [m[1] ?? '', Number(m[2])] as const),
  );
  const get = (key: string): number => counts.get(key) ?? 0;
  const completeAt = lines.findLastIndex((line) => /TEST COMPLETE/.test(line));
  const failures =
    completeAt === -1 ? streamFailures(lines) : reporterFailures(lines.slice(completeAt + 1));
  return makeRun(
    { passed: get('pass'), failed: get('fail'), skipped: get('skip') + get('todo') },
    failures,
    [],
    Number(total),
  );
}

// The runner wraps each test file in a subtest named after the file: it is left out of the name,
// and the failing assertion's own name is the message.
function streamFailures(lines: readonly string[]): TestFailure[] {
  return tapFailures(tapPoints(lines)).map((failure) => {
    const parts = failure.name.split(' > ');
    const name = parts.length > 2 ? parts.slice(1, -1) : parts.slice(0, 1);
    return { ...failure, name: name.join(' > ') };
  });
}

// `✖ test > assertion`, its file, code frame and diff; blocks end at the next test or summary.
function reporterFailures(lines: readonly string[]): TestFailure[] {
  const blocks = splitBlocks(lines, /^✖ /, (line) => /^(?: (?:FAIL|PASS) |Asserts:)/.test(line));
  return blocks.map((block) => {
    const parts = (block[0] ?? '').replace(/^✖ /, '').split(' > ');
    const name = parts.length > 1 ? parts.slice(0, -1).join(' > ') : (parts[0] ?? '');
    return blockFailure(
      name,
      parts.length > 1 ? (parts.at(-1) ?? '') : firstText(block.slice(1)),
      block,
    );
  });
}
