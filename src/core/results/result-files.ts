// What a check left to read (its report files and full output) and what the test part of that
// reading gives; shared by the outcome's interpreter and the runner-specific readers.
import type { TestRun } from '../model/results.js';

/** What the check left behind; null where a file was asked for but not written. */
export interface ResultFiles {
  junit: string | null;
  /** Why the JUnit file cannot be believed (a link, a FIFO, empty, stale, over the cap). */
  junitProblem?: string | null;
  coverage: string | null;
  coverageProblem?: string | null;
  /** The coverage report with lines, where it is a second file (istanbul's final JSON). */
  coverageLines?: string | null;
  coverageLinesProblem?: string | null;
  /** jest's `--json` results, where asked for; the problem as for JUnit. */
  jestJson?: string | null;
  jestJsonProblem?: string | null;
  /** The full output (not only the report's tail). */
  stdout: string;
  stderr: string;
  /** Both streams as they arrived, where the run recorded it (bounded). */
  inOrder?: string;
}

export interface ParsedTests {
  tests: TestRun | null;
  /** The report could not be read or is missing while the exit status claims success. */
  problem: string | null;
  /** The report and the console summary disagree, whatever the exit status. */
  witnesses: string | null;
}
