// The result of `plan`: everything decided before anything runs.
import type { Anomaly } from './anomaly.js';
import type { ChangedFile } from './changed-file.js';
import type { Check } from './check.js';
import type { LockedPlan } from './locked-plan.js';
import type { MigrationPlan } from './migration.js';

/** A repository file that a base check runs or reads as a program, recipe or ignore list. */
export interface FollowedFile {
  path: string;
  /** The check it was reached from (its kind and where it was discovered). */
  check: string;
  /** The files passed through on the way, check first (e.g. `scripts/ci.sh`, `scripts/unit.sh`). */
  via: string[];
  /** How the last step reached it: `runs`, `interpreter`, `include`, `dotenv`, `ignore-file`... */
  how: string;
  /** Whether the path exists at base (a base include or dotenv file the PR may add need not). */
  atBase: boolean;
  /**
   * Whether the locked run takes its base version: harness through this walk, or already test or
   * harness by another rule (false for an ignore file whose change only ignores untracked paths).
   */
  locked: boolean;
  /** Why an ignore file's change was judged harmless, null otherwise. */
  note: string | null;
}

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
  /** What the base checks execute from the repository, followed transitively (issue 10). */
  followed: FollowedFile[];
  warnings: string[];
  /** The SQL migration folders at base and their round trips (docs/migrations.md); absent: none. */
  migrations?: MigrationPlan[];
}
