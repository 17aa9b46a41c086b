// The JSON document `testlock plan --json` prints: the classification, anomalies and checks.
import type { Check } from '../model/check.js';
import type { PlanData } from '../model/plan.js';

export interface PlanJson {
  schema_version: 1;
  branch_id: string;
  base_sha: string;
  head_sha: string;
  changes: Array<{
    path: string;
    old_path: string | null;
    status: string;
    class: string;
    ecosystem: string | null;
    /** The rule that decided the class (e.g. `python:conftest.py`, `unclassified`). */
    rule: string | null;
  }>;
  anomalies: PlanData['anomalies'];
  locked: PlanData['locked'];
  checks: Check[];
  followed: Array<{
    path: string;
    check: string;
    via: string[];
    how: string;
    at_base: boolean;
    locked: boolean;
    note: string | null;
  }>;
  warnings: string[];
}

export function planJson(plan: PlanData): PlanJson {
  return {
    schema_version: 1,
    branch_id: plan.branchId,
    base_sha: plan.baseSha,
    head_sha: plan.headSha,
    changes: plan.changes.map((change) => ({
      path: change.path,
      old_path: change.oldPath,
      status: change.status,
      class: change.class,
      ecosystem: change.ecosystem,
      rule: change.rule ?? null,
    })),
    anomalies: plan.anomalies,
    locked: plan.locked,
    checks: plan.checks,
    followed: plan.followed.map((f) => ({
      path: f.path,
      check: f.check,
      via: f.via,
      how: f.how,
      at_base: f.atBase,
      locked: f.locked,
      note: f.note,
    })),
    warnings: plan.warnings,
  };
}
