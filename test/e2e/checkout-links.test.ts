// End to end: the locked run imports the locked tree's code, never the checkout's (SPEC 4). Real
// editable installs (`pip install -e .` with setuptools and hatchling, src and flat layouts, into
// a virtualenv the job made) and a real npm workspace whose sibling package node_modules links to:
// the attacks (the checkout at another commit than the head verified; a CI checkout of the PR with
// a base helper the locked tree restores under src/; a broken sibling package) are tested from the
// locked tree and FAIL; the honest look-alikes (the same commit, an unchanged sibling) PASS.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: python -m pytest -q\n';
const CONFIG = 'checks:\n  typecheck: false\n  lint: false\n';
// `_version.py` is written at install, as setuptools-scm's `version_file` is: ignored, imported.
const IGNORE =
  '.venv/\n__pycache__/\n.pytest_cache/\n*.egg-info/\nbuild/\n.coverage\n_version.py\n';

const SETUPTOOLS =
  '[build-system]\nrequires = ["setuptools>=64"]\nbuild-backend = "setuptools.build_meta"\n';
const HATCHLING = '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n';
const PROJECT = '[project]\nname = "calc"\nversion = "0.1.0"\n';

/** How a project is laid out and built, and so what its editable install leaves in site-packages. */
interface Layout {
  name: string;
  /** The package's folder (`src/calc` or `calc`). */
  pkg: string;
  pyproject: string;
  /** More for pip: the editables redirector imports `editables`, from the venv's own folder. */
  pip?: readonly string[];
}

const LAYOUTS: readonly Layout[] = [
  {
    name: 'setuptools, src layout (a .pth path entry)',
    pkg: 'src/calc',
    pyproject: SETUPTOOLS + PROJECT,
  },
  {
    name: 'setuptools, flat layout (an __editable__ finder)',
    pkg: 'calc',
    pyproject: `${SETUPTOOLS}${PROJECT}\n[tool.setuptools]\npackages = ["calc", "calc.tests"]\n`,
  },
  {
    name: 'hatchling, src layout (a .pth path entry)',
    pkg: 'src/calc',
    pyproject: HATCHLING + PROJECT,
  },
  {
    name: 'hatchling, dev-mode-exact (an editables redirector)',
    pkg: 'calc',
    pyproject: `${HATCHLING}${PROJECT}\n[tool.hatch.build]\ndev-mode-exact = true\n\n[tool.hatch.build.targets.wheel]\npackages = ["calc"]\n`,
    pip: ['editables'],
  },
];

const ADD = 'def add(a, b):\n    return a + b\n';
const BUGGY = 'def add(a, b):\n    return a - b\n';
// The suite's helper lives in the package (calc/tests/checks.py is test support by path,
// as a `tests` folder); base's asserts, the PR's asserts nothing.
const HELPER_BASE =
  'from calc import add\n\n\ndef expect_sum(a, b, total):\n    assert add(a, b) == total\n';
const HELPER_PR = 'def expect_sum(a, b, total):\n    return None\n';

function pythonProject(layout: Layout): TempRepo {
  const repo = createRepo({
    '.gitignore': IGNORE,
    'pyproject.toml': layout.pyproject,
    [`${layout.pkg}/__init__.py`]:
      'from calc._version import version\nfrom calc.ops import add\n\n__all__ = ["add", "version"]\n',
    [`${layout.pkg}/ops.py`]: ADD,
    [`${layout.pkg}/tests/__init__.py`]: '',
    [`${layout.pkg}/tests/checks.py`]: HELPER_BASE,
    'tests/test_calc.py':
      'from calc import add\nfrom calc.tests.checks import expect_sum\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\ndef test_helper():\n    expect_sum(1, 1, 2)\n',
    '.github/workflows/ci.yml': CI,
    '.github/testlock.yml': CONFIG,
  });
  repo.commit('base');
  // A PR that breaks the code.
  repo.git('checkout', '-q', '-b', 'bug');
  repo.write({ [`${layout.pkg}/ops.py`]: BUGGY });
  repo.commit('bug');
  // A PR that breaks the code and makes the suite's helper in the package assert nothing.
  repo.git('checkout', '-q', '-b', 'helper', 'main');
  repo.write({ [`${layout.pkg}/ops.py`]: BUGGY, [`${layout.pkg}/tests/checks.py`]: HELPER_PR });
  repo.commit('helper');
  // An honest PR: the same sum, written another way.
  repo.git('checkout', '-q', '-b', 'fine', 'main');
  repo.write({ [`${layout.pkg}/ops.py`]: 'def add(a, b):\n    return sum((a, b))\n' });
  repo.commit('fine');
  repo.git('checkout', '-q', 'main');
  return repo;
}

/** The job's virtualenv (untracked) with the checkout installed editable into it, offline. */
function installEditable(repo: TempRepo, pkg: string, extra: readonly string[] = []): void {
  writeFileSync(join(repo.dir, pkg, '_version.py'), "version = '0.1.0'\n");
  execFileSync('python3', ['-m', 'venv', '--without-pip', '--system-site-packages', '.venv'], {
    cwd: repo.dir,
  });
  const python = join(repo.dir, '.venv', 'bin', 'python');
  // From pip's configured store (the machine's own; .ci/run installs it there).
  if (extra.length > 0)
    execFileSync(
      'python3',
      [
        '-m',
        'pip',
        '--python',
        python,
        'install',
        '--quiet',
        '--disable-pip-version-check',
        '--no-deps',
        '--ignore-installed',
        ...extra,
      ],
      { cwd: repo.dir, stdio: 'pipe' },
    );
  execFileSync(
    'python3',
    [
      '-m',
      'pip',
      '--python',
      join(repo.dir, '.venv', 'bin', 'python'),
      'install',
      '--quiet',
      '--disable-pip-version-check',
      '--no-build-isolation',
      '--no-index',
      '--no-deps',
      '-e',
      '.',
    ],
    { cwd: repo.dir, stdio: 'pipe' },
  );
}

/** The job's environment with the virtualenv activated, as a CI step's `source .venv/bin/activate`. */
function activated(repo: TempRepo): Record<string, string | undefined> {
  const env = hostEnv();
  return {
    ...env,
    VIRTUAL_ENV: join(repo.dir, '.venv'),
    PATH: `${join(repo.dir, '.venv', 'bin')}${delimiter}${env.PATH ?? ''}`,
  };
}

function testCheck(run: VerifyRun) {
  const check = run.report.checks.find((c) => c.kind === 'test' && c.skipped === null);
  expect(check, run.stderr).toBeDefined();
  return check as NonNullable<typeof check>;
}

/** The anomalies beyond information (node's runner is not instrumented for coverage: info). */
const alarms = (run: VerifyRun) =>
  run.report.anomalies.filter((anomaly) => anomaly.severity !== 'info').map((a) => a.kind);

const sitePackages = (repo: TempRepo): string => {
  const lib = join(repo.dir, '.venv', 'lib');
  const [version = ''] = readdirSync(lib);
  return join(lib, version, 'site-packages');
};

describe.each(LAYOUTS)('an editable install: $name', (layout) => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = pythonProject(layout);
    installEditable(repo, layout.pkg, layout.pip);
  });

  it('the install reaches the checkout (the premise)', () => {
    const where = execFileSync(
      join(repo.dir, '.venv', 'bin', 'python'),
      ['-c', 'import calc; print(calc.__file__)'],
      { cwd: '/', encoding: 'utf8' },
    );
    expect(where.trim()).toContain(repo.dir);
  });

  it('gaming: the checkout at main, --head a commit with a bug: the locked tree’s code is tested (FAIL)', async () => {
    const run = await verifyInProcess(repo.dir, 'bug', [], activated(repo));
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(testCheck(run).ok).toBe(false);
    expect(run.report.verdict).toBe('FAIL');
  });

  it("gaming: a CI checkout of the PR: base's helper, restored in the package, runs (FAIL)", async () => {
    repo.git('checkout', '-q', 'helper');
    try {
      const run = await verifyInProcess(repo.dir, 'helper', [], activated(repo));
      expect(run.stderr).not.toMatch(/\n\s+at /);
      const check = testCheck(run);
      expect(check.ok).toBe(false);
      // Both tests fail: base's helper asserted the broken sum (the PR's would have passed it).
      expect(`${check.stdout}\n${check.stderr}`).toMatch(/2 failed/);
      expect(run.report.verdict).toBe('FAIL');
    } finally {
      repo.git('checkout', '-q', 'main');
    }
  });

  it('honest: an editable install on the commit verified passes, with no anomaly', async () => {
    repo.git('checkout', '-q', 'fine');
    try {
      const run = await verifyInProcess(repo.dir, 'fine', [], activated(repo));
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(testCheck(run).ok).toBe(true);
      expect(run.report.verdict).toBe('PASS');
      expect(alarms(run)).toEqual([]);
    } finally {
      repo.git('checkout', '-q', 'main');
    }
  });

  it('honest: the checkout at main, --head an honest commit: PASS', async () => {
    const run = await verifyInProcess(repo.dir, 'fine', [], activated(repo));
    expect(testCheck(run).ok).toBe(true);
    expect(run.report.verdict).toBe('PASS');
  });
});

describe('a path into the checkout that no stand-in can redirect', () => {
  it('gaming: a .pth line of code that puts the checkout on sys.path stops the run with the reason', async () => {
    const layout = LAYOUTS[0] as Layout;
    const repo = pythonProject(layout);
    installEditable(repo, layout.pkg);
    const site = sitePackages(repo);
    for (const name of readdirSync(site).filter((entry) => entry.endsWith('.pth'))) {
      writeFileSync(
        join(site, name),
        `import sys; sys.path.append(${JSON.stringify(join(repo.dir, 'src'))})\n`,
      );
    }
    // No report: the run stops, exit 2, one line naming the file (no stack, no internal error).
    await expect(verifyInProcess(repo.dir, 'bug', [], activated(repo))).rejects.toThrow(
      /\ntestlock: The locked run would import the checkout's code, not the locked tree's: \S+\.pth runs code that names the checkout/,
    );
  });
});

// npm workspaces: node_modules/@ws/util is npm's link to packages/util.
function workspace(): TempRepo {
  const repo = createRepo({
    '.gitignore': 'node_modules/\n',
    'package.json': `${JSON.stringify({ name: 'ws-root', private: true, workspaces: ['packages/*'], scripts: { test: 'node --test packages/app/test/' } }, null, 2)}\n`,
    'packages/util/package.json': `${JSON.stringify({ name: '@ws/util', version: '1.0.0', main: 'index.js' }, null, 2)}\n`,
    'packages/util/index.js': 'exports.add = (a, b) => a + b;\n',
    'packages/app/package.json': `${JSON.stringify({ name: '@ws/app', version: '1.0.0', main: 'index.js', dependencies: { '@ws/util': '1.0.0' } }, null, 2)}\n`,
    'packages/app/index.js':
      "const { add } = require('@ws/util');\nexports.total = (xs) => xs.reduce(add, 0);\n",
    'packages/app/test/app.test.js':
      "const test = require('node:test');\nconst assert = require('node:assert');\nconst { total } = require('../index.js');\n\ntest('total', () => {\n  assert.strictEqual(total([1, 2, 3]), 6);\n});\n",
    '.github/testlock.yml': CONFIG,
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'broken');
  repo.write({ 'packages/util/index.js': 'exports.add = (a, b) => a * b;\n' });
  repo.commit('the sibling package broken');
  repo.git('checkout', '-q', '-b', 'app-only', 'main');
  repo.write({
    'packages/app/index.js':
      "const { add } = require('@ws/util');\n\nexports.total = (xs) => xs.reduce((sum, x) => add(sum, x), 0);\n",
  });
  repo.commit('app rewritten, the sibling unchanged');
  repo.git('checkout', '-q', 'main');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent'], {
    cwd: repo.dir,
    stdio: 'pipe',
  });
  return repo;
}

describe('an npm workspace whose sibling package node_modules links into the checkout', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = workspace();
  });

  it('the link reaches the checkout (the premise)', () => {
    expect(existsSync(join(repo.dir, 'node_modules', '@ws', 'util', 'index.js'))).toBe(true);
  });

  it("gaming: the PR's broken sibling is tested from the locked tree (FAIL)", async () => {
    const run = await verifyInProcess(repo.dir, 'broken');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(testCheck(run).ok).toBe(false);
    expect(run.report.verdict).toBe('FAIL');
  });

  it('honest: a PR that leaves the sibling alone passes, with no anomaly', async () => {
    const run = await verifyInProcess(repo.dir, 'app-only');
    expect(testCheck(run).ok).toBe(true);
    expect(run.report.verdict).toBe('PASS');
    expect(alarms(run)).toEqual([]);
  });

  it("honest: the checkout's node_modules is left as it was (links, no new files)", () => {
    const link = execFileSync('readlink', [join(repo.dir, 'node_modules', '@ws', 'util')], {
      encoding: 'utf8',
    });
    expect(link.trim()).toBe('../../packages/util');
  });
});
