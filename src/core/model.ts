// The plain data that flows through testlock: diff entries, classes, anomalies, checks, reports.
// Everything in core/ takes and returns these shapes; nothing here does I/O.

/** How a path changed between the merge base and head (from `git diff --raw -z -M`). */
export type ChangeStatus =
  | 'added'
  | 'modified'
  | 'deleted'
  | 'renamed'
  | 'copied'
  | 'type-changed'
  | 'unmerged'
  | 'unknown';

/** What kind of object sits at a path, from the git file mode. */
export type EntryKind = 'file' | 'executable' | 'symlink' | 'submodule' | 'none';

/** One row of the raw diff, before classification. */
export interface DiffEntry {
  status: ChangeStatus;
  /** Path at head (for deletions: the deleted path). */
  path: string;
  /** Path at base for renames and copies, else null. */
  oldPath: string | null;
  /** Rename/copy similarity 0-100, else null. */
  similarity: number | null;
  /** Kind of object at base (`none` when added). */
  oldKind: EntryKind;
  /** Kind of object at head (`none` when deleted). */
  newKind: EntryKind;
  /** Blob ids (40 hex, or all zeros when absent). */
  oldBlob: string;
  newBlob: string;
}

export type FileClass = 'test' | 'harness' | 'source' | 'other';

export type Ecosystem =
  | 'python'
  | 'javascript'
  | 'go'
  | 'rust'
  | 'java'
  | 'ruby'
  | 'csharp'
  | 'php'
  | 'cpp'
  | 'ci'
  | 'generic';

/** The class of one path and the ecosystem whose rule decided it. */
export interface PathClass {
  class: FileClass;
  ecosystem: Ecosystem | null;
  /** Short name of the rule that matched, for `plan` and debugging (e.g. `python:test_*.py`). */
  rule: string;
}

/** A diff entry with the class of its head path and (for renames/deletes) of its base path. */
export interface ChangedFile extends DiffEntry {
  class: FileClass;
  ecosystem: Ecosystem | null;
  /** Class of `oldPath ?? path` at base; equals `class` unless renamed across classes. */
  oldClass: FileClass;
  /**
   * The rule that decided `class` (PathClass.rule), shown by `plan`. Always set by the
   * classifier; optional so that hand-built changes in tests need not name one.
   */
  rule?: string;
}

/** One hunk of a zero-context unified diff (`git diff -U0`). */
export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Removed lines with their line numbers in the base version. */
  removed: Array<{ line: number; text: string }>;
  /** Added lines with their line numbers in the head version. */
  added: Array<{ line: number; text: string }>;
}

/** Every anomaly kind, in the order of docs/anomalies.md; also what report validation accepts. */
export const ANOMALY_KINDS = [
  'test-added',
  'test-modified',
  'test-deleted',
  'test-renamed',
  'harness-modified',
  'inline-test-modified',
  'skip-marker-added',
  'assertion-removed',
  'report-disagrees',
  'coverage-unmeasured',
  // The base test inventory: base tests that did not run or newly skip.
  'test-missing',
  'test-newly-skipped',
  // Integrity of the run and of the judge.
  'locked-file-changed',
  'stray-process',
  'unclassified-change',
  'judge-modified',
  // Source-side gaming heuristics (warning by default, configurable).
  'source-test-sniffing',
  'source-special-case',
  'source-always-equal',
  'source-early-exit',
  'source-monkeypatch',
  'source-swallowed-exception',
  'suppression-added',
] as const;

export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export type Severity = 'critical' | 'warning' | 'info';

export interface Anomaly {
  kind: AnomalyKind;
  severity: Severity;
  path: string;
  /** Line in the head version where known (base line for deletions), else null. */
  line: number | null;
  detail: string;
}

export type CheckKind = 'test' | 'typecheck' | 'lint';

/** Why a check did not run. */
export type SkipReason = 'tool-not-installed' | 'not-configured' | 'unresolvable';

/** A check as discovered: what would run, where it was found. No run fields. */
export interface Check {
  name: string;
  kind: CheckKind;
  command: string;
  args: string[];
  /** The exact text the project wrote (CI `run:` line, recipe line, package script). */
  script: string;
  /** Working directory relative to the repository root ('' or '.' for the root). */
  cwd: string;
  /** Extra environment for the check (from CI `env:` etc.). */
  env: Record<string, string>;
  /** Where it was found, e.g. `.github/workflows/ci.yml jobs.test.steps[3]`. */
  source: string;
  /** Why discovery took this source over other candidates (ranking, matrix value), if it had a choice. */
  reason?: string;
  skipped: SkipReason | null;
}

/** A check after it ran (`checks[]` of docs/report.md). */
export interface CheckResult extends Check {
  ok: boolean;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  summary: string;
  /** Bytes the check wrote to each stream in all (`stdout`/`stderr` keep only the tail); absent in older reports and for checks that did not run. */
  stdoutBytes?: number;
  stderrBytes?: number;
}

export type TestChangePolicy = 'fail' | 'warn' | 'ignore';

/** The locked worktree's deviations from head. */
export interface LockedPlan {
  /** Paths written with their base version (modified, deleted or renamed-away tests and harness). */
  restored: string[];
  /** Paths removed (test and harness files the PR adds). */
  removed: string[];
  /** Manifests whose test-related parts were taken from base (e.g. package.json scripts). */
  merged: string[];
  /** Rust source files written with the PR's code and base's test items (`#[cfg(test)]`, `#[test]`). */
  spliced: string[];
  /** Rust source files whose base test items could not be spliced in: the test checks fail. */
  unspliced: UnsplicedFile[];
}

/** A source file the locked tree could not give its base test items, and why. */
export interface UnsplicedFile {
  path: string;
  reason: string;
}

/** One failing test as a parser found it. */
export interface TestFailure {
  /** Test name or id as the runner prints it (e.g. `tests/test_x.py::test_y`, `limits::burst`). */
  name: string;
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
}

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
