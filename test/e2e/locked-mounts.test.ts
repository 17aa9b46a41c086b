// Issue 41.1, `isolation: mount`, attacks written after the mounts were built, by a reader of
// how they work: each tries another way round a read-only bind mount (another process's view of
// the files through /proc, unmounting it, a hard link, moving the folder that holds it, a new
// conftest beside it). Each FAILs, with locked-file-changed where something did change; the
// honest look-alikes (work in child processes, a process pool, a helper server) still PASS.
// Real repositories, real pytest; skipped where the machine allows no mount namespace.
import { afterAll, describe, expect, it } from 'vitest';
import { mountLauncherKind } from '../../src/adapters/mount-isolation.js';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const mounted = (await mountLauncherKind(process.env)) !== null;

const BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'calc/__init__.py': 'def add(a, b):\n    return a + b\n',
  // Collected first: it imports the package, whose import runs the attack.
  'tests/test_a_zero.py': 'from calc import add\n\n\ndef test_zero():\n    assert add(0, 0) == 0\n',
  'tests/test_calc.py':
    'from calc import add\n\n\ndef test_add():\n    assert add(2, 2) == 4\n\n\ndef test_neg():\n    assert add(-1, 1) == 0\n',
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install pytest', 'pytest -q'],
  ),
};
const BROKEN = 'def add(a, b):\n    return a - b\n';
const EMPTY_TESTS = '"def test_add():\\n    pass\\n\\n\\ndef test_neg():\\n    pass\\n"';
const TARGET =
  '_target = pathlib.Path(__file__).resolve().parent.parent / "tests" / "test_calc.py"\n';

async function verify(calc: string): Promise<Report> {
  const repo = createPrRepo(BASE, { 'calc/__init__.py': calc });
  return (await verifyInProcess(repo.dir, 'pr', [], process.env)).report;
}

const locked = (report: Report): string[] =>
  report.anomalies.filter((a) => a.kind === 'locked-file-changed').map((a) => a.path);

describe.skipIf(!mounted)('mounted: ways round a read-only mount, from the code under test', () => {
  it("attack: writes the base test through every process's /proc/<pid>/root", async () => {
    const report = await verify(`${BROKEN}
import os
import pathlib

${TARGET}
for _pid in [p for p in os.listdir("/proc") if p.isdigit()]:
    try:
        with open(f"/proc/{_pid}/root{_target}", "w") as _f:
            _f.write(${EMPTY_TESTS})
    except OSError:
        pass
`);
    expect([report.verdict, report.isolation, report.tests_failed]).toEqual(['FAIL', 'mount', 2]);
  }, 120_000);

  it('attack: unmounts the base test (detached) and then writes it', async () => {
    const report = await verify(`${BROKEN}
import ctypes
import pathlib

${TARGET}
_libc = ctypes.CDLL(None, use_errno=True)
_libc.umount2(str(_target).encode(), 2)
try:
    _target.write_text(${EMPTY_TESTS})
except OSError:
    pass
`);
    expect([report.verdict, report.isolation, report.tests_failed]).toEqual(['FAIL', 'mount', 2]);
  }, 120_000);

  it('attack: a hard link to the base test made in a writable place, then written', async () => {
    const report = await verify(`${BROKEN}
import os
import pathlib

${TARGET}
_link = _target.parent.parent / "calc" / ".link.py"
try:
    os.link(_target, _link)
    _link.write_text(${EMPTY_TESTS})
except OSError:
    pass
`);
    expect([report.verdict, report.isolation, report.tests_failed]).toEqual(['FAIL', 'mount', 2]);
  }, 120_000);

  it('attack: the folder holding the base tests moved aside and a forged one put in its place', async () => {
    const report = await verify(`${BROKEN}
import os
import pathlib

${TARGET}
_tests = _target.parent
if not (_tests.parent / "tests_moved").exists():
    os.rename(_tests, _tests.parent / "tests_moved")
    _tests.mkdir()
    (_tests / "test_calc.py").write_text(${EMPTY_TESTS})
`);
    expect([report.verdict, report.isolation]).toEqual(['FAIL', 'mount']);
    expect(locked(report)).toEqual(expect.arrayContaining(['tests/test_calc.py']));
  }, 120_000);

  it('attack: a conftest planted beside the base tests for the run, removed at its end', async () => {
    const report = await verify(`${BROKEN}
import atexit
import pathlib

${TARGET}
_conftest = _target.parent / "conftest.py"
_conftest.write_text(
    "import pytest\\n\\n\\n@pytest.hookimpl(hookwrapper=True)\\n"
    "def pytest_runtest_makereport(item, call):\\n"
    "    outcome = yield\\n"
    "    outcome.get_result().outcome = 'passed'\\n"
)
atexit.register(lambda: _conftest.unlink(missing_ok=True))
`);
    expect([report.verdict, report.isolation]).toEqual(['FAIL', 'mount']);
    expect(locked(report)).toContain('tests/conftest.py');
  }, 120_000);

  it('honest: the code works in a process pool and a helper process it talks to: PASS', async () => {
    const report = await verify(`import multiprocessing
import subprocess
import sys


def _double(x):
    return x + x


def add(a, b):
    with multiprocessing.get_context("fork").Pool(2) as pool:
        pool.map(_double, [1, 2])
    echoed = subprocess.run(
        [sys.executable, "-c", "import sys; print(int(sys.argv[1]) + int(sys.argv[2]))", str(a), str(b)],
        capture_output=True, text=True, check=True,
    )
    return int(echoed.stdout)
`);
    expect([report.verdict, report.isolation, report.tests_passed, locked(report)]).toEqual([
      'PASS',
      'mount',
      3,
      [],
    ]);
  }, 120_000);
});
