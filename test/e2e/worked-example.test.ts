// The discipline's worked example end to end: a Rust crate and a SQL migration in one pull
// request get both stacks' checks in one verdict (issue 47).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';
import { WORKED_BASE, WORKED_PR } from './helpers/worked-example.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

describe('the worked example: a Rust crate and a SQL migration', () => {
  it('fails on burst_at_boundary, with the build, clippy and the three migration checks clean', async () => {
    const repo = createPrRepo(WORKED_BASE, WORKED_PR);
    // As the job's own build would: target/ exists.
    execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: repo.dir, stdio: 'ignore' });
    const { report, code } = await verifyInProcess(repo.dir, 'pr');
    expect(code).toBe(1);
    expect(report).toMatchObject({
      verdict: 'FAIL',
      verified: false,
      has_tests: true,
      tests_run: 42,
      tests_passed: 41,
      tests_failed: 1,
      type_check_clean: true,
      lint_clean: true,
      anomalies: [],
    });
    expect(report.confidence_qualifier).toMatch(/^failed: burst_at_boundary /);
    expect(report.confidence_qualifier).toContain('admitted <= 100');
    expect(report.failure_detail).toContain('assertion failed: admitted <= 100');
    const rows = report.checks.map((c) => [c.name, c.kind, c.ok, c.skipped]);
    expect(rows).toEqual([
      ['tests', 'test', false, null],
      ['typecheck', 'typecheck', true, null],
      ['lint', 'lint', true, null],
      ['migrations round-trip', 'test', true, null],
      ['schema after round-trip', 'typecheck', true, null],
      ['sqlfluff', 'lint', true, null],
    ]);
    expect(report.checks.map((c) => c.script).slice(0, 3)).toEqual([
      'cargo test',
      'cargo build',
      'cargo clippy -- -D warnings',
    ]);
  });
});
