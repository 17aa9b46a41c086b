// Issue 10 acceptance: a PR that turns a base test folder or a harness file's folder into a
// symlink leading out of the repository (absolute and relative) makes testlock write nothing
// there. The outside folder and the user's checkout are byte-identical after `verify`, the base
// tests ran from real folders in the locked tree, and the verdict is FAIL naming the folder.
import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const outsideDirs: string[] = [];

afterAll(() => {
  cleanupRepos();
  cleanupReports();
  for (const dir of outsideDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PY_SOURCE = (limit: string): string =>
  `def burst(requests, limit):\n    return min(requests, ${limit})\n`;
const PY_TEST =
  'from ratelimit import burst\n\n\ndef test_burst_at_boundary():\n    assert burst(150, 100) <= 100\n';
const RUN_TESTS = '#!/bin/sh\nset -e\npython -m pytest -q -p no:cacheprovider\n';
const BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n',
  'pyproject.toml':
    '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'ratelimit.py': PY_SOURCE('limit'),
  'tests/test_ratelimit.py': PY_TEST,
  'scripts/test.sh': RUN_TESTS,
  '.github/workflows/ci.yml': workflow([], ['bash scripts/test.sh']),
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};
const BROKEN = { 'ratelimit.py': PY_SOURCE('limit + 50') };
const HONEST = {
  'ratelimit.py':
    'def burst(requests, limit):\n    return limit if requests > limit else requests\n',
};

/** Every entry under `dir` (not following links) with its type and content hash. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const path = rel === '' ? name : `${rel}/${name}`;
      if (path === '.git') continue;
      const stat = lstatSync(join(dir, path));
      if (stat.isDirectory()) {
        out[path] = 'dir';
        walk(path);
      } else if (stat.isSymbolicLink()) out[path] = 'link';
      else {
        const hash = createHash('sha256')
          .update(readFileSync(join(dir, path)))
          .digest('hex');
        out[path] = `${stat.mode.toString(8)} ${hash}`;
      }
    }
  };
  walk('');
  return out;
}

/** A folder outside every repository holding what the PR wants to run instead of the base's. */
function outsideFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-outside-'));
  outsideDirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** `main` with the base files; branch `pr` replaces `folder` (or a file) with a symlink to `target`. */
function repoWithLinkedFolder(
  folder: string,
  target: string,
  pr: Record<string, string>,
): TempRepo {
  const repo = createRepo(BASE);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.git('rm', '-q', '-r', folder);
  rmSync(join(repo.dir, folder), { recursive: true, force: true });
  mkdirSync(dirname(join(repo.dir, folder)), { recursive: true });
  symlinkSync(target, join(repo.dir, folder));
  repo.write(pr);
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo;
}

function critical(report: Report) {
  return report.anomalies.filter((a) => a.severity === 'critical');
}

/** The kinds of the critical anomalies on one path. */
function kindsOn(report: Report, path: string): string[] {
  return critical(report)
    .filter((a) => a.path === path)
    .map((a) => a.kind);
}

interface Run {
  report: Report;
  code: number;
}

/** Runs verify and asserts the outside folder and the checkout did not change. */
async function verifyUntouched(repo: TempRepo, outside: string): Promise<Run> {
  const outsideBefore = snapshot(outside);
  const checkoutBefore = snapshot(repo.dir);
  const statusBefore = repo.git('status', '--porcelain', '--ignored');
  const { code, report } = await verifyInProcess(repo.dir, 'pr');
  expect(snapshot(outside)).toEqual(outsideBefore);
  expect(snapshot(repo.dir)).toEqual(checkoutBefore);
  expect(repo.git('status', '--porcelain', '--ignored')).toBe(statusBefore);
  return { code, report };
}

// The fake tests pass against anything and leave a mark if they ever run.
const FAKE_TESTS = {
  'test_ratelimit.py': 'def test_burst_at_boundary():\n    assert True\n',
  'sentinel.txt': 'outside\n',
};
const FAKE_SCRIPT = {
  'test.sh': '#!/bin/sh\necho "1 passed"\nexit 0\n',
  'sentinel.txt': 'outside\n',
};

describe('a test folder turned into a symlink out of the repository', () => {
  for (const form of ['absolute', 'relative'] as const) {
    it(`gaming: tests/ becomes a ${form} symlink to a folder of passing tests`, async () => {
      const outside = outsideFolder(FAKE_TESTS);
      // The locked worktree is created in the same temp folder, so `../name` leads out of it too.
      const target = form === 'absolute' ? outside : `../${basename(outside)}`;
      const repo = repoWithLinkedFolder('tests', target, BROKEN);
      const { code, report } = await verifyUntouched(repo, outside);
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
      expect(kindsOn(report, 'tests/test_ratelimit.py')).toEqual(['test-deleted']);
      // The base test ran from a real folder against the broken code.
      const tests = report.checks.find((c) => c.kind === 'test')!;
      expect(tests.ok).toBe(false);
      expect(tests.stdout + tests.stderr).toMatch(/test_burst_at_boundary/);
    });
  }

  it('honest: a PR adding a symlink to a folder inside the repository is not critical', async () => {
    const repo = createRepo(BASE);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ ...HONEST, 'docs/guide.md': '# Guide\n' });
    symlinkSync('docs', join(repo.dir, 'manual'));
    repo.commit('pr');
    repo.git('checkout', '-q', 'main');
    const before = snapshot(repo.dir);
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(snapshot(repo.dir)).toEqual(before);
    expect(critical(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  });
});

describe("a harness file's folder turned into a symlink out of the repository", () => {
  it('gaming: scripts/test.sh itself becomes a symlink to a script outside the repository', async () => {
    const outside = outsideFolder(FAKE_SCRIPT);
    const repo = repoWithLinkedFolder('scripts/test.sh', join(outside, 'test.sh'), BROKEN);
    const { report } = await verifyUntouched(repo, outside);
    expect(report.verdict).toBe('FAIL');
    expect(kindsOn(report, 'scripts/test.sh')).toEqual(['harness-modified']);
    const tests = report.checks.find((c) => c.kind === 'test')!;
    expect(tests.ok).toBe(false);
    expect(tests.stdout + tests.stderr).toMatch(/test_burst_at_boundary/);
  });

  for (const form of ['absolute', 'relative'] as const) {
    it(`gaming: scripts/ (CI runs scripts/test.sh) becomes a ${form} symlink`, async () => {
      const outside = outsideFolder(FAKE_SCRIPT);
      const target = form === 'absolute' ? outside : `../${basename(outside)}`;
      const repo = repoWithLinkedFolder('scripts', target, BROKEN);
      const { code, report } = await verifyUntouched(repo, outside);
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
      expect(kindsOn(report, 'scripts/test.sh')).toEqual(['harness-modified']);
      // The base script ran the base test: the broken code fails it.
      const tests = report.checks.find((c) => c.kind === 'test')!;
      expect([tests.script, tests.ok]).toEqual(['bash scripts/test.sh', false]);
      expect(tests.stdout + tests.stderr).toMatch(/test_burst_at_boundary/);
    });
  }
});
