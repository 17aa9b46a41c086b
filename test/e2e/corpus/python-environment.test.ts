// A PR that commits its own interpreter into the virtualenv the base CI starts
// (`.venv/bin/python -m pytest`), a fake that prints a passing summary, is FAIL: the file is
// harness (the CI line executes it, and it is a file of a committed Python environment), left
// out of the locked tree, and the job's own virtualenv runs the base test against the broken
// code. The honest twin changes the code only, and the same CI line passes.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, type TempRepo } from '../../helpers/git-repo.js';
import { repoWithForcedFiles } from '../helpers/forced-files.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const SOURCE = (body: string): string => `def burst(requests, limit):\n    return ${body}\n`;
const BASE = {
  '.gitignore': '.venv/\n__pycache__/\n.pytest_cache/\n.coverage\n',
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'ratelimit.py': SOURCE('min(requests, limit)'),
  'tests/test_ratelimit.py':
    'from ratelimit import burst\n\n\ndef test_burst_at_boundary():\n    assert burst(150, 100) == 100\n',
  '.github/workflows/ci.yml':
    'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: .venv/bin/python -m pytest -q\n',
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};
const FAKE_PYTHON = '#!/bin/sh\necho "1 passed in 0.01s"\nexit 0\n';

/** `main` with the base files; branch `pr` changes `pr` and force-adds `forced` (ignored paths). */
function repoFor(pr: Record<string, string>, forced: Record<string, string>): TempRepo {
  const repo = repoWithForcedFiles(BASE, pr, forced);
  // The job's own virtualenv, as a setup step leaves it (untracked, ignored).
  execFileSync('python3', ['-m', 'venv', '--system-site-packages', '--without-pip', '.venv'], {
    cwd: repo.dir,
  });
  return repo;
}

const critical = (report: Report) => report.anomalies.filter((a) => a.severity === 'critical');

describe('a Python environment committed by the PR', () => {
  it('gaming: the PR commits .venv/bin/python that prints a passing summary', async () => {
    const repo = repoFor(
      { 'ratelimit.py': SOURCE('requests') },
      { '.venv/bin/python': FAKE_PYTHON },
    );
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(code).toBe(1);
    const found = critical(report).find((a) => a.path === '.venv/bin/python');
    expect(found?.kind).toBe('harness-added');
    // The job's virtualenv ran the base test against the broken code.
    const tests = report.checks.find((c) => c.kind === 'test');
    expect(tests?.ok).toBe(false);
    expect(`${tests?.stdout}${tests?.stderr}`).toMatch(/test_burst_at_boundary/);
  });

  it('honest: the PR changes the code only, and the same CI line passes', async () => {
    const repo = repoFor({ 'ratelimit.py': SOURCE('limit if requests > limit else requests') }, {});
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(critical(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(true);
  });
});
