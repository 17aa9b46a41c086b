// Issue 42.6 acceptance: tree entries other than files (a gitlink of mode 160000 with no
// `.gitmodules`, a symlink, a mode change) in a base test file's place are judged as the file they
// replace: the test is deleted (`test-deleted`, critical), restored in the locked tree, and run by
// real pytest against the PR's code. Never `internal error: git diff failed (exit 129)`.
import { chmodSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const TEST = 'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n';
const BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\naddopts = "-p no:cacheprovider"\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py': TEST,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};
const BROKEN = { 'calc.py': 'def add(a, b):\n    return a - b\n' };
const HONEST = { 'calc.py': 'def add(a, b):\n    """Sum of two numbers."""\n    return b + a\n' };

/**
 * Branch `pr` from `main`: the work tree's edits are staged first, then `index` edits the index
 * alone (a gitlink has no work-tree form `git add` would keep), then one commit.
 */
function prRepo(
  edit: (repo: TempRepo) => void,
  index?: (repo: TempRepo, base: string) => void,
): TempRepo {
  const repo = createRepo(BASE);
  const base = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  edit(repo);
  repo.git('add', '-A');
  index?.(repo, base);
  repo.git('commit', '-q', '-m', 'pr');
  repo.git('checkout', '-q', 'main');
  return repo;
}

/** Puts a gitlink (mode 160000) at `path` with no `.gitmodules`, as `git update-index` does. */
function gitlink(repo: TempRepo, path: string, commit: string): void {
  repo.git('rm', '-rq', path);
  repo.git('update-index', '--add', '--cacheinfo', `160000,${commit},${path}`);
}

function criticalKinds(report: Report): string[] {
  return report.anomalies
    .filter((a) => a.severity === 'critical')
    .map((a) => `${a.kind} ${a.path}`)
    .sort();
}

function testCheck(report: Report) {
  const check = report.checks.find((c) => c.kind === 'test');
  expect(check).toBeDefined();
  return check!;
}

describe('a base test file replaced by a gitlink, symlink or mode change (issue 42.6)', () => {
  it('gaming: tests/test_calc.py becomes a gitlink with no .gitmodules: test-deleted, restored, FAIL', async () => {
    const repo = prRepo(
      (r) => r.write(BROKEN),
      (r, base) => gitlink(r, 'tests/test_calc.py', base),
    );
    expect(repo.git('ls-tree', 'pr', 'tests/test_calc.py')).toMatch(/^160000 commit /);
    const { code, report, stderr } = await verifyInProcess(repo.dir, 'pr');
    expect(stderr).not.toMatch(/internal error/);
    expect(code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    expect(criticalKinds(report)).toEqual(['test-deleted tests/test_calc.py']);
    expect(report.anomalies.find((a) => a.kind === 'test-deleted')?.detail).toMatch(
      /submodule \(mode 160000\)/,
    );
    // The base test ran from the restored file against the broken code.
    const tests = testCheck(report);
    expect(tests.ok).toBe(false);
    expect(tests.stdout + tests.stderr).toMatch(/test_add/);
  });

  it('gaming: the whole tests/ folder becomes a gitlink: its test is deleted and restored', async () => {
    const repo = prRepo(
      (r) => r.write(BROKEN),
      (r, base) => gitlink(r, 'tests', base),
    );
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect(code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    expect(criticalKinds(report)).toContain('test-deleted tests/test_calc.py');
    expect(testCheck(report).stdout + testCheck(report).stderr).toMatch(/test_add/);
  });

  it('gaming: the harness pyproject.toml becomes a gitlink: restored from base, FAIL on the code', async () => {
    const repo = prRepo(
      (r) => r.write(BROKEN),
      (r, base) => gitlink(r, 'pyproject.toml', base),
    );
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(criticalKinds(report)).toEqual(['harness-modified pyproject.toml']);
    expect(testCheck(report).ok).toBe(false);
  });

  it('gaming: the test file becomes a symlink to a test that always passes: test-deleted', async () => {
    const repo = prRepo((r) => {
      r.write({ ...BROKEN, 'examples/always.py': 'def test_add():\n    assert True\n' });
      r.remove('tests/test_calc.py');
      symlinkSync('../examples/always.py', join(r.dir, 'tests/test_calc.py'));
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(criticalKinds(report)).toEqual(['test-deleted tests/test_calc.py']);
    expect(report.anomalies.find((a) => a.kind === 'test-deleted')?.detail).toMatch(/symlink/);
    expect(testCheck(report).ok).toBe(false);
  });

  it('gaming: a mode-only change of the test file (chmod +x) is named as such, the base test runs', async () => {
    const repo = prRepo((r) => {
      r.write(BROKEN);
      chmodSync(join(r.dir, 'tests/test_calc.py'), 0o755);
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    const modified = report.anomalies.find((a) => a.kind === 'test-modified');
    expect(modified?.detail).toBe('mode changed: file -> executable');
    expect(testCheck(report).ok).toBe(false);
  });

  it('honest: a PR that adds a real submodule (with .gitmodules) under vendor/ passes', async () => {
    const lib = createRepo({ 'README.md': 'lib\n' });
    const libCommit = lib.commit('lib');
    const repo = prRepo(
      (r) =>
        r.write({
          ...HONEST,
          '.gitmodules': `[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = ${lib.dir}\n`,
        }),
      (r) => r.git('update-index', '--add', '--cacheinfo', `160000,${libCommit},vendor/lib`),
    );
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect(criticalKinds(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
  });
});
