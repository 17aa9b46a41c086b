// The PR's own tests run as the PR wrote them, at head and at base (SPEC 3b, `pr_tests`).
import type { FileLines } from './results.js';

export type HeadOutcome = 'passed' | 'failed' | 'skipped';
export type BaseOutcome = 'passed' | 'failed' | 'error' | 'skipped';

/** One test of a file the PR adds or modifies: how it ended on the PR's code and on base's. */
export interface PrTest {
  id: string;
  head: HeadOutcome;
  base: BaseOutcome;
}

/** The report's `pr_tests` (docs/report.md); null there when the PR adds or modifies no test file. */
export interface PrTests {
  /** The files the PR adds or modifies that hold tests, repository-relative. */
  files: string[];
  tests_run: number;
  tests_passed: number;
  tests_failed: number;
  /** Pass at head, fail or cannot load at base: they demonstrate the change. */
  fail_at_base: number;
  /** Pass at head and at base: they check nothing the PR changed. */
  pass_at_base: number;
  tests: PrTest[];
}

/** A test of the pass that failed at head, for the qualifier (`failed: <name>: <message>`). */
export interface PrTestFailure {
  name: string;
  message: string;
}

/** What the verdict reads of the pass. */
export interface PrTestsResult {
  report: PrTests;
  /** The first test that failed at head, or null when none did. */
  failure: PrTestFailure | null;
  /** Each head run's coverage, line by line, where the changed files were traced (changed lines). */
  headLines?: FileLines[][];
}
