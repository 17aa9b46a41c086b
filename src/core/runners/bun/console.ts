// Reads `bun test`: the ` 2 pass` / ` 1 fail` / ` 1 skip` counters above `Ran 4 tests across 1 file.`
// and each `(fail) name` line, whose error bun prints on the lines just above it.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure } from '../../results/console/failure-block.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const BUN_RAN = /^Ran (\d+) tests? across (\d+) files?\./;
const COUNTER = /^\s*(\d+) (pass|fail|skip|todo)\s*$/;
// `(pass) name [0.1ms]` without colour, `✓ name` with it; `»` is a skip, `✎` a todo.
const RESULT = /^(?:\((pass|fail|skip|todo)\)|(✓|✗|»|✎)) (.+?)(?: \[[\d.]+m?s\])?\s*$/;
const FILE_HEADER = /^\S.*\.[cm]?[jt]sx?:$/;

export function parseBun(output: string): TestRun | null {
  const lines = toLines(output);
  const ranAt = lines.findLastIndex((line) => BUN_RAN.test(line));
  if (ranAt === -1) return null;
  const counts = new Map<string, number>();
  for (let i = ranAt - 1; i >= 0; i--) {
    const match = COUNTER.exec(lines[i] ?? '');
    if (match) counts.set(match[2] ?? '', Number(match[1]));
    else if (!/^\s*(?:\d+ expect\(\) calls)?\s*$/.test(lines[i] ?? '')) break;
  }
  const get = (word: string): number => counts.get(word) ?? 0;
  return makeRun(
    { passed: get('pass'), failed: get('fail'), skipped: get('skip') + get('todo') },
    failures(lines.slice(0, ranAt)),
    [],
    Number(BUN_RAN.exec(lines[ranAt] ?? '')?.[1]),
  );
}

// bun repeats failed tests in a list at the end: the first `(fail)` line of a name holds its error.
function failures(lines: readonly string[]): TestFailure[] {
  const found = new Map<string, TestFailure>();
  let blockStart = 0;
  lines.forEach((line, index) => {
    const result = RESULT.exec(line);
    if (!result && !FILE_HEADER.test(line)) return;
    const failed = result !== null && (result[1] === 'fail' || result[2] === '✗');
    const name = result?.[3] ?? '';
    if (failed && !found.has(name)) {
      const block = lines.slice(blockStart, index + 1);
      const error = block.find((l) => /^error: /.test(l)) ?? '';
      found.set(name, blockFailure(name, error.replace(/^error: /, ''), block));
    }
    blockStart = index + 1;
  });
  return [...found.values()];
}
