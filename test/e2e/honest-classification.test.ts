// Issue 40 items 2 and 3, end to end on real repositories with real runners: a file is what its
// runner says it is. Product files named like tests (`src/ab_test.py`, a Go `internal/test`
// package, a Rust module `src/stats/tests/`) are source, so the PR's version runs and a break in
// them fails on the test that reaches it; a library's validation function only tests call is
// source, an assertion helper only tests import is test support. Beside each honest change, its
// gaming twin.
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

async function verify(
  base: Record<string, string>,
  pr: Record<string, string>,
): Promise<VerifyRun> {
  const repo = createPrRepo(base, pr);
  return verifyInProcess(repo.dir, 'pr', [], process.env);
}

const critical = (report: Report) =>
  report.anomalies.filter((a) => a.severity === 'critical').map((a) => `${a.kind} ${a.path}`);

describe('Python: src/ab_test.py is the product A/B bucketing, not a test', () => {
  const bucket = (body: string) => `def bucket(user_id, buckets):\n${body}\n`;
  const BASE = {
    '.gitignore': '__pycache__/\n.pytest_cache/\n',
    'pyproject.toml':
      '[project]\nname = "shop"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["src"]\ntestpaths = ["tests"]\n',
    'src/ab_test.py': bucket('    return user_id % buckets'),
    'src/app.py':
      'from ab_test import bucket\n\n\ndef variant(user_id):\n    return "AB"[bucket(user_id, 2)]\n',
    'tests/test_app.py':
      'from app import variant\n\n\ndef test_variants():\n    assert variant(4) == "A"\n    assert variant(7) == "B"\n',
    [CI]: workflow([], ['pytest -q']),
  };

  it('honest: the PR rewrites ab_test.py; its version runs: PASS, no anomaly', async () => {
    const { report } = await verify(BASE, {
      'src/ab_test.py': bucket(
        '    if buckets <= 0:\n        raise ValueError(buckets)\n    return user_id % buckets',
      ),
    });
    expect([report.verdict, report.tests_passed]).toEqual(['PASS', 1]);
    expect(report.anomalies.map((a) => a.kind)).not.toContain('test-modified');
  }, 120_000);

  it('the PR breaks ab_test.py: its version runs and the test that reaches it fails', async () => {
    const { report } = await verify(BASE, { 'src/ab_test.py': bucket('    return 0') });
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(critical(report)).toEqual([]);
  }, 120_000);

  it('honest: the PR adds ab_test.py and the app imports it: it is in the locked tree, PASS', async () => {
    const base = { ...BASE, 'src/app.py': 'def variant(user_id):\n    return "AB"[user_id % 2]\n' };
    delete (base as Record<string, string>)['src/ab_test.py'];
    const { report } = await verify(base, {
      'src/ab_test.py': bucket('    return user_id % buckets'),
      'src/app.py': BASE['src/app.py'],
    });
    expect([report.verdict, report.tests_passed]).toEqual(['PASS', 1]);
  }, 120_000);

  it('gaming: the PR weakens the real test beside it: FAIL on the restored test', async () => {
    const { report } = await verify(BASE, {
      'src/ab_test.py': bucket('    return 0'),
      'tests/test_app.py':
        'from app import variant\n\n\ndef test_variants():\n    assert variant(4) == "A"\n',
    });
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(critical(report)).toContain('test-modified tests/test_app.py');
  }, 120_000);
});

describe('Python: test support by evidence', () => {
  const BASE = {
    '.gitignore': '__pycache__/\n.pytest_cache/\n',
    'pyproject.toml':
      '[project]\nname = "cfg"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["src"]\n',
    // The library's public validation: only the tests call it, and it raises ValueError.
    'src/cfg/validate.py':
      'def assert_valid_port(port):\n    if not 0 < port < 65536:\n        raise ValueError(f"bad port {port}")\n    return port\n',
    // An assertion helper under src/ that only tests import: it fails the way a test fails.
    'src/cfg/checks.py':
      'def assert_close(a, b, tol=1e-9):\n    if abs(a - b) > tol:\n        raise AssertionError(f"{a} != {b}")\n',
    'src/cfg/mean.py': 'def mean(xs):\n    return sum(xs) / len(xs)\n',
    'tests/test_cfg.py':
      'import pytest\nfrom cfg.validate import assert_valid_port\nfrom cfg.checks import assert_close\nfrom cfg.mean import mean\n\n\ndef test_port():\n    assert assert_valid_port(80) == 80\n    with pytest.raises(ValueError):\n        assert_valid_port(70000)\n\n\ndef test_mean():\n    assert_close(mean([1, 2, 3]), 2.0)\n',
    [CI]: workflow([], ['pytest -q']),
  };

  it('honest: the PR changes the validation only tests call; its version runs (a break fails)', async () => {
    const broken = await verify(BASE, {
      'src/cfg/validate.py': 'def assert_valid_port(port):\n    return port\n',
    });
    expect([broken.report.verdict, broken.report.tests_failed]).toEqual(['FAIL', 1]);
    expect(critical(broken.report)).toEqual([]);
  }, 120_000);

  it('gaming: the PR breaks mean and weakens the assertion helper: base helper runs, FAIL', async () => {
    const { report } = await verify(BASE, {
      'src/cfg/mean.py': 'def mean(xs):\n    return 0\n',
      'src/cfg/checks.py': 'def assert_close(a, b, tol=1e-9):\n    pass\n',
    });
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(critical(report).some((a) => a.endsWith('src/cfg/checks.py'))).toBe(true);
  }, 120_000);
});

describe('Go: a package named test (a `test` subcommand) is source', () => {
  const GO_MOD = 'module example.com/tool\n\ngo 1.19\n';
  const cmd = (body: string) =>
    `package test\n\n// Run is the tool's test subcommand.\nfunc Run(n int) int {\n${body}\n}\n`;
  const BASE = {
    'go.mod': GO_MOD,
    'internal/test/cmd.go': cmd('\treturn n * 2'),
    'internal/test/cmd_test.go':
      'package test\n\nimport "testing"\n\nfunc TestRun(t *testing.T) {\n\tif Run(2) != 4 {\n\t\tt.Fatal(Run(2))\n\t}\n}\n',
    [CI]: workflow(['uses: actions/setup-go@v5'], ['go test ./...']),
  };

  it('honest: the PR changes the subcommand: its version runs, PASS, no anomaly', async () => {
    const { report } = await verify(BASE, { 'internal/test/cmd.go': cmd('\treturn n + n') });
    expect([report.verdict, report.tests_passed]).toEqual(['PASS', 1]);
    expect(report.anomalies.map((a) => a.kind)).not.toContain('test-modified');
  }, 180_000);

  it('the PR breaks it: FAIL on the test, not hidden by a restored base version', async () => {
    const { report } = await verify(BASE, { 'internal/test/cmd.go': cmd('\treturn n') });
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
  }, 180_000);

  it('gaming: the PR edits the _test.go beside it: restored, critical', async () => {
    const { report } = await verify(BASE, {
      'internal/test/cmd.go': cmd('\treturn n'),
      'internal/test/cmd_test.go':
        'package test\n\nimport "testing"\n\nfunc TestRun(t *testing.T) {}\n',
    });
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(critical(report)).toContain('test-modified internal/test/cmd_test.go');
  }, 180_000);
});

describe('npm scripts: an added script nothing runs is not harness', () => {
  const pkg = (scripts: Record<string, string>) =>
    `${JSON.stringify({ name: 'x', version: '1.0.0', type: 'module', scripts }, null, 2)}\n`;
  const SCRIPTS = { lint: 'node --check index.js', test: 'node --test' };
  const BASE = {
    'package.json': pkg(SCRIPTS),
    'index.js': 'export const double = (n) => n * 2;\n',
    'test/double.test.js':
      "import test from 'node:test';\nimport assert from 'node:assert';\nimport { double } from '../index.js';\n\ntest('double', () => assert.equal(double(2), 4));\n",
    [CI]: workflow([], ['npm test']),
  };

  it('honest: the PR adds build and format scripts: PASS, each an info finding at its line', async () => {
    const { report } = await verify(BASE, {
      'package.json': pkg({ ...SCRIPTS, build: 'node build.js', format: 'biome format --write .' }),
    });
    expect([report.verdict, report.test_gaming]).toEqual(['PASS', false]);
    const added = report.anomalies.filter((a) => a.kind === 'harness-added');
    expect(added.map((a) => [a.severity, a.line, a.detail])).toEqual([
      ['info', 8, "package.json script 'build' added: no base check or script runs it"],
      ['info', 9, "package.json script 'format' added: no base check or script runs it"],
    ]);
  }, 120_000);

  it('gaming: the PR adds a pretest hook to the test script CI runs: critical', async () => {
    const { report } = await verify(BASE, {
      'package.json': pkg({ ...SCRIPTS, pretest: 'node -e "1"' }),
    });
    expect(report.verdict).toBe('FAIL');
    expect(critical(report)).toContain('harness-modified package.json');
  }, 120_000);

  it('gaming: the PR changes the test script and adds a format script: the detail shows the test line', async () => {
    const { report } = await verify(BASE, {
      'package.json': pkg({
        format: 'x',
        lint: SCRIPTS.lint,
        test: 'node --test --test-name-pattern=nothing',
      }),
    });
    const modified = report.anomalies.find((a) => a.kind === 'harness-modified');
    expect(modified?.detail).toBe(
      'package.json modified: "test": "node --test" -> "test": "node --test --test-name-pattern=nothing"',
    );
  }, 120_000);
});
