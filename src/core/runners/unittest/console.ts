// Reads Python unittest's console output: `Ran 5 tests in 0.01s`, `FAILED (failures=1, errors=1)` or
// `OK (skipped=1)`, and the `FAIL:` / `ERROR:` blocks with their tracebacks.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, splitBlocks } from '../../results/console/failure-block.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const UNITTEST_RAN = /^Ran (\d+) tests? in /;
const RESULT = /^(OK|FAILED)(?: \((.*)\))?\s*$/;
const BLOCK_HEADER = /^(FAIL|ERROR|UNEXPECTED SUCCESS): (.+)$/;
const BLOCK_END = /^={70}$/;
// `test_x (pkg.mod.Case.test_x)` since Python 3.11, `test_x (pkg.mod.Case)` before; subtests add ` (i=1)`.
const TEST_TITLE = /^(\w+) \(([\w.]+)\)(.*)$/;

export function parseUnittest(output: string): TestRun | null {
  const lines = toLines(output);
  const ranAt = lines.findLastIndex((line) => UNITTEST_RAN.test(line));
  if (ranAt === -1) return null;
  const total = Number(UNITTEST_RAN.exec(lines[ranAt] ?? '')?.[1]);
  const result = lines.slice(ranAt + 1).find((line) => RESULT.test(line));
  const parts = parseParts(RESULT.exec(result ?? '')?.[2] ?? '');
  const failed = (parts.failures ?? 0) + (parts.errors ?? 0) + (parts['unexpected successes'] ?? 0);
  const skipped = (parts.skipped ?? 0) + (parts['expected failures'] ?? 0);
  const blocks = splitBlocks(lines.slice(0, ranAt), BLOCK_HEADER, (line) => BLOCK_END.test(line));
  const ids = lines.map((line) => /^(.+?) \.\.\. /.exec(line)?.[1]).filter((t) => t !== undefined);
  return makeRun(
    { passed: Math.max(0, total - failed - skipped), failed, skipped },
    blocks.map(toFailure),
    ids.map(testId),
    total,
  );
}

function parseParts(text: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const match of text.matchAll(/([a-z ]+)=(\d+)/g))
    parts[(match[1] ?? '').trim()] = Number(match[2]);
  return parts;
}

// Blocks run from the header to the next `====` line; the `----` line under the header stays, the
// one closing the last block (before `Ran N tests`) goes.
function toFailure(block: string[]): TestFailure {
  const title = BLOCK_HEADER.exec(block[0] ?? '')?.[2] ?? '';
  const body = block.slice(1);
  while (body.length > 1 && /^(?:-{70}|\s*)$/.test(body[body.length - 1] ?? '')) body.pop();
  const tracebackAt = body.findIndex((line) => line.startsWith('Traceback '));
  const exception = body.slice(tracebackAt + 1).find((line) => /^\S/.test(line));
  return blockFailure(testId(title), exception ?? title, [block[0] ?? '', ...body]);
}

export function testId(title: string): string {
  const match = TEST_TITLE.exec(title);
  if (!match) return title;
  const [, method = '', where = '', rest = ''] = match;
  const id = where.endsWith(`.${method}`) ? where : `${where}.${method}`;
  return `${id}${rest}`;
}
