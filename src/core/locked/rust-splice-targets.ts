// Which Rust files the locked tree splices: every changed `.rs` file that is not itself a test or
// harness file (those take their base version whole), with the base path its test items come from.
import type { ChangedFile, FileClass } from '../model/changed-file.js';
import type { UnsplicedFile } from '../model/locked-plan.js';

/** A head path to write as the PR's code with base's test items; basePath null: base had none. */
export interface SpliceTarget {
  path: string;
  basePath: string | null;
}

/** The splices that change a file, and the files that cannot be spliced safely. */
export interface RustSplices {
  splice: SpliceTarget[];
  unspliced: UnsplicedFile[];
  /** Files base declares as `#[cfg(test)] mod name;`: test code whole, restored from base. */
  restore: string[];
}

export const NO_SPLICES: RustSplices = { splice: [], unspliced: [], restore: [] };

const LOCKED: ReadonlySet<FileClass> = new Set(['test', 'harness']);
const SPLICED_STATUS = new Set(['modified', 'added', 'renamed', 'copied', 'type-changed']);

// A file added by the PR, or moved from a test file (restored at its base path), has no base
// test items: its own are left out like any test the PR adds (docs/verdict.md, rule 1).
export function rustSpliceTargets(changes: readonly ChangedFile[]): SpliceTarget[] {
  return changes.flatMap((change): SpliceTarget[] => {
    if (!change.path.endsWith('.rs') || !SPLICED_STATUS.has(change.status)) return [];
    if (change.newKind !== 'file' && change.newKind !== 'executable') return [];
    if (LOCKED.has(change.class)) return [];
    const fromBase =
      change.status !== 'added' &&
      (change.oldKind === 'file' || change.oldKind === 'executable') &&
      !LOCKED.has(change.oldClass) &&
      (change.oldPath ?? change.path).endsWith('.rs');
    return [{ path: change.path, basePath: fromBase ? (change.oldPath ?? change.path) : null }];
  });
}
