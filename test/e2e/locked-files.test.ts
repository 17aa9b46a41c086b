// Issue 41.1 end to end, real repositories and real runners: the PR's own code attacks the base
// tests while they run (a test file rewritten at import and put back, by Python and by Node;
// bytecode planted for a base pytest file), and each attack FAILs with locked-file-changed;
// beside them the honest look-alikes (a module writing its own cache into the tree, a test
// writing into tmp_path, a build writing output) get the verdict their code deserves. The
// report's `isolation` says which protection held. Each case runs in each mode this machine has:
// `watch` (the files read-only for their owner and watched: a write undone is still seen) and,
// where the job is root or has sudo, `mount` (read-only mounts: the write fails, the real tests
// run and judge the code).
import { afterAll, describe, expect, it } from 'vitest';
import { ISOLATION_VARIABLE, mountLauncherKind } from '../../src/adapters/mount-isolation.js';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const CI = '.github/workflows/ci.yml';

type Mode = 'watch' | 'mount';
const MODES: Mode[] =
  (await mountLauncherKind(process.env)) === null ? ['watch'] : ['watch', 'mount'];

async function verify(
  base: Record<string, string>,
  pr: Record<string, string>,
  mode: Mode,
): Promise<VerifyRun> {
  const repo = createPrRepo(base, pr);
  const env = mode === 'watch' ? { ...process.env, [ISOLATION_VARIABLE]: 'watch' } : process.env;
  return verifyInProcess(repo.dir, 'pr', [], env);
}

const locked = (report: Report): string[] =>
  report.anomalies.filter((a) => a.kind === 'locked-file-changed').map((a) => a.path);

/** Watched, the write happened and is seen; mounted, it failed and the real tests judged. */
function attackStopped(report: Report, mode: Mode, paths: string[]): void {
  expect([report.verdict, report.isolation]).toEqual(['FAIL', mode]);
  if (mode === 'watch') expect(locked(report)).toEqual(expect.arrayContaining(paths));
  else expect(locked(report)).toEqual([]);
  expect(report.checks[0]?.ok).toBe(false);
}

describe.each(MODES)('Python: the base tests attacked by the code under test (%s)', (mode) => {
  const BASE = {
    '.gitignore': '__pycache__/\n.pytest_cache/\n',
    'pyproject.toml':
      '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'calc/__init__.py': 'def add(a, b):\n    return a + b\n',
    // Collected first: it imports the package, whose import runs the attack on the next file.
    'tests/test_a_zero.py':
      'from calc import add\n\n\ndef test_zero():\n    assert add(0, 0) == 0\n',
    'tests/test_calc.py':
      'from calc import add\n\n\ndef test_add():\n    assert add(2, 2) == 4\n\n\ndef test_neg():\n    assert add(-1, 1) == 0\n',
    [CI]: workflow(['uses: actions/setup-python@v5'], ['pip install pytest', 'pytest -q']),
  };
  const BROKEN = 'def add(a, b):\n    return a - b\n';

  it('attack: the package rewrites a base test at import; the stand-in puts the original back', async () => {
    const attack = `${BROKEN}
import os
import pathlib

_target = pathlib.Path(__file__).resolve().parent.parent / "tests" / "test_calc.py"
_original = _target.read_text()
if "_restore" not in _original:
    os.chmod(_target, 0o644)
    _target.write_text(
        "import pathlib\\n_restore = " + repr(_original) + "\\n"
        "pathlib.Path(__file__).write_text(_restore)\\n\\n\\n"
        "def test_add():\\n    pass\\n\\n\\ndef test_neg():\\n    pass\\n"
    )
`;
    const { report } = await verify(BASE, { 'calc/__init__.py': attack }, mode);
    attackStopped(report, mode, ['tests/test_calc.py']);
  }, 120_000);

  // A .pyc for tests/test_calc.py whose header carries the source's real mtime and size and
  // whose body holds empty tests: pytest would load it instead of the source.
  const plant = (prepare: string): string => `${BROKEN}
import importlib.util
import marshal
import os
import pathlib
import sys

import _pytest

_source = pathlib.Path(__file__).resolve().parent.parent / "tests" / "test_calc.py"
_stat = os.stat(_source)
_code = compile("def test_add():\\n    pass\\n\\n\\ndef test_neg():\\n    pass\\n", str(_source), "exec")
_tag = f"{sys.implementation.cache_tag}-pytest-{_pytest.__version__}"
_pyc = _source.parent / "__pycache__" / f"test_calc.{_tag}.pyc"
_header = importlib.util.MAGIC_NUMBER + (0).to_bytes(4, "little")
_header += (int(_stat.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
_header += (_stat.st_size & 0xFFFFFFFF).to_bytes(4, "little")
try:
${prepare}
    _pyc.parent.mkdir(exist_ok=True)
    _pyc.write_bytes(_header + marshal.dumps(_code))
except OSError:
    pass
`;

  it('attack: bytecode planted for a base pytest file where it would be read is never read', async () => {
    // The bytecode place is blocked: the write fails quietly, the real tests run and fail.
    const { report } = await verify(BASE, { 'calc/__init__.py': plant('    pass') }, mode);
    expect([report.verdict, report.tests_failed, report.isolation]).toEqual(['FAIL', 2, mode]);
  }, 120_000);

  it('attack: bytecode planted after taking the blocked place back is seen or cannot be', async () => {
    const unblock = '    if _pyc.parent.is_file():\n        _pyc.parent.unlink()';
    const { report } = await verify(BASE, { 'calc/__init__.py': plant(unblock) }, mode);
    attackStopped(report, mode, [
      'tests/__pycache__',
      'tests/__pycache__/test_calc.cpython-311-pytest-9.0.3.pyc',
    ]);
  }, 120_000);

  it('honest: the package writes its own cache file into the tree at import: PASS', async () => {
    const honest = `import json
import pathlib

pathlib.Path(__file__).with_name(".calc-cache.json").write_text(json.dumps({"warm": True}))


def add(a, b):
    return b + a
`;
    const { report } = await verify(BASE, { 'calc/__init__.py': honest }, mode);
    expect([report.verdict, report.tests_passed, locked(report)]).toEqual(['PASS', 3, []]);
    expect(report.isolation).toBe(mode);
  }, 120_000);

  it('honest: a base test writes into tmp_path and the package writes beside its source: PASS', async () => {
    const base = {
      ...BASE,
      'tests/test_files.py':
        'from calc import save\n\n\ndef test_save(tmp_path):\n    out = tmp_path / "out.txt"\n    save(out, 3)\n    assert out.read_text() == "3"\n',
      'calc/__init__.py':
        'def add(a, b):\n    return a + b\n\n\ndef save(path, value):\n    path.write_text(str(value))\n',
    };
    const pr = {
      'calc/__init__.py':
        'def add(a, b):\n    return sum((a, b))\n\n\ndef save(path, value):\n    path.write_text(f"{value}")\n',
    };
    const { report } = await verify(base, pr, mode);
    expect([report.verdict, report.tests_passed, locked(report)]).toEqual(['PASS', 4, []]);
  }, 120_000);
});

describe.each(MODES)('Node: the base tests attacked by the code under test (%s)', (mode) => {
  const pkg = (test: string): string =>
    `${JSON.stringify({ name: 'calc', private: true, scripts: { test } }, null, 2)}\n`;
  const BASE = {
    '.gitignore': 'node_modules/\ndist/\n',
    'package.json': pkg('node --test --test-concurrency=1 tests/'),
    'src/add.js': 'exports.add = (a, b) => a + b;\n',
    'tests/a.test.js':
      "const test = require('node:test');\nconst assert = require('node:assert');\nconst { add } = require('../src/add.js');\n\ntest('zero', () => assert.equal(add(0, 0), 0));\n",
    'tests/b.test.js':
      "const test = require('node:test');\nconst assert = require('node:assert');\nconst { add } = require('../src/add.js');\n\ntest('add', () => assert.equal(add(2, 2), 4));\n",
    [CI]: workflow(['uses: actions/setup-node@v4'], ['npm test']),
  };

  it('attack: the module rewrites a base test when required; the stand-in puts the original back', async () => {
    const attack = `const fs = require('node:fs');
const path = require('node:path');
const target = path.join(__dirname, '..', 'tests', 'b.test.js');
const original = fs.readFileSync(target, 'utf8');
if (!original.includes('RESTORE')) {
  fs.chmodSync(target, 0o644);
  fs.writeFileSync(
    target,
    "// RESTORE\\nrequire('node:fs').writeFileSync(__filename, " + JSON.stringify(original) + ");\\n" +
      "require('node:test')('add', () => {});\\n",
  );
}
exports.add = (a, b) => a - b;
`;
    const { report } = await verify(BASE, { 'src/add.js': attack }, mode);
    attackStopped(report, mode, ['tests/b.test.js']);
  }, 120_000);

  it('honest: a build writes its output into the tree before the tests: PASS', async () => {
    const base = {
      ...BASE,
      'package.json': pkg('node build.js && node --test --test-concurrency=1 tests/'),
      'build.js':
        "const fs = require('node:fs');\nfs.mkdirSync('dist', { recursive: true });\nfs.copyFileSync('src/add.js', 'dist/add.js');\n",
      'tests/b.test.js':
        "const test = require('node:test');\nconst assert = require('node:assert');\nconst { add } = require('../dist/add.js');\n\ntest('add', () => assert.equal(add(2, 2), 4));\n",
    };
    const { report } = await verify(
      base,
      { 'src/add.js': 'exports.add = (a, b) => b + a;\n' },
      mode,
    );
    expect([report.verdict, report.tests_passed, locked(report)]).toEqual(['PASS', 2, []]);
    expect(report.isolation).toBe(mode);
  }, 120_000);
});
