// The changed-lines evidence (SPEC 3b): of the product lines the PR adds or changes that the
// coverage tool counts as executable, how many the locked run executed and how many the PR's own
// tests did. Pure over the diff's head-side line numbers and the runs' per-file coverage.
import { isAbsolute, relative } from 'node:path';
import type { ChangedFile } from '../model/changed-file.js';
import type { ChangedLines } from '../model/report.js';
import type { FileLines } from '../model/results.js';

// The product files whose lines a report testlock reads can name: coverage.py's, Go's, istanbul's,
// LLVM's (Rust).
const TRACED = /\.(?:py|go|rs|[cm]?[jt]s|[jt]sx)$/;
// Declarations hold no statement a coverage tool could count.
const DECLARATIONS = /\.d\.[cm]?ts$/;

/** A product source file the PR adds or changes: its path at head and the lines it added there. */
export interface ChangedSource {
  path: string;
  lines: readonly number[];
}

/** The product source files the PR adds or changes that a line report could measure. */
export function changedSourceFiles(changes: readonly ChangedFile[]): ChangedFile[] {
  return changes.filter(
    (c) =>
      c.class === 'source' &&
      c.status !== 'deleted' &&
      (c.newKind === 'file' || c.newKind === 'executable') &&
      TRACED.test(c.path) &&
      !DECLARATIONS.test(c.path),
  );
}

/** Their paths, root-relative: what a trace of the changed files alone starts from. */
export function changedSourcePaths(changes: readonly ChangedFile[]): string[] {
  return changedSourceFiles(changes).map((c) => c.path);
}

/** JavaScript and TypeScript sources, whose lines istanbul's reports name (vitest, jest). */
export const JS_SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * The folders of the changed files of one language (absolute paths) under the check's folder,
 * relative to it (`''` for the folder itself): what a runner traces there. None outside it.
 */
export function tracedUnder(
  files: readonly string[] | undefined,
  checkDir: string | undefined,
  language: RegExp,
): string[] {
  if (checkDir === undefined || checkDir === '') return [];
  return tracedFolders(files ?? [], language)
    .map((folder) => relative(checkDir, folder))
    .filter((rel) => !rel.startsWith('..') && !isAbsolute(rel));
}

/** The folders (`.` for one's own) of the files a runner's language reads, each once, sorted. */
export function tracedFolders(files: readonly string[], language: RegExp): string[] {
  const folders = files
    .filter((path) => language.test(path))
    .map((path) => {
      const slash = path.lastIndexOf('/');
      return slash === -1 ? '.' : path.slice(0, slash);
    });
  return [...new Set(folders)].sort();
}

interface Merged {
  executable: Set<number>;
  executed: Set<number>;
}

/** Every run's lines for one file merged: executable by any report, executed by any. */
function merge(runs: ReadonlyArray<readonly FileLines[]>): Map<string, Merged> {
  const files = new Map<string, Merged>();
  for (const run of runs)
    for (const file of run) {
      let merged = files.get(file.path);
      if (merged === undefined) {
        merged = { executable: new Set(), executed: new Set() };
        files.set(file.path, merged);
      }
      for (const n of file.executable) merged.executable.add(n);
      for (const n of file.executed) merged.executed.add(n);
    }
  return files;
}

function countRun(
  changed: readonly ChangedSource[],
  executable: ReadonlyMap<string, ReadonlySet<number>>,
  runs: ReadonlyArray<readonly FileLines[]>,
): number {
  const merged = merge(runs);
  let run = 0;
  for (const file of changed) {
    const lines = executable.get(file.path);
    const executed = merged.get(file.path)?.executed;
    if (lines === undefined || executed === undefined) continue;
    for (const n of lines) if (executed.has(n)) run++;
  }
  return run;
}

/**
 * The counts, or null where no run of the locked tests measured lines (coverage not instrumented).
 * `pr` is null where the PR-tests pass did not run or measured nothing.
 */
export function countChangedLines(
  changed: readonly ChangedSource[],
  locked: ReadonlyArray<readonly FileLines[]>,
  pr: ReadonlyArray<readonly FileLines[]> | null,
): ChangedLines | null {
  if (locked.length === 0) return null;
  // Executable by the tool's own measure, in any report of either pass.
  const known = merge([...locked, ...(pr ?? [])]);
  const executable = new Map<string, Set<number>>();
  const unmeasured: string[] = [];
  for (const file of changed) {
    const lines = known.get(file.path)?.executable;
    if (lines === undefined) {
      unmeasured.push(file.path);
      continue;
    }
    executable.set(file.path, new Set(file.lines.filter((n) => lines.has(n))));
  }
  let sourceLines = 0;
  for (const lines of executable.values()) sourceLines += lines.size;
  return {
    source_lines: sourceLines,
    run_by_locked_tests: countRun(changed, executable, locked),
    run_by_pr_tests: pr === null || pr.length === 0 ? null : countRun(changed, executable, pr),
    files_unmeasured: unmeasured,
  };
}

/** The percent of changed executable lines the locked tests ran, floored to one decimal. */
export function changedLinesPercent(lines: ChangedLines): number {
  if (lines.source_lines === 0) return 100;
  return Math.floor((lines.run_by_locked_tests * 1000) / lines.source_lines) / 10;
}

/**
 * Why the changed lines fall short of the config's floor, for `failed: <reason>`; null where no
 * floor is set, it is met, or nothing was measured (then there is nothing to hold the PR to: the
 * report shows `changed_lines: null`). A changed file no report named ran no line under any test
 * that was traced, so it cannot meet a floor.
 */
export function changedLinesShortfall(
  lines: ChangedLines | null,
  min: number | null,
): string | null {
  if (min === null || lines === null) return null;
  const percent = changedLinesPercent(lines);
  const unmeasured = lines.files_unmeasured.length;
  if (percent >= min && unmeasured === 0) return null;
  const files =
    unmeasured === 0 ? '' : `; ${unmeasured} file${unmeasured === 1 ? '' : 's'} no test ran`;
  return `changed lines untested (${percent}%${files})`;
}
