// Real CI calls wrappers: `make test`, `./scripts/test.sh`, `npm run ci`. Their runners still give
// counts (and coverage where the environment can ask for it), broken PRs still FAIL, and a suite
// without tests is PARTIAL/no-tests whatever its runner exits with.
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { installVitest } from '../helpers/node-fixture.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupReports();
  cleanupRepos();
});

/** `main` with `base` (the listed files executable), and `honest` / `broken` branches. */
function project(
  base: Record<string, string>,
  branches: Record<string, Record<string, string>>,
  executable: readonly string[] = [],
): TempRepo {
  const repo = createRepo(base);
  for (const path of executable) chmodSync(join(repo.dir, path), 0o755);
  repo.commit('base');
  for (const [name, files] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(files);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  return repo;
}

const NO_TYPECHECK = 'checks:\n  typecheck: false\n  lint: false\n';
const ci = (line: string): string => workflow([], [line]);

describe('make test calling pytest', () => {
  const source = (body: string): string => `def burst(requests, limit):\n    ${body}\n`;
  const repo = project(
    {
      '.gitignore': '__pycache__/\n.pytest_cache/\n',
      'pyproject.toml':
        '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
      Makefile: 'test:\n\tpython3 -m pytest -q tests\n',
      '.github/workflows/ci.yml': ci('make test'),
      '.github/testlock.yml': NO_TYPECHECK,
      'ratelimit.py': source('return min(requests, limit)'),
      'tests/test_rl.py':
        'import pytest\nfrom ratelimit import burst\n\n\n@pytest.mark.parametrize("n", [1, 5, 99])\ndef test_under(n):\n    assert burst(n, 100) == n\n\n\ndef test_boundary():\n    assert burst(150, 100) == 100\n',
    },
    {
      honest: { 'ratelimit.py': source('return requests if requests < limit else limit') },
      broken: { 'ratelimit.py': source('return requests') },
    },
  );

  it('honest: PASS with the counts pytest reported (parametrised cases counted)', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(report.checks[0]?.script).toContain('make test');
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 4, 4]);
  });

  it('broken: FAIL naming the failing test', async () => {
    const { report } = await verifyInProcess(repo.dir, 'broken');
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(report.confidence_qualifier).toMatch(/^failed: .*test_boundary/);
    expect(report.anomalies.filter((a) => a.kind === 'report-disagrees')).toEqual([]);
  });
});

describe('./scripts/test.sh calling vitest', () => {
  const source = (body: string): string =>
    `export function burst(requests, limit) {\n  ${body}\n}\n`;
  const repo = project(
    {
      '.gitignore': 'node_modules/\n',
      'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module' }, null, 2)}\n`,
      'scripts/test.sh': '#!/bin/sh\nset -e\necho "running the suite"\nnpx vitest run\n',
      '.github/workflows/ci.yml': ci('./scripts/test.sh'),
      '.github/testlock.yml': NO_TYPECHECK,
      'src/rl.js': source('return Math.min(requests, limit);'),
      'test/rl.test.js':
        "import { expect, it } from 'vitest';\nimport { burst } from '../src/rl.js';\n\nit('under', () => expect(burst(5, 100)).toBe(5));\nit('boundary', () => expect(burst(150, 100)).toBe(100));\nit.skip('later', () => {});\n",
    },
    {
      honest: { 'src/rl.js': source('return requests > limit ? limit : requests;') },
      broken: { 'src/rl.js': source('return requests;') },
    },
    ['scripts/test.sh'],
  );
  installVitest(repo.dir);

  it('honest: PASS with vitest counts read from the console', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect([report.verdict, report.tests_run, report.tests_passed, report.tests_skipped]).toEqual([
      'PASS',
      3,
      2,
      1,
    ]);
  });

  it('broken: FAIL', async () => {
    const { report } = await verifyInProcess(repo.dir, 'broken');
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
  });
});

describe('npm run ci calling node --test through a compound script', () => {
  const source = (body: string): string =>
    `export function burst(requests, limit) {\n  ${body}\n}\n`;
  const repo = project(
    {
      'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts: { ci: 'node --test && echo done' } }, null, 2)}\n`,
      '.github/workflows/ci.yml': ci('npm run ci'),
      '.github/testlock.yml': NO_TYPECHECK,
      'src/rl.js': source('return Math.min(requests, limit);'),
      'test/rl.test.js':
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { burst } from '../src/rl.js';\n\ntest('under', () => assert.equal(burst(5, 100), 5));\ntest('boundary', () => assert.equal(burst(150, 100), 100));\n",
    },
    {
      honest: { 'src/rl.js': source('return requests > limit ? limit : requests;') },
      broken: { 'src/rl.js': source('return requests;') },
    },
  );

  it('honest: PASS with node:test counts', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 2, 2]);
  });

  it('broken: FAIL', async () => {
    const { report } = await verifyInProcess(repo.dir, 'broken');
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
  });
});

describe('make test calling go test (no just here)', () => {
  const source = (body: string): string =>
    `package rl\n\nfunc Burst(requests, limit int) int {\n${body}\n}\n`;
  const repo = project(
    {
      'go.mod': 'module example.com/rl\n\ngo 1.19\n',
      Makefile: 'test:\n\tgo vet ./...\n\tgo test ./...\n',
      '.github/workflows/ci.yml': ci('make test'),
      // Coverage asked for (SPEC rule 3): GOFLAGS carries the cover profile through make.
      '.github/testlock.yml': `${NO_TYPECHECK}coverage: on\n`,
      'rl.go': source('\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests'),
      'rl_test.go':
        'package rl\n\nimport "testing"\n\nfunc TestUnder(t *testing.T) {\n\tif Burst(5, 100) != 5 {\n\t\tt.Fatal("under")\n\t}\n}\n\nfunc TestBoundary(t *testing.T) {\n\tif Burst(150, 100) != 100 {\n\t\tt.Fatal("boundary")\n\t}\n}\n',
    },
    {
      honest: {
        'rl.go': source('\tif requests >= limit {\n\t\treturn limit\n\t}\n\treturn requests'),
      },
      broken: { 'rl.go': source('\treturn requests') },
    },
  );

  it('honest: PASS with counts and the coverage GOFLAGS asked for', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 2, 2]);
    expect(report.coverage).toBe(100);
  });

  it('broken: FAIL', async () => {
    const { report } = await verifyInProcess(repo.dir, 'broken');
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBeGreaterThan(0);
  });
});

describe('a locked set without tests', () => {
  const repo = project(
    {
      'pyproject.toml':
        '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      'ratelimit.py': 'def burst(requests, limit):\n    return min(requests, limit)\n',
      '.github/testlock.yml': NO_TYPECHECK,
    },
    {
      honest: { 'ratelimit.py': 'def burst(requests, limit):\n    return min(limit, requests)\n' },
    },
  );

  it('honest: pytest exits 5 (nothing collected): PARTIAL / no-tests, has_tests false', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(report.checks[0]?.exitCode).toBe(5);
    expect([report.verdict, report.unverified_reason, report.has_tests]).toEqual([
      'PARTIAL',
      'no-tests',
      false,
    ]);
  });
});

describe('a wrapper that prints no runner testlock knows', () => {
  const repo = project(
    {
      Makefile: 'test:\n\t@echo "checked 12 things, all fine"\n',
      '.github/workflows/ci.yml': ci('make test'),
      '.github/testlock.yml': NO_TYPECHECK,
      'src/rl.c': 'int burst(int r, int l) { return r < l ? r : l; }\n',
      'tests/test_rl.c': 'int main(void) { return 0; }\n',
    },
    { honest: { 'src/rl.c': 'int burst(int r, int l) { return r > l ? l : r; }\n' } },
  );

  it('exit 0 with nothing readable: PARTIAL / results-unreadable, never no-tests', async () => {
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect([report.verdict, report.unverified_reason, report.verified]).toEqual([
      'PARTIAL',
      'results-unreadable',
      false,
    ]);
  });
});
