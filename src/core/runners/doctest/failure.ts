// doctest's failure line: `file:line: ERROR: CHECK( a == b ) is NOT correct!` (or `FATAL ERROR:`)
// and the `values:` line under it.
import { flattenToLine } from '../../text/clip.js';
import { treeRelative } from '../../text/tree-paths.js';
import type { FrameworkFailure } from '../gtest/failure.js';

const ERROR = /^(.+?):(\d+): (?:FATAL )?ERROR: (.+)$/;

/** The first doctest assertion failure in a test's output, or null when it printed none. */
export function doctestFailure(output: readonly string[]): FrameworkFailure | null {
  const at = output.findIndex((line) => ERROR.test(line));
  if (at === -1) return null;
  const located = ERROR.exec(treeRelative(output[at] ?? ''));
  let end = at + 1;
  while (end < output.length && /^\s{2}\S/.test(output[end] ?? '')) end++;
  const lines = output.slice(at, end).map(treeRelative);
  return {
    message: flattenToLine([located?.[3] ?? '', ...lines.slice(1)].join('\n'), 200),
    lines,
    file: located?.[1] ?? null,
    line: located ? Number(located[2]) : null,
  };
}
