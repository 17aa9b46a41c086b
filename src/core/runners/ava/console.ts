// Reads ava's default reporter: `✔ name` / `✘ [fail]: name` / `- [skip] name` lines, the summary
// (`1 test failed`, `1 test skipped`; `N tests passed` only when none failed) and the failure blocks
// between `─` rules (title, `file:line`, code frame, message, diff).
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText } from '../../results/console/failure-block.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const AVA_SUMMARY =
  /^\s{2}(\d+) (?:tests? (passed|failed|skipped|todo)|known failures?|uncaught exceptions?|unhandled rejections?)\s*$/;
const PASS = /^\s{2}✔ (?!\[expected fail\])/;
const RESULT = /^\s{2}(?:✔|✘|-) (?:\[(?:fail|skip|todo|expected fail)\]:? )?/;
const RULE = /^\s*─\s*$/;

export function parseAva(output: string): TestRun | null {
  const lines = toLines(output);
  const summaryAt = lines.findLastIndex((line) => AVA_SUMMARY.test(line));
  // The per-test lines are what make it ava: `1 test failed` alone could be anything.
  if (summaryAt === -1 || !lines.some((line) => RESULT.test(line))) return null;
  let start = summaryAt;
  while (start > 0 && AVA_SUMMARY.test(lines[start - 1] ?? '')) start--;
  const counts = new Map<string, number>();
  for (const line of lines.slice(start, summaryAt + 1)) {
    const match = AVA_SUMMARY.exec(line);
    const word = match?.[2] ?? /^\s*\d+ (\w+)/.exec(line)?.[1] ?? '';
    counts.set(word, (counts.get(word) ?? 0) + Number(match?.[1]));
  }
  const get = (word: string): number => counts.get(word) ?? 0;
  // With failures ava prints no `passed` count: the `✔` lines are the passed tests.
  const passed = counts.has('passed') ? get('passed') : lines.filter((l) => PASS.test(l)).length;
  const failed = get('failed') + get('uncaught') + get('unhandled');
  return makeRun(
    { passed: passed + get('known'), failed, skipped: get('skipped') + get('todo') },
    failureBlocks(lines.slice(0, start)),
  );
}

function failureBlocks(lines: readonly string[]): TestFailure[] {
  const rules = lines.flatMap((line, index) => (RULE.test(line) ? [index] : []));
  const failures: TestFailure[] = [];
  for (let i = 0; i + 1 < rules.length; i++) {
    const block = lines.slice((rules[i] ?? 0) + 1, rules[i + 1]);
    const name = firstText(block);
    if (name === '') continue;
    const titleAt = block.findIndex((line) => line.trim() === name);
    const body = block.slice(titleAt + 1);
    const where = body.map((line) => /^\s{2}(\S+):(\d+)\s*$/.exec(line)).find((m) => m !== null);
    const afterFrame = body.filter((line) => !/^\s{2}(?:\S+:\d+|\s*\d+: .*)\s*$/.test(line));
    const failure = blockFailure(name, firstText(afterFrame), block);
    failures.push(where ? { ...failure, file: where[1] ?? null, line: Number(where[2]) } : failure);
  }
  return failures;
}
