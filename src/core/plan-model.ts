// The result of `plan`: everything decided before anything runs.
import type { Anomaly, ChangedFile, Check, LockedPlan } from './model.js';

export interface PlanData {
  branchId: string;
  /** The merge base of base and head: what everything is compared with. */
  baseSha: string;
  headSha: string;
  /** The base ref as the user named it. */
  baseRef: string;
  changes: ChangedFile[];
  anomalies: Anomaly[];
  locked: LockedPlan;
  checks: Check[];
  warnings: string[];
}
