// The maintainer who may allow test changes reads the PR's evidence in the same step (issue 43).
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { evidenceFacts } from '../../../src/core/render/evidence-facts.js';
import { readingOf } from '../../../src/core/render/reading.js';
import { nextSteps } from '../../../src/core/render/summary-next-steps.js';
import { GAMING_ANOMALY, outcomeFor } from '../../action/reports.js';

const PR = {
  files: ['tests/test_new.py'],
  tests_run: 2,
  tests_passed: 2,
  tests_failed: 0,
  fail_at_base: 1,
  pass_at_base: 1,
  tests: [],
};
const LINES = { source_lines: 5, run_by_locked_tests: 3, run_by_pr_tests: 5, files_unmeasured: [] };

describe('evidenceFacts', () => {
  it.each<[string, Pick<Report, 'pr_tests' | 'changed_lines'>, string | null]>([
    ['nothing measured', {}, null],
    ['nulls', { pr_tests: null, changed_lines: null }, null],
    [
      'both',
      { pr_tests: PR, changed_lines: LINES },
      "2 new tests, 1 of them failing on the base code (they test this change), 1 passing there too; the base tests run 3 of 5 changed lines, the PR's tests 5",
    ],
    [
      'one changed line, no PR-tests pass',
      {
        changed_lines: { ...LINES, source_lines: 1, run_by_locked_tests: 0, run_by_pr_tests: null },
      },
      'the base tests run 0 of 1 changed line',
    ],
  ])('%s', (_, report, expected) => {
    expect(evidenceFacts(report)).toBe(expected);
  });

  it("sits in the maintainer's step where test changes fail the gate", () => {
    const { report } = outcomeFor({ anomalies: [GAMING_ANOMALY] });
    const withEvidence = { ...report, pr_tests: PR, changed_lines: LINES };
    const reading = readingOf({ report: withEvidence, allowance: null, policy: 'fail' });
    const steps = nextSteps(
      { report: withEvidence, reading, allowLabel: 'testlock:allow-test-changes' },
      (s) => `\`${s}\``,
    );
    const maintainer = steps.find((s) => s.who === 'Maintainer');
    expect(maintainer?.text).toContain(
      "What this PR's evidence shows: 2 new tests, 1 of them failing on the base code",
    );
  });
});
