// Splits a check's console output at the headers npm and pnpm print before each package script
// they start, so a run of several scripts (`npm test --workspaces`, `pnpm -r test`, a script that
// calls two others) is counted in full: one runner summary per script, summed.

import type { TestRun } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';

// `> name@1.0.0 test` (or `> test`, or pnpm's `> name@1.0.0 test /path`), then `> the command`.
const HEADER = /^> \S/;

/** The output of each script the package manager started, in order; one part when none was. */
export function scriptParts(output: string): string[] {
  const lines = toLines(output);
  const parts: string[][] = [[]];
  for (const [index, line] of lines.entries()) {
    const opens =
      HEADER.test(line) &&
      HEADER.test(lines[index + 1] ?? '') &&
      !HEADER.test(lines[index - 1] ?? '');
    if (opens && parts[parts.length - 1]!.length > 0) parts.push([]);
    parts[parts.length - 1]!.push(line);
  }
  return parts.map((part) => part.join('\n'));
}

/**
 * The runs of the scripts that printed a summary, summed: null unless two or more did (one is
 * the whole output's summary already). Failures keep their order, so the first is the first.
 */
export function sumScriptRuns(
  output: string,
  read: (part: string) => TestRun | null,
): TestRun | null {
  const runs = scriptParts(output)
    .map(read)
    .filter((run): run is TestRun => run !== null);
  if (runs.length < 2) return null;
  return {
    total: runs.reduce((sum, run) => sum + run.total, 0),
    passed: runs.reduce((sum, run) => sum + run.passed, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    skipped: runs.reduce((sum, run) => sum + run.skipped, 0),
    failures: runs.flatMap((run) => run.failures),
    testIds: runs.flatMap((run) => run.testIds),
  };
}
