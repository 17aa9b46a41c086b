// Files the base runner collects tests from that no test rule matches (pytest's `python_files =
// check_*.py`, vitest's `include`, jest's `testMatch`): the locked tree ran the PR's version of
// them, so a PR that changes one changed base tests the run did not restore.

import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';

/**
 * The repo-relative files of a check's base tests. A pytest doctest (`calc.py::calc.add`, its
 * name dotted by the module) is an example in a source file, not a test file: the doctest rule
 * judges those. Go and cargo name no files.
 */
export function baseTestFiles(
  entries: readonly InventoryEntry[],
  format: ListingFormat,
  cwd: string,
): string[] {
  const files = new Set<string>();
  for (const entry of entries) {
    if (entry.file === '' || (format === 'pytest' && isDoctest(entry.id))) continue;
    const path = repoPath(cwd, entry.file);
    if (path !== null) files.add(path);
  }
  return [...files];
}

function isDoctest(id: string): boolean {
  const name = id.slice(id.lastIndexOf('::') + 2);
  const bracket = name.indexOf('[');
  return (bracket < 0 ? name : name.slice(0, bracket)).includes('.');
}

// Relative to the check's folder; null for one that leaves the repository.
function repoPath(cwd: string, file: string): string | null {
  const parts: string[] = [];
  for (const part of [...cwd.split('/'), ...file.split('/')]) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else parts.push(part);
  }
  return parts.join('/');
}

/** The changed files that hold base tests and that the locked tree did not restore. */
export function unlockedTestFiles(
  changes: readonly ChangedFile[],
  files: ReadonlySet<string>,
): ChangedFile[] {
  return changes.filter(
    (f) =>
      (f.status === 'modified' || f.status === 'type-changed') &&
      (f.oldClass === 'source' || f.oldClass === 'other') &&
      files.has(f.path),
  );
}

export function unlockedTestAnomaly(f: ChangedFile): Anomaly {
  return {
    kind: 'test-modified',
    severity: 'critical',
    path: f.path,
    line: null,
    detail:
      "the base runner collects tests from this file, which no test rule matches: the PR's version ran (name it in tests.include of .github/testlock.yml so that its base version runs)",
  };
}
