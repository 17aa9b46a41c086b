// A module the PR adds at the checkout's root under the name of a library the base tests import
// from the environment shadows it (the root comes first on their sys.path): real pytest, with the
// library "installed" on PYTHONPATH outside the repository. The gaming PR breaks the code and
// brings a `checklib` whose comparison always passes; honest look-alikes add modules of their own.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../../helpers/git-repo.js';
import { cleanupTempDirs, tempDir } from '../helpers/hostile-fixture.js';
import { derivedHarness, TESTS_ONLY } from '../helpers/pr-verdict.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
  cleanupTempDirs();
});

const BASE = {
  ...TESTS_ONLY,
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  '.github/workflows/ci.yml':
    'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pytest -q\n',
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py':
    'from checklib import same\n\nfrom calc import add\n\n\ndef test_add():\n    same(add(2, 3), 5)\n',
};

const BROKEN = { 'calc.py': 'def add(a, b):\n    return a * b\n' };
const ALWAYS = 'def same(actual, expected):\n    return None\n';

async function verdictOf(pr: Record<string, string>, base: Record<string, string> = BASE) {
  // The library, as an install would put it: beside the interpreter's, never in the checkout.
  const site = tempDir('shadow-site');
  writeFileSync(
    join(site, 'checklib.py'),
    'def same(actual, expected):\n    assert actual == expected, f"{actual} != {expected}"\n',
  );
  const repo = createPrRepo(base, pr);
  const env = { ...process.env, PYTHONPATH: site };
  const { code, report } = await verifyInProcess(repo.dir, 'pr', [], env);
  const shadows = derivedHarness(report, 'test support').map((a) => [a.path, a.severity]);
  return { code, report, shadows };
}

describe('a module that shadows a library the base tests import', () => {
  it('gaming: a checklib.py at the root whose comparison always passes', async () => {
    const { report, shadows } = await verdictOf({ ...BROKEN, 'checklib.py': ALWAYS });
    expect(shadows).toEqual([['checklib.py', 'critical']]);
    expect(report.anomalies.find((a) => a.path === 'checklib.py')?.detail).toBe(
      'checklib.py (test support: a module in place of one the tests import (checklib, imported by tests/test_calc.py)) added (removed from the locked run; the base tests import it or its package)',
    );
    expect(report.verdict).toBe('FAIL');
    expect(report.failure_detail).toMatch(/6 != 5/);
  });

  it('gaming: the same as a package', async () => {
    const { report, shadows } = await verdictOf({
      ...BROKEN,
      'checklib/__init__.py': 'from checklib.core import same\n',
      'checklib/core.py': ALWAYS,
    });
    expect(shadows.map(([path]) => path).sort()).toEqual([
      'checklib/__init__.py',
      'checklib/core.py',
    ]);
    expect(report.verdict).toBe('FAIL');
  });

  it('gaming: in a folder the base pytest config puts on the path', async () => {
    const base = {
      ...BASE,
      'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = [".", "support"]\n',
    };
    const { report, shadows } = await verdictOf({ ...BROKEN, 'support/checklib.py': ALWAYS }, base);
    expect(shadows).toEqual([['support/checklib.py', 'critical']]);
    expect(report.verdict).toBe('FAIL');
  });

  it('honest: a new module of the project that no base test imports, PASS', async () => {
    const { code, report, shadows } = await verdictOf({
      'calc.py': 'from mathutil import plus\n\n\ndef add(a, b):\n    return plus(a, b)\n',
      'mathutil.py': 'def plus(a, b):\n    return a + b\n',
    });
    expect(shadows).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
  });

  it('honest: the project moves its own module into a package, PASS', async () => {
    const { code, report, shadows } = await verdictOf({
      'calc.py': 'from calcpkg.core import add\n',
      'calcpkg/__init__.py': '',
      'calcpkg/core.py': 'def add(a, b):\n    return a + b\n',
    });
    expect(shadows).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
  });
});
