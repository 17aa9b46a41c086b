// The locked worktree's deviations from head: what was restored, removed, merged, spliced.

/** The locked worktree's deviations from head. */
export interface LockedPlan {
  /** Paths written with their base version (modified, deleted or renamed-away tests and harness). */
  restored: string[];
  /** Paths removed (test and harness files the PR adds). */
  removed: string[];
  /**
   * Manifests whose test-related parts were taken from base (e.g. package.json scripts); for a
   * manifest the PR adds, base has none: they are left out and its scripts do nothing.
   */
  merged: string[];
  /** Rust source files written with the PR's code and base's test items (`#[cfg(test)]`, `#[test]`). */
  spliced: string[];
  /** Rust source files whose base test items could not be spliced in: the test checks fail. */
  unspliced: UnsplicedFile[];
}

/** A source file the locked tree could not give its base test items, and why. */
export interface UnsplicedFile {
  path: string;
  reason: string;
}
