// A check as discovery finds it (what would run, and where it was found) and after it ran.

export type CheckKind = 'test' | 'typecheck' | 'lint';

/**
 * How the checks share the machine: the lint and type checks that only read the tree beside the
 * first test check (the default), all at once (`--parallel`), or one at a time (`--sequential`).
 */
export type CheckSchedule = 'beside-tests' | 'all-at-once' | 'one-at-a-time';

/**
 * Why a check did not run. `not-in-ci`: a type or lint kind that the base CI, which runs other
 * checks, never runs (only a lower level of discovery found it): not what passing means there.
 */
export type SkipReason = 'tool-not-installed' | 'not-configured' | 'unresolvable' | 'not-in-ci';

/**
 * Which level of discovery declared a check: testlock's own configuration or inputs, the base CI
 * (a run line, or a known action mapped to its command), a Makefile/justfile/task file, a
 * manifest's scripts or sections, the convention table; `none` for a kind nothing declares, and
 * `testlock` for the commands testlock runs itself (probes, listings).
 */
export type CheckOrigin =
  | 'config'
  | 'ci'
  | 'ci-action'
  | 'task-file'
  | 'manifest'
  | 'convention'
  | 'none'
  | 'testlock';

export const CHECK_ORIGINS: readonly CheckOrigin[] = [
  'config',
  'ci',
  'ci-action',
  'task-file',
  'manifest',
  'convention',
  'none',
  'testlock',
];

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
  /** The discovery level that declared it. */
  origin: CheckOrigin;
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
