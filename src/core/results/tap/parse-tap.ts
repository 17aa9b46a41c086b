// Reads a TAP 13/14 stream (tape, ava --tap, node --test --test-reporter=tap, any TAP producer):
// counts from the `# tests` / `# pass` trailer or the top-level points, failures from `not ok` points.
import type { TestFailure, TestRun } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';
import { blockFailure, firstText } from '../console/failure-block.js';
import { makeRun } from '../test-run.js';
import { type TapPoint, tapPoints } from './tap-points.js';

const VERSION = /^TAP version 1[34]\s*$/;
const PLAN = /^1\.\.(\d+)/;
/** The trailer's counters: `# tests 3`, `# pass  2`, `# fail 1`, `# skip 1`, `# todo 0`. */
export const TAP_COUNTER = /^# (tests|pass|fail|skip|todo) +(\d+)\s*$/;

export function parseTap(output: string): TestRun | null {
  const lines = toLines(output);
  // A plan or version line is what makes text TAP: `ok  \tpkg` alone is Go.
  if (!lines.some((line) => VERSION.test(line) || PLAN.test(line))) return null;
  const points = tapPoints(lines);
  const counters = new Map<string, number>();
  for (const line of lines) {
    const match = TAP_COUNTER.exec(line);
    if (match) counters.set(match[1] ?? '', Number(match[2]));
  }
  if (points.length === 0 && !counters.has('tests')) return null;
  const failures = tapFailures(points);
  if (counters.has('tests')) {
    const get = (name: string): number => counters.get(name) ?? 0;
    const skipped = get('skip') + get('todo');
    return makeRun(
      { passed: get('pass'), failed: get('fail'), skipped },
      failures,
      [],
      Math.max(get('tests'), get('pass') + get('fail') + skipped),
    );
  }
  const top = Math.min(...points.map((point) => point.indent));
  const counted = points.filter((point) => point.indent === top);
  const skipped = counted.filter((point) => point.directive !== null).length;
  const failed = counted.filter((point) => !point.ok && point.directive === null).length;
  return makeRun({ passed: counted.length - skipped - failed, failed, skipped }, failures);
}

/** The failing points that hold an assertion, not those that only repeat a failing subtest's. */
export function tapFailures(points: readonly TapPoint[]): TestFailure[] {
  return points
    .filter((point, index) => !point.ok && point.directive === null && !failedChild(points, index))
    .map(toFailure);
}

function failedChild(points: readonly TapPoint[], index: number): boolean {
  const parent = points[index] as TapPoint;
  for (let i = index - 1; i >= 0; i--) {
    const child = points[i] as TapPoint;
    if (child.indent <= parent.indent) return false;
    if (!child.ok && child.directive === null) return true;
  }
  return false;
}

function toFailure(point: TapPoint): TestFailure {
  const name =
    point.test !== null
      ? [...point.parents, point.test].join(' > ')
      : [...point.parents, point.description].join(' > ');
  const failure = blockFailure(name, tapMessage(point), point.lines);
  const declared = declaredAt(point.lines);
  return failure.file === null && declared ? { ...failure, ...declared } : failure;
}

/** The YAML `message:` or `error:` (ava, node:test), else the point's description with tape's values. */
export function tapMessage(point: TapPoint): string {
  const value = (key: string): string | null => {
    const at = point.lines.findIndex((l) => new RegExp(`^\\s+${key}: `).test(l));
    if (at === -1) return null;
    const text = (point.lines[at] ?? '').replace(new RegExp(`^\\s+${key}: `), '').trim();
    // A block scalar (`error: |-`) holds the text on the lines below.
    if (/^[|>][-+]?$/.test(text)) return firstText(point.lines.slice(at + 1)) || null;
    return text.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
  };
  const message = value('message') ?? value('error');
  if (message !== null) return message;
  const expected = value('expected');
  const actual = value('actual');
  return expected !== null && actual !== null
    ? `${point.description}: expected ${expected}, actual ${actual}`
    : point.description;
}

// node-tap writes where the assertion is as `at:` / `fileName:` / `lineNumber:` YAML keys.
function declaredAt(lines: readonly string[]): { file: string; line: number } | null {
  const file = lines.map((l) => /^\s+fileName: (.+)$/.exec(l)?.[1]).find((f) => f !== undefined);
  const line = lines.map((l) => /^\s+lineNumber: (\d+)$/.exec(l)?.[1]).find((n) => n !== undefined);
  return file !== undefined && line !== undefined
    ? { file: file.trim(), line: Number(line) }
    : null;
}
