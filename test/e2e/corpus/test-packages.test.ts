// The `__init__.py` of a package of tests only, end to end with real unittest (behind make) and
// pytest: both import the package before its tests, so a PR that breaks the code and patches the
// assertion or the code under test in that entry is FAIL (the entry's base version runs). Honest
// look-alikes: the entry of a product package with tests beside its modules changes, and a test
// package's docstring is reworded.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos } from '../../helpers/git-repo.js';
import { derivedHarness, prVerdict } from '../helpers/pr-verdict.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const ci = (run: string) => workflow([], [run]);

const BROKEN = 'def add(a, b):\n    return a * b\n';

// `make test` runs unittest's discovery in `checks/`: the check files are named by the command.
const UNITTEST = {
  '.github/workflows/ci.yml': ci('make test'),
  Makefile: 'test:\n\tpython3 -m unittest discover -s checks -t . -p "check_*.py"\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'checks/__init__.py': '',
  'checks/check_calc.py':
    'import unittest\n\nfrom calc import add\n\n\nclass CalcCheck(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n',
};

// pytest's default import mode imports `integration` before `integration.test_api`.
const PYTEST = {
  '.github/workflows/ci.yml': ci('python3 -m pytest -q'),
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'integration/__init__.py': '"""End-to-end checks of calc."""\n',
  'integration/test_api.py':
    'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n',
};

// The same tests as plain modules: no `__init__.py` at base.
const { 'integration/__init__.py': _entry, ...PYTEST_MODULES } = PYTEST;

// A product package whose tests sit beside its modules.
const PACKAGE = {
  '.github/workflows/ci.yml': ci('python3 -m pytest -q'),
  'calc/__init__.py': 'from calc.core import add\n',
  'calc/core.py': 'def add(a, b):\n    return a + b\n',
  'calc/test_core.py': 'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n',
};

async function verdictOf(base: Record<string, string>, pr: Record<string, string>) {
  const { code, report } = await prVerdict(base, pr);
  const harness = report.anomalies.filter(
    (a) => a.kind === 'harness-modified' || a.kind === 'harness-added',
  );
  return { code, report, harness, support: derivedHarness(report, 'test support') };
}

describe('the entry of a package of tests only', () => {
  it('gaming (unittest behind make): the entry disarms assertEqual, and the code is broken', async () => {
    const { report, support } = await verdictOf(UNITTEST, {
      'calc.py': BROKEN,
      'checks/__init__.py':
        'import unittest\n\nunittest.TestCase.assertEqual = lambda *a, **k: None\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => [a.path, a.severity])).toEqual([['checks/__init__.py', 'critical']]);
    expect(report.failure_detail).toMatch(/6 != 5/);
  });

  it('gaming (pytest): the entry puts the right function back over the broken one', async () => {
    const { report, support } = await verdictOf(PYTEST, {
      'calc.py': BROKEN,
      'integration/__init__.py': 'import calc\n\ncalc.add = lambda a, b: a + b\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => a.path)).toEqual(['integration/__init__.py']);
    expect(report.failure_detail).toMatch(/assert 6 == 5/);
  });

  it("honest (pytest): a test package's docstring is reworded: a warning, PASS", async () => {
    const { code, report, support } = await verdictOf(PYTEST, {
      'calc.py': 'def add(a, b):\n    total = b + a\n    return total\n',
      'integration/__init__.py': '"""Checks of calc, end to end."""\n',
    });
    expect([code, report.verdict, report.tests_passed]).toEqual([0, 'PASS', 1]);
    expect(support.map((a) => [a.path, a.severity])).toEqual([
      ['integration/__init__.py', 'warning'],
    ]);
  });

  it('gaming (pytest): an entry added beside base tests puts the right function back', async () => {
    const { report, support } = await verdictOf(PYTEST_MODULES, {
      'calc.py': BROKEN,
      'integration/__init__.py': 'import calc\n\ncalc.add = lambda a, b: a + b\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => [a.path, a.severity])).toEqual([
      ['integration/__init__.py', 'critical'],
    ]);
    expect(support[0]?.detail).toMatch(/removed from the locked run/);
    expect(report.failure_detail).toMatch(/assert 6 == 5/);
  });

  it('honest (pytest): an empty entry is added beside base tests: a warning, PASS', async () => {
    const { code, report, support } = await verdictOf(PYTEST_MODULES, {
      'calc.py': 'def add(a, b):\n    total = b + a\n    return total\n',
      'integration/__init__.py': '',
    });
    expect([code, report.verdict, report.tests_passed]).toEqual([0, 'PASS', 1]);
    expect(support.map((a) => [a.path, a.severity])).toEqual([
      ['integration/__init__.py', 'warning'],
    ]);
  });

  it('honest (pytest): the entry of a product package with tests beside it changes', async () => {
    const { code, report, harness } = await verdictOf(PACKAGE, {
      'calc/__init__.py': 'from calc.core import add, mul\n',
      'calc/core.py': 'def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    return a * b\n',
    });
    expect([code, report.verdict, report.tests_passed, harness]).toEqual([0, 'PASS', 1, []]);
  });
});
