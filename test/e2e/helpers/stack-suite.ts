// The six pull requests of docs/verdict.md on one stack: one shared base repository, one branch
// per scenario, and the exact report each must produce.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { CheckKind, SkipReason } from '../../../src/core/model/check.js';
import type { Report } from '../../../src/core/model/report.js';
import type { TempRepo } from '../../helpers/git-repo.js';
import { buildStack, cleanupRepos, type Scenario, type StackSpec } from './scenarios.js';
import { cleanupReports, type VerifyRun } from './verify-run.js';

export interface StackExpectations {
  spec: StackSpec;
  /** Runs verify on the fixture for one branch (in-process or through the bundle). */
  verify: (dir: string, branch: Scenario) => Promise<VerifyRun>;
  /** Prepares anything the runs share (e.g. the bundle), before the repository is built. */
  setup?: () => void;
  /** The checks of the honest run: kind, exact script, skip reason. */
  checks: Array<[CheckKind, string, SkipReason | null]>;
  honest: {
    qualifier: string;
    coverage: number | null;
    anomalies: Anomaly[];
  };
  /** Coverage of the broken runs (the suite still ran, with one test failing). */
  brokenCoverage: number | null;
  /** `failed: ...` for every broken branch: the restored base test fails. */
  failedQualifier: string;
  /** Lines that failure_detail must hold verbatim (the assertion as the tool printed it). */
  verbatim: string[];
  testPath: string;
  /** The edited assertion: its head line and the anomaly detail. */
  edited: { line: number; detail: string };
  /** The added skip marker: its head line and the anomaly detail. */
  skipped: { line: number; detail: string };
}

const CI = '.github/workflows/ci.yml';

/** Defines the scenario tests of one stack inside the caller's describe block. */
export function stackScenarios(expected: StackExpectations): void {
  let repo: TempRepo;
  const runs = new Map<Scenario, Promise<VerifyRun>>();
  // Each scenario is verified once; tests that look at the same run share it.
  const run = (branch: Scenario): Promise<VerifyRun> => {
    let pending = runs.get(branch);
    if (pending === undefined) {
      pending = expected.verify(repo.dir, branch);
      runs.set(branch, pending);
    }
    return pending;
  };

  beforeAll(() => {
    expected.setup?.();
    repo = buildStack(expected.spec);
  }, 180_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  const testScript = expected.checks.find(([kind]) => kind === 'test')?.[1];

  function expectBrokenRun(report: Report): void {
    expect(report.verdict).toBe('FAIL');
    expect(report.verified).toBe(false);
    expect(report.has_tests).toBe(true);
    expect(report.confidence_qualifier).toBe(expected.failedQualifier);
    expect([
      report.tests_run,
      report.tests_passed,
      report.tests_failed,
      report.tests_skipped,
    ]).toEqual([2, 1, 1, 0]);
    expect(report.coverage).toBe(expected.brokenCoverage);
    for (const line of expected.verbatim) expect(report.failure_detail).toContain(line);
    // The check that failed is the base's test command, run for real.
    const tests = report.checks[0]!;
    expect([tests.kind, tests.script, tests.ok, tests.timedOut]).toEqual([
      'test',
      testScript,
      false,
      false,
    ]);
    expect(tests.exitCode).not.toBe(0);
  }

  it('honest PR: PASS, verified, the coverage qualifier', async () => {
    const { code, report, stderr } = await run('honest');
    expect(code).toBe(0);
    expect(report.verdict).toBe('PASS');
    expect(report.verified).toBe(true);
    expect(report.unverified_reason).toBeNull();
    expect(report.confidence_qualifier).toBe(expected.honest.qualifier);
    expect(report.coverage).toBe(expected.honest.coverage);
    expect([
      report.tests_run,
      report.tests_passed,
      report.tests_failed,
      report.tests_skipped,
    ]).toEqual([2, 2, 0, 0]);
    expect(report.failure_detail).toBeNull();
    expect(report.test_gaming).toBe(false);
    expect(report.anomalies).toEqual(expected.honest.anomalies);
    expect(report.checks.map((c) => [c.kind, c.script, c.skipped])).toEqual(expected.checks);
    for (const check of report.checks) expect(check.ok).toBe(check.skipped === null);
    expect(report.branch_id).toBe('honest');
    expect(report.base_sha).toBe(repo.git('rev-parse', 'main').trim());
    expect(report.head_sha).toBe(repo.git('rev-parse', 'honest').trim());
    expect(stderr).toContain(`\nPASS: ${expected.honest.qualifier}\n`);
  });

  it('PR breaking the code: FAIL naming the test, the assertion verbatim', async () => {
    const { code, report, stderr } = await run('broken');
    expect(code).toBe(1);
    expectBrokenRun(report);
    expect(report.anomalies).toEqual([]);
    expect(report.test_gaming).toBe(false);
    // The verdict line leads with how many tests failed of how many ran (issue 44).
    const reason = expected.failedQualifier.replace(/^failed: /, '');
    const counted = `${report.tests_failed} of ${report.tests_run} failed: ${reason}`;
    expect(stderr).toContain(`\nFAIL: ${counted}\n`);
  });

  it('PR breaking the code and editing the failing test: FAIL on the restored test', async () => {
    const { code, report } = await run('test-edited');
    expect(code).toBe(1);
    expectBrokenRun(report);
    expect(report.test_gaming).toBe(true);
    const { line, detail } = expected.edited;
    expect(report.anomalies).toEqual([
      { kind: 'test-modified', severity: 'critical', path: expected.testPath, line, detail },
      { kind: 'assertion-removed', severity: 'critical', path: expected.testPath, line, detail },
    ]);
  });

  it('PR breaking the code and deleting the failing test: FAIL, test-deleted', async () => {
    const { code, report } = await run('test-deleted');
    expect(code).toBe(1);
    expectBrokenRun(report);
    expect(report.anomalies).toEqual([
      {
        kind: 'test-deleted',
        severity: 'critical',
        path: expected.testPath,
        line: null,
        detail: 'test file deleted (restored from base)',
      },
    ]);
  });

  it('PR breaking the code and skipping the failing test: FAIL, skip-marker-added', async () => {
    const { code, report } = await run('test-skipped');
    expect(code).toBe(1);
    // The restored test ran: nothing was skipped.
    expectBrokenRun(report);
    const { line, detail } = expected.skipped;
    expect(report.anomalies).toEqual([
      { kind: 'test-modified', severity: 'critical', path: expected.testPath, line, detail },
      { kind: 'skip-marker-added', severity: 'critical', path: expected.testPath, line, detail },
    ]);
  });

  it("PR breaking the code and changing CI's test command to `echo ok`: the base command ran", async () => {
    const { code, report } = await run('ci-echo');
    expect(code).toBe(1);
    expectBrokenRun(report);
    expect(report.checks[0]!.script).toBe(testScript);
    expect(report.checks.map((c) => c.script)).not.toContain('echo ok');
    expect(report.anomalies).toEqual([
      {
        kind: 'harness-modified',
        severity: 'critical',
        path: CI,
        // At the changed step, before -> after (issue 13); the line differs per stack.
        line: expect.any(Number),
        detail: expect.stringMatching(/^CI workflow modified: .+ -> .*echo ok$/),
      },
    ]);
  });

  it("leaves the user's checkout as it was: no changes, no worktree left", async () => {
    await Promise.all(runs.values());
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(repo.git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(repo.git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
  });
}
