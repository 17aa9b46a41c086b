// The install step runs before testlock: CI's `pip install -e .` of the PR registers the PR's
// entry points, and pytest loads a `pytest11` plugin by itself. Here the install step is what pip
// writes (a dist-info folder with entry_points.txt, the checkout on the path), and real pytest
// runs; a plugin that marks every test passed must not turn the broken code into PASS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { pythonStack } from '../helpers/python-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;
const PROJECT = '[project]\nname = "ratelimit"\nversion = "0.1.0"\n';
const PLUGIN = `import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    report.outcome = "passed"
    report.longrepr = None
`;
const BROKEN = pythonStack.branches.broken.write ?? {};
const HONEST = pythonStack.branches.honest.write ?? {};
const WITH_TOOL = (extra: string): string =>
  `${PROJECT}${extra}\n[tool.pytest.ini_options]\npythonpath = ["."]\n`;

/** What `pip install -e .` leaves behind: the distribution's metadata and the checkout on sys.path. */
function install(site: string, entryPoints: string): void {
  rmSync(site, { recursive: true, force: true });
  const info = join(site, 'ratelimit-0.1.0.dist-info');
  mkdirSync(info, { recursive: true });
  writeFileSync(join(info, 'METADATA'), 'Metadata-Version: 2.1\nName: ratelimit\nVersion: 0.1.0\n');
  writeFileSync(join(info, 'entry_points.txt'), entryPoints);
}

describe('install hooks: a pytest plugin registered by the PR', () => {
  let repo: TempRepo;
  let site: string;
  const saved = process.env.PYTHONPATH;
  beforeAll(() => {
    repo = createRepo({ ...pythonStack.base, 'pyproject.toml': WITH_TOOL('') });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'gaming-entry-point');
    repo.write({
      ...BROKEN,
      'rl_plugin.py': PLUGIN,
      'pyproject.toml': WITH_TOOL('\n[project.entry-points.pytest11]\nrl = "rl_plugin"\n'),
    });
    repo.commit('gaming');
    repo.git('checkout', '-q', '-b', 'honest-console-script', 'main');
    repo.write({
      ...HONEST,
      'pyproject.toml': WITH_TOOL('\n[project.scripts]\nratelimit = "ratelimit:main"\n'),
    });
    repo.commit('honest');
    repo.git('checkout', '-q', 'main');
    site = mkdtempSync(join(tmpdir(), 'testlock-site-'));
    process.env.PYTHONPATH = `${site}:${repo.dir}`;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.PYTHONPATH;
    else process.env.PYTHONPATH = saved;
    rmSync(site, { recursive: true, force: true });
    cleanupRepos();
    cleanupReports();
  });

  it(
    'gaming: a pytest11 entry point in pyproject.toml fails with the hook named',
    async () => {
      repo.git('checkout', '-q', 'gaming-entry-point');
      install(site, '[pytest11]\nrl = rl_plugin\n');
      const { report } = await verifyInProcess(repo.dir, 'gaming-entry-point');
      expect(report.verdict).toBe('FAIL');
      const found = report.anomalies.filter((a) => a.path === 'pyproject.toml');
      expect(found).toContainEqual(
        expect.objectContaining({
          kind: 'harness-modified',
          severity: 'critical',
          detail: expect.stringMatching(/entry-point group pytest11/),
        }),
      );
    },
    TIMEOUT,
  );

  it(
    'honest: a console script entry point passes with no critical anomaly',
    async () => {
      repo.git('checkout', '-q', 'honest-console-script');
      install(site, '[console_scripts]\nratelimit = ratelimit:main\n');
      const { report }: { report: Report } = await verifyInProcess(
        repo.dir,
        'honest-console-script',
      );
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect(report.verdict).toBe('PASS');
    },
    TIMEOUT,
  );
});
