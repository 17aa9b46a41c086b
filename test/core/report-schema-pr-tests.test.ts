// `pr_tests` (SPEC 3b) in an uploaded report: carried when well formed, rejected when malformed or
// when a PR test failed under a verdict that is not FAIL.
import { describe, expect, it } from 'vitest';
import type { PrTests } from '../../src/core/model/pr-tests.js';
import { parseReport } from '../../src/core/report-schema.js';
import { outcomeFor } from '../action/reports.js';

const passing = outcomeFor({}).report;
const PR: PrTests = {
  files: ['tests/test_a.py'],
  tests_run: 1,
  tests_passed: 1,
  tests_failed: 0,
  fail_at_base: 1,
  pass_at_base: 0,
  tests: [{ id: 'tests/test_a.py::test_a', head: 'passed', base: 'error' }],
};

function reason(value: unknown): string {
  const parsed = parseReport(JSON.stringify(value));
  return parsed.ok ? 'ok' : parsed.reason;
}

describe('pr_tests in an uploaded report', () => {
  it('is carried as written, null included; absent stays absent', () => {
    expect(parseReport(JSON.stringify({ ...passing, pr_tests: PR }))).toEqual({
      ok: true,
      report: { ...passing, pr_tests: PR },
    });
    expect(parseReport(JSON.stringify({ ...passing, pr_tests: null }))).toEqual({
      ok: true,
      report: { ...passing, pr_tests: null },
    });
    const parsed = parseReport(JSON.stringify(passing));
    expect(parsed.ok && 'pr_tests' in parsed.report).toBe(false);
  });

  it('rejects a malformed test and a failed PR test under a PASS', () => {
    const bad = { ...PR, tests: [{ id: 'x', head: 'won', base: 'passed' }] };
    expect(reason({ ...passing, pr_tests: bad })).toContain('pr_tests.tests[0].head');
    const failed = {
      ...PR,
      tests_passed: 0,
      tests_failed: 1,
      tests: [{ id: 'x', head: 'failed', base: 'failed' }],
    };
    expect(reason({ ...passing, pr_tests: failed })).toBe(
      'inconsistent report: a PR test failed but the verdict is PASS',
    );
  });
});
