// The evidence beyond the locked set (SPEC 3b) of parts merged into one: the PR's own tests and
// the changed lines of every project, summed. Shards of one suite split the locked tests, not the
// changed files, so their counts cannot be added: the merge leaves both fields out.
import type { PrTests } from '../model/pr-tests.js';
import type { ChangedLines, Report } from '../model/report.js';

interface Part {
  report: Report;
  shard?: unknown;
}

type Merged<T> = { field: T | null } | null;

/** `pr_tests` of every project together; absent where no part ran the pass or parts are shards. */
export function mergedPrTests(parts: readonly Part[]): Merged<PrTests> {
  if (parts.some((p) => p.shard !== undefined)) return null;
  const ran = parts.filter((p) => p.report.pr_tests !== undefined);
  if (ran.length === 0) return null;
  const found = ran.flatMap((p) => (p.report.pr_tests ? [p.report.pr_tests] : []));
  if (found.length === 0) return { field: null };
  const add = (
    key: 'tests_run' | 'tests_passed' | 'tests_failed' | 'fail_at_base' | 'pass_at_base',
  ) => found.reduce((total, pr) => total + pr[key], 0);
  return {
    field: {
      files: [...new Set(found.flatMap((pr) => pr.files))],
      tests_run: add('tests_run'),
      tests_passed: add('tests_passed'),
      tests_failed: add('tests_failed'),
      fail_at_base: add('fail_at_base'),
      pass_at_base: add('pass_at_base'),
      tests: found.flatMap((pr) => pr.tests),
    },
  };
}

/**
 * `changed_lines` of every project summed; null where a part measured none (a sum of the others
 * would read as the whole), absent where a part did not attempt it or parts are shards.
 */
export function mergedChangedLines(parts: readonly Part[]): Merged<ChangedLines> {
  if (parts.length === 0 || parts.some((p) => p.shard !== undefined)) return null;
  if (parts.some((p) => p.report.changed_lines === undefined)) return null;
  const found = parts.flatMap((p) => (p.report.changed_lines ? [p.report.changed_lines] : []));
  if (found.length < parts.length) return { field: null };
  const byPr = found.map((c) => c.run_by_pr_tests);
  return {
    field: {
      source_lines: found.reduce((t, c) => t + c.source_lines, 0),
      run_by_locked_tests: found.reduce((t, c) => t + c.run_by_locked_tests, 0),
      run_by_pr_tests: byPr.includes(null) ? null : byPr.reduce<number>((t, n) => t + (n ?? 0), 0),
      files_unmeasured: [...new Set(found.flatMap((c) => c.files_unmeasured))],
    },
  };
}
