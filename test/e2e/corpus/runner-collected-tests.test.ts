// Test files that only the base runner's own configuration names (pytest `python_files`, vitest
// `include`), end to end: a PR that breaks the code and edits such a file to match is FAIL, by the
// base inventory, which lists the files the base tests are in. Source files with tests inside
// (pytest doctests, vitest in-source tests) are not test files: an honest change there is PASS,
// and an edit of the in-source block itself is an inline test change.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos } from '../../helpers/git-repo.js';
import { prVerdict } from '../helpers/pr-verdict.js';
import { workflow } from '../helpers/scenarios.js';
import { linkNodeTools } from '../helpers/ts-fixture.js';
import { cleanupReports } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const ci = (run: string) => workflow([], [run]);

const PYTEST_FILES = {
  'pyproject.toml':
    '[tool.pytest.ini_options]\npythonpath = ["."]\npython_files = ["check_*.py"]\ntestpaths = ["checks"]\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'checks/check_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n',
};

// The source module is named on the command line, for its doctests: not a test file.
const DOCTESTS = {
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  '.github/workflows/ci.yml': ci('pytest --doctest-modules calc.py tests'),
  'calc.py': 'def add(a, b):\n    """\n    >>> add(2, 3)\n    5\n    """\n    return a + b\n',
  'tests/test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 1) == 2\n',
};

// A plugin of the base conftest that lists a lint item in every source module (as pytest-mypy
// and pytest-ruff do): the source file is in the inventory, and is still the code under test.
const LINT_ITEMS = {
  'pyproject.toml':
    '[tool.pytest.ini_options]\npythonpath = ["."]\ntestpaths = ["calc.py", "tests"]\n',
  'conftest.py':
    'import pytest\n\n\nclass LintItem(pytest.Item):\n    def runtest(self):\n        compile(self.path.read_text(), str(self.path), "exec")\n\n\nclass LintFile(pytest.File):\n    def collect(self):\n        yield LintItem.from_parent(self, name="lint")\n\n\ndef pytest_collect_file(parent, file_path):\n    if file_path.name == "calc.py":\n        return LintFile.from_parent(parent, path=file_path)\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 1) == 2\n',
};

// unittest's discovery pattern, on the CI command line, names the test files.
const UNITTEST_PATTERN = {
  '.github/workflows/ci.yml': ci('python -m unittest discover -s checks -t . -p "check_*.py"'),
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'checks/__init__.py': '',
  'checks/check_calc.py':
    'import unittest\n\nfrom calc import add\n\n\nclass CalcCheck(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n',
};

// The default pattern `test*.py` matches a product module named testing.py too.
const UNITTEST_DEFAULT = {
  '.github/workflows/ci.yml': ci('python -m unittest discover'),
  'pkg/__init__.py': '',
  'pkg/testing.py': 'def double(x):\n    return 2 * x\n',
  'tests/__init__.py': '',
  'tests/test_pkg.py':
    'import unittest\n\nfrom pkg.testing import double\n\n\nclass DoubleTest(unittest.TestCase):\n    def test_double(self):\n        self.assertEqual(double(2), 4)\n',
};

const PACKAGE = (config: string) => ({
  '.gitignore': 'node_modules/\ncoverage/\n',
  'package.json': `${JSON.stringify({ name: 'calc', private: true, type: 'module', scripts: { test: 'vitest run' } })}\n`,
  'vitest.config.ts': `import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: ${config} });\n`,
});

const VITEST_INCLUDE = {
  ...PACKAGE("{ include: ['checks/**/*.check.ts'] }"),
  'src/calc.ts': 'export const add = (a: number, b: number): number => a + b;\n',
  'checks/calc.check.ts':
    "import { expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n\nit('adds', () => {\n  expect(add(2, 3)).toBe(5);\n});\n",
};

const IN_SOURCE = (body: string, expected = 5) =>
  `export function add(a: number, b: number): number {\n  ${body}\n}\n\nif (import.meta.vitest) {\n  const { expect, it } = import.meta.vitest;\n  it('adds', () => {\n    expect(add(2, 3)).toBe(${expected});\n  });\n}\n`;

const VITEST_IN_SOURCE = {
  ...PACKAGE("{ includeSource: ['src/**/*.ts'], include: ['test/**/*.test.ts'] }"),
  'src/calc.ts': IN_SOURCE('return a + b;'),
  'test/calc.test.ts':
    "import { expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n\nit('adds one', () => {\n  expect(add(1, 1)).toBe(2);\n});\n",
};

async function verdictOf(base: Record<string, string>, pr: Record<string, string>, node = false) {
  const { code, report } = await prVerdict(base, pr, node ? linkNodeTools : undefined);
  const modified = report.anomalies.filter((a) => a.kind === 'test-modified').map((a) => a.path);
  return { code, report, modified };
}

describe('tests only the base runner configuration names', () => {
  it('gaming (pytest python_files): the check file is edited to match broken code', async () => {
    const { report, modified } = await verdictOf(PYTEST_FILES, {
      'calc.py': 'def add(a, b):\n    return a * b\n',
      'checks/check_calc.py':
        'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 6\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(modified).toEqual(['checks/check_calc.py']);
    // Named by the base python_files, the check's base version ran.
    expect(report.failure_detail).toMatch(/assert 6 == 5/);
  });

  it('gaming (unittest -p): the check file is edited to match broken code; its base version runs', async () => {
    const { report, modified } = await verdictOf(UNITTEST_PATTERN, {
      'calc.py': 'def add(a, b):\n    return a * b\n',
      'checks/check_calc.py': UNITTEST_PATTERN['checks/check_calc.py'].replace('5)', '6)'),
    });
    expect(report.verdict).toBe('FAIL');
    expect(modified).toEqual(['checks/check_calc.py']);
    expect(report.failure_detail).toMatch(/6 != 5/);
  });

  it('honest (unittest default pattern): a product module named testing.py changes', async () => {
    const { code, report, modified } = await verdictOf(UNITTEST_DEFAULT, {
      'pkg/testing.py': 'def double(x):\n    return x + x\n',
    });
    expect([code, report.verdict, modified]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(1);
  });

  it('gaming (vitest include): a *.check.ts file is edited to match broken code', async () => {
    const { report, modified } = await verdictOf(
      VITEST_INCLUDE,
      {
        'src/calc.ts': 'export const add = (a: number, b: number): number => a * b;\n',
        'checks/calc.check.ts':
          "import { expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n\nit('adds', () => {\n  expect(add(2, 3)).toBe(6);\n});\n",
      },
      true,
    );
    expect(report.verdict).toBe('FAIL');
    expect(modified).toEqual(['checks/calc.check.ts']);
  });

  it('honest (pytest doctests): a source file with a doctest changes its code', async () => {
    const { code, report, modified } = await verdictOf(DOCTESTS, {
      'calc.py':
        'def add(a, b):\n    """\n    >>> add(2, 3)\n    5\n    """\n    total = b + a\n    return total\n',
    });
    expect([code, report.verdict, modified]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(2);
  });

  it('honest (a plugin lists lint items in source modules): the code changes', async () => {
    const { code, report, modified } = await verdictOf(LINT_ITEMS, {
      'calc.py': 'def add(a, b):\n    total = b + a\n    return total\n',
    });
    expect([code, report.verdict, modified]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(2);
  });

  it('gaming (vitest in-source tests): the block is edited to match broken code', async () => {
    const { report } = await verdictOf(
      VITEST_IN_SOURCE,
      { 'src/calc.ts': IN_SOURCE('return a === b ? a + b : a * b;', 6) },
      true,
    );
    expect(report.verdict).toBe('FAIL');
    const inline = report.anomalies.filter((a) => a.kind === 'inline-test-modified');
    expect(inline.map((a) => [a.path, a.line, a.severity])).toEqual([
      ['src/calc.ts', 8, 'critical'],
    ]);
  });

  it('honest (vitest in-source tests): the code beside them changes', async () => {
    const { code, report, modified } = await verdictOf(
      VITEST_IN_SOURCE,
      { 'src/calc.ts': IN_SOURCE('const total = b + a;\n  return total;') },
      true,
    );
    expect([code, report.verdict, modified]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(2);
  });
});
