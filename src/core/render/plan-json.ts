// The JSON document `testlock plan --json` prints: the classification, anomalies and checks.

import { migrationChecks, stepLines } from '../migrations/check-names.js';
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
  /** The SQL migration folders and their round trips (docs/migrations.md); absent when none. */
  migrations?: Array<{
    tool: string;
    folder: string;
    source: string;
    engine: string;
    engine_because: string;
    base: string[];
    added: string[];
    steps: { base: string[]; up: string[]; down: string[] } | null;
    skipped: { reason: string; why: string } | null;
    missing_down: string[];
  }>;
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
    // The SQL row's checks are listed with the discovered ones, as the report lists them.
    checks: [
      ...plan.checks,
      ...(plan.migrations ?? []).flatMap((m) =>
        migrationChecks(m, (plan.migrations ?? []).length > 1),
      ),
    ],
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
    ...(plan.migrations?.length ? { migrations: plan.migrations.map(migrationJson) } : {}),
  };
}

function migrationJson(
  plan: NonNullable<PlanData['migrations']>[number],
): NonNullable<PlanJson['migrations']>[number] {
  const lines = (step: NonNullable<typeof plan.steps>['up']) => stepLines(step, plan.engine);
  return {
    tool: plan.tool,
    folder: plan.folder,
    source: plan.source,
    engine: plan.engine,
    engine_because: plan.engineBecause,
    base: plan.base.map((m) => m.name ?? m.id),
    added: plan.added.map((m) => m.name ?? m.id),
    steps: plan.steps && {
      base: lines(plan.steps.base),
      up: lines(plan.steps.up),
      down: lines(plan.steps.down),
    },
    skipped: plan.skip && { reason: plan.skip.reason, why: plan.skip.why },
    missing_down: plan.missingDown,
  };
}
