import { codeCell, failedChecks } from './summary-cells.js';
import type { SummaryFacts } from './summary-input.js';

/** What happened and what each reader can do, only when there is something to do. */
export function nextSteps(facts: SummaryFacts): string | null {
  const { report } = facts;
  const critical = report.anomalies.some((anomaly) => anomaly.severity === 'critical');
  const failed = failedChecks(report).length > 0;
  if (!critical && !failed) return null;
  const lines = [
    '**What testlock did:** ran the tests as they were at the base commit against this pull request’s code (test files the PR changed were restored, tests it added were left out).',
  ];
  if (critical) {
    lines.push(
      '**Author:** revert the changes to existing tests and harness, or fix the code so the base tests pass.',
    );
    const label = facts.allowLabel;
    if (label && !label.applied) {
      lines.push(
        `**Maintainer:** if the test changes are intended, someone with write access can apply the label ${codeCell(label.name)} and re-run the check. The label accepts the test changes; it cannot make failing base tests pass.`,
      );
    }
  } else {
    const testsFailed = failedChecks(report).some((check) => check.kind === 'test');
    lines.push(
      testsFailed
        ? '**Author:** fix the code so the base tests pass; the failure is below.'
        : '**Author:** fix the type check and lint errors listed below.',
    );
  }
  return lines.join('\n\n');
}
