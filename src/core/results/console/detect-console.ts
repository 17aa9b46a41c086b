// Finds a known runner's console summary in any check's output, whatever the command was called:
// a wrapper (`make test`, `./scripts/test.sh`) still prints its runner's own summary.
import type { TestRun } from '../../model.js';
import { RUNNER_NAMES, type RunnerName } from '../runner-name.js';
import { parseConsole } from './parse-console.js';

export interface DetectedRun {
  runner: RunnerName;
  tests: TestRun;
}

/** The first runner whose summary the output holds, or null when no known runner printed one. */
export function detectConsole(output: string): DetectedRun | null {
  for (const runner of RUNNER_NAMES) {
    const tests = parseConsole(runner, output);
    if (tests !== null) return { runner, tests };
  }
  return null;
}
