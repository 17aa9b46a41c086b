// Reads node:test's TAP or spec reporter: the `# tests 42` / `ℹ pass 41` counters and the failures
// (`not ok` with its YAML block, or the spec reporter's `✖ failing tests:` section).
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, firstText, splitBlocks } from '../../results/console/failure-block.js';
import { findLocation } from '../../results/find-location.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

const COUNTER = /^(?:#|ℹ) (tests|pass|fail|cancelled|skipped|todo) (\d+)\s*$/;

export function parseNodeTest(output: string): TestRun | null {
  const lines = toLines(output);
  const counters = new Map<string, number>();
  for (const line of lines) {
    const match = COUNTER.exec(line);
    if (match) counters.set(match[1] ?? '', Number(match[2]));
  }
  if (!counters.has('tests')) return null;
  const get = (name: string): number => counters.get(name) ?? 0;
  const failures = lines.some((line) => line.startsWith('✖ failing tests:'))
    ? specFailures(lines)
    : tapFailures(lines);
  return makeRun(
    {
      passed: get('pass'),
      failed: get('fail') + get('cancelled'),
      skipped: get('skipped') + get('todo'),
    },
    failures,
    [],
    get('tests'),
  );
}

const NOT_OK = /^(\s*)not ok \d+ - (.+?)(?: # (?:TODO|SKIP)\b.*)?$/;

// A suite whose subtests failed repeats their failure; only the tests' own blocks count.
function tapFailures(lines: readonly string[]): TestFailure[] {
  const failures: TestFailure[] = [];
  lines.forEach((line, index) => {
    const match = NOT_OK.exec(line);
    if (!match || / # TODO\b/.test(line)) return;
    const block = [line, ...yamlBlock(lines, index + 1)];
    if (block.some((l) => /^\s*failureType: 'subtestsFailed'/.test(l))) return;
    const failure = blockFailure(match[2] ?? '', errorMessage(block), block);
    failures.push({ ...failure, ...tapLocation(block) });
  });
  return failures;
}

// The stack points at the assertion; `location:` only at the test's declaration.
function tapLocation(block: readonly string[]): { file: string | null; line: number | null } {
  const stackAt = block.findIndex((line) => /^\s*stack: /.test(line));
  const fromStack = stackAt === -1 ? null : findLocation(block.slice(stackAt).join('\n'));
  if (fromStack) return fromStack;
  const declared = block.map((line) => /^\s*location: '(.+):(\d+):\d+'$/.exec(line)).find((m) => m);
  return declared
    ? { file: declared[1] ?? null, line: Number(declared[2]) }
    : { file: null, line: null };
}

function yamlBlock(lines: readonly string[], from: number): string[] {
  if (lines[from]?.trim() !== '---') return [];
  const end = lines.findIndex((line, index) => index > from && line.trim() === '...');
  return lines.slice(from, end === -1 ? undefined : end + 1);
}

// `error: 'text'` on one line, or `error: |-` followed by the indented text.
function errorMessage(block: readonly string[]): string {
  const at = block.findIndex((line) => /^\s*error: /.test(line));
  if (at === -1) return '';
  const inline = /^\s*error: (.*)$/.exec(block[at] ?? '')?.[1] ?? '';
  if (!/^[|>]-?$/.test(inline)) return inline.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
  return firstText(block.slice(at + 1));
}

const SPEC_HEADER = /^(?:test at (\S+):(\d+):\d+|✖ (.+?)(?: \([\d.]+m?s\))?)$/;

function specFailures(lines: readonly string[]): TestFailure[] {
  const start = lines.findIndex((line) => line.startsWith('✖ failing tests:'));
  const blocks = splitBlocks(lines.slice(start + 1), /^(?:test at |✖ )/);
  const failures: TestFailure[] = [];
  let location: RegExpExecArray | null = null;
  for (const block of blocks) {
    const header = SPEC_HEADER.exec(block[0] ?? '');
    if (header?.[1]) {
      location = header;
      continue;
    }
    const failure = blockFailure(header?.[3] ?? '', firstText(block.slice(1)), block);
    const declared = location ? { file: location[1] ?? null, line: Number(location[2]) } : null;
    failures.push(failure.file === null && declared ? { ...failure, ...declared } : failure);
    location = null;
  }
  return failures;
}
