// Reads TAP piped into tap-spec (`tape test/*.js | tap-spec`): the TAP is gone, only its pretty
// print is left: `✔`/`✖` assertion lines, a `Failed Tests:` list and `total: / passing: / failing:`.
import type { TestFailure, TestRun } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';
import { makeRun } from '../test-run.js';

/** The trailer's first line, `  total:     343`. */
export const TAP_SPEC_TOTAL = /^\s*total:\s+(\d+)\s*$/;
const COUNTER = /^\s*(total|passing|failing|skipped):\s+(\d+)\s*$/;
const FAILED_HEADER = /^\s*Failed Tests: There (?:was|were) \d+ failures?\s*$/;
const CROSS = /^\s*✖ (.+?)\s*$/;
/** How many lines of the inline block under a failed assertion are kept. */
const DETAIL_LINES = 20;

export function parseTapSpec(output: string): TestRun | null {
  const lines = toLines(output);
  const totalAt = lines.findLastIndex((line) => TAP_SPEC_TOTAL.test(line));
  if (totalAt === -1) return null;
  const counts = new Map<string, number>();
  for (const line of lines.slice(totalAt, totalAt + 6)) {
    const match = COUNTER.exec(line);
    if (match) counts.set(match[1] ?? '', Number(match[2]));
  }
  if (!counts.has('passing')) return null;
  const get = (word: string): number => counts.get(word) ?? 0;
  const failures = failuresOf(lines.slice(0, totalAt));
  return makeRun(
    { passed: get('passing'), failed: get('failing'), skipped: get('skipped') },
    failures,
    [],
    Math.max(get('total'), get('passing') + get('failing') + get('skipped')),
  );
}

/** `Failed Tests:` lists each failed assertion under its test; the block above shows why. */
function failuresOf(lines: readonly string[]): TestFailure[] {
  const header = lines.findLastIndex((line) => FAILED_HEADER.test(line));
  if (header === -1) return [];
  const failures: TestFailure[] = [];
  let group = '';
  for (const line of lines.slice(header + 1)) {
    const cross = CROSS.exec(line);
    if (cross === null) {
      if (line.trim() !== '') group = line.trim();
      continue;
    }
    const assertion = cross[1] ?? '';
    const detail = inlineBlock(lines.slice(0, header), assertion);
    failures.push({
      name: group === '' ? assertion : `${group} › ${assertion}`,
      message: whyFailed(detail) ?? assertion,
      detail,
      file: null,
      line: null,
    });
  }
  return failures;
}

/** `expected: 100, actual: 150` from the block's YAML-ish lines (the name already says what). */
function whyFailed(detail: string): string | null {
  const field = (key: string): string | undefined =>
    new RegExp(`^\\s*${key}:\\s*(.*?)\\s*$`, 'm').exec(detail)?.[1];
  const expected = field('expected');
  const actual = field('actual');
  if (expected === undefined || actual === undefined) return null;
  return `expected: ${expected}, actual: ${actual}`;
}

/** The `✖ name` line where it first failed and the operator/expected/actual block under it. */
function inlineBlock(lines: readonly string[], assertion: string): string {
  const at = lines.findIndex((line) => CROSS.exec(line)?.[1] === assertion);
  if (at === -1) return `✖ ${assertion}`;
  const block: string[] = [];
  for (const line of lines.slice(at, at + DETAIL_LINES)) {
    if (block.length > 1 && /^\s*(?:✔|✖) /.test(line)) break;
    block.push(line);
  }
  return block.join('\n').trimEnd();
}
