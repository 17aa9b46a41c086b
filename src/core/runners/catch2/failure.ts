// Catch2's failure block: `file:line: FAILED:` then the expression, `with expansion:` and the
// values (or `due to unexpected exception with message:`), up to a blank line or a separator.
import { flattenToLine } from '../../text/clip.js';
import { treeRelative } from '../../text/tree-paths.js';
import type { FrameworkFailure } from '../gtest/failure.js';

const FAILED = /^(.+?):(\d+): FAILED:$/;
const END = /^(?:-{20,}|={20,})$/;

/** The first Catch2 assertion failure in a test's output, or null when it printed none. */
export function catch2Failure(output: readonly string[]): FrameworkFailure | null {
  const at = output.findIndex((line) => FAILED.test(line));
  if (at === -1) return null;
  const located = FAILED.exec(treeRelative(output[at] ?? ''));
  let end = at + 1;
  // The expression, `with expansion:` and its value: text lines, each section after a blank one.
  while (end < output.length && !END.test(output[end] ?? '') && !FAILED.test(output[end] ?? ''))
    end++;
  const lines = output.slice(at, end).map(treeRelative);
  const body = lines.slice(1).filter((line) => line.trim() !== '');
  return {
    message: flattenToLine(body.slice(0, 6).join('\n'), 200),
    lines,
    file: located?.[1] ?? null,
    line: located ? Number(located[2]) : null,
  };
}
