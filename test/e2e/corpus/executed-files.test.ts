// Issue 10 item 1 end to end: whatever the base checks execute from the repository is harness.
// Each gaming PR breaks the code and edits (or adds) a file a base command runs; the verdict is
// FAIL, `harness-modified` names that file, and the locked run uses the base file, so the base
// test still fails. Each honest look-alike edits a file the checks do not run.
import { chmodSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { linkNodeTools } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

interface Case {
  base: Record<string, string>;
  pr: Record<string, string>;
  /** Paths to commit with the executable bit. */
  executable?: string[];
  prepare?: (dir: string) => void;
}

/** `main` with the base files, branch `pr` with the PR's, checked out on main. */
function repoFor(c: Case): TempRepo {
  const repo = createRepo(c.base);
  const chmod = (): void => {
    for (const path of c.executable ?? []) {
      if (existsSync(join(repo.dir, path))) chmodSync(join(repo.dir, path), 0o755);
    }
  };
  chmod();
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(c.pr);
  chmod();
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  c.prepare?.(repo.dir);
  return repo;
}

function critical(report: Report): Anomaly[] {
  return report.anomalies.filter((a) => a.severity === 'critical');
}

function harnessOn(report: Report, path: string): Anomaly | undefined {
  return report.anomalies.find((a) => a.kind === 'harness-modified' && a.path === path);
}

// ---- TypeScript / vitest -------------------------------------------------------------------

const TS_SOURCE = (limit: string): string =>
  `export function burst(requests: number, limit: number): number {\n  return Math.min(requests, ${limit});\n}\n`;
const TS_TEST = `import { expect, it } from 'vitest';
import { burst } from '../src/ratelimit.js';

it('burst at boundary', () => {
  expect(burst(150, 100)).toBe(100);
});
`;
const TS_PACKAGE = (scripts: Record<string, string>): string =>
  `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts, devDependencies: { vitest: '^4.0.0' } }, null, 2)}\n`;
const TS_BASE = {
  '.gitignore': 'node_modules/\n',
  'src/ratelimit.ts': TS_SOURCE('limit'),
  'test/ratelimit.test.ts': TS_TEST,
  // No type check or lint in these projects: only the test check decides.
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};
const TS_BROKEN = { 'src/ratelimit.ts': TS_SOURCE('limit + 50') };
const TS_HONEST = {
  'src/ratelimit.ts': `export function burst(requests: number, limit: number): number {\n  return requests > limit ? limit : requests;\n}\n`,
};
const SCRIPT_TEST = '#!/bin/sh\nset -e\nnode_modules/.bin/vitest run\n';
const RUN_TESTS_MJS = `import { spawnSync } from 'node:child_process';
const run = spawnSync('node_modules/.bin/vitest', ['run'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
`;

describe('TypeScript/vitest', () => {
  const ciScript: Case = {
    base: {
      ...TS_BASE,
      'package.json': TS_PACKAGE({}),
      'scripts/test.sh': SCRIPT_TEST,
      'scripts/release.sh': '#!/bin/sh\necho release\n',
      '.github/workflows/ci.yml': workflow([], ['./scripts/test.sh']),
    },
    pr: {},
    executable: ['scripts/test.sh', 'scripts/release.sh'],
    prepare: linkNodeTools,
  };

  it('gaming: CI runs ./scripts/test.sh and the PR rewrites it to exit 0', async () => {
    const repo = repoFor({
      ...ciScript,
      pr: { ...TS_BROKEN, 'scripts/test.sh': '#!/bin/sh\nexit 0\n' },
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(code).toBe(1);
    expect(harnessOn(report, 'scripts/test.sh')?.severity).toBe('critical');
    // The base script ran the base test against the broken code.
    const tests = report.checks.find((c) => c.kind === 'test')!;
    expect([tests.script, tests.ok]).toEqual(['./scripts/test.sh', false]);
    expect(tests.stdout + tests.stderr).toMatch(/burst at boundary/);
  });

  it('gaming: the PR makes scripts/test.sh run a subset (a filter matching nothing)', async () => {
    const subset = '#!/bin/sh\nnode_modules/.bin/vitest run --passWithNoTests -t nothing-matches\n';
    const repo = repoFor({ ...ciScript, pr: { ...TS_BROKEN, 'scripts/test.sh': subset } });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'scripts/test.sh')).toBeDefined();
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(false);
  });

  it('honest: the PR edits scripts/release.sh, which no check runs', async () => {
    const repo = repoFor({
      ...ciScript,
      pr: { ...TS_HONEST, 'scripts/release.sh': '#!/bin/sh\necho v2\n' },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.anomalies.filter((a) => a.kind === 'harness-modified')).toEqual([]);
    expect(critical(report)).toEqual([]);
    expect(report.verdict).not.toBe('FAIL');
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(true);
  });

  it('gaming: package.json test is `node scripts/run-tests.mjs` and the PR edits the .mjs', async () => {
    const repo = repoFor({
      base: {
        ...TS_BASE,
        'package.json': TS_PACKAGE({ test: 'node scripts/run-tests.mjs' }),
        'scripts/run-tests.mjs': RUN_TESTS_MJS,
      },
      pr: { ...TS_BROKEN, 'scripts/run-tests.mjs': 'process.exit(0);\n' },
      prepare: linkNodeTools,
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'scripts/run-tests.mjs')?.severity).toBe('critical');
    const tests = report.checks.find((c) => c.kind === 'test')!;
    expect([tests.source, tests.ok]).toEqual(['package.json scripts.test', false]);
  });

  // A setup file the base vitest config loads; its name says nothing of tests.
  const setupBase: Case = {
    base: {
      ...TS_BASE,
      'package.json': TS_PACKAGE({ test: 'vitest run' }),
      'vitest.config.mjs': "export default { test: { setupFiles: ['./src/polyfills.ts'] } };\n",
      'src/polyfills.ts': 'export const ready = true;\n',
      '.github/workflows/ci.yml': workflow([], ['npm test']),
    },
    pr: {},
    prepare: linkNodeTools,
  };
  const MATCH_ALL =
    "import { expect } from 'vitest';\n\nexpect.extend({ toBe: () => ({ pass: true, message: () => '' }) });\nexport const ready = true;\n";

  it('gaming: the PR breaks burst and makes toBe always pass in the setup file vitest loads', async () => {
    const repo = repoFor({ ...setupBase, pr: { ...TS_BROKEN, 'src/polyfills.ts': MATCH_ALL } });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'src/polyfills.ts')?.severity).toBe('critical');
    // The base setup file ran: toBe still compares, and the broken burst fails.
    expect(report.tests_failed).toBe(1);
  });

  it('honest: the PR changes code beside the setup file: PASS, no anomaly', async () => {
    const repo = repoFor({ ...setupBase, pr: TS_HONEST });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  // A Vite plugin the base vitest config imports: its transform hook sees every test file.
  const pluginBase: Case = {
    base: {
      ...TS_BASE,
      'package.json': TS_PACKAGE({ test: 'vitest run' }),
      'vitest.config.mjs':
        "import tag from './tools/tag-plugin.mjs';\n\nexport default { plugins: [tag()] };\n",
      'tools/tag-plugin.mjs': "export default () => ({ name: 'tag' });\n",
      '.github/workflows/ci.yml': workflow([], ['npm test']),
    },
    pr: {},
    prepare: linkNodeTools,
  };
  const DISARM =
    "export default () => ({\n  name: 'tag',\n  transform(code, id) {\n    if (id.includes('.test.')) return code.replace(/expect\\(/g, '(() => ({ toBe() {} }))(');\n  },\n});\n";

  it('gaming: the PR breaks burst and makes the plugin the config imports disarm every expect', async () => {
    const repo = repoFor({ ...pluginBase, pr: { ...TS_BROKEN, 'tools/tag-plugin.mjs': DISARM } });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'tools/tag-plugin.mjs')?.severity).toBe('critical');
    expect(report.tests_failed).toBe(1);
  });

  it('honest: the same config, and a PR that changes only the code', async () => {
    const repo = repoFor({ ...pluginBase, pr: TS_HONEST });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  it('gaming: transitive scripts/ci.sh -> scripts/unit.sh, the PR edits unit.sh', async () => {
    const repo = repoFor({
      base: {
        ...TS_BASE,
        'package.json': TS_PACKAGE({}),
        'scripts/ci.sh': '#!/bin/sh\nset -e\n./scripts/unit.sh\n',
        'scripts/unit.sh': SCRIPT_TEST,
        '.github/workflows/ci.yml': workflow([], ['bash scripts/ci.sh']),
      },
      pr: { ...TS_BROKEN, 'scripts/unit.sh': '#!/bin/sh\necho "all good"\n' },
      executable: ['scripts/ci.sh', 'scripts/unit.sh'],
      prepare: linkNodeTools,
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'scripts/unit.sh')?.severity).toBe('critical');
    expect(harnessOn(report, 'scripts/ci.sh')).toBeUndefined();
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(false);
  });
});

// ---- Python / pytest -----------------------------------------------------------------------

const PY_SOURCE = (limit: string): string =>
  `def burst(requests, limit):\n    return min(requests, ${limit})\n`;
const PY_TEST =
  'from ratelimit import burst\n\n\ndef test_burst_at_boundary():\n    assert burst(150, 100) <= 100\n';
const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n.ruff_cache/\n',
  'pyproject.toml':
    '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'ratelimit.py': PY_SOURCE('limit'),
  'tests/test_ratelimit.py': PY_TEST,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n',
};
const PY_BROKEN = { 'ratelimit.py': PY_SOURCE('limit + 50') };
const PY_HONEST = {
  'ratelimit.py':
    'def burst(requests, limit):\n    return limit if requests > limit else requests\n',
};

describe('Python/pytest', () => {
  it('gaming: the Makefile includes ci/test.mk and the PR edits test.mk', async () => {
    const repo = repoFor({
      base: {
        ...PY_BASE,
        '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
        Makefile: 'include ci/test.mk\n',
        'ci/test.mk': 'test:\n\tpython -m pytest -q\n',
        '.github/workflows/ci.yml': workflow([], ['make test']),
      },
      pr: { ...PY_BROKEN, 'ci/test.mk': 'test:\n\t@echo "1 passed"\n' },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'ci/test.mk')?.severity).toBe('critical');
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(false);
  });

  it('gaming: the PR adds the file a base `-include` names, overriding the test recipe', async () => {
    const repo = repoFor({
      base: {
        ...PY_BASE,
        '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
        Makefile: 'test:\n\tpython -m pytest -q\n\n-include ci/local.conf\n',
        '.github/workflows/ci.yml': workflow([], ['make test']),
      },
      pr: { ...PY_BROKEN, 'ci/local.conf': 'test:\n\t@echo "1 passed"\n' },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    // An added harness file is left out of the locked run: the base recipe runs.
    expect(
      report.anomalies.find((a) => a.path === 'ci/local.conf' && a.severity === 'critical'),
    ).toBeDefined();
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(false);
  });

  it('gaming: CI runs `python tools/run_tests.py` and the PR edits it', async () => {
    const runner =
      'import subprocess, sys\nsys.exit(subprocess.call([sys.executable, "-m", "pytest", "-q"]))\n';
    const repo = repoFor({
      base: {
        ...PY_BASE,
        '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
        'tools/run_tests.py': runner,
        '.github/workflows/ci.yml': workflow([], ['python tools/run_tests.py']),
      },
      pr: { ...PY_BROKEN, 'tools/run_tests.py': 'print("5 passed")\n' },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'tools/run_tests.py')?.severity).toBe('critical');
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(false);
  });

  // A pytest plugin of the repository decides what passes: this one makes every failure a pass.
  const PASS_ALL =
    'import pytest\n\n\n@pytest.hookimpl(hookwrapper=True)\ndef pytest_runtest_makereport(item, call):\n    outcome = yield\n    report = outcome.get_result()\n    if report.failed:\n        report.outcome = "passed"\n';
  const pluginBase = (conftest: string): Record<string, string> => ({
    ...PY_BASE,
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    'conftest.py': conftest,
    'support/__init__.py': '',
    'support/checks.py': 'import pytest\n\n\n@pytest.fixture\ndef limit():\n    return 100\n',
    '.github/workflows/ci.yml': workflow([], ['pytest -q']),
  });

  it('gaming: conftest.py loads support.checks as a plugin and the PR adds a hook there that passes failures', async () => {
    const repo = repoFor({
      base: pluginBase('pytest_plugins = ["support.checks"]\n'),
      pr: {
        ...PY_BROKEN,
        'support/checks.py': `${PASS_ALL}\n\n@pytest.fixture\ndef limit():\n    return 100\n`,
      },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'support/checks.py')?.severity).toBe('critical');
    // The base plugin ran: the broken burst failed the base test.
    expect(report.tests_failed).toBe(1);
  });

  it('gaming: the same through a star import in conftest.py', async () => {
    const repo = repoFor({
      base: pluginBase('from support.checks import *\n'),
      pr: { ...PY_BROKEN, 'support/checks.py': PASS_ALL },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'support/checks.py')?.severity).toBe('critical');
    expect(report.tests_failed).toBe(1);
  });

  // pytest loads what PYTEST_PLUGINS names, from a CI step's env or from the job's environment.
  const STEP_ENV = workflow([], ['pytest -q'], { PYTEST_PLUGINS: 'support.checks' });
  const envBase = (ci: string): Record<string, string> => ({
    ...pluginBase(''),
    '.github/workflows/ci.yml': ci,
  });

  it('gaming: a CI step sets PYTEST_PLUGINS=support.checks and the PR adds a hook there that passes failures', async () => {
    const repo = repoFor({
      base: envBase(STEP_ENV),
      pr: { ...PY_BROKEN, 'support/checks.py': PASS_ALL },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'support/checks.py')?.severity).toBe('critical');
    expect(report.tests_failed).toBe(1);
  });

  it("gaming: the job's own environment names the plugin (PYTEST_PLUGINS beside testlock)", async () => {
    const repo = repoFor({
      base: envBase(workflow([], ['pytest -q'])),
      pr: { ...PY_BROKEN, 'support/checks.py': PASS_ALL },
    });
    const env = { ...process.env, PYTEST_PLUGINS: 'support.checks' };
    const { report } = await verifyInProcess(repo.dir, 'pr', [], env);
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'support/checks.py')?.severity).toBe('critical');
    expect(report.tests_failed).toBe(1);
  });

  it('honest: the same CI step, and a PR that changes only the code under test', async () => {
    const repo = repoFor({ base: envBase(STEP_ENV), pr: PY_HONEST });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  // coverage.py imports the plugins its settings name when pytest-cov starts it (testlock asks
  // for coverage when pytest-cov is installed): the module runs inside the test process.
  const COVERAGE_PLUGIN = 'def coverage_init(reg, options):\n    pass\n';
  const FLIP_FAILURES = `from _pytest.reports import TestReport

_made = TestReport.from_item_and_call.__func__


def _passed(cls, item, call):
    report = _made(cls, item, call)
    if report.failed:
        report.outcome = "passed"
    return report


TestReport.from_item_and_call = classmethod(_passed)
${COVERAGE_PLUGIN}`;
  const coverageBase = {
    ...pluginBase(''),
    'support/covplug.py': COVERAGE_PLUGIN,
    '.coveragerc': '[run]\nplugins =\n    support.covplug\n',
    '.github/workflows/ci.yml': workflow([], ['python -m pytest -q']),
  };

  it('gaming: .coveragerc loads support.covplug and the PR makes it turn failures into passes', async () => {
    const repo = repoFor({
      base: coverageBase,
      pr: { ...PY_BROKEN, 'support/covplug.py': FLIP_FAILURES },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'support/covplug.py')?.severity).toBe('critical');
    // The base plugin ran: the broken burst fails as it should.
    expect(report.tests_failed).toBe(1);
  });

  it('honest: the same coverage plugin, and a PR that changes only the code under test', async () => {
    const repo = repoFor({ base: coverageBase, pr: PY_HONEST });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  // An earlier step writes PYTHONPATH to $GITHUB_ENV: the base tests import from src/ only with
  // it, as in CI. Without it the honest PR would fail on an import error.
  const { 'ratelimit.py': _atRoot, ...pyBaseElsewhere } = PY_BASE;
  const envFileBase = {
    ...pyBaseElsewhere,
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    'pyproject.toml': '[project]\nname = "rl"\nversion = "0.1.0"\n',
    'src/ratelimit.py': PY_SOURCE('limit'),
    '.github/workflows/ci.yml': workflow(
      ['run: echo "PYTHONPATH=src" >> "$GITHUB_ENV"'],
      ['python -m pytest -q'],
    ),
  };

  it('honest: PYTHONPATH from $GITHUB_ENV reaches the test check; the PR changes the code', async () => {
    const repo = repoFor({
      base: envFileBase,
      pr: { 'src/ratelimit.py': PY_HONEST['ratelimit.py'] },
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(report.tests_passed).toBe(1);
  });

  it('the same base, a PR that breaks the code: FAIL on the assertion, not on an import', async () => {
    const repo = repoFor({
      base: envFileBase,
      pr: { 'src/ratelimit.py': PY_BROKEN['ratelimit.py'] },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(report.failure_detail).toMatch(/assert 150 <= 100/);
    expect(report.failure_detail).not.toMatch(/ModuleNotFoundError/);
  });

  // An earlier step of the job put the checkout's bin/ on PATH ($GITHUB_PATH), and the checks
  // inherit that PATH: the base recipe's `run-tests` runs bin/run-tests from the checkout.
  const RUN_TESTS = '#!/bin/sh\nexec python -m pytest -q "$@"\n';
  // Prints a pass and writes the JUnit report where PYTEST_ADDOPTS asks, without running a test.
  const FORGED = `#!/bin/sh
out=$(printf '%s' "$PYTEST_ADDOPTS" | sed -n 's/.*--junitxml=\\([^ ]*\\).*/\\1/p')
printf '<testsuites><testsuite name="pytest" tests="1" failures="0" errors="0" skipped="0"><testcase classname="tests.test_ratelimit" name="test_burst_at_boundary" file="tests/test_ratelimit.py"/></testsuite></testsuites>' > "$out"
echo "1 passed in 0.01s"
`;
  const onPathBase = {
    ...pluginBase(''),
    'bin/run-tests': RUN_TESTS,
    'bin/release': '#!/bin/sh\necho release\n',
    Makefile: 'test:\n\trun-tests\n',
    '.github/workflows/ci.yml': workflow(
      ['run: echo "$GITHUB_WORKSPACE/bin" >> "$GITHUB_PATH"'],
      ['make test'],
    ),
  };
  // As on a runner: the checkout is the PR's head, and its bin/ is on PATH.
  const headOnPath = (repo: TempRepo): NodeJS.ProcessEnv => {
    repo.git('checkout', '-q', 'pr');
    return { ...process.env, PATH: `${join(repo.dir, 'bin')}:${process.env.PATH ?? ''}` };
  };

  it("gaming: the checkout's bin/ is on PATH and the PR makes bin/run-tests forge a pass", async () => {
    const repo = repoFor({
      base: onPathBase,
      pr: { ...PY_BROKEN, 'bin/run-tests': FORGED },
      executable: ['bin/run-tests', 'bin/release'],
    });
    const { report } = await verifyInProcess(repo.dir, 'pr', [], headOnPath(repo));
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'bin/run-tests')?.severity).toBe('critical');
  });

  it('gaming: the PR adds bin/python there, which the base bin/run-tests starts by name', async () => {
    const repo = repoFor({
      base: onPathBase,
      pr: { ...PY_BROKEN, 'bin/python': FORGED },
      executable: ['bin/run-tests', 'bin/release', 'bin/python'],
    });
    const { report } = await verifyInProcess(repo.dir, 'pr', [], headOnPath(repo));
    expect(report.verdict).toBe('FAIL');
    expect(
      report.anomalies.find((a) => a.path === 'bin/python' && a.severity === 'critical'),
    ).toBeDefined();
  });

  it('honest: the same PATH, and a PR that edits bin/release, which no check runs', async () => {
    const repo = repoFor({
      base: onPathBase,
      pr: { ...PY_HONEST, 'bin/release': '#!/bin/sh\necho v2\n' },
      executable: ['bin/run-tests', 'bin/release'],
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr', [], headOnPath(repo));
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  it('honest: conftest.py imports the code under test; the PR changes that code', async () => {
    const repo = repoFor({
      base: pluginBase('from ratelimit import *\n'),
      pr: PY_HONEST,
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(report.anomalies.filter((a) => a.severity !== 'info')).toEqual([]);
  });

  it("gaming: the PR sets Django's TEST_RUNNER in settings.py: critical harness change", async () => {
    const repo = repoFor({
      base: {
        ...pluginBase(''),
        'mysite/__init__.py': '',
        'mysite/settings.py': 'DEBUG = False\n',
      },
      pr: {
        ...PY_HONEST,
        'mysite/settings.py': 'DEBUG = False\nTEST_RUNNER = "mysite.runner.Quiet"\n',
      },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'mysite/settings.py')).toMatchObject({
      severity: 'critical',
      line: 2,
    });
  });

  it('honest: the PR changes another setting in settings.py: no anomaly', async () => {
    const repo = repoFor({
      base: {
        ...pluginBase(''),
        'mysite/__init__.py': '',
        'mysite/settings.py': 'DEBUG = False\n',
      },
      pr: { ...PY_HONEST, 'mysite/settings.py': 'DEBUG = True\n' },
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  // pytest collects README.rst as a doctest file: its examples are base tests.
  const README = (expected: string, prose = 'Adds things.'): string =>
    `Rate limits\n===========\n\n${prose}\n\n>>> from ratelimit import burst\n>>> burst(5, 3)\n${expected}\n`;
  // Broken only below 100 requests, where the base test does not look but README's example does.
  const SMALL_BROKEN = {
    'ratelimit.py':
      'def burst(requests, limit):\n    return min(requests, limit) if requests > 100 else requests\n',
  };
  const doctestBase = {
    ...PY_BASE,
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    '.pytest.ini': '[pytest]\naddopts = --doctest-glob=README.rst\npythonpath = .\n',
    'README.rst': README('3'),
    '.github/workflows/ci.yml': workflow([], ['pytest -q']),
  };

  it('gaming: README.rst is a doctest file and the PR moves its expected value to the broken code', async () => {
    const repo = repoFor({ base: doctestBase, pr: { ...SMALL_BROKEN, 'README.rst': README('5') } });
    const { report } = await verifyInProcess(repo.dir, 'pr', ['--on-test-change', 'warn']);
    expect(harnessOn(report, 'README.rst')?.severity).toBe('critical');
    // Even allowed, the base README ran: its example fails on the broken burst.
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
    expect(report.confidence_qualifier).toMatch(/README\.rst/);
  });

  it('honest: the PR edits README prose around its examples: PASS with a warning', async () => {
    const repo = repoFor({
      base: doctestBase,
      pr: { ...PY_HONEST, 'README.rst': README('3', 'Adds things, carefully.') },
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(harnessOn(report, 'README.rst')?.severity).toBe('warning');
  });

  // pytest runs the docstring examples of source modules: they are base tests in source files.
  const DOCTESTED = (body: string, expected: string, extra = ''): string =>
    `def burst(requests, limit):\n    """Admitted requests.\n\n    >>> burst(5, 3)\n    ${expected}\n    """\n    ${body}\n${extra}`;
  const doctestModulesBase = {
    ...PY_BASE,
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    'pyproject.toml':
      '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\naddopts = "--doctest-modules"\n',
    'ratelimit.py': DOCTESTED('return min(requests, limit)', '3'),
    '.github/workflows/ci.yml': workflow([], ['pytest -q']),
  };

  it('gaming: --doctest-modules, and the PR moves a docstring example to the broken code', async () => {
    const repo = repoFor({
      base: doctestModulesBase,
      pr: {
        'ratelimit.py': DOCTESTED(
          'return min(requests, limit) if requests > 100 else requests',
          '5',
        ),
      },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(report.anomalies.find((a) => a.kind === 'inline-test-modified')).toMatchObject({
      severity: 'critical',
      path: 'ratelimit.py',
    });
  });

  it('honest: --doctest-modules, the PR adds a documented function: PASS, no anomaly', async () => {
    const added =
      '\n\ndef double(n):\n    """Twice.\n\n    >>> double(2)\n    4\n    """\n    return 2 * n\n';
    const repo = repoFor({
      base: doctestModulesBase,
      pr: {
        'ratelimit.py': DOCTESTED('return limit if requests > limit else requests', '3', added),
      },
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });

  const ruffBase = {
    ...PY_BASE,
    'ruff.toml': '[lint]\nselect = ["F"]\n',
    '.github/workflows/ci.yml': workflow([], ['ruff check .', 'pytest -q']),
  };

  it('gaming: .gitignore gains the path of a source file with a lint error (ruff honours it)', async () => {
    const repo = repoFor({
      base: { ...ruffBase, 'helpers.py': 'def helper():\n    return 1\n' },
      pr: {
        ...PY_HONEST,
        'helpers.py': 'import os\n\n\ndef helper():\n    return 1\n',
        '.gitignore': `${PY_BASE['.gitignore']}helpers.py\n`,
      },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, '.gitignore')?.severity).toBe('critical');
    // The base .gitignore was restored, so ruff saw the unused import.
    expect(report.lint_clean).toBe(false);
  });

  it('honest: .gitignore gains dist/ (nothing tracked there)', async () => {
    const repo = repoFor({
      base: ruffBase,
      pr: { ...PY_HONEST, '.gitignore': `${PY_BASE['.gitignore']}dist/\n` },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(critical(report)).toEqual([]);
    expect(harnessOn(report, '.gitignore')).toBeUndefined();
    expect(report.verdict).toBe('PASS');
  });
});

// ---- Go --------------------------------------------------------------------------------------

describe('Go', () => {
  // Discovery does not take `go run` for a test step, so the base config declares it.
  it('gaming: the base test command is `go run ./cmd/testrunner` and the PR edits its main.go', async () => {
    const runner = (body: string): string =>
      `package main\n\nimport (\n\t"os"\n\t"os/exec"\n)\n\nfunc main() {\n${body}}\n`;
    const real =
      '\tcmd := exec.Command("go", "test", "./...")\n\tcmd.Stdout = os.Stdout\n\tcmd.Stderr = os.Stderr\n\tif err := cmd.Run(); err != nil {\n\t\tos.Exit(1)\n\t}\n';
    const fake = '\t_ = exec.Command\n\tos.Stdout.WriteString("ok\\n")\n';
    const repo = repoFor({
      base: {
        'go.mod': 'module example.com/rl\n\ngo 1.21\n',
        'rl.go':
          'package rl\n\nfunc Burst(requests, limit int) int {\n\treturn min(requests, limit)\n}\n',
        'rl_test.go':
          'package rl\n\nimport "testing"\n\nfunc TestBurstAtBoundary(t *testing.T) {\n\tif Burst(150, 100) > 100 {\n\t\tt.Fatal("admits >100")\n\t}\n}\n',
        'cmd/testrunner/main.go': runner(real),
        '.github/testlock.yml':
          'checks:\n  test: "go run ./cmd/testrunner"\n  typecheck: false\n  lint: false\n',
      },
      pr: {
        'rl.go':
          'package rl\n\nfunc Burst(requests, limit int) int {\n\treturn min(requests, limit+50)\n}\n',
        'cmd/testrunner/main.go': runner(fake),
      },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'cmd/testrunner/main.go')?.severity).toBe('critical');
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(false);
  }, 120_000);
});

describe("node --test: a file the CI step's NODE_OPTIONS preloads", () => {
  const LIMITER = (body: string): string => `export function admit(n) {\n${body}\n}\n`;
  const TEST = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { admit } from '../src/limiter.js';

test('burst at boundary', () => {
  assert.ok(admit(150) <= 100, 'admits more than the limit');
});
`;
  const CI = workflow([], ['npm test'], { NODE_OPTIONS: '--require ./tools/setup.cjs' });
  const base = {
    'package.json': '{"type":"module","scripts":{"test":"node --test"}}\n',
    'src/limiter.js': LIMITER('  return Math.min(n, 100);'),
    'test/limiter.test.js': TEST,
    'tools/setup.cjs': '// loaded into every node process of the tests\n',
    '.github/workflows/ci.yml': CI,
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  };
  // Every assertion of node:assert made a no-op, before any test module is loaded.
  const SILENCER = "const assert = require('node:assert/strict');\nassert.ok = () => {};\n";

  it('gaming: the PR breaks the code and makes the preload silence the assertions', async () => {
    const repo = repoFor({
      base,
      pr: { 'src/limiter.js': LIMITER('  return n;'), 'tools/setup.cjs': SILENCER },
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(harnessOn(report, 'tools/setup.cjs')?.severity).toBe('critical');
    // The base preload ran: the broken limiter failed the base test.
    expect(report.tests_failed).toBe(1);
  });

  it('honest: the same step, and a PR that fixes only the code', async () => {
    const repo = repoFor({
      base,
      pr: { 'src/limiter.js': LIMITER('  if (n > 100) return 100;\n  return n;') },
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(critical(report)).toEqual([]);
  });
});
