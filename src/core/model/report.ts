// The report of docs/report.md (schema_version 1): the verdict and what it rests on.
import type { Anomaly } from './anomaly.js';
import type { CheckResult } from './check.js';
import type { PrTests } from './pr-tests.js';

export type Verdict = 'PASS' | 'FAIL' | 'PARTIAL';

export type UnverifiedReason = 'no-tests' | 'tool-not-installed' | 'results-unreadable';

/** The report of docs/report.md, schema_version 1. Field names are the contract. */
export interface Report {
  schema_version: 1;
  branch_id: string;
  base_sha: string;
  head_sha: string;
  verdict: Verdict;
  unverified_reason: UnverifiedReason | null;
  verified: boolean;
  has_tests: boolean;
  coverage: number | null;
  tests_run: number;
  tests_passed: number;
  tests_failed: number;
  tests_skipped: number;
  type_check_clean: boolean | null;
  lint_clean: boolean | null;
  confidence_qualifier: string;
  failure_detail: string | null;
  test_gaming: boolean;
  anomalies: Anomaly[];
  checks: CheckResult[];
  summary: string;
  /** The base test inventory (`test-missing`, `test-newly-skipped`); absent where not attempted. */
  inventory?: InventoryNote;
  /** With `--baseline`: which failing tests already failed at base; absent without it. */
  baseline?: BaselineNote | null;
  /** The PR's own tests at head and at base (SPEC 3b); null: it adds or modifies none; absent: not run. */
  pr_tests?: PrTests | null;
  /**
   * Of the product lines the PR adds or changes, how many the locked run and the PR's tests ran
   * (SPEC 3b); null where coverage was not instrumented; absent where not attempted (a merge).
   */
  changed_lines?: ChangedLines | null;
  /**
   * Which protection kept the locked tree's tests and harness out of the checks' reach (SPEC
   * section 6); null when none held for the whole run; absent where no check ran in it.
   */
  isolation?: Isolation | null;
}

/** The report's `changed_lines` (SPEC 3b, docs/report.md). */
export interface ChangedLines {
  source_lines: number;
  run_by_locked_tests: number;
  /** null where the PR-tests pass did not run or measured nothing. */
  run_by_pr_tests: number | null;
  /** Changed product files no coverage report named (never imported, or outside what was traced). */
  files_unmeasured: string[];
}

/** `user`: another user ran the checks; `mount`: read-only mounts; `watch`: file-system events. */
export type Isolation = 'user' | 'mount' | 'watch';
export const ISOLATIONS: readonly Isolation[] = ['user', 'mount', 'watch'];

/** What the base test inventory found. */
export interface InventoryNote {
  /** Whether the base tests could be listed and compared with what ran. */
  compared: boolean;
  base_tests: number;
  missing: number;
  newly_skipped: number;
  /** Why not compared, or what could not be judged; null when everything was. */
  note: string | null;
}

/** The locked suite run at base too: the verdict rules do not change (a failing test failed). */
export interface BaselineNote {
  /** Tests that failed in the base run. */
  failed_at_base: string[];
  /** Tests failing now that failed at base too. */
  pre_existing: string[];
  /** Tests failing now that passed (or did not exist) at base. */
  new_failures: string[];
}
