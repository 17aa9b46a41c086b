// End to end (SPEC rule 3): whole-project coverage is measured only where the base configures it.
// A project without a coverage configuration is `verified (coverage unmeasured)` with the anomaly
// naming what to configure, even where pytest-cov is installed; what the PR writes cannot turn it
// on or off for its own verdict (gaming), while the base's configuration is honoured (honest).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const HAS_PYTEST_COV = (() => {
  try {
    execFileSync('python3', ['-c', 'import pytest_cov'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const PYPROJECT =
  '[project]\nname = "mylib"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n';

function project(extra: Record<string, string>, pr: Record<string, string>): TempRepo {
  const repo = createRepo({
    '.gitignore': '__pycache__/\n.pytest_cache/\n.coverage\n',
    'pyproject.toml': PYPROJECT,
    'mylib/__init__.py': 'def double(x):\n    return 2 * x\n',
    'tests/test_double.py':
      'import mylib\n\n\ndef test_double():\n    assert mylib.double(2) == 4\n',
    '.github/workflows/ci.yml':
      'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest -q\n',
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    ...extra,
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'mylib/__init__.py': 'def double(x):\n    return x + x\n', ...pr });
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo;
}

describe.skipIf(!HAS_PYTEST_COV)('coverage only where the base configures it (pytest)', () => {
  it('honest: no coverage configured, pytest-cov installed: unmeasured, the anomaly says what to configure', async () => {
    const repo = project({}, {});
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).toBeNull();
    expect(report.confidence_qualifier).toBe('verified (coverage unmeasured)');
    const unmeasured = report.anomalies.find((a) => a.kind === 'coverage-unmeasured');
    expect(unmeasured?.severity).toBe('info');
    expect(unmeasured?.detail).toMatch(/configure coverage\.py .*pytest-cov.*--cov/);
  });

  it('honest: a .coveragerc at base: coverage measured', async () => {
    const repo = project({ '.coveragerc': '[run]\nbranch = false\n' }, {});
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).toBe(100);
  });

  it('gaming: the PR removes the base .coveragerc: still measured (the base decides)', async () => {
    const repo = project({ '.coveragerc': '[run]\nbranch = false\n' }, {});
    repo.git('checkout', '-q', 'pr');
    repo.remove('.coveragerc');
    repo.commit('drop coverage config');
    repo.git('checkout', '-q', 'main');
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.coverage).toBe(100);
  });

  it('gaming: the PR adds pytest-cov to its dev dependencies: not configuration at base', async () => {
    const declared = `${PYPROJECT}\n[dependency-groups]\ndev = ["pytest-cov"]\n`;
    const repo = project({}, { 'pyproject.toml': declared });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.coverage).toBeNull();
    expect(report.confidence_qualifier).toBe('verified (coverage unmeasured)');
  });

  it('honest: coverage: off in testlock.yml wins over a configured project', async () => {
    const repo = project(
      {
        '.coveragerc': '[run]\n',
        '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\ncoverage: off\n',
      },
      {},
    );
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.coverage).toBeNull();
    const unmeasured = report.anomalies.find((a) => a.kind === 'coverage-unmeasured');
    expect(unmeasured?.detail).toContain('coverage: off');
  });
});
