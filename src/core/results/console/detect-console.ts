// Finds a known runner's console summary in any check's output, whatever the command was called:
// a wrapper (`make test`, `./scripts/test.sh`) still prints its runner's own summary.
//
// Every runner's parser is asked; one that finds its summary is a candidate, placed at the line of
// the summary it read. The candidate whose summary comes LAST wins, because:
// - a runner prints its summary after every test ran, so a summary-like line that a test printed
//   (or a runner's own captured output, like libtest's `test result:` inside nextest's report)
//   comes before the real one;
// - a wrapper that runs two suites (`go test ./... && cargo test`) is read by its last runner: the
//   earlier suite's counts are left out, but its failure still fails the check through the exit status.
//   Where npm or pnpm started the suites as package scripts, each prints its header, and the
//   summaries are summed instead (script-runs.ts).
// Where two runners read the same line, the more specific one wins (the registry's order): japa's
// `Tests  2 passed (2)` is vitest's shape, tape's `# tests 3` is node:test's.
// Limit: output printed after the summary by the code under test (an exit handler) can look like a
// later summary. Callers that know the runner should parse with it directly (parseConsole); the
// other runners whose summaries were found are listed in `alsoFound` so a caller can see ambiguity.
import type { TestRun } from '../../model/results.js';
import type { RunnerName } from '../../runners/names.js';
import { RUNNER_PROFILES } from '../../runners/registry.js';
import { toLines } from '../../text/strip-ansi.js';

export interface DetectedRun {
  runner: RunnerName;
  tests: TestRun;
  /** Other runners whose summary the output also holds (earlier in it), most recent first. */
  alsoFound: RunnerName[];
}

/** The runner whose summary comes last in the output, or null when no known runner printed one. */
export function detectConsole(output: string): DetectedRun | null {
  const lines = toLines(output);
  const found: Array<{ runner: RunnerName; tests: TestRun; at: number; rank: number }> = [];
  // The registry lists the profiles most specific first: that order breaks a tie on one line.
  RUNNER_PROFILES.forEach(({ name, console }, rank) => {
    const at = lines.findLastIndex(console.ends);
    if (at === -1) return;
    const tests = console.parse(output);
    if (tests !== null) found.push({ runner: name, tests, at, rank });
  });
  found.sort((a, b) => b.at - a.at || a.rank - b.rank);
  const [best, ...others] = found;
  if (best === undefined) return null;
  return {
    runner: best.runner,
    tests: best.tests,
    alsoFound: [...new Set(others.map((other) => other.runner))],
  };
}
