// Issue 43, the PR-tests pass end to end with `go test` on a real module: `-run` of the tests the
// PR's file defines, in its package, at head and at base (a test of a new function cannot compile
// at base: error there), and a new test that fails at head fails the gate.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { prOutcomes } from './helpers/branches.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const BASE = {
  'go.mod': 'module example.com/rl\n\ngo 1.19\n',
  'rl/rl.go':
    'package rl\n\nfunc Clamp(n, limit int) int {\n\tif n > limit {\n\t\treturn limit\n\t}\n\treturn n\n}\n',
  'rl/rl_test.go':
    'package rl\n\nimport "testing"\n\nfunc TestUnder(t *testing.T) {\n\tif Clamp(5, 100) != 5 {\n\t\tt.Fatal("under")\n\t}\n}\n',
  '.github/workflows/ci.yml': workflow(['uses: actions/setup-go@v5'], ['go test ./...']),
};

describe('the PR-tests pass with go test', () => {
  it('fail_at_base and pass_at_base from a new test file; a new function cannot compile at base', async () => {
    const repo = createPrRepo(BASE, {
      'rl/rl.go':
        'package rl\n\nfunc Clamp(n, limit int) int {\n\tif n < 0 {\n\t\treturn 0\n\t}\n\tif n > limit {\n\t\treturn limit\n\t}\n\treturn n\n}\n\nfunc Twice(n int) int { return 2 * n }\n',
      'rl/clamp_test.go':
        'package rl\n\nimport "testing"\n\nfunc TestNegative(t *testing.T) {\n\tif Clamp(-3, 100) != 0 {\n\t\tt.Fatal("negative")\n\t}\n}\n\nfunc TestOver(t *testing.T) {\n\tif Clamp(500, 100) != 100 {\n\t\tt.Fatal("over")\n\t}\n}\n',
      'rl/twice_test.go':
        'package rl\n\nimport "testing"\n\nfunc TestTwice(t *testing.T) {\n\tif Twice(2) != 4 {\n\t\tt.Fatal("twice")\n\t}\n}\n',
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('PASS');
    expect(report.pr_tests).toMatchObject({ tests_passed: 3, tests_failed: 0 });
    const seen = prOutcomes(report);
    expect(seen['example.com/rl/rl.TestNegative']).toMatch(/^passed\/(failed|error)$/);
    expect(seen['example.com/rl/rl.TestTwice']).toMatch(/^passed\/(failed|error)$/);
    // At base the package does not compile (Twice is new): every test there is an error.
    expect(report.pr_tests?.fail_at_base).toBe(3);
  }, 240_000);

  it('a new test that fails at head: FAIL, named in the qualifier', async () => {
    const repo = createPrRepo(BASE, {
      'rl/cap_test.go':
        'package rl\n\nimport "testing"\n\nfunc TestCap(t *testing.T) {\n\tif Clamp(500, 100) != 500 {\n\t\tt.Fatal("cap wrong")\n\t}\n}\n',
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(0);
    expect(report.confidence_qualifier).toMatch(/^failed: .*TestCap/);
  }, 240_000);
});
