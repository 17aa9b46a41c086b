// End to end: the Python probes (pytest-cov, the inventory key's listing) start the checkout's
// virtualenv only when the job made it. A venv the PR commits is the PR's files, started before
// the locked tree's guard is set: never run (gaming); an untracked one is used as before (honest).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const PYTHON = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
  encoding: 'utf8',
}).trim();
const made: string[] = [];
afterAll(() => {
  cleanupRepos();
  cleanupReports();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// An interpreter that leaves a mark when started, then is the machine's Python.
function wrapper(marker: string): string {
  return `#!/bin/sh\necho ran >> '${marker}'\nexec '${PYTHON}' "$@"\n`;
}

function project(): TempRepo {
  const repo = createRepo({
    '.gitignore': '__pycache__/\n.pytest_cache/\n.coverage\n',
    'pyproject.toml':
      '[project]\nname = "mylib"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'mylib/__init__.py': 'def double(x):\n    return 2 * x\n',
    'tests/test_double.py':
      'import mylib\n\n\ndef test_double():\n    assert mylib.double(2) == 4\n',
    '.github/workflows/ci.yml':
      'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest -q\n',
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
    // The project measures coverage (SPEC rule 3): whether pytest-cov is there is the probe's.
    '.coveragerc': '[run]\nbranch = false\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'mylib/__init__.py': 'def double(x):\n    return x + x\n' });
  return repo;
}

function markerFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-venv-marker-'));
  made.push(dir);
  return join(dir, 'ran');
}

function putVenv(repo: TempRepo, marker: string): void {
  const bin = join(repo.dir, '.venv', 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'python'), wrapper(marker));
  chmodSync(join(bin, 'python'), 0o755);
}

describe('what the Python probes start and import in the checkout', () => {
  it.each([
    ['the pytest-cov probe', [] as string[]],
    ['the inventory key listing', ['--inventory', 'INVENTORY']],
  ])('gaming: a venv the PR commits is not started by %s', async (_name, extra) => {
    const repo = project();
    const marker = markerFile();
    putVenv(repo, marker);
    repo.git('add', '-f', '.venv/bin/python');
    repo.commit('pr with a venv');
    const args = extra.map((arg) => (arg === 'INVENTORY' ? join(marker, '..', 'inv.json') : arg));
    const run = await verifyInProcess(repo.dir, 'pr', args);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(marker)).toBe(false);
    // Nothing could tell whether pytest-cov is there: coverage is not asked for, not invented.
    expect(run.report.coverage).toBeNull();
  });

  it.each([
    ['the pytest-cov probe', [] as string[]],
    ['the inventory key listing', ['--inventory', 'INVENTORY']],
  ])(
    "gaming: a module the PR puts at the checkout's root is not imported by %s",
    async (_name, extra) => {
      const repo = project();
      const marker = markerFile();
      // Where it runs is written down: the checks run in the locked tree, a probe in the checkout.
      const plant = `import os\nopen(${JSON.stringify(marker)}, 'a').write(os.getcwd() + '\\n')\n`;
      repo.write({ 'csv.py': plant, 'email/__init__.py': plant, 'zipfile.py': plant });
      repo.commit('pr with modules named as the standard library');
      const args = extra.map((arg) => (arg === 'INVENTORY' ? join(marker, '..', 'inv.json') : arg));
      const run = await verifyInProcess(repo.dir, 'pr', args);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      const ran = existsSync(marker) ? readFileSync(marker, 'utf8').split('\n') : [];
      expect(ran).not.toContain(realpathSync(repo.dir));
      expect(ran).not.toContain(repo.dir);
    },
  );

  it("honest: the job's own (untracked) venv is what the probe starts, and coverage is measured", async () => {
    const repo = project();
    const marker = markerFile();
    repo.write({ '.gitignore': '__pycache__/\n.pytest_cache/\n.coverage\n.venv/\n' });
    repo.commit('pr');
    putVenv(repo, marker);
    const run = await verifyInProcess(repo.dir, 'pr');
    expect(existsSync(marker)).toBe(true);
    expect(run.report.coverage).toBeGreaterThan(0);
  });
});
