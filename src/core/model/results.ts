// What the parsers read from a check's output: test counts and failures, line coverage, and the
// errors of a type checker or linter.

/** One failing test as a parser found it. */
export interface TestFailure {
  /** Test name or id as the runner prints it (e.g. `tests/test_x.py::test_y`, `limits::burst`). */
  name: string;
  /**
   * The test's id as the run's ids name it, where that differs from `name` (jest: `file > describe
   * > title`, printed `describe › title`); the PR-tests pass matches failures to tests by it.
   */
  id?: string;
  /** The core of the message, one line (e.g. `AssertionError: assert 101 <= 100`). */
  message: string;
  /** The verbatim lines as the tool printed them, ANSI stripped, at most 40 lines / 4 KiB. */
  detail: string;
  file: string | null;
  line: number | null;
}

/** Test counts and failures parsed from a runner's report or console output. */
export interface TestRun {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  failures: TestFailure[];
  /** Ids of the tests that ran, where the source lists them (for inventories). */
  testIds: string[];
}

/**
 * One file of a coverage report, line by line: what the tool counts as executable and what ran.
 * `path` is as the report names it until the pipeline makes it repository-relative.
 */
export interface FileLines {
  path: string;
  executable: number[];
  executed: number[];
}

/** Line coverage totals; the percentage is derived, never stored. */
export interface CoverageTotals {
  linesCovered: number;
  linesTotal: number;
}

/** One type-check or lint error. */
export interface Diagnostic {
  tool: string;
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
  /** The verbatim text the tool printed for it (ANSI stripped). */
  text: string;
}
