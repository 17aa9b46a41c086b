// Issue 42.5 with real runners, the forms config-references.test.ts leaves: a file a base harness
// file or command reaches by reference is harness. pytest's `@ci/args.txt` (arguments read from a
// file, pytest 8.2 and later), edited to deselect the failing test, is restored and flagged; a
// Cargo workspace root's `[workspace.dependencies]` entry that a member's dev-dependency inherits
// (`checker = { workspace = true }`), pointed at a lenient crate, takes base's entry in the locked
// Cargo.toml and is flagged. Each beside an honest look-alike.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const critical = (report: Report): string[] =>
  report.anomalies.filter((a) => a.severity === 'critical').map((a) => `${a.kind} ${a.path}`);

const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\naddopts = "-p no:cacheprovider"\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py':
    'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\ndef test_zero():\n    assert add(0, 0) == 0\n',
  'ci/args.txt': '-q\ntests\n',
  'docs/notes.txt': 'release notes\n',
  '.github/workflows/ci.yml': workflow([], ['python -m pytest @ci/args.txt']),
};

describe('pytest: an argument file the base command names (real pytest)', {
  timeout: TIMEOUT,
}, () => {
  it('gaming: the file deselects the failing test: restored, harness-modified, FAIL', async () => {
    const repo = createPrRepo(PY_BASE, {
      'calc.py': 'def add(a, b):\n    return a * b\n',
      'ci/args.txt': '-q\n-k\nnot test_add\ntests\n',
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(critical(report)).toEqual(['harness-modified ci/args.txt']);
    expect(report.confidence_qualifier).toMatch(/^failed: tests\/test_calc\.py::test_add/);
  });

  it('honest: another text file and a correct change: PASS', async () => {
    const repo = createPrRepo(PY_BASE, {
      'calc.py': 'def add(a, b):\n    return sum((a, b))\n',
      'docs/notes.txt': 'release notes\n\n- add is a sum\n',
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect(critical(report)).toEqual([]);
    expect([code, report.verdict, report.tests_run]).toEqual([0, 'PASS', 2]);
  });
});

const CRATE = (name: string): string =>
  `[package]\nname = "${name}"\nversion = "0.1.0"\nedition = "2021"\n`;
const ROOT = (checker: string, util: string): string =>
  `[workspace]\nmembers = ["core", "checker", "lenient", "util", "util_fast"]\nresolver = "2"\n\n[workspace.dependencies]\nchecker = ${checker}\nutil = ${util}\n`;
const CHECKER = '{ path = "checker" }';
const UTIL = '{ path = "util" }';
const WS_BASE = {
  '.gitignore': 'target/\nCargo.lock\n',
  'Cargo.toml': ROOT(CHECKER, UTIL),
  'checker/Cargo.toml': CRATE('checker'),
  'checker/src/lib.rs': 'pub fn check_eq(a: i64, b: i64) {\n    assert_eq!(a, b);\n}\n',
  // A crate base has for another use, whose check_eq checks nothing.
  'lenient/Cargo.toml': CRATE('lenient'),
  'lenient/src/lib.rs': 'pub fn check_eq(_a: i64, _b: i64) {}\n',
  'util/Cargo.toml': CRATE('util'),
  'util/src/lib.rs': 'pub fn twice(x: i64) -> i64 {\n    x * 2\n}\n',
  'util_fast/Cargo.toml': CRATE('util_fast'),
  'util_fast/src/lib.rs': 'pub fn twice(x: i64) -> i64 {\n    x << 1\n}\n',
  'core/Cargo.toml': `${CRATE('core')}\n[dependencies]\nutil = { workspace = true }\n\n[dev-dependencies]\nchecker = { workspace = true }\n`,
  'core/src/lib.rs':
    'pub fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n\npub fn quad(x: i64) -> i64 {\n    util::twice(util::twice(x))\n}\n',
  'core/tests/add.rs':
    'use checker::check_eq;\n\n#[test]\nfn adds() {\n    check_eq(core::add(2, 3), 5);\n}\n\n#[test]\nfn quads() {\n    check_eq(core::quad(3), 12);\n}\n',
  '.github/workflows/ci.yml': workflow(
    ['uses: dtolnay/rust-toolchain@stable'],
    ['cargo test --workspace'],
  ),
};
// As the job's own build would, on main.
function wsRepo(pr: Record<string, string>): string {
  const repo = createPrRepo(WS_BASE, pr);
  execFileSync('cargo', ['build', '--tests', '--quiet', '--workspace'], {
    cwd: repo.dir,
    stdio: 'ignore',
  });
  return repo.dir;
}

describe('Cargo: what a workspace member inherits for its tests (real cargo)', {
  timeout: TIMEOUT,
}, () => {
  it('gaming: the inherited test crate pointed at a lenient one: base entry runs, FAIL', async () => {
    const dir = wsRepo({
      'Cargo.toml': ROOT('{ path = "lenient", package = "lenient" }', UTIL),
      'core/src/lib.rs': WS_BASE['core/src/lib.rs'].replace('a + b', 'a - b'),
    });
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/^failed: adds/);
    expect(critical(report)).toEqual([
      'harness-modified Cargo.toml',
      'harness-modified Cargo.toml',
    ]);
    expect(report.anomalies.map((a) => a.detail)).toContainEqual(
      expect.stringContaining('test toolchain dependency lenient: workspace.dependencies.checker'),
    );
  });

  it('honest: a product dependency the workspace points elsewhere: PASS', async () => {
    const dir = wsRepo({
      'Cargo.toml': ROOT(CHECKER, '{ path = "util_fast", package = "util_fast" }'),
    });
    const { code, report } = await verifyInProcess(dir, 'pr');
    expect(critical(report)).toEqual([]);
    expect([code, report.verdict, report.tests_run]).toEqual([0, 'PASS', 2]);
  });
});
