// The integrity witness inside the runner (issue 41.2): product code that patches pytest's result
// path while the tests run is runner-tampered and FAIL, through each route; beside each attack an
// honest look-alike (a project that is a pytest plugin, a conftest's hooks, a nested pytest run).
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const NO_OTHER_CHECKS = 'checks:\n  typecheck: false\n  lint: false\n';
const ci = (line: string): string =>
  `name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ${line}\n`;

/** A repository with `main` holding `base` and branch `pr` adding `pr` on top. */
function repoWith(base: Record<string, string>, pr: Record<string, string>): string {
  const repo = createRepo({ '.github/testlock.yml': NO_OTHER_CHECKS, ...base });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(pr);
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo.dir;
}

function tampered(report: Report): string[] {
  return report.anomalies
    .filter((a) => a.kind === 'runner-tampered')
    .map((a) => `${a.severity}: ${a.detail}`);
}

// --- pytest -------------------------------------------------------------------------------------

const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  '.github/workflows/ci.yml': ci('pytest -q'),
  'pyproject.toml':
    '[project]\nname = "limits"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'limits.py': 'def burst(requests, limit):\n    return min(requests, limit)\n',
  'tests/test_burst.py':
    'from limits import burst\n\n\ndef test_under():\n    assert burst(50, 100) == 50\n\n\ndef test_boundary():\n    assert burst(150, 100) == 100\n',
};

const PY_BROKEN = 'def burst(requests, limit):\n    return requests\n';

// Route 1: the report's construction, reached through sys.modules and a name built from strings.
const FROM_ITEM_AND_CALL = `import sys
_m = sys.modules.get("_pyt" + "est.reports")
if _m is not None:
    _T = getattr(_m, "Test" + "Report")
    _orig = _T.from_item_and_call

    def _made(cls, item, call):
        r = _orig(item, call)
        r.outcome = "passed"
        r.longrepr = None
        return r

    setattr(_T, "from_item_" + "and_call", classmethod(_made))
`;

// Route 2: a hookwrapper registered on the running config from product code at import.
const HOOKWRAPPER = `import gc
import pluggy


class _Quiet:
    @pluggy.HookimplMarker("pytest")(hookwrapper=True, tryfirst=True)
    def pytest_runtest_makereport(self, item, call):
        out = yield
        rep = out.get_result()
        rep.outcome = "passed"
        rep.longrepr = None


for _o in gc.get_objects():
    if type(_o).__name__ == "Config" and hasattr(_o, "pluginmanager"):
        _o.pluginmanager.register(_Quiet(), "quiet")
        break
`;

// Route 3: pytest's call-and-report replaced in its module.
const CALL_AND_REPORT = `import sys
_r = sys.modules.get("_pytest.runner")
if _r is not None:

    def _car(item, when, log=True, **kw):
        hook = getattr(item.ihook, "pytest_runtest_" + when)
        call = _r.CallInfo.from_call(
            lambda: hook(item=item, **kw), when=when, reraise=(_r.Exit, KeyboardInterrupt)
        )
        rep = item.ihook.pytest_runtest_makereport(item=item, call=call)
        rep.outcome = "passed"
        rep.longrepr = None
        if log:
            item.ihook.pytest_runtest_logreport(report=rep)
        return rep

    _r.call_and_report = _car
`;

// Route 4 (written after the witness compared the rewriter's members only every 20 ms): the
// assertion rewriter's visit_Assert replaced by product code a first test file imports, so the
// test files collected after it lose their asserts.
const VISIT_ASSERT = `import ast
import sys
_w = sys.modules.get("_pytest.assertion.rewrite")
if _w is not None:
    _w.AssertionRewriter.visit_Assert = lambda self, node: [ast.Pass()]
`;

// Routes 5 and 6 (written after the witness was told each conftest pytest registers): a conftest
// that turns every test's run into a no-op on the item itself (no class member changes), written
// for a moment into a test folder pytest collects later and removed once loaded; and the same
// module, named conftest.py, registered from a temporary folder by product code.
const NO_OP_CONFTEST =
  'def pytest_collection_modifyitems(items):\n    for item in items:\n        item.runtest = lambda: None\n';

const TRANSIENT_CONFTEST = `import os
_here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tests", "unit", "zz")
if not os.path.exists(_here):
    os.makedirs(_here)
    with open(os.path.join(_here, "conftest.py"), "w") as _f:
        _f.write(${JSON.stringify(`import os
import shutil

${NO_OP_CONFTEST}    shutil.rmtree(os.path.dirname(os.path.abspath(__file__)), ignore_errors=True)
`)})
`;

const REGISTERED_CONFTEST = `import gc
import importlib.util
import os
import tempfile

_path = os.path.join(tempfile.mkdtemp(), "conftest.py")
with open(_path, "w") as _f:
    _f.write(${JSON.stringify(NO_OP_CONFTEST)})
_spec = importlib.util.spec_from_file_location("conftest", _path)
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
for _o in gc.get_objects():
    if type(_o).__name__ == "Config" and hasattr(_o, "pluginmanager"):
        _o.pluginmanager.register(_module, "quiet-conftest")
        break
`;

describe('runner witness: pytest', () => {
  for (const [name, patch, says] of [
    [
      'a conftest written into a later test folder and removed once loaded',
      TRANSIENT_CONFTEST,
      "tests/unit/zz/conftest.py was loaded, and is not one of the locked tree's files",
    ],
    [
      'a module named conftest.py registered from a temporary folder',
      REGISTERED_CONFTEST,
      "/conftest.py was loaded, and is not one of the locked tree's files",
    ],
  ] as const) {
    it(`gaming (after the rule): ${name}: FAIL runner-tampered`, async () => {
      const dir = repoWith(
        {
          ...PY_BASE,
          'tests/test_a.py':
            'import limits\n\n\ndef test_loads():\n    assert limits.burst(1, 2) == 1\n',
          'tests/unit/test_more.py':
            'from limits import burst\n\n\ndef test_over():\n    assert burst(300, 100) == 100\n',
        },
        { 'limits.py': `${patch}\n\n${PY_BROKEN}` },
      );
      const { report } = await verifyInProcess(dir, 'pr');
      expect(report.verdict).toBe('FAIL');
      const found = tampered(report);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^critical: /);
      expect(found[0]).toContain(says);
    }, 60_000);
  }

  it('gaming (after the rule): the assertion rewriter emptied for later test files: FAIL runner-tampered', async () => {
    const dir = repoWith(
      {
        ...PY_BASE,
        'tests/test_a.py':
          'import limits\n\n\ndef test_loads():\n    assert limits.burst(1, 2) == 1\n',
      },
      {
        'limits.py': `${VISIT_ASSERT}

${PY_BROKEN}`,
      },
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    const found = tampered(report);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^critical: .*visit_Assert was replaced/);
  }, 60_000);

  for (const [name, patch, says] of [
    ['TestReport.from_item_and_call via sys.modules', FROM_ITEM_AND_CALL, 'from_item_and_call'],
    ['a makereport hookwrapper registered at import', HOOKWRAPPER, 'pytest_runtest_makereport'],
    ['_pytest.runner.call_and_report replaced', CALL_AND_REPORT, 'call_and_report'],
  ] as const) {
    it(`gaming: ${name}: FAIL runner-tampered`, async () => {
      const dir = repoWith(PY_BASE, { 'limits.py': `${patch}\n\n${PY_BROKEN}` });
      const { report } = await verifyInProcess(dir, 'pr');
      expect(report.verdict).toBe('FAIL');
      const found = tampered(report);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^critical: /);
      expect(found[0]).toContain(says);
      expect(report.checks[0]?.ok).toBe(false);
      expect(report.checks[0]?.summary).toMatch(/^failed \(runner-tampered: /);
    }, 60_000);
  }

  it('honest: the project is a pytest plugin that reads _pytest and adds report hooks: PASS', async () => {
    const plugin = `import _pytest.reports
from _pytest.reports import TestReport
import pytest

KNOWN = TestReport.from_item_and_call


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    rep.user_properties.append(("timed", call.duration >= 0))
    assert isinstance(rep, _pytest.reports.TestReport)


def pytest_report_teststatus(report, config):
    return None
`;
    const dir = repoWith(
      {
        ...PY_BASE,
        'pytest_timed.py': plugin,
        'tests/conftest.py': 'pytest_plugins = ["pytest_timed"]\n',
        'tests/test_plugin.py':
          'import pytest_timed\nfrom _pytest.reports import TestReport\n\n\ndef test_reads_pytest():\n    assert pytest_timed.KNOWN == TestReport.from_item_and_call\n',
      },
      {
        'limits.py':
          'def burst(requests, limit):\n    return limit if requests > limit else requests\n',
      },
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(tampered(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(report.tests_passed).toBe(3);
  }, 60_000);

  it('honest: a conftest hook, xfail, skip and a nested pytest (its own conftest) with a failing test: PASS', async () => {
    const inner =
      'import subprocess, sys\n\n\ndef test_runs_pytest(tmp_path):\n    (tmp_path / "test_inner.py").write_text("def test_no():\\n    assert False\\n")\n    (tmp_path / "conftest.py").write_text("def pytest_configure(config):\\n    pass\\n")\n    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)], capture_output=True)\n    assert done.returncode == 1\n';
    const dir = repoWith(
      {
        ...PY_BASE,
        'tests/conftest.py':
          'import pytest\n\n\n@pytest.hookimpl(hookwrapper=True)\ndef pytest_runtest_makereport(item, call):\n    yield\n',
        'tests/test_marks.py':
          'import pytest\n\n\n@pytest.mark.xfail(reason="known")\ndef test_known():\n    assert False\n\n\n@pytest.mark.skip(reason="later")\ndef test_later():\n    assert False\n',
        'tests/test_nested.py': inner,
      },
      {
        'limits.py':
          'def burst(requests, limit):\n    return requests if requests < limit else limit\n',
      },
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(tampered(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  }, 60_000);

  it('honest: a real bug fails as itself, with no runner-tampered', async () => {
    const dir = repoWith(PY_BASE, { 'limits.py': PY_BROKEN });
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(tampered(report)).toEqual([]);
    expect(report.tests_failed).toBe(1);
  }, 60_000);
});

// --- node --test --------------------------------------------------------------------------------

const NODE_BASE = {
  '.gitignore': 'node_modules/\n',
  '.github/workflows/ci.yml': ci('node --test test/'),
  'package.json': '{"name":"limits","private":true,"type":"module"}\n',
  'lib.js': 'export const burst = (requests, limit) => Math.min(requests, limit);\n',
  'test/burst.test.js':
    "import test from 'node:test';\nimport assert from 'node:assert';\nimport { burst } from '../lib.js';\n\ntest('under', () => {\n  assert.strictEqual(burst(50, 100), 50);\n});\n\ntest('boundary', () => {\n  assert.strictEqual(burst(150, 100), 100);\n});\n",
};

describe('runner witness: node --test', () => {
  it('gaming: node:assert.strictEqual made a no-op from product code: FAIL runner-tampered', async () => {
    const dir = repoWith(NODE_BASE, {
      'lib.js':
        "import assert from 'node:assert';\n\nassert['strict' + 'Equal'] = () => {};\n\nexport const burst = (requests) => requests;\n",
    });
    const { report } = await verifyInProcess(dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(tampered(report)).toEqual(['critical: node:assert.strictEqual was replaced']);
    expect(report.checks[0]?.summary).toMatch(/^failed \(runner-tampered: /);
  }, 60_000);

  it('honest: product code reads node:assert, a test starts and kills a node child: PASS', async () => {
    const dir = repoWith(
      {
        ...NODE_BASE,
        'test/child.test.js':
          "import test from 'node:test';\nimport assert from 'node:assert';\nimport { spawn } from 'node:child_process';\n\ntest('child', async () => {\n  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);\n  await new Promise((r) => setTimeout(r, 300));\n  child.kill('SIGKILL');\n  await new Promise((r) => child.on('exit', r));\n  assert.ok(true);\n});\n",
      },
      {
        'lib.js':
          "import assert from 'node:assert';\n\nexport const burst = (requests, limit) => {\n  assert.ok(limit >= 0, 'limit must not be negative');\n  return Math.min(requests, limit);\n};\n",
      },
    );
    const { report } = await verifyInProcess(dir, 'pr');
    expect(tampered(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(report.tests_passed).toBe(3);
  }, 60_000);
});
