// Distribution metadata in the tree, end to end with real pytest: under `python -m pytest` the
// working folder is on sys.path, importlib.metadata finds a committed `*.dist-info` there, and
// pytest loads the plugin its [pytest11] entry point names before any test runs. A plugin that
// turns failed reports into passes made a broken function PASS; the metadata is harness now.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const WORKFLOW = `name: ci
on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: pip install pytest
      - run: python3 -m pytest -q
`;

const BASE = {
  '.github/workflows/ci.yml': WORKFLOW,
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
};

// Every failed report becomes a pass: the JUnit file, the console and the exit status agree.
const PLUGIN = `import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed:
        report.outcome = "passed"
        report.longrepr = None
`;

describe('distribution metadata with a pytest entry point', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createRepo(BASE);
    repo.commit('base');
    const branch = (name: string, write: Record<string, string>): void => {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(write);
      repo.commit(name);
    };
    branch('plugin', {
      'calc.py': 'def add(a, b):\n    return a - b\n',
      'evil-1.0.dist-info/METADATA': 'Metadata-Version: 2.1\nName: evil\nVersion: 1.0\n',
      'evil-1.0.dist-info/entry_points.txt': '[pytest11]\nevil = evil_plugin\n',
      'evil_plugin.py': PLUGIN,
    });
    branch('honest', { 'calc.py': 'def add(a, b):\n    """The sum."""\n    return a + b\n' });
    repo.git('checkout', '-q', 'main');
  }, 60_000);

  it(
    'gaming: the plugin hides the failure from pytest itself, and testlock FAILs',
    async () => {
      repo.git('checkout', '-q', 'plugin');
      // The hole was real: in the PR's own checkout the broken add passes.
      const own = execFileSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], {
        cwd: repo.dir,
        encoding: 'utf8',
      });
      expect(own).toContain('1 passed');
      repo.git('checkout', '-q', 'main');
      const { code, report } = await verifyInProcess(repo.dir, 'plugin');
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
      expect(report.tests_failed).toBe(1);
      const found = report.anomalies.find((a) => a.path === 'evil-1.0.dist-info/entry_points.txt');
      expect([found?.kind, found?.severity], JSON.stringify(report.anomalies)).toEqual([
        'harness-added',
        'critical',
      ]);
    },
    TIMEOUT,
  );

  it(
    'honest: a change to the source under python3 -m pytest passes',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'honest');
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect(report.verdict).toBe('PASS');
      expect(code).toBe(0);
    },
    TIMEOUT,
  );
});
