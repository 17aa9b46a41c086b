// Issue 43, the PR-tests pass end to end with pytest on real repositories: the PR's own tests run
// at head and at base (fail_at_base, pass_at_base, cannot load at base), a PR test that fails at
// head fails the gate, a modified base test runs in its PR version in the pass and its base
// version in the locked run; a PR test that writes into the tree or patches the runner reaches
// neither the locked run nor its report, and one that hangs is stopped by the check's limit.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const CI = '.github/workflows/ci.yml';

const BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'ratelimit.py': 'def clamp(requests, limit):\n    return min(requests, limit)\n',
  'tests/test_ratelimit.py':
    'from ratelimit import clamp\n\n\ndef test_under():\n    assert clamp(5, 100) == 5\n',
  [CI]: workflow(['uses: actions/setup-python@v5'], ['pip install pytest', 'pytest -q']),
};

function verify(pr: Record<string, string>, extra: string[] = []): Promise<VerifyRun> {
  return verifyInProcess(createPrRepo(BASE, pr).dir, 'pr', extra);
}

const byId = (report: Report) =>
  Object.fromEntries((report.pr_tests?.tests ?? []).map((t) => [t.id, `${t.head}/${t.base}`]));

describe('the PR-tests pass with pytest', () => {
  it('a new test that fails at base and one that passes there too', async () => {
    const { report } = await verify({
      // The fix: clamp no longer returns a negative count.
      'ratelimit.py': 'def clamp(requests, limit):\n    return max(0, min(requests, limit))\n',
      'tests/test_negative.py':
        'from ratelimit import clamp\n\n\ndef test_negative():\n    assert clamp(-3, 100) == 0\n\n\ndef test_over():\n    assert clamp(500, 100) == 100\n',
    });
    expect(report.verdict).toBe('PASS');
    expect(report.tests_run).toBe(1);
    expect(report.pr_tests).toMatchObject({
      files: ['tests/test_negative.py'],
      tests_run: 2,
      tests_passed: 2,
      tests_failed: 0,
      fail_at_base: 1,
      pass_at_base: 1,
    });
    expect(byId(report)).toEqual({
      'tests/test_negative.py::test_negative': 'passed/failed',
      'tests/test_negative.py::test_over': 'passed/passed',
    });
  }, 120_000);

  it('a new test of a new function cannot load at base: it fails there', async () => {
    const { report } = await verify({
      'ratelimit.py':
        'def clamp(requests, limit):\n    return min(requests, limit)\n\n\ndef burst(n):\n    return n * 2\n',
      'tests/test_burst.py':
        'from ratelimit import burst\n\n\ndef test_burst():\n    assert burst(2) == 4\n',
    });
    expect(report.verdict).toBe('PASS');
    expect(report.pr_tests).toMatchObject({ tests_passed: 1, fail_at_base: 1, pass_at_base: 0 });
    expect(report.pr_tests?.tests[0]).toMatchObject({ head: 'passed' });
    expect(['failed', 'error']).toContain(report.pr_tests?.tests[0]?.base);
  }, 120_000);

  it('a new test that fails at head fails the gate, named in the qualifier', async () => {
    const { report, code } = await verify({
      'tests/test_wrong.py':
        'from ratelimit import clamp\n\n\ndef test_wrong_cap():\n    assert clamp(500, 100) == 500\n',
    });
    expect([code, report.verdict, report.tests_failed]).toEqual([1, 'FAIL', 0]);
    expect(report.confidence_qualifier).toMatch(/^failed: .*test_wrong_cap/);
    expect(report.pr_tests).toMatchObject({ tests_run: 1, tests_failed: 1 });
    expect(report.summary).toContain("1 of the PR's own test fails");
  }, 120_000);

  it('an honest look-alike: the same PR whose new test passes is PASS', async () => {
    const { report } = await verify({
      'tests/test_wrong.py':
        'from ratelimit import clamp\n\n\ndef test_wrong_cap():\n    assert clamp(500, 100) == 100\n',
    });
    expect(report.verdict).toBe('PASS');
    expect(report.pr_tests).toMatchObject({ tests_passed: 1, tests_failed: 0, pass_at_base: 1 });
  }, 120_000);

  it('a modified base test: its PR version runs in the pass, its base version in the locked run', async () => {
    const { report } = await verify({
      'tests/test_ratelimit.py':
        'from ratelimit import clamp\n\n\ndef test_under():\n    assert clamp(5, 100) == 5\n\n\ndef test_added_case():\n    assert clamp(100, 100) == 100\n',
    });
    // The locked run ran base's one test; the pass ran the PR's two.
    expect(report.tests_run).toBe(1);
    expect(report.pr_tests?.files).toEqual(['tests/test_ratelimit.py']);
    expect(byId(report)).toEqual({
      'tests/test_ratelimit.py::test_under': 'passed/passed',
      'tests/test_ratelimit.py::test_added_case': 'passed/passed',
    });
  }, 120_000);

  it('a PR that changes no test file has pr_tests null', async () => {
    const { report } = await verify({
      'ratelimit.py':
        'def clamp(requests, limit):\n    return requests if requests < limit else limit\n',
    });
    expect(report.pr_tests).toBeNull();
    expect(report.verdict).toBe('PASS');
  }, 120_000);
});

describe('hostile PR tests', () => {
  it('a PR test that rewrites a base test and the product in its tree reaches neither the locked run nor its report', async () => {
    const { report } = await verify({
      'tests/test_evil.py': [
        'import pathlib',
        '',
        'ROOT = pathlib.Path(__file__).resolve().parent.parent',
        "(ROOT / 'tests' / 'test_ratelimit.py').write_text('def test_under():\\n    assert True\\n')",
        "(ROOT / 'ratelimit.py').write_text('def clamp(requests, limit):\\n    return 0\\n')",
        '',
        'def test_evil():',
        '    assert True',
        '',
      ].join('\n'),
      // The product is broken: the base test must still see it broken.
      'ratelimit.py': 'def clamp(requests, limit):\n    return requests + 1\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
    expect(report.checks[0]?.stdout ?? '').not.toContain('test_evil');
    expect(report.pr_tests?.tests.map((t) => t.id)).toEqual(['tests/test_evil.py::test_evil']);
  }, 120_000);

  it('a PR test that patches the runner to pass everything does not change the locked verdict', async () => {
    const { report } = await verify({
      'tests/conftest.py':
        'import pytest\n\n\n@pytest.hookimpl(hookwrapper=True)\ndef pytest_runtest_makereport(item, call):\n    outcome = yield\n    outcome.get_result().outcome = "passed"\n',
      'tests/test_new.py': 'def test_new():\n    assert True\n',
      'ratelimit.py': 'def clamp(requests, limit):\n    return requests + 1\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
  }, 120_000);

  it('a PR test that hangs is stopped by the check limit and reported as failing at head', async () => {
    const { report } = await verify(
      {
        'tests/test_hang.py': 'import time\n\n\ndef test_hang():\n    time.sleep(600)\n',
      },
      ['--timeout-minutes', '0.5'],
    );
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(0);
    expect(report.pr_tests?.tests_failed).toBe(1);
    expect(report.confidence_qualifier).toMatch(/^failed: tests\/test_hang\.py: timed out/);
  }, 120_000);
});
