// SPEC 3b's changed lines, end to end with real pytest (pytest-cov), go, vitest (v8) and jest: a PR that adds a
// function no base test calls is told so (run_by_locked_tests below source_lines), its twin whose
// lines the base tests run is not, the PR's own test counts apart, and `changed-lines-min` turns
// the floor into a gate. The project configures no coverage: only the changed folders are traced,
// so the qualifier still says coverage is unmeasured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const PY_BASE = {
  'pyproject.toml': '[tool.pytest.ini_options]\ntestpaths = ["tests"]\npythonpath = ["."]\n',
  'src/__init__.py': '',
  'src/calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py':
    'from src.calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
};

// Lines 5-8 new: `def mul` runs on import (coverage.py counts the def line), its body does not.
const UNTESTED =
  'def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    r = a * b\n    return r\n';
// The same lines inside add, which the base test calls.
const TESTED = 'def add(a, b):\n    r = a + b\n    s = r\n    return s\n';
const MIN = (percent: number): Record<string, string> => ({
  '.github/testlock.yml': `changed-lines-min: ${percent}\n`,
});

describe('changed lines: pytest', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createRepo({ ...PY_BASE, ...MIN(60) });
    repo.commit('base');
    const branch = (name: string, files: Record<string, string>): void => {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(files);
      repo.commit(name);
    };
    branch('untested', { 'src/calc.py': UNTESTED });
    branch('tested', { 'src/calc.py': TESTED });
    branch('with-test', {
      'src/calc.py': UNTESTED,
      'tests/test_mul.py':
        'from src.calc import mul\n\n\ndef test_mul():\n    assert mul(2, 3) == 6\n',
    });
    branch('new-module', {
      'src/extra.py': 'def triple(x):\n    return 3 * x\n',
      'src/calc.py': TESTED,
    });
    repo.git('checkout', '-q', 'main');
  }, 60_000);

  it(
    'a new function no base test calls: fewer lines run than changed, and the floor fails',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'untested');
      expect(report.changed_lines).toEqual({
        source_lines: 3,
        run_by_locked_tests: 1,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
      expect(report.verdict).toBe('FAIL');
      expect(report.confidence_qualifier).toBe('failed: changed lines untested (33.3%)');
      expect(report.tests_failed).toBe(0);
      expect(code).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'its twin, whose changed lines the base test runs, passes the floor',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'tested');
      expect(report.changed_lines).toEqual({
        source_lines: 3,
        run_by_locked_tests: 3,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
      expect(report.verdict).toBe('PASS');
      // Only the changed folder was traced: that is not the project's coverage.
      expect(report.coverage).toBeNull();
      expect(report.confidence_qualifier).toBe('verified (coverage unmeasured)');
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "the PR's own test runs the new lines: counted apart, the floor still reads the base tests",
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'with-test');
      expect(report.changed_lines).toEqual({
        source_lines: 3,
        run_by_locked_tests: 1,
        run_by_pr_tests: 3,
        files_unmeasured: [],
      });
      expect(report.pr_tests?.fail_at_base).toBe(1);
      expect(report.confidence_qualifier).toBe('failed: changed lines untested (33.3%)');
    },
    TIMEOUT,
  );

  it(
    'a new module nothing imports is executable by the tool and run by no test',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'new-module');
      expect(report.changed_lines).toEqual({
        source_lines: 5,
        run_by_locked_tests: 3,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
      expect(report.confidence_qualifier).toBe('verified (coverage unmeasured)');
      expect(report.verdict).toBe('PASS');
    },
    TIMEOUT,
  );

  it(
    "gaming: the PR's own testlock.yml cannot lift the floor (the config is read at base)",
    async () => {
      repo.git('checkout', '-q', '-b', 'lift', 'untested');
      repo.write({ '.github/testlock.yml': 'coverage: off\n' });
      repo.commit('lift');
      repo.git('checkout', '-q', 'main');
      const { report } = await verifyInProcess(repo.dir, 'lift');
      expect(report.verdict).toBe('FAIL');
      expect(report.confidence_qualifier).toBe('failed: changed lines untested (33.3%)');
    },
    TIMEOUT,
  );

  it(
    'coverage: off at base traces nothing: changed_lines is null and the floor is not applied',
    async () => {
      const off = createPrRepo(
        { ...PY_BASE, '.github/testlock.yml': 'changed-lines-min: 60\ncoverage: off\n' },
        { 'src/calc.py': UNTESTED },
      );
      const { report } = await verifyInProcess(off.dir, 'pr');
      expect(report.changed_lines).toBeNull();
      expect(report.verdict).toBe('PASS');
    },
    TIMEOUT,
  );
});

describe('changed lines: go', () => {
  let repo: TempRepo;

  beforeAll(() => {
    // A changed package no test of its own covers, and one the base test covers.
    repo = createPrRepo(
      {
        'go.mod': 'module example.com/calc\n\ngo 1.19\n',
        'calc/calc.go': 'package calc\n\nfunc Add(a, b int) int {\n\treturn a + b\n}\n',
        'calc/calc_test.go':
          'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal("bad")\n\t}\n}\n',
        'mathx/mathx.go': 'package mathx\n\nfunc Twice(x int) int {\n\treturn 2 * x\n}\n',
      },
      {
        'mathx/mathx.go': 'package mathx\n\nfunc Twice(x int) int {\n\treturn x + x\n}\n',
        'calc/calc.go': 'package calc\n\nfunc Add(a, b int) int {\n\treturn b + a\n}\n',
      },
    );
  }, 60_000);

  it(
    'counts through the module path: the tested package ran, the untested one did not',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(report.verdict).toBe('PASS');
      expect(report.changed_lines).toEqual({
        source_lines: 2,
        run_by_locked_tests: 1,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
    },
    TIMEOUT,
  );
});

describe('changed lines: vitest', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createPrRepo(
      {
        '.gitignore': 'node_modules/\n',
        'package.json': `${JSON.stringify({ name: 'calc', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2)}\n`,
        'src/calc.js': 'export function add(a, b) {\n  return a + b;\n}\n',
        'test/calc.test.js':
          "import { expect, it } from 'vitest';\nimport { add } from '../src/calc.js';\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
      },
      {
        'src/calc.js':
          'export function add(a, b) {\n  const sum = a + b;\n  return sum;\n}\n\nexport function mul(a, b) {\n  const product = a * b;\n  return product;\n}\n',
      },
    );
    linkNodeTools(repo.dir);
  }, 60_000);

  it(
    "traces the changed file's folder with v8: the base test runs add's new lines, not mul's",
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(report.verdict).toBe('PASS');
      expect(report.coverage).toBeNull();
      // add's two new statements ran; mul's two did not (v8's statements, through istanbul).
      expect(report.changed_lines).toEqual({
        source_lines: 4,
        run_by_locked_tests: 2,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
    },
    TIMEOUT,
  );
});

describe('changed lines: jest', () => {
  let repo: TempRepo;

  beforeAll(() => {
    const modules = runnerModules(['jest@29.7.0']);
    repo = createPrRepo(
      {
        '.gitignore': 'node_modules/\n',
        'package.json': `${JSON.stringify({ name: 'calc', private: true, scripts: { test: 'jest' }, devDependencies: { jest: '29.7.0' } }, null, 2)}\n`,
        'src/calc.js': 'function add(a, b) {\n  return a + b;\n}\n\nmodule.exports = { add };\n',
        'test/calc.test.js':
          "const { add } = require('../src/calc.js');\n\ntest('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
        '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
      },
      {
        'src/calc.js':
          'function add(a, b) {\n  const sum = a + b;\n  return sum;\n}\n\nfunction mul(a, b) {\n  const product = a * b;\n  return product;\n}\n\nmodule.exports = { add, mul };\n',
      },
    );
    linkRunnerModules(repo.dir, modules);
  }, 300_000);

  it(
    "traces the changed folder with jest's own instrumentation: add's new lines ran, mul's did not",
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'pr');
      expect(report.verdict).toBe('PASS');
      expect(report.coverage).toBeNull();
      expect(report.changed_lines).toEqual({
        source_lines: 5,
        run_by_locked_tests: 3,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
    },
    TIMEOUT,
  );
});

// LLVM's tools come from rustup's llvm-tools or a distribution's llvm (.ci/run installs llvm-19).
describe('changed lines: cargo', () => {
  let repo: TempRepo;
  const CARGO = '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n';
  const TESTS =
    '\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(1, 2), 3);\n    }\n}\n';
  const ADD = 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n';
  // add's body changed (the base test runs it) and a new function no base test calls.
  const UNTESTED =
    'pub fn add(a: i32, b: i32) -> i32 {\n    let r = b + a;\n    r\n}\n\npub fn triple(x: i32) -> i32 {\n    let y = x * 3;\n    y\n}\n';
  const TESTED =
    'pub fn add(a: i32, b: i32) -> i32 {\n    let r = b + a;\n    let s = r;\n    s\n}\n';

  beforeAll(() => {
    repo = createRepo({
      'Cargo.toml': CARGO,
      '.gitignore': 'target/\n',
      'src/lib.rs': ADD + TESTS,
      '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    });
    repo.commit('base');
    const branch = (name: string, files: Record<string, string>): void => {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(files);
      repo.commit(name);
    };
    branch('untested', { 'src/lib.rs': UNTESTED + TESTS });
    branch('tested', { 'src/lib.rs': TESTED + TESTS });
    branch('with-test', {
      'src/lib.rs': UNTESTED + TESTS,
      'tests/triple.rs': '#[test]\nfn triples() {\n    assert_eq!(calc::triple(2), 6);\n}\n',
    });
    repo.git('checkout', '-q', 'main');
  }, 60_000);

  it(
    "traces the workspace's own crate with LLVM: add's new lines ran, triple's did not",
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'untested');
      expect(report.verdict).toBe('PASS');
      expect(report.coverage).toBeNull();
      expect(report.changed_lines).toEqual({
        source_lines: 6,
        run_by_locked_tests: 3,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
    },
    TIMEOUT,
  );

  it(
    'its twin whose changed lines the base test runs has every one run',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'tested');
      expect(report.changed_lines).toMatchObject({ files_unmeasured: [] });
      const lines = report.changed_lines;
      expect(lines?.source_lines).toBeGreaterThan(0);
      expect(lines?.run_by_locked_tests).toBe(lines?.source_lines);
    },
    TIMEOUT,
  );

  it(
    "counts the PR's own test apart: it runs triple's lines (add's only the locked test does)",
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'with-test');
      expect(report.verdict).toBe('PASS');
      expect(report.changed_lines).toEqual({
        source_lines: 6,
        run_by_locked_tests: 3,
        run_by_pr_tests: 3,
        files_unmeasured: [],
      });
    },
    TIMEOUT,
  );

  it(
    "counts the lines exported while a clippy check after the tests runs (CI's test and lint)",
    async () => {
      const ci =
        'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo test\n      - run: cargo clippy\n';
      const linted = createPrRepo(
        {
          'Cargo.toml': CARGO,
          '.gitignore': 'target/\n',
          'src/lib.rs': ADD + TESTS,
          '.github/workflows/ci.yml': ci,
          '.github/testlock.yml': 'checks:\n  typecheck: false\n',
        },
        { 'src/lib.rs': UNTESTED + TESTS },
      );
      const { report } = await verifyInProcess(linted.dir, 'pr');
      const ran = report.checks.filter((c) => c.skipped === null);
      expect(ran.map((c) => [c.kind, c.ok])).toEqual([
        ['test', true],
        ['lint', true],
      ]);
      expect(report.verdict).toBe('PASS');
      expect(report.changed_lines).toEqual({
        source_lines: 6,
        run_by_locked_tests: 3,
        run_by_pr_tests: null,
        files_unmeasured: [],
      });
    },
    TIMEOUT,
  );

  it(
    'measures the whole crate where coverage is on',
    async () => {
      const measured = createPrRepo(
        {
          'Cargo.toml': CARGO,
          '.gitignore': 'target/\n',
          'src/lib.rs': ADD + TESTS,
          '.github/testlock.yml': 'coverage: on\nchecks:\n  typecheck: false\n  lint: false\n',
        },
        { 'src/lib.rs': UNTESTED + TESTS },
      );
      const { report } = await verifyInProcess(measured.dir, 'pr');
      expect(report.verdict).toBe('PASS');
      // add ran, triple did not: some of the crate's lines, not all.
      expect(report.coverage).toBeGreaterThan(0);
      expect(report.coverage).toBeLessThan(100);
      expect(report.confidence_qualifier).not.toContain('coverage unmeasured');
      expect(report.changed_lines).toMatchObject({ source_lines: 6, run_by_locked_tests: 3 });
    },
    TIMEOUT,
  );
});
