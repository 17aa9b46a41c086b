// Shapes shared by the base test inventory: what a listing found at base, and what ran now.

/** How a runner's listing output is read. */
export type ListingFormat =
  | 'pytest'
  | 'vitest-json'
  | 'jest-files'
  | 'go-list'
  | 'cargo-list'
  | 'ctest-json';

/** One test (or, for jest, one test file) the locked set holds at base. */
export interface InventoryEntry {
  /** The id in the form the results parsers give (`tests/t.py::test_y[a]`, `pkg.TestX`). */
  id: string;
  /** The test's file, repo-relative where known; '' where the runner does not say (go, cargo). */
  file: string;
}

/** Which tests a verification (or base) run reported, read from its results. */
export interface RunIds {
  /** Every test the results name, skipped ones included. */
  ran: string[];
  skipped: string[];
  /** Whether `ran` holds files (jest) rather than test ids. */
  unit: 'test' | 'file';
  /** The entries of `ran` that name a test file beside its tests (jest's report names both). */
  files?: string[];
}
