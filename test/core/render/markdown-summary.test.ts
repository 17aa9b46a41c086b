// The check-run and job summary markdown: golden files for reviewers, and GitHub's size limits.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderCheckOutput,
  renderSummary,
} from '../../../src/core/render/markdown-summary.js';
import { renderComment } from '../../../src/core/render/pr-comment.js';
import { readingOf } from '../../../src/core/render/reading.js';
import type { SummaryFacts } from '../../../src/core/render/summary-input.js';
import { utf8Length } from '../../../src/core/text/truncate-utf8.js';
import { GAMING_ANOMALY, outcomeFor, testFailure, typeError } from '../../action/reports.js';

const LABEL = 'testlock:allow-test-changes';

function facts(report: Report, extra: Partial<SummaryFacts> = {}, labelled = false): SummaryFacts {
  return {
    report,
    conclusion: report.verdict === 'PASS' ? 'success' : 'failure',
    reading: readingOf({ report, allowance: labelled ? { by: 'label', label: LABEL } : null }),
    allowLabel: LABEL,
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
    const rendered = renderSummary(facts(report), CHECK_RUN_TEXT_LIMIT);
    await expect(rendered).toMatchFileSnapshot('fixtures/golden/gaming.md');
  });

  it('failing PR with backticks in the failure and the label applied', async () => {
    const failure = { ...testFailure(1), detail: 'E   assert f("```") == 1\n```\nnot a fence' };
    const { report } = outcomeFor(
      { failures: [failure], anomalies: [GAMING_ANOMALY] },
      { allowTestChanges: true },
    );
    const rendered = renderSummary(
      facts(report, { annotationsOmitted: 3 }, true),
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
    expect(summary).toMatch(/_… cut: the first [\d,]+ bytes of 60\.0 kB shown\._/);
    // The fence was closed before the note: the cut block is still a block.
    expect(summary).toMatch(/\n```\n\n_… cut: the first/);
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

// 5,000 failed tests with long names: each surface reduces detail in steps and says so.
describe('size rules with 5,000 failed tests', () => {
  const failures = Array.from({ length: 5000 }, (_, i) => ({
    ...testFailure(i),
    name: `tests/${'nested/'.repeat(8)}test_limits.py::test_burst_${i}_${'p'.repeat(300)}`,
    message: `AssertionError: assert ${'1'.repeat(400)} <= 100`,
  }));
  // The report keeps 20,000 characters of each stream; this one's start is not in it.
  const output = `${'x'.repeat(19_992)}\nTHE END\n`;
  const { report, diagnostics } = outcomeFor({ failures, testOutput: output });
  const base = facts(report, { failures, diagnostics });

  it('the check-run summary stays within 65,535 bytes: fewer failed-test rows, said', () => {
    const summary = renderSummary(base, CHECK_RUN_TEXT_LIMIT);
    expect(utf8Length(summary)).toBeLessThanOrEqual(CHECK_RUN_TEXT_LIMIT);
    expect(summary).toContain('<details><summary>5,000 failed tests</summary>');
    expect(summary).toMatch(
      /_Shortened to fit GitHub’s limit of 65,535 bytes: (20 of 5,000 failed tests listed|failed tests not listed)/,
    );
    // Reduced, not cut: the sections after the table are still whole.
    expect(summary).toContain('### Checks (2)');
    expect(summary).toContain('### First failure, verbatim');
    expect(summary).not.toContain('truncated to fit');
  });

  it('the job summary stays within 1 MiB with rows and output, saying nothing when nothing was cut', () => {
    const job = renderSummary(base, JOB_SUMMARY_LIMIT, { outputTails: true });
    expect(utf8Length(job)).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT);
    expect(job).toContain('_… and 4,900 more; the run log has every failure._');
    expect(job).not.toContain('Shortened');
    expect(job).toContain('<details><summary>Output of test: <code>pytest -q</code></summary>');
    expect(job).toContain('THE END');
    expect(job).toContain('the report keeps the last 20,000 characters of each stream');
  });

  it('a job summary too small for the rows drops them first, then cuts the output tails', () => {
    const fewer = renderSummary(base, 40_000, { outputTails: true });
    expect(utf8Length(fewer)).toBeLessThanOrEqual(40_000);
    expect(fewer).toContain('20 of 5,000 failed tests listed');
    const rowsGone = renderSummary(base, 28_000, { outputTails: true });
    expect(utf8Length(rowsGone)).toBeLessThanOrEqual(28_000);
    expect(rowsGone).toContain('failed tests not listed');
    expect(rowsGone).not.toContain('output tails cut');
    expect(rowsGone).toContain('THE END');
    const tailsCut = renderSummary(base, 12_000, { outputTails: true });
    expect(utf8Length(tailsCut)).toBeLessThanOrEqual(12_000);
    expect(tailsCut).toMatch(
      /failed tests not listed; output tails cut to (8\.0 kB|1\.0 kB) per check/,
    );
    expect(tailsCut).toMatch(/_Output cut: last [\d,]+ characters of 20\.0 kB shown/);
    expect(tailsCut).toContain('THE END');
  });
});

describe('type and lint errors in the summary', () => {
  const many = Array.from({ length: 75 }, (_, i) => typeError(i));
  const { report, diagnostics } = outcomeFor({ diagnostics: many });

  it('counts them per tool and lists the first 50, in the check run and the job summary', () => {
    for (const [limit, options] of [
      [CHECK_RUN_TEXT_LIMIT, {}],
      [JOB_SUMMARY_LIMIT, { outputTails: true }],
    ] as const) {
      const summary = renderSummary(facts(report, { diagnostics }), limit, options);
      expect(summary).toContain('### Type and lint errors (75): `pyright` 75');
      expect(summary).toContain('| `pyright` | `src/module_49.py:50` |');
      expect(summary).not.toContain('src/module_50.py:51');
      expect(summary).toContain('_… and 25 more; the run log has the check output._');
    }
  });

  it('a clean run has no error section', () => {
    const clean = outcomeFor({});
    expect(renderSummary(facts(clean.report), CHECK_RUN_TEXT_LIMIT)).not.toContain('Type and lint');
  });
});

describe('what is open and what is collapsed', () => {
  const failuresOf = (n: number) => Array.from({ length: n }, (_, i) => testFailure(i));
  const collapsed = (summary: string, summaryText: RegExp): boolean =>
    new RegExp(`<details><summary>${summaryText.source}</summary>`).test(summary);

  it('ten failed tests or fewer are an open table; eleven are collapsed behind their count', () => {
    for (const [n, open] of [
      [1, true],
      [10, true],
      [11, false],
    ] as const) {
      const { report, failures } = outcomeFor({ failures: failuresOf(n) });
      const summary = renderSummary(facts(report, { failures }), CHECK_RUN_TEXT_LIMIT);
      expect(summary.includes(`### Failed tests (${n})`), `${n}`).toBe(open);
      expect(collapsed(summary, /\d+ failed tests?/), `${n}`).toBe(!open);
      expect(summary).toContain('| `tests/test_limits.py::test_burst_0` |');
    }
  });

  it('five type and lint errors or fewer are open; six are collapsed under the counted heading', () => {
    for (const [n, open] of [
      [5, true],
      [6, false],
    ] as const) {
      const { report, diagnostics } = outcomeFor({
        diagnostics: Array.from({ length: n }, (_, i) => typeError(i)),
      });
      const summary = renderSummary(facts(report, { diagnostics }), CHECK_RUN_TEXT_LIMIT);
      expect(summary).toContain(`### Type and lint errors (${n}): \`pyright\` ${n}`);
      expect(collapsed(summary, /Show the \d+ errors/), `${n}`).toBe(!open);
    }
  });

  it('no page points the reviewer at the report JSON, a file they cannot open', () => {
    const { report, failures } = outcomeFor({ failures: failuresOf(200) });
    for (const limit of [CHECK_RUN_TEXT_LIMIT, 20_000]) {
      const summary = renderSummary(facts(report, { failures }), limit);
      expect(summary).not.toContain('report JSON');
      expect(summary).toMatch(/the run log has (every failure|the checks’ output)/);
    }
  });
});

describe('the PR comment', () => {
  const checkRun = 'https://github.com/octo/app/runs/99';
  const links = { server: 'https://github.com', repository: 'octo/app', runId: '4242', checkRun };

  it('is the verdict in brief: title, state line, counts, findings, and a link to the check run', () => {
    const failures = Array.from({ length: 120 }, (_, i) => testFailure(i));
    const { report } = outcomeFor({ failures, anomalies: [GAMING_ANOMALY] });
    const body = renderComment(facts(report, { failures, links }), 'testlock', 65_536);
    expect(body.startsWith('<!-- testlock:comment testlock -->\n')).toBe(true);
    expect(body).toContain('## testlock ❌ 1 test change fails the gate · 120 of 130 failed');
    expect(body).toContain('**Tests (locked set)** 130 run · 120 failed · 0 skipped');
    expect(body).toContain('### Findings (1): 1 critical');
    expect(body).toContain(`[Details in the check run](${checkRun})`);
    // The check run has the failed tests and the output; the comment stays short.
    expect(body).not.toContain('test_burst_5`');
    expect(utf8Length(body)).toBeLessThan(2_000);
  });

  it('lists ten findings and says how many more the check run has', () => {
    const anomalies = Array.from({ length: 14 }, (_, i) => ({ ...GAMING_ANOMALY, line: i + 1 }));
    const { report } = outcomeFor({ anomalies });
    const body = renderComment(facts(report, { links }), 'testlock', 65_536);
    expect(body.split('\n').filter((line) => line.startsWith('| critical |'))).toHaveLength(10);
    expect(body).toContain('_… and 4 more in the check run._');
    expect(body).toContain('### Findings (14): 14 critical');
  });

  it('without a check run (a fork) it links the run, whose job summary has the details', () => {
    const { report } = outcomeFor({});
    const body = renderComment(
      facts(report, { links: { ...links, checkRun: null } }),
      'testlock',
      65_536,
    );
    expect(body).toContain(
      '[Details in the run’s job summary](https://github.com/octo/app/actions/runs/4242)',
    );
  });
});

describe('how the locked tests and harness were kept (isolation)', () => {
  it('says which protection held, and that none did', () => {
    const { report } = outcomeFor({});
    const watch = renderSummary(facts({ ...report, isolation: 'watch' }), CHECK_RUN_TEXT_LIMIT);
    expect(watch).toContain(
      '| locked tests and harness | read-only, watched with file-system events during each check, their bytecode never read (`isolation: watch`) |',
    );
    const none = renderSummary(facts({ ...report, isolation: null }), CHECK_RUN_TEXT_LIMIT);
    expect(none).toContain('compared before and after each check only');
    expect(renderSummary(facts(report), CHECK_RUN_TEXT_LIMIT)).not.toContain(
      'locked tests and harness',
    );
  });
});
