// Reads a runner's console output with its profile: the fallback when it could not write a report.
import type { TestRun } from '../../model/results.js';
import { runnerProfile } from '../../runners/registry.js';

/** The runner's counts and failures from its console output, or null when no summary is found. */
export function parseConsole(runner: string, output: string): TestRun | null {
  // Runner names can come from configuration: an unknown one finds no summary.
  return runnerProfile(runner)?.console.parse(output) ?? null;
}
