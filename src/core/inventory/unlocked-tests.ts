// Files the base runner collects tests from that no test rule matches (pytest's `python_files =
// check_*.py`, vitest's `include`, jest's `testMatch`): the locked tree ran the PR's version of
// them, so a PR that changes one changed base tests the run did not restore.
import { definesTests } from '../changes/defines-tests.js';
import { mayHoldInSourceTests } from '../changes/js-in-source-tests.js';
import { joinDir } from '../discovery/paths.js';
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { InventoryEntry, ListingFormat } from '../model/inventory.js';

/** A file the base tests were listed in, with (pytest) the first item of each node id. */
export interface BaseTestFile {
  path: string;
  /** `test_add` of `check_calc.py::test_add`, `TestCalc` of `...::TestCalc::test_sub`. */
  items: string[];
}

/**
 * The repo-relative files of a check's base tests. A pytest doctest (`calc.py::calc.add`, its
 * name dotted by the module) is an example in a source file, not a test file: the doctest rule
 * judges those. Go and cargo name no files.
 */
export function baseTestFiles(
  entries: readonly InventoryEntry[],
  format: ListingFormat,
  cwd: string,
): BaseTestFile[] {
  const files = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.file === '') continue;
    const item = format === 'pytest' ? firstItem(entry.id) : '';
    if (item === null) continue;
    // Relative to the check's folder; one that leaves the repository is no file of it.
    const path = joinDir(cwd, entry.file);
    if (path === null) continue;
    const items = files.get(path) ?? new Set<string>();
    if (item !== '') items.add(item);
    files.set(path, items);
  }
  return [...files].map(([path, items]) => ({ path, items: [...items] }));
}

// The first item after the file, without parameters; null for a doctest's dotted name.
function firstItem(id: string): string | null {
  const [, item = ''] = id.split('::');
  const bracket = item.indexOf('[');
  const name = bracket < 0 ? item : item.slice(0, bracket);
  return name.includes('.') ? null : name;
}

/** The changed files that hold base tests and that the locked tree did not restore. */
export function unlockedTestFiles(
  changes: readonly ChangedFile[],
  files: readonly BaseTestFile[],
): Array<{ change: ChangedFile; listed: BaseTestFile }> {
  const byPath = new Map(files.map((file) => [file.path, file]));
  return changes.flatMap((change) => {
    const listed = byPath.get(change.path);
    const edited = change.status === 'modified' || change.status === 'type-changed';
    const unlocked = change.oldClass === 'source' || change.oldClass === 'other';
    return listed !== undefined && edited && unlocked ? [{ change, listed }] : [];
  });
}

/**
 * Whether the file's base text defines the tests it was listed for. Plugins list items of their
 * own in source files (pytest-mypy's `calc.py::mypy`, pytest-ruff's, jest-runner-eslint's every
 * file): such a file is the code under test. A pytest file defines the first item of a node id
 * (`def test_add`, `class TestCalc`); a JavaScript file calls `it`/`test`/`describe` and is not
 * one of vitest's in-source test files (`import.meta.vitest`: code with tests inside).
 */
export function definesListedTests(listed: BaseTestFile, baseText: string): boolean {
  if (listed.items.length > 0) {
    return listed.items.some((item) =>
      new RegExp(`^[ \\t]*(?:async[ \\t]+def|def|class)[ \\t]+${escaped(item)}\\b`, 'm').test(
        baseText,
      ),
    );
  }
  return definesTests(listed.path, baseText) && !mayHoldInSourceTests(baseText);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
