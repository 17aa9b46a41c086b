// A Python package source end to end: a PR that breaks the code and adds `--find-links ./wheels`
// beside a wheel of its own "pytest" (which writes a passing JUnit report) got PASS, because the
// job installed that pytest; it must FAIL. A requirements change that only pins versions and
// names PyPI passes.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const SOURCE = (body: string): string => `def burst(requests, limit):\n    return ${body}\n`;
const TEST = `from ratelimit import burst


def test_admits_under_limit():
    assert burst(5, 100) == 5


def test_burst_at_boundary():
    assert burst(150, 100) == 100
`;

const BASE = {
  '.gitignore': '.venv/\n__pycache__/\n',
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["src"]\n',
  'requirements-dev.txt': 'pytest\n',
  'src/ratelimit.py': SOURCE('min(requests, limit)'),
  'tests/test_ratelimit.py': TEST,
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install -r requirements-dev.txt', 'pytest'],
  ),
};

// The fake: a console script that writes the JUnit file testlock asks for through PYTEST_ADDOPTS
// and prints pytest's summary line, whatever the tests would say.
const FAKE_PYTEST = `import os, shlex, sys
def main():
    for arg in sys.argv[1:] + shlex.split(os.environ.get("PYTEST_ADDOPTS", "")):
        if arg.startswith("--junitxml="):
            with open(arg.split("=", 1)[1], "w") as out:
                out.write('<testsuites><testsuite name="pytest" tests="2" failures="0" errors="0" skipped="0">'
                          '<testcase classname="tests.test_ratelimit" name="test_admits_under_limit"/>'
                          '<testcase classname="tests.test_ratelimit" name="test_burst_at_boundary"/>'
                          '</testsuite></testsuites>')
    print("============================== 2 passed in 0.01s ===============================")
    return 0
`;

// A wheel is a zip with its metadata; python3's zipfile writes it (no build tool needed offline).
const WHEEL_SCRIPT = `import sys, zipfile
info = "pytest-99.0.dist-info/"
files = {
    "pytest/__init__.py": sys.stdin.read(),
    info + "METADATA": "Metadata-Version: 2.1\\nName: pytest\\nVersion: 99.0\\n",
    info + "WHEEL": "Wheel-Version: 1.0\\nGenerator: fixture\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
    info + "entry_points.txt": "[console_scripts]\\npytest = pytest:main\\n",
}
files[info + "RECORD"] = "".join(name + ",,\\n" for name in files) + info + "RECORD,,\\n"
with zipfile.ZipFile(sys.argv[1], "w") as wheel:
    for name, text in files.items():
        wheel.writestr(name, text)
`;

const critical = (report: Report) => report.anomalies.filter((a) => a.severity === 'critical');

function repoWith(branch: string, write: Record<string, string>, wheel: boolean): TempRepo {
  const repo = createRepo(BASE);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', branch);
  repo.write(write);
  if (wheel) {
    mkdirSync(join(repo.dir, 'wheels'));
    execFileSync(
      'python3',
      ['-c', WHEEL_SCRIPT, join(repo.dir, 'wheels/pytest-99.0-py3-none-any.whl')],
      {
        input: FAKE_PYTEST,
      },
    );
  }
  repo.commit(branch);
  return repo;
}

describe('package index: requirements --find-links', () => {
  let gaming: TempRepo;
  let honest: TempRepo;
  let jobEnv: NodeJS.ProcessEnv;

  beforeAll(() => {
    gaming = repoWith(
      'find-links',
      {
        'requirements-dev.txt': '--find-links ./wheels\npytest\n',
        'src/ratelimit.py': SOURCE('requests'),
      },
      true,
    );
    // What the job did before testlock ran: installed the PR's requirements (pip picks 99.0).
    const venv = join(gaming.dir, '.venv');
    execFileSync('python3', ['-m', 'venv', venv]);
    execFileSync(
      join(venv, 'bin', 'pip'),
      ['install', '-q', '--no-index', '-r', 'requirements-dev.txt'],
      {
        cwd: gaming.dir,
      },
    );
    jobEnv = { ...process.env, PATH: `${join(venv, 'bin')}${delimiter}${process.env.PATH ?? ''}` };
    honest = repoWith(
      'pins',
      { 'requirements-dev.txt': '--index-url https://pypi.org/simple\npytest>=7\n' },
      false,
    );
  }, 120_000);

  it(
    'gaming: a wheel of a fake pytest served through --find-links fails the gate',
    async () => {
      const { code, report } = await verifyInProcess(gaming.dir, 'find-links', [], jobEnv);
      expect(code).toBe(1);
      expect(report.verdict).toBe('FAIL');
      // The fake ran and reported a pass: only the anomaly stands between it and PASS.
      expect(report.tests_failed).toBe(0);
      const found = critical(report).find((a) => a.path === 'requirements-dev.txt');
      expect(found?.detail, JSON.stringify(report.anomalies)).toContain(
        'index --find-links ./wheels: absent -> ./wheels (now from a local path)',
      );
    },
    TIMEOUT,
  );

  it(
    'honest: a pin loosened and PyPI named as the index passes with a warning',
    async () => {
      const { code, report } = await verifyInProcess(honest.dir, 'pins');
      expect(critical(report), JSON.stringify(report.anomalies)).toEqual([]);
      expect(report.verdict).toBe('PASS');
      expect(code).toBe(0);
      const index = report.anomalies.find((a) => a.detail.includes('package-index'));
      expect(index?.severity).toBe('warning');
    },
    TIMEOUT,
  );
});
