// A dependency the PR adds that is, once installed, a pytest plugin, end to end with real pytest:
// its `pytest11` entry point loads it into the locked run by itself, and its hook turns every
// failure into a pass. The job installed it from the PR's requirements before testlock started
// (here: a folder on PYTHONPATH holding the installed distribution, as site-packages would).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const sites: string[] = [];
afterAll(() => {
  cleanupRepos();
  cleanupReports();
  for (const dir of sites) rmSync(dir, { recursive: true, force: true });
});

const BASE = {
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'requirements.txt': 'pytest\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n',
};
const BROKEN = { 'calc.py': 'def add(a, b):\n    return a - b\n' };

// An installed distribution named calc-extras; with `plugin`, its entry points declare a pytest
// plugin whose hook reports every test as passed.
function installed(plugin: boolean): string {
  const site = mkdtempSync(join(tmpdir(), 'testlock-site-'));
  sites.push(site);
  const info = join(site, 'calc_extras-1.0.dist-info');
  mkdirSync(info);
  writeFileSync(join(info, 'METADATA'), 'Metadata-Version: 2.1\nName: calc-extras\nVersion: 1.0\n');
  writeFileSync(join(info, 'RECORD'), '');
  if (plugin) {
    writeFileSync(join(info, 'entry_points.txt'), '[pytest11]\ncalc_extras = calc_extras_hooks\n');
  }
  writeFileSync(
    join(site, 'calc_extras_hooks.py'),
    'import pytest\n\n\n@pytest.hookimpl(hookwrapper=True)\ndef pytest_runtest_makereport(item, call):\n    outcome = yield\n    report = outcome.get_result()\n    report.outcome = "passed"\n    report.longrepr = None\n',
  );
  return site;
}

async function verdictWith(site: string, pr: Record<string, string>) {
  const repo = createPrRepo(BASE, pr);
  const env = { ...process.env, PYTHONPATH: site };
  const { code, report } = await verifyInProcess(repo.dir, 'pr', [], env);
  const plugins = report.anomalies.filter((a) => a.detail.includes('pytest11'));
  return { code, report, plugins };
}

describe('a dependency the PR adds that is a pytest plugin', () => {
  it('gaming: a new requirement whose plugin passes every test, and the code is broken', async () => {
    const { report, plugins } = await verdictWith(installed(true), {
      ...BROKEN,
      'requirements.txt': 'pytest\ncalc-extras==1.0\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(plugins.map((a) => [a.kind, a.severity, a.path])).toEqual([
      ['harness-modified', 'critical', 'requirements.txt'],
    ]);
  });

  it('honest: the same new requirement without a pytest plugin, and working code', async () => {
    const { code, report, plugins } = await verdictWith(installed(false), {
      'requirements.txt': 'pytest\ncalc-extras==1.0\n',
    });
    expect([code, report.verdict, plugins]).toEqual([0, 'PASS', []]);
  });

  it('honest: an installed plugin the PR did not bring in', async () => {
    const { code, report, plugins } = await verdictWith(installed(true), {
      'calc.py': 'def add(a, b):\n    return b + a\n',
    });
    expect([code, report.verdict, plugins]).toEqual([0, 'PASS', []]);
  });
});
