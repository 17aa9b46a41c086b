// Joins what the runs found into the report's notes: the inventory's outcome and, with
// `--baseline`, which failures already failed at base (`pre-existing`) and which are new.

import type { RunIds } from '../model/inventory.js';
import type { BaselineNote, InventoryNote } from '../model/report.js';
import type { TestFailure } from '../model/results.js';

/** All test checks' ids together; null when any test check's results named none. */
export function unionIds(all: ReadonlyArray<RunIds | null | undefined>): RunIds | null {
  if (all.length === 0 || all.some((ids) => ids === null || ids === undefined)) return null;
  const present = all as readonly RunIds[];
  const unit = present.every((ids) => ids.unit === 'file') ? 'file' : 'test';
  if (present.some((ids) => ids.unit !== unit)) return null;
  return {
    ran: present.flatMap((ids) => ids.ran),
    skipped: present.flatMap((ids) => ids.skipped),
    unit,
  };
}

export function baselineNote(
  now: readonly TestFailure[],
  atBase: readonly TestFailure[],
): BaselineNote {
  const failedAtBase = unique(atBase.map((failure) => failure.name));
  const before = new Set(failedAtBase);
  const failing = unique(now.map((failure) => failure.name));
  return {
    failed_at_base: failedAtBase,
    pre_existing: failing.filter((name) => before.has(name)),
    new_failures: failing.filter((name) => !before.has(name)),
  };
}

export function notCompared(note: string): InventoryNote {
  return { compared: false, base_tests: 0, missing: 0, newly_skipped: 0, note };
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** The report fields the inventory adds: absent where it did not run, so old reports stay alike. */
export function inventoryFields(
  result: { note: InventoryNote; baseline: BaselineNote | null } | null,
  baseline: boolean,
): { inventory?: InventoryNote; baseline?: BaselineNote | null } {
  if (result === null) return baseline ? { baseline: null } : {};
  return baseline
    ? { inventory: result.note, baseline: result.baseline }
    : { inventory: result.note };
}
