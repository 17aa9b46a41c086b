// What a verify run takes and returns, shared by the CLI and the Action.
import type { StageClock } from '../../adapters/stage-clock.js';
import type { Anomaly, TestChangePolicy } from '../../core/model/anomaly.js';
import type { CheckSchedule } from '../../core/model/check.js';
import type { Report } from '../../core/model/report.js';
import type { Diagnostic, TestFailure } from '../../core/model/results.js';
import type { Shard } from '../../core/sharding/shard.js';
import type { InventoryStore } from '../inventory/cache.js';
import type { PlanOptions } from './plan.js';

/** A verify run: what a plan takes (repository, refs, checks, environment) and how to run. */
export interface VerifyOptions extends PlanOptions {
  /** Overrides the config file's policy when set. */
  onTestChange: TestChangePolicy | null;
  /** Per check; overrides the config file's when set. */
  timeoutMinutes: number | null;
  /** How the checks share the machine. */
  schedule: CheckSchedule;
  /** The PR carries the override label: critical anomalies do not fail the gate. */
  allowTestChanges: boolean;
  /** Anomalies found before verify ran (the Action's `judge-modified`); they go through the policy. */
  extraAnomalies?: Anomaly[];
  /** Values that must never reach a check's environment (the token). */
  secrets: string[];
  /** Progress lines for people (stderr in the CLI, the log in the Action). */
  log: (line: string) => void;
  /** A check's output as it arrives (the Action streams it into the log); absent: not shown. */
  onOutput?: (stream: 'stdout' | 'stderr', text: string) => void;
  /** Aborts running checks (SIGINT). */
  signal?: AbortSignal;
  /** Also run the locked suite at base and mark failures that already failed there. */
  baseline?: boolean;
  /** Where to write the evidence bundle for a reviewer; null or absent: none. */
  evidencePath?: string | null;
  /** Run only this share of the tests (a matrix job of a sharded suite); null or absent: all. */
  shard?: Shard | null;
  /** Where the base inventory is cached (a file, the Actions cache); null or absent: listed. */
  inventoryStore?: InventoryStore | null;
  /** Times testlock's own stages, the checks and the inventory (`--timings`); absent: none. */
  clock?: StageClock | undefined;
}

/**
 * Report fields for the merge of a matrix: which shard and project the report covers, and the
 * line totals behind `coverage` so that merged coverage is computed from lines, not averaged.
 */
export interface PartFields {
  shard?: string | null;
  project?: string | null;
  coverage_lines?: { covered: number; total: number } | null;
  /** Every part of the matrix this report is one job of (the action's `expected-reports`). */
  expected_reports?: string[];
}

export type VerifyReport = Report & PartFields;

export interface VerifyOutcome {
  report: VerifyReport;
  gatePassed: boolean;
  /** Parsed failing tests, for annotations at their file and line. */
  failures: TestFailure[];
  /** Type and lint errors, for annotations. */
  diagnostics: Diagnostic[];
  /** The config's allow label, so the Action can look for it on the PR. */
  allowLabel: string | null;
}
