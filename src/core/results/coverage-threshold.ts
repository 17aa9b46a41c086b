// A failing exit that the project's own coverage threshold explains: jest ran every test green,
// then failed the run because coverage fell under the base config's coverageThreshold.
import type { CheckResult } from '../model/check.js';
import type { TestRun } from '../model/results.js';
import type { Instrumented } from '../run/instrumented.js';
import type { ParsedTests } from './result-files.js';

// jest's own lines (jest/packages/jest-reporters CoverageReporter): a percentage or a count.
const NOT_MET =
  /^Jest: (?:"[^"\n]+" coverage threshold for \w+ \(-?[\d.]+%?\) not met: [\d.]+%?|Uncovered count for \w+ \(\d+\) exceeds (?:global|"[^"\n]+") threshold \(\d+\))$/m;

/**
 * The check failed, truly: the threshold is the project's check (base config, and applied only
 * where the project's run collects coverage, see instrument-jest.ts). Not a forged report: the
 * report and console agree that every test passed. Where testlock switched thresholds off, such a
 * line was not printed by jest's threshold check, and explains nothing.
 */
export function thresholdNotMet(
  result: CheckResult,
  parsed: ParsedTests,
  prepared: Instrumented,
  output: string,
): string | null {
  if (prepared.runner !== 'jest' || prepared.coverageThresholds !== true) return null;
  if (result.timedOut || result.exitCode === null || result.exitCode === 0) return null;
  if (parsed.witnesses !== null || !allPassed(parsed.tests)) return null;
  const line = NOT_MET.exec(output)?.[0];
  if (line === undefined) return null;
  return `exit ${result.exitCode} after the tests passed: the project's coverage threshold was not met (${line.slice('Jest: '.length)})`;
}

function allPassed(tests: TestRun | null): boolean {
  return tests !== null && tests.failed === 0 && tests.total > 0;
}
