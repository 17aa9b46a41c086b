// GoogleTest's failure block: a `file:line: Failure` line (or gtest's own `Skipped`/`error:` form)
// and the message lines under it, up to the `[  FAILED  ]` line of the test that printed it.
import { flattenToLine } from '../../text/clip.js';
import { treeRelative } from '../../text/tree-paths.js';

export interface FrameworkFailure {
  /** One line: the assertion as the framework printed it. */
  message: string;
  /** The verbatim block, tree paths cut. */
  lines: string[];
  file: string | null;
  line: number | null;
}

const FAILURE = /^(.+?):(\d+): Failure$/;
const RUN = /^\[ RUN {6}\] /;
const END = /^\[ {2}FAILED {2}\] |^\[ {7}OK \] |^\[ {2}SKIPPED \] /;
/** A message is read from at most this many lines: gtest prints the values it compared. */
const MESSAGE_LINES = 8;

/** The first GoogleTest assertion failure in a test's output, or null when it printed none. */
export function gtestFailure(output: readonly string[]): FrameworkFailure | null {
  const at = output.findIndex((line) => FAILURE.test(line));
  if (at === -1) return null;
  const located = FAILURE.exec(treeRelative(output[at] ?? ''));
  const run = output.slice(0, at).findLastIndex((line) => RUN.test(line));
  const endAt = output.findIndex((line, i) => i > at && END.test(line));
  const end = endAt === -1 ? output.length : endAt + 1;
  const body = output.slice(at + 1, endAt === -1 ? output.length : endAt);
  return {
    message: flattenToLine(body.slice(0, MESSAGE_LINES).join('\n'), 200),
    lines: output.slice(run === -1 ? at : run, end).map(treeRelative),
    file: located?.[1] ?? null,
    line: located ? Number(located[2]) : null,
  };
}
