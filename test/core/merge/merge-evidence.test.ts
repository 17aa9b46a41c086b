// The PR's own tests and the changed lines of projects merged into one report; shards leave both out.
import { describe, expect, it } from 'vitest';
import { mergeReports } from '../../../src/core/merge/merge-reports.js';
import type { PrTests } from '../../../src/core/model/pr-tests.js';
import type { ChangedLines, Report } from '../../../src/core/model/report.js';
import { parseReport } from '../../../src/core/report-schema.js';
import { aReport } from '../../builders/report.js';

const pr = (file: string, failAtBase: number): PrTests => ({
  files: [file],
  tests_run: 2,
  tests_passed: 2,
  tests_failed: 0,
  fail_at_base: failAtBase,
  pass_at_base: 2 - failAtBase,
  tests: [
    { id: `${file}::a`, head: 'passed', base: failAtBase > 0 ? 'failed' : 'passed' },
    { id: `${file}::b`, head: 'passed', base: 'passed' },
  ],
});
const lines = (source: number, run: number, byPr: number | null): ChangedLines => ({
  source_lines: source,
  run_by_locked_tests: run,
  run_by_pr_tests: byPr,
  files_unmeasured: [],
});
const project = (name: string, fields: Partial<Report>) => ({
  name,
  report: aReport(fields),
  project: name,
});

describe('merging the evidence of projects', () => {
  it('sums the PR tests and the changed lines of every project', () => {
    const merged = mergeReports(
      [
        project('api', { pr_tests: pr('api/t.py', 1), changed_lines: lines(10, 4, 10) }),
        project('web', { pr_tests: null, changed_lines: lines(5, 5, 3) }),
      ],
      [],
    );
    expect(merged.pr_tests).toEqual({ ...pr('api/t.py', 1) });
    expect(merged.changed_lines).toEqual(lines(15, 9, 13));
    // What the merge writes is a report the schema reader accepts.
    expect(parseReport(JSON.stringify(merged)).ok).toBe(true);
  });

  it('is null where a project measured no lines, and the PR-tests count where one has none', () => {
    const merged = mergeReports(
      [
        project('api', { changed_lines: lines(10, 4, null) }),
        project('web', { changed_lines: lines(5, 5, 3) }),
      ],
      [],
    );
    expect(merged.changed_lines?.run_by_pr_tests).toBeNull();
    const unmeasured = mergeReports(
      [
        project('api', { changed_lines: lines(10, 4, 10) }),
        project('web', { changed_lines: null }),
      ],
      [],
    );
    expect(unmeasured.changed_lines).toBeNull();
  });

  it('leaves both out for shards, whose counts cannot be added', () => {
    const merged = mergeReports(
      [
        { name: '1/2', report: aReport({ changed_lines: lines(10, 4, null) }) },
        { name: '2/2', report: aReport({ changed_lines: lines(10, 6, null) }) },
      ].map((p, i) => ({ ...p, shard: { index: i + 1, total: 2 } })),
      [],
    );
    expect('changed_lines' in merged).toBe(false);
    expect('pr_tests' in merged).toBe(false);
  });
});
