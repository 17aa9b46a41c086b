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
// Where two runners read the same line, the more specific one wins (SPECIFIC order below): japa's
// `Tests  2 passed (2)` is vitest's shape, tape's `# tests 3` is node:test's.
// Limit: output printed after the summary by the code under test (an exit handler) can look like a
// later summary. Callers that know the runner should parse with it directly (parseConsole); the
// other runners whose summaries were found are listed in `alsoFound` so a caller can see ambiguity.
import type { TestRun } from '../../model/results.js';
import { toLines } from '../../text/strip-ansi.js';
import type { RunnerName } from '../runner-name.js';
import { TAP_COUNTER } from '../tap/parse-tap.js';
import { TAP_SPEC_TOTAL } from '../tap/parse-tap-spec.js';
import { AVA_SUMMARY } from './parse-ava.js';
import { BUN_RAN } from './parse-bun.js';
import { CARGO_RESULT } from './parse-cargo-test.js';
import { parseConsole } from './parse-console.js';
import { DENO_SUMMARY } from './parse-deno.js';
import { GO_PACKAGE } from './parse-go-test.js';
import { GOTESTSUM_DONE } from './parse-gotestsum.js';
import { JAPA_TESTS } from './parse-japa.js';
import { JASMINE_SUMMARY } from './parse-jasmine.js';
import { JEST_TESTS } from './parse-jest.js';
import { LAB_SUMMARY } from './parse-lab.js';
import { MOCHA_PASSING } from './parse-mocha.js';
import { NEXTEST_SUMMARY } from './parse-nextest.js';
import { NODE_TAP_SUMMARY } from './parse-node-tap.js';
import { PYTEST_SUMMARY } from './parse-pytest.js';
import { UNITTEST_RAN } from './parse-unittest.js';
import { UVU_TOTAL } from './parse-uvu.js';
import { VITEST_TESTS } from './parse-vitest.js';

export interface DetectedRun {
  runner: RunnerName;
  tests: TestRun;
  /** Other runners whose summary the output also holds (earlier in it), most recent first. */
  alsoFound: RunnerName[];
}

/** The line that ends a run of each runner, most specific first. */
const SPECIFIC: ReadonlyArray<[RunnerName, (line: string) => boolean]> = [
  ['nextest', (line) => NEXTEST_SUMMARY.test(line)],
  ['gotestsum', (line) => GOTESTSUM_DONE.test(line)],
  ['node-tap', (line) => NODE_TAP_SUMMARY.test(line)],
  ['japa', (line) => JAPA_TESTS.test(line)],
  ['deno', (line) => DENO_SUMMARY.test(line)],
  ['bun', (line) => BUN_RAN.test(line)],
  ['lab', (line) => LAB_SUMMARY.test(line)],
  ['jasmine', (line) => JASMINE_SUMMARY.test(line)],
  ['uvu', (line) => UVU_TOTAL.test(line)],
  ['ava', (line) => AVA_SUMMARY.test(line)],
  ['node-test', (line) => /^(?:#|ℹ) duration_ms /.test(line)],
  [
    'tap',
    (line) =>
      TAP_COUNTER.test(line) ||
      /^1\.\.\d+/.test(line) ||
      line === '# ok' ||
      TAP_SPEC_TOTAL.test(line),
  ],
  ['vitest', (line) => VITEST_TESTS.test(line)],
  ['jest', (line) => JEST_TESTS.test(line)],
  ['mocha', (line) => MOCHA_PASSING.test(line)],
  ['pytest', (line) => PYTEST_SUMMARY.test(line.trim())],
  ['unittest', (line) => UNITTEST_RAN.test(line)],
  ['cargo', (line) => CARGO_RESULT.test(line)],
  ['go', (line) => GO_PACKAGE.test(line)],
];

/** The runner whose summary comes last in the output, or null when no known runner printed one. */
export function detectConsole(output: string): DetectedRun | null {
  const lines = toLines(output);
  const found: Array<{ runner: RunnerName; tests: TestRun; at: number; rank: number }> = [];
  SPECIFIC.forEach(([runner, ends], rank) => {
    const at = lines.findLastIndex(ends);
    if (at === -1) return;
    const tests = parseConsole(runner, output);
    if (tests !== null) found.push({ runner, tests, at, rank });
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
