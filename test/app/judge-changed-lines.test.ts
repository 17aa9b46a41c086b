// The App applies the base config's `changed-lines-min` to an uploaded report's counts itself: a
// report cannot pass under the floor, and no label or approval lifts it.
import { describe, expect, it } from 'vitest';
import { judgeUploaded, type UploadedFacts } from '../../src/app/judge-uploaded.js';
import type { ChangedLines, Report } from '../../src/core/model/report.js';
import { outcomeFor } from '../action/reports.js';

const passing = outcomeFor({}).report;

function facts(report: Report, min: number | null, allowed = false): UploadedFacts {
  return {
    uploaded: { ok: true, report },
    headSha: report.head_sha,
    baseAccepted: true,
    workflowPath: '.github/workflows/testlock.yml',
    judgePaths: [],
    changes: [],
    appAnomalies: [],
    policy: 'fail',
    allowed,
    changedLinesMin: min,
  };
}

const lines = (run: number, total: number): ChangedLines => ({
  source_lines: total,
  run_by_locked_tests: run,
  run_by_pr_tests: null,
  files_unmeasured: [],
});

describe('judgeUploaded: changed-lines-min', () => {
  it.each<[string, ChangedLines | null | undefined, number | null, boolean, string]>([
    ['no floor', lines(1, 10), null, false, 'PASS'],
    ['above the floor', lines(9, 10), 80, false, 'PASS'],
    ['below the floor', lines(1, 10), 80, false, 'FAIL'],
    ['below the floor, the label on the PR', lines(1, 10), 80, true, 'FAIL'],
    ['nothing measured: not applied', null, 80, false, 'PASS'],
  ])('%s', (_, changed, min, allowed, verdict) => {
    expect(passing.verdict).toBe('PASS');
    const report = changed === undefined ? passing : { ...passing, changed_lines: changed };
    const judged = judgeUploaded(facts(report, min, allowed));
    expect(judged.counted).toBe(true);
    if (!judged.counted) return;
    expect(judged.report.verdict).toBe(verdict);
    expect(judged.allowable).toBe(false);
  });
});
