// Which Rust files the locked tree splices: every changed `.rs` file that is not itself a test or
// harness file (those take their base version whole), with the base path its test items come from.
import { describeEntry, holdsContent, replacedByEntry } from '../changes/entry-kinds.js';
import type { ChangedFile, FileClass } from '../model/changed-file.js';
import type { UnsplicedFile } from '../model/locked-plan.js';

/** A head path to write as the PR's code with base's test items; basePath null: base had none. */
export interface SpliceTarget {
  path: string;
  basePath: string | null;
  /** Write base's text whole (a test-only module file the PR moved here: test code whole). */
  whole?: boolean;
}

/** The splices that change a file, and the files that cannot be spliced safely. */
export interface RustSplices {
  splice: SpliceTarget[];
  unspliced: UnsplicedFile[];
  /** Files base declares as `#[cfg(test)] mod name;`: test code whole, restored from base. */
  restore: string[];
  /** Head paths a base test-only file was moved to: the PR's own test code, left out. */
  remove: string[];
}

export const NO_SPLICES: RustSplices = { splice: [], unspliced: [], restore: [], remove: [] };

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

/** A base source `.rs` file the PR deletes, moves or replaces by another kind of entry. */
export interface MovedRustFile {
  basePath: string;
  /** Where it went (a rename), or null when it is gone. */
  headPath: string | null;
  /** `deleted`, `replaced by a symlink (mode 120000)`. */
  how: string;
  /** The head path is a test or harness path: the locked tree removes it by its class. */
  headLocked: boolean;
}

// Whether each of these base files is test-only is decided from the files that declare it
// (rust-test-module-files.ts): if so, its base path is restored, as for a test file.
export function movedTestModules(changes: readonly ChangedFile[]): MovedRustFile[] {
  return changes.flatMap((change): MovedRustFile[] => {
    const basePath = change.oldPath ?? change.path;
    if (!basePath.endsWith('.rs') || LOCKED.has(change.oldClass)) return [];
    if (!holdsContent(change.oldKind)) return [];
    if (change.status === 'deleted') {
      return [{ basePath, headPath: null, how: 'deleted', headLocked: false }];
    }
    if (replacedByEntry(change)) {
      const how = `replaced by ${describeEntry(change.newKind)}`;
      return [{ basePath, headPath: null, how, headLocked: false }];
    }
    if (change.status !== 'renamed' || change.oldPath === null) return [];
    const headLocked = LOCKED.has(change.class) || !holdsContent(change.newKind);
    return [{ basePath, headPath: change.path, how: 'renamed', headLocked }];
  });
}

/** `a/x.rs` and `a/x/mod.rs` are one module's two places: both at once do not compile. */
export function sameModuleFile(a: string, b: string): boolean {
  const module = (p: string): string => p.replace(/\/mod\.rs$|\.rs$/, '');
  return a !== b && module(a) === module(b);
}
