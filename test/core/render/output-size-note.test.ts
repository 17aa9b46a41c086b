// Truncation notes give the size the check really wrote ("last 20,000 characters of 3.1 MB"),
// from `stdoutBytes` / `stderrBytes`; an older report without them keeps the note it had.
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../src/core/model/check.js';
import type { Report } from '../../../src/core/model/report.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderCheckOutput,
  renderSummary,
} from '../../../src/core/render/markdown-summary.js';
import { readingOf } from '../../../src/core/render/reading.js';
import { outcomeFor, testFailure } from '../../action/reports.js';

const TAIL = `${'x'.repeat(19_991)}\nTHE END\n`;

function reportWith(fields: Partial<CheckResult>): Report {
  const { report } = outcomeFor({ failures: [testFailure(1)], testOutput: TAIL });
  const checks = report.checks.map((c) => (c.kind === 'test' ? { ...c, ...fields } : c));
  return { ...report, checks };
}

function jobSummary(report: Report): string {
  return renderSummary(
    {
      report,
      conclusion: 'failure',
      reading: readingOf({ report, allowance: null }),
      allowLabel: null,
      annotationsOmitted: 0,
      annotationLimit: 50,
      fromUploadedReport: false,
    },
    JOB_SUMMARY_LIMIT,
    { outputTails: true },
  );
}

describe('the truncation note names the size of the cut stream', () => {
  const cases: Array<{ name: string; fields: Partial<CheckResult>; note: RegExp | null }> = [
    {
      name: 'a 3.1 MB stdout kept as its last 20,000 characters',
      fields: { stdout: TAIL, stderr: '', stdoutBytes: 3_100_000, stderrBytes: 0 },
      note: /_Output cut: last 20,000 characters of 3\.1 MB shown; the run log has all of it\._/,
    },
    {
      name: 'both streams: their sizes add up',
      fields: { stdout: TAIL, stderr: 'warn\n', stdoutBytes: 2_000_000, stderrBytes: 500_000 },
      note: /_Output cut: last 20,006 characters of 2\.5 MB shown; the run log has all of it\._/,
    },
    {
      name: 'honest: 20,000 characters that are the whole output are not called cut',
      fields: { stdout: TAIL, stderr: '', stdoutBytes: 20_000, stderrBytes: 0 },
      note: null,
    },
    {
      name: 'an older report without sizes keeps the note it had',
      fields: { stdout: TAIL, stderr: '' },
      note: /the report keeps the last 20,000 characters of each stream; the run log has all of it/,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const report = reportWith(c.fields);
      const job = jobSummary(report);
      const text = renderCheckOutput(report, CHECK_RUN_TEXT_LIMIT) ?? '';
      expect(job).toContain('THE END');
      for (const surface of [job, text]) {
        if (c.note === null) expect(surface).not.toContain('Output cut');
        else expect(surface).toMatch(c.note);
      }
      if (c.fields.stdoutBytes !== undefined) expect(job).not.toContain('the report keeps');
    });
  }

  it('a view cut further than the report says how much of the whole it shows', () => {
    const report = reportWith({ stdout: TAIL, stderr: '', stdoutBytes: 3_100_000, stderrBytes: 0 });
    const text = renderCheckOutput(report, 5_000) ?? '';
    expect(text).toMatch(
      /_Output cut: last [\d,]+ characters of 3\.1 MB shown; the run log has all of it\._/,
    );
  });
});
