// The check-run and job summary markdown: golden files for reviewers, and GitHub's size limits.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  renderCheckOutput,
  renderSummary,
  type SummaryFacts,
} from '../../../src/core/render/markdown-summary.js';
import { utf8Length } from '../../../src/core/render/truncate-utf8.js';
import { GAMING_ANOMALY, outcomeFor, testFailure } from '../../action/reports.js';

function facts(report: Report, extra: Partial<SummaryFacts> = {}): SummaryFacts {
  return {
    report,
    conclusion: report.verdict === 'PASS' ? 'success' : 'failure',
    title: report.confidence_qualifier,
    allowLabel: { name: 'testlock:allow-test-changes', applied: false },
    annotationsOmitted: 0,
    annotationLimit: 200,
    fromUploadedReport: false,
    ...extra,
  };
}

describe('renderSummary golden files', () => {
  it('honest PR', async () => {
    const { report } = outcomeFor({});
    await expect(renderSummary(facts(report), CHECK_RUN_TEXT_LIMIT)).toMatchFileSnapshot(
      'fixtures/golden/honest.md',
    );
  });

  it('gaming PR', async () => {
    const { report } = outcomeFor({ anomalies: [GAMING_ANOMALY] });
    const rendered = renderSummary(
      facts(report, { title: 'test gaming: 1 critical anomaly' }),
      CHECK_RUN_TEXT_LIMIT,
    );
    await expect(rendered).toMatchFileSnapshot('fixtures/golden/gaming.md');
  });

  it('failing PR with backticks in the failure and the label applied', async () => {
    const failure = { ...testFailure(1), detail: 'E   assert f("```") == 1\n```\nnot a fence' };
    const { report } = outcomeFor(
      { failures: [failure], anomalies: [GAMING_ANOMALY] },
      { allowTestChanges: true },
    );
    const rendered = renderSummary(
      facts(report, {
        allowLabel: { name: 'testlock:allow-test-changes', applied: true },
        annotationsOmitted: 3,
      }),
      CHECK_RUN_TEXT_LIMIT,
    );
    await expect(rendered).toMatchFileSnapshot('fixtures/golden/failing-labelled.md');
    expect(rendered).toContain('````\nE   assert f("```") == 1\n```\nnot a fence\n````');
  });
});

describe('size limits', () => {
  const many = Array.from({ length: 5000 }, (_, i) => ({
    ...GAMING_ANOMALY,
    path: `tests/${'deep/'.repeat(20)}test_${i}.py`,
    detail: `😀 ${'x'.repeat(300)}`,
  }));

  it('stays within 65,535 bytes and says how many rows were left out', () => {
    const built = outcomeFor({ anomalies: many, failures: [testFailure(1)] }).report;
    // An uploaded report may carry a failure detail far over what testlock writes.
    const report = { ...built, failure_detail: '€'.repeat(20_000) };
    const summary = renderSummary(facts(report), CHECK_RUN_TEXT_LIMIT);
    expect(utf8Length(summary)).toBeLessThanOrEqual(CHECK_RUN_TEXT_LIMIT);
    expect(summary).toMatch(/_… \d+ more rows not shown\._/);
    expect(summary).toContain('### First failure, verbatim');
    expect(summary).toMatch(/_… cut to \d+ bytes\._/);
    // The fence was closed before the note: the cut block is still a block.
    expect(summary).toMatch(/\n```\n\n_… cut to/);
  });

  it('keeps the check output tails within the limit, ends first', () => {
    const output = `${'line\n'.repeat(50_000)}THE END`;
    const failure = testFailure(1);
    const { report } = outcomeFor({ failures: [failure], testOutput: output });
    const text = renderCheckOutput(report, CHECK_RUN_TEXT_LIMIT) ?? '';
    expect(utf8Length(text)).toBeLessThanOrEqual(CHECK_RUN_TEXT_LIMIT);
    expect(text).toContain('THE END');
    expect(renderCheckOutput(outcomeFor({}).report, CHECK_RUN_TEXT_LIMIT)).toBeNull();
  });
});
