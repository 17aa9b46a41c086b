// Builders for reports: a passing, failing or unverified report (of a run, a project or a shard)
// and the check results in it; override any field.
import type { CheckResult } from '../../src/core/model/check.js';
import type { Report } from '../../src/core/model/report.js';

export const BASE = 'a'.repeat(40);
export const HEAD = 'b'.repeat(40);

export function aCheckResult(fields: Partial<CheckResult> = {}): CheckResult {
  return {
    name: 'tests',
    kind: 'test',
    command: 'npx',
    args: ['vitest', 'run'],
    script: 'vitest run',
    cwd: '',
    env: {},
    source: 'package.json scripts.test',
    origin: 'manifest',
    skipped: null,
    ok: true,
    exitCode: 0,
    signal: null,
    durationMs: 1000,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: 'passed: vitest run',
    ...fields,
  };
}

export function aReport(fields: Partial<Report> = {}): Report {
  return {
    schema_version: 1,
    branch_id: 'feature/x',
    base_sha: BASE,
    head_sha: HEAD,
    verdict: 'PASS',
    unverified_reason: null,
    verified: true,
    has_tests: true,
    coverage: 80,
    tests_run: 10,
    tests_passed: 10,
    tests_failed: 0,
    tests_skipped: 0,
    type_check_clean: true,
    lint_clean: null,
    confidence_qualifier: 'verified (80.0%)',
    failure_detail: null,
    test_gaming: false,
    anomalies: [],
    checks: [aCheckResult()],
    summary: '1 check passed',
    ...fields,
  };
}

export function aFailingReport(fields: Partial<Report> = {}): Report {
  return aReport({
    verdict: 'FAIL',
    verified: false,
    tests_passed: 9,
    tests_failed: 1,
    confidence_qualifier: 'failed: limits > burst admits 101',
    failure_detail:
      'AssertionError: expected 101 to be less than or equal to 100\n  at limits.test.ts:12',
    checks: [aCheckResult({ ok: false, exitCode: 1, summary: 'failed (exit 1): vitest run' })],
    summary: '1 of 1 check failed (tests)',
    ...fields,
  });
}

export function aReportWithoutTests(fields: Partial<Report> = {}): Report {
  return aReport({
    verdict: 'PARTIAL',
    unverified_reason: 'no-tests',
    verified: false,
    has_tests: false,
    coverage: null,
    tests_run: 0,
    tests_passed: 0,
    confidence_qualifier: 'UNVERIFIED',
    summary: 'no tests in the locked set',
    ...fields,
  });
}
