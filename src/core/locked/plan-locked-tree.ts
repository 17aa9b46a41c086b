// Decides how the locked worktree deviates from head: which paths take their base version,
// which PR-added test/harness paths are removed, and which dependency manifests are merged.
import type { CargoMemberTests } from '../changes/toolchain/cargo-files.js';
import type { ChangedFile, FileClass } from '../model/changed-file.js';
import type { LockedPlan } from '../model/locked-plan.js';
import { locksAddedManifest, manifestKind } from './merge-manifest.js';
import { NO_SPLICES, type RustSplices, type SpliceTarget } from './rust-splice-targets.js';

/** What the workspace adapter must do to turn a head checkout into the locked tree. */
export interface LockedTreeActions {
  /** Paths to write with their base version. */
  restore: string[];
  /** Head paths to delete (test and harness files that did not exist at base). */
  remove: string[];
  /** Manifests to rebuild from head with their test-related parts taken from base. */
  merge: string[];
  /** Manifests the PR adds, to rebuild from head without their test-related parts (scripts no-op). */
  lockAdded: string[];
  /** Rust source files to write as head's code with base's test items. */
  splice: SpliceTarget[];
  /** Go modules only tests import, whose `replace`/`exclude` the merged go.mod keeps as at base. */
  goTestModules?: string[];
  /** What a Cargo workspace's members take from its root for their tests: the merge locks it. */
  cargoMembers?: CargoMemberTests;
  /** The same decisions in the report's shape. */
  plan: LockedPlan;
}

function isLocked(fileClass: FileClass): boolean {
  return fileClass === 'test' || fileClass === 'harness';
}

interface Decision {
  restore: string[];
  remove: string[];
  merge: string[];
  lockAdded: string[];
}

// A manifest the PR adds (a new package, or the new path of a moved one) is not removed:
// that would drop the dependencies the PR's source needs. Its test-related parts are, as every
// harness file the PR adds is: a base command that runs a script in every workspace member
// would otherwise run the PR's (docs/verdict.md, rule 5). A symlink there is removed: what it
// points at is no manifest the locked tree can rewrite. A modified manifest is merged rather
// than restored, so the PR's dependency changes still apply (docs/verdict.md); a deleted or
// type-changed one cannot be merged and takes its base version whole.
function addedManifest(change: ChangedFile, decision: Decision): void {
  const kind = manifestKind(change.path);
  if (kind === null) return;
  if (change.newKind === 'symlink') decision.remove.push(change.path);
  else if (locksAddedManifest(kind)) decision.lockAdded.push(change.path);
}

function decide(change: ChangedFile): Decision {
  const decision: Decision = { restore: [], remove: [], merge: [], lockAdded: [] };
  const basePath = change.oldPath ?? change.path;
  const headIsManifest = manifestKind(change.path) !== null;
  switch (change.status) {
    case 'modified':
      // Merging a manifest whose test parts did not change is a no-op, so the class is not
      // consulted: a manifest the classifier missed must not keep the PR's scripts.
      if (headIsManifest && change.oldKind !== 'symlink' && change.newKind !== 'symlink') {
        decision.merge.push(change.path);
      } else if (isLocked(change.oldClass)) decision.restore.push(change.path);
      break;
    case 'type-changed':
    case 'deleted':
      if (isLocked(change.oldClass)) decision.restore.push(change.path);
      break;
    case 'added':
      if (headIsManifest) addedManifest(change, decision);
      else if (isLocked(change.class)) decision.remove.push(change.path);
      break;
    case 'renamed':
    case 'copied':
      // A copy's source is still at head; restoring it is a no-op unless it also changed.
      if (isLocked(change.oldClass)) decision.restore.push(basePath);
      if (headIsManifest) addedManifest(change, decision);
      else if (isLocked(change.class)) decision.remove.push(change.path);
      break;
    // 'unmerged' and 'unknown' do not occur between two commits; nothing is known to restore.
    case 'unmerged':
    case 'unknown':
      break;
  }
  return decision;
}

function sortedUnique(paths: Iterable<string>): string[] {
  return [...new Set(paths)].sort();
}

/** Turns the classified diff (and the Rust splices found from its texts) into the actions. */
export function planLockedTree(
  changes: readonly ChangedFile[],
  rust: RustSplices = NO_SPLICES,
): LockedTreeActions {
  const decisions = changes.map(decide);
  const restore = sortedUnique([...decisions.flatMap((d) => d.restore), ...rust.restore]);
  const restored = new Set(restore);
  // A base path wins over a removal: if the PR renames a test away and adds a new file at the
  // same path, the base version must be what runs there.
  const merge = sortedUnique(decisions.flatMap((d) => d.merge)).filter((p) => !restored.has(p));
  const remove = sortedUnique([...decisions.flatMap((d) => d.remove), ...rust.remove]).filter(
    (p) => !restored.has(p),
  );
  const lockAdded = sortedUnique(decisions.flatMap((d) => d.lockAdded)).filter(
    (p) => !restored.has(p),
  );
  // A path restored or removed whole never needs its test items spliced.
  const whole = new Set([...restore, ...remove]);
  const splice = rust.splice.filter((t) => !whole.has(t.path));
  const unspliced = rust.unspliced.filter((u) => !whole.has(u.path));
  const plan: LockedPlan = {
    restored: [...restore],
    removed: [...remove],
    merged: sortedUnique([...merge, ...lockAdded]),
    spliced: splice.map((t) => t.path),
    unspliced: [...unspliced],
  };
  return { restore, remove, merge, lockAdded, splice, plan };
}
