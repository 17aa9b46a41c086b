// Tests that only a base command behind a recipe, a dotted module name or a runner's own config
// names, end to end with real make, unittest and mocha: a PR that breaks the code and edits such
// a test to match is FAIL, because the base version of the test runs; one it adds there is left
// out. Honest look-alikes: a product module whose name is a prefix of the dotted test name
// changes, and a PR adds a file under mocha's spec glob that defines no test.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos } from '../../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../../helpers/npm-runners.js';
import { derivedHarness, prVerdict } from '../helpers/pr-verdict.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const ci = (run: string) => workflow([], [run]);

const CALC = 'def add(a, b):\n    return a + b\n';
const BROKEN = 'def add(a, b):\n    return a * b\n';
const CHECK = (expected: number) =>
  `import unittest\n\nfrom calc import add\n\n\nclass CalcCheck(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), ${expected})\n`;

// `make test` runs unittest with a pattern no rule knows; the check is the recipe's command.
const MAKE_UNITTEST = {
  '.github/workflows/ci.yml': ci('make test'),
  Makefile: 'test:\n\tpython3 -m unittest discover -s checks -t . -p "check_*.py"\n',
  'calc.py': CALC,
  'checks/__init__.py': '',
  'checks/check_calc.py': CHECK(5),
};

// The CI names the test module by its dotted name; `checks` is also a product module's prefix.
const DOTTED = {
  '.github/workflows/ci.yml': ci('python3 -m unittest checks.check_calc'),
  'calc.py': CALC,
  'checks/__init__.py': '',
  'checks/check_calc.py': CHECK(5),
};

// The named check calls an assertion helper beside it and reads its cases from a data file.
const SUPPORT = (body: string) => `def assert_adds(add, a, b, total):\n    ${body}\n`;
const HELPED = {
  ...MAKE_UNITTEST,
  'checks/support.py': SUPPORT('assert add(a, b) == total, f"{a} + {b}"'),
  'checks/check_calc.py':
    'import json\nimport unittest\n\nfrom calc import add\nfrom checks.support import assert_adds\n\n\nclass CalcCheck(unittest.TestCase):\n    def test_add(self):\n        assert_adds(add, 2, 3, 5)\n\n    def test_cases(self):\n        with open("cases.json") as f:\n            for a, b, total in json.load(f):\n                self.assertEqual(add(a, b), total)\n',
  'cases.json': '[[1, 1, 2], [2, 2, 4]]\n',
};

const MOCHA_TEST = (expected: number) =>
  `const assert = require('node:assert');\nconst { add } = require('../src/calc');\n\ndescribe('add', () => {\n  it('adds', () => {\n    assert.strictEqual(add(2, 3), ${expected});\n  });\n});\n`;

// mocha's config names the suite `checks/**/*.js`: no convention calls those files tests.
const MOCHA = {
  '.gitignore': 'node_modules\n',
  'package.json': `${JSON.stringify({ name: 'calc', private: true, scripts: { test: 'mocha' } })}\n`,
  '.mocharc.yml': 'spec: checks/**/*.js\n',
  'src/calc.js': 'exports.add = (a, b) => a + b;\n',
  'checks/calc.js': MOCHA_TEST(5),
};
const withMocha = (dir: string) => linkRunnerModules(dir, runnerModules(['mocha@10.7.3']));

// jasmine's config: specs and helpers under `checks/`, which no convention calls test code.
const JASMINE_SPEC =
  "const { add } = require('../src/calc');\n\ndescribe('add', () => {\n  it('adds', () => {\n    expect(add(2, 3)).toBe(5);\n  });\n});\n";
const JASMINE = {
  '.gitignore': 'node_modules\n',
  'package.json': `${JSON.stringify({ name: 'calc', private: true, scripts: { test: 'jasmine' } })}\n`,
  'spec/support/jasmine.json': `${JSON.stringify({ spec_dir: 'checks', spec_files: ['**/*.spec.js'], helpers: ['support/**/*.js'] })}\n`,
  'src/calc.js': 'exports.add = (a, b) => a + b;\n',
  'checks/calc.spec.js': JASMINE_SPEC,
  'checks/support/matchers.js': 'beforeEach(() => {});\n',
};
const withJasmine = (dir: string) => linkRunnerModules(dir, runnerModules(['jasmine@5.1.0']));

async function verdictOf(
  base: Record<string, string>,
  pr: Record<string, string>,
  prepare?: (dir: string) => void,
) {
  const { code, report } = await prVerdict(base, pr, prepare);
  const modified = report.anomalies.filter((a) => a.kind === 'test-modified').map((a) => a.path);
  return { code, report, modified };
}

describe('tests that a recipe, a dotted name or a runner config names', () => {
  it('gaming (unittest behind make): the check file is edited to match broken code', async () => {
    const { report, modified } = await verdictOf(MAKE_UNITTEST, {
      'calc.py': BROKEN,
      'checks/check_calc.py': CHECK(6),
    });
    expect(report.verdict).toBe('FAIL');
    expect(modified).toEqual(['checks/check_calc.py']);
    expect(report.failure_detail).toMatch(/6 != 5/);
  });

  it('gaming (helper of a named check): its assertion helper is disarmed', async () => {
    const { report } = await verdictOf(HELPED, {
      // Right on the data's cases, wrong on the helper's.
      'calc.py': 'def add(a, b):\n    return a + b if a == b else a * b\n',
      'checks/support.py': SUPPORT('pass'),
    });
    expect(report.verdict).toBe('FAIL');
    const harness = report.anomalies.filter((a) => a.kind === 'harness-modified');
    expect(harness.map((a) => a.path)).toEqual(['checks/support.py']);
    expect(report.failure_detail).toMatch(/2 \+ 3/);
  });

  it("gaming (data of a named check): its cases are rewritten to the broken code's", async () => {
    const { report } = await verdictOf(HELPED, {
      'calc.py': 'def add(a, b):\n    return a * b if a == b else a + b\n',
      'cases.json': '[[1, 1, 1], [2, 2, 4]]\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(derivedHarness(report, 'test data').map((a) => a.path)).toEqual(['cases.json']);
  });

  it('gaming (unittest dotted module): the named module is edited to match broken code', async () => {
    const { report, modified } = await verdictOf(DOTTED, {
      'calc.py': BROKEN,
      'checks/check_calc.py': CHECK(6),
    });
    expect(report.verdict).toBe('FAIL');
    expect(modified).toEqual(['checks/check_calc.py']);
    expect(report.failure_detail).toMatch(/6 != 5/);
  });

  it('honest (unittest dotted module): the package __init__ its name passes through changes', async () => {
    const { code, report, modified } = await verdictOf(DOTTED, {
      'calc.py': 'def add(a, b):\n    total = b + a\n    return total\n',
      'checks/__init__.py': '"""The checks of calc."""\n',
    });
    expect([code, report.verdict, modified]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(1);
  });

  it('gaming (mocha spec in .mocharc.yml): the check file is edited to match broken code', async () => {
    const { report, modified } = await verdictOf(
      MOCHA,
      { 'src/calc.js': 'exports.add = (a, b) => a * b;\n', 'checks/calc.js': MOCHA_TEST(6) },
      withMocha,
    );
    expect(report.verdict).toBe('FAIL');
    expect(modified).toEqual(['checks/calc.js']);
    expect(report.failure_detail).toMatch(/6 !== 5/);
  });

  it('honest (mocha spec in .mocharc.yml): the code changes and a helper joins the checks', async () => {
    const { code, report, modified } = await verdictOf(
      MOCHA,
      {
        'src/calc.js': 'exports.add = (a, b) => b + a;\nexports.mul = (a, b) => a * b;\n',
        // Under the spec's glob, but it defines no test: mocha loads it, and it is source.
        'checks/numbers.js': 'exports.pairs = [[2, 3]];\n',
      },
      withMocha,
    );
    expect([code, report.verdict, modified]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(1);
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  });

  it('gaming (jasmine helpers): a helper jasmine loads first puts the right add back', async () => {
    const { report } = await verdictOf(
      JASMINE,
      {
        'src/calc.js': 'exports.add = (a, b) => a * b;\n',
        'checks/support/matchers.js': "require('../../src/calc').add = (a, b) => a + b;\n",
      },
      withJasmine,
    );
    expect(report.verdict).toBe('FAIL');
    const harness = report.anomalies.filter((a) => a.kind === 'harness-modified');
    expect(harness.map((a) => a.path)).toEqual(['checks/support/matchers.js']);
  });

  it('honest (jasmine helpers): the code changes, the helpers stay', async () => {
    const { code, report } = await verdictOf(
      JASMINE,
      { 'src/calc.js': 'exports.add = (a, b) => b + a;\n' },
      withJasmine,
    );
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  });

  it('the PR adds a check under the spec: test-added, left out as one under test/ is', async () => {
    const { report } = await verdictOf(
      MOCHA,
      {
        'src/calc.js': 'exports.add = (a, b) => a * b;\n',
        // mocha loads `checks/a.js` first: it would put the right `add` back before the base
        // check takes it.
        'checks/a.js': "require('../src/calc').add = (a, b) => a + b;\n\nit('loads', () => {});\n",
      },
      withMocha,
    );
    expect(report.verdict).toBe('FAIL');
    const added = report.anomalies.filter((a) => a.kind === 'test-added').map((a) => a.path);
    expect(added).toEqual(['checks/a.js']);
    expect(report.failure_detail).toMatch(/6 !== 5/);
  });

  it('the PR adds a check unittest discovers: test-added, left out', async () => {
    const { report } = await verdictOf(MAKE_UNITTEST, {
      'calc.py': BROKEN,
      'checks/check_a.py':
        'import unittest\n\nunittest.TestCase.assertEqual = lambda *a, **k: None\n\n\nclass Loaded(unittest.TestCase):\n    def test_loaded(self):\n        pass\n',
    });
    expect(report.verdict).toBe('FAIL');
    // It patches unittest when it is loaded: harness, not a test (issue 40), still left out.
    const added = report.anomalies
      .filter((a) => a.kind === 'harness-added' && a.severity === 'critical')
      .map((a) => a.path);
    expect(added).toEqual(['checks/check_a.py']);
    expect(report.failure_detail).toMatch(/6 != 5/);
  });
});
