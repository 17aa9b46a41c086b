// The test toolchain as a dependency (issue 10, item 5) and Go vendor/ and replace (item 2), end
// to end on real repositories: each gaming PR must FAIL with the anomaly on the right path, each
// honest look-alike gets the verdict its code deserves with at most a warning.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { Report } from '../../../src/core/model/report.js';
import { cli } from '../../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { PROJECT_ROOT } from '../../helpers/node-fixture.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const temps: string[] = [];

afterAll(() => {
  cleanupRepos();
  cleanupReports();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Branch {
  write?: Record<string, string>;
  remove?: string[];
}

function repoWith(base: Record<string, string>, branches: Record<string, Branch>): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  for (const [name, change] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    if (change.write) repo.write(change.write);
    if (change.remove) repo.remove(...change.remove);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  return repo;
}

const critical = (report: Report): Anomaly[] =>
  report.anomalies.filter((anomaly) => anomaly.severity === 'critical');

function expectGamingCaught(report: Report, path: string, detail: string): void {
  expect(report.verdict).toBe('FAIL');
  const found = report.anomalies.find(
    (a) => a.kind === 'harness-modified' && a.path === path && a.detail.includes(detail),
  );
  expect(found, JSON.stringify(report.anomalies, null, 2)).toBeDefined();
  expect(found?.severity).toBe('critical');
}

function expectHonest(report: Report, warningPath: string, detail: string): void {
  expect(critical(report), JSON.stringify(report.anomalies, null, 2)).toEqual([]);
  expect(report.verdict).toBe('PASS');
  const warning = report.anomalies.find((a) => a.path === warningPath && a.detail.includes(detail));
  expect(warning?.severity).toBe('warning');
}

// ---------------------------------------------------------------------------------------------
// TypeScript / vitest

const TS_SOURCE = (limit: string): string =>
  `export function burst(requests: number, limit: number): number {\n  return Math.min(requests, ${limit});\n}\n`;
const TS_TEST = `import { expect, it } from 'vitest';
import { burst } from '../src/ratelimit.js';

it('admits under limit', () => {
  expect(burst(5, 100)).toBe(5);
});

it('burst at boundary', () => {
  expect(burst(150, 100)).toBe(100);
});
`;
const packageJson = (vitest: string): string =>
  `${JSON.stringify(
    {
      name: 'ratelimit',
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { test: 'vitest run' },
      devDependencies: { vitest },
    },
    null,
    2,
  )}\n`;
const packageLock = (vitest: Record<string, unknown>): string =>
  `${JSON.stringify(
    {
      name: 'ratelimit',
      version: '0.1.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'ratelimit', version: '0.1.0', devDependencies: { vitest: '^4.1.0' } },
        'node_modules/vitest': { dev: true, ...vitest },
      },
    },
    null,
    2,
  )}\n`;
const registryVitest = (version: string): Record<string, unknown> => ({
  version,
  resolved: `https://registry.npmjs.org/vitest/-/vitest-${version}.tgz`,
  integrity: `sha512-${version.replaceAll('.', '')}AAAA`,
});

// The runner the gaming PR ships: it prints a passing summary and exits 0 whatever the tests say.
const FAKE_VITEST = `#!/usr/bin/env node
console.log(' Test Files  1 passed (1)');
console.log('      Tests  2 passed (2)');
process.exit(0);
`;

const TS_BASE = {
  '.gitignore': 'node_modules/\ncoverage/\n',
  'package.json': packageJson('^4.1.0'),
  'package-lock.json': packageLock(registryVitest('4.1.0')),
  'src/ratelimit.ts': TS_SOURCE('limit'),
  'test/ratelimit.test.ts': TS_TEST,
  '.github/workflows/ci.yml': workflow(['uses: actions/setup-node@v4'], ['npm ci', 'npm test']),
};

/** What `npm ci` left in the checkout: node_modules/vitest is `target`. */
function installVitestFrom(dir: string, target: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync(target, join(modules, 'vitest'), 'dir');
  symlinkSync(join('..', 'vitest', 'vitest.mjs'), join(modules, '.bin', 'vitest'));
}

describe('toolchain: TypeScript / vitest', () => {
  let gaming: TempRepo;
  let honest: TempRepo;

  beforeAll(() => {
    gaming = repoWith(TS_BASE, {
      'vitest-file': {
        write: {
          'src/ratelimit.ts': TS_SOURCE('limit + 50'),
          'package.json': packageJson('file:./vendor/vitest'),
          'package-lock.json': packageLock({ resolved: 'vendor/vitest', link: true }),
          'vendor/vitest/package.json':
            '{ "name": "vitest", "version": "4.1.0", "bin": "vitest.mjs" }\n',
          'vendor/vitest/vitest.mjs': FAKE_VITEST,
        },
      },
    });
    // The job installed the PR's lockfile: node_modules/vitest is the PR's folder.
    const fake = mkdtempSync(join(tmpdir(), 'testlock-fake-vitest-'));
    temps.push(fake);
    writeFileSync(join(fake, 'package.json'), '{ "name": "vitest", "version": "4.1.0" }\n');
    writeFileSync(join(fake, 'vitest.mjs'), FAKE_VITEST, { mode: 0o755 });
    installVitestFrom(gaming.dir, fake);

    honest = repoWith(TS_BASE, {
      'vitest-bump': {
        write: {
          'package.json': packageJson('^4.1.2'),
          'package-lock.json': packageLock(registryVitest('4.1.2')),
        },
      },
    });
    installVitestFrom(honest.dir, join(PROJECT_ROOT, 'node_modules', 'vitest'));
  }, 60_000);

  it('gaming: vitest pointed at file:./vendor/vitest whose run always passes', async () => {
    const { code, report } = await verifyInProcess(gaming.dir, 'vitest-file');
    expect(code).toBe(1);
    expectGamingCaught(
      report,
      'package.json',
      'devDependencies.vitest: ^4.1.0 -> file:./vendor/vitest',
    );
    expectGamingCaught(report, 'package-lock.json', 'now from a local path');
  }, 120_000);

  it('honest: vitest bumped by a patch version in package.json and the lockfile', async () => {
    const { code, report } = await verifyInProcess(honest.dir, 'vitest-bump');
    expect(code).toBe(0);
    expectHonest(report, 'package.json', '^4.1.0 -> ^4.1.2 (registry version change)');
    expect(report.anomalies.find((a) => a.path === 'package-lock.json')?.severity).toBe('warning');
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Python / pytest

const PY_SOURCE = (limit: string): string =>
  `def burst(requests: int, limit: int) -> int:\n    return min(requests, ${limit})\n`;
const PY_TEST = `from ratelimit import burst


def test_admits_under_limit():
    assert burst(5, 100) == 5


def test_burst_at_boundary():
    assert burst(150, 100) == 100
`;
const pyproject = (pytest: string): string =>
  `[project]\nname = "ratelimit"\nversion = "0.1.0"\n\n[project.optional-dependencies]\ntest = ["${pytest}"]\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n`;

const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n.coverage\n',
  'pyproject.toml': pyproject('pytest>=8.0'),
  'ratelimit.py': PY_SOURCE('limit'),
  'tests/test_ratelimit.py': PY_TEST,
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install -e .[test]', 'pytest -q'],
  ),
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

describe('toolchain: Python / pytest', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = repoWith(PY_BASE, {
      'pytest-path': {
        write: {
          'ratelimit.py': PY_SOURCE('limit + 50'),
          'pyproject.toml': pyproject('pytest @ file:./fake-pytest'),
          'fake-pytest/pyproject.toml': '[project]\nname = "pytest"\nversion = "9.0.0"\n',
          'fake-pytest/pytest.py': 'import sys\nprint("2 passed")\nsys.exit(0)\n',
        },
      },
      'pytest-bump': {
        write: {
          'ratelimit.py':
            'def burst(requests: int, limit: int) -> int:\n    return requests if requests < limit else limit\n',
          'pyproject.toml': pyproject('pytest>=8.3'),
        },
      },
    });
  }, 60_000);

  it('gaming: pytest pointed at a local folder in pyproject', async () => {
    const { report } = await verifyInProcess(repo.dir, 'pytest-path');
    expectGamingCaught(
      report,
      'pyproject.toml',
      'pytest>=8.0 -> pytest @ file:./fake-pytest (now from a local path)',
    );
  }, 120_000);

  it('honest: pytest bumped through the registry', async () => {
    const { report } = await verifyInProcess(repo.dir, 'pytest-bump');
    expectHonest(report, 'pyproject.toml', 'pytest>=8.0 -> pytest>=8.3 (registry version change)');
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Go: replace and vendor/

const GO_SOURCE = (limit: string): string => `package ratelimit

// Burst is how many of the requests arriving at once are admitted.
func Burst(requests, limit int) int {
	if requests > ${limit} {
		return ${limit}
	}
	return requests
}
`;
const GO_HONEST_SOURCE = `package ratelimit

// Burst is how many of the requests arriving at once are admitted.
func Burst(requests, limit int) int {
	admitted := requests
	if admitted > limit {
		admitted = limit
	}
	return admitted
}
`;
const GO_TEST = `package ratelimit

import (
	"testing"

	"example.com/check"
)

func TestAdmitsUnderLimit(t *testing.T) {
	check.Equal(t, Burst(5, 100), 5)
}

func TestBurstAtBoundary(t *testing.T) {
	check.Equal(t, Burst(150, 100), 100)
}
`;
const CHECK = (body: string): string => `// Package check is a tiny assertion library.
package check

import "testing"

// Equal fails the test when got differs from want.
func Equal(t *testing.T, got, want int) {
	t.Helper()
${body}}
`;
const REAL_CHECK = CHECK('\tif got != want {\n\t\tt.Errorf("got %d, want %d", got, want)\n\t}\n');
const goMod = (checkVersion: string, extra = ''): string =>
  `module example.com/ratelimit\n\ngo 1.19\n\nrequire example.com/check ${checkVersion}\n${extra}`;
const modulesTxt = (checkVersion: string): string =>
  `# example.com/check ${checkVersion}\n## explicit; go 1.19\nexample.com/check\n`;

const GO_BASE = {
  'go.mod': goMod('v1.0.0'),
  'ratelimit.go': GO_SOURCE('limit'),
  'ratelimit_test.go': GO_TEST,
  'vendor/modules.txt': modulesTxt('v1.0.0'),
  'vendor/example.com/check/go.mod': 'module example.com/check\n\ngo 1.19\n',
  'vendor/example.com/check/check.go': REAL_CHECK,
  '.github/workflows/ci.yml': workflow(['uses: actions/setup-go@v5'], ['go test ./...']),
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

describe('toolchain: Go replace and vendor/', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = repoWith(GO_BASE, {
      'vendor-edited': {
        write: {
          'ratelimit.go': GO_SOURCE('limit+50'),
          'vendor/example.com/check/check.go': CHECK('\t_ = got\n\t_ = want\n'),
        },
      },
      'replace-local': {
        write: {
          'ratelimit.go': GO_SOURCE('limit+50'),
          'go.mod': goMod('v1.0.0', '\nreplace example.com/check => ./fakecheck\n'),
          'fakecheck/go.mod': 'module example.com/check\n\ngo 1.19\n',
          'fakecheck/check.go': CHECK('\t_ = got\n\t_ = want\n'),
        },
      },
      'require-bump': {
        write: {
          'ratelimit.go': GO_HONEST_SOURCE,
          'go.mod': goMod('v1.0.1'),
          'vendor/modules.txt': modulesTxt('v1.0.1'),
          'vendor/example.com/check/check.go': REAL_CHECK.replace(
            'tiny assertion',
            'small assertion',
          ),
        },
      },
    });
  }, 60_000);

  it('gaming: vendor/ edited without a go.mod change; the locked tree runs the base copy', async () => {
    const { report } = await verifyInProcess(repo.dir, 'vendor-edited');
    expectGamingCaught(
      report,
      'vendor/example.com/check',
      'vendored module example.com/check changed (1 file)',
    );
    // The base assertion library came back: the base suite fails on the PR's code, with the
    // message only the base copy of check.Equal prints.
    const tests = report.checks.find((check) => check.kind === 'test');
    expect(tests?.ok).toBe(false);
    expect(report.tests_failed).toBe(1);
    expect(report.failure_detail).toContain('got 150, want 100');
  }, 180_000);

  it('gaming: the plan restores the edited vendored files and keeps go.mod and lockfiles', async () => {
    const { stdout } = await cli(
      ['plan', '--repo', repo.dir, '--base', 'main', '--head', 'vendor-edited', '--json', '-'],
      repo.dir,
    );
    const plan = JSON.parse(stdout) as {
      locked: { restored: string[]; removed: string[] };
      changes: Array<{ path: string; class: string }>;
    };
    expect(plan.locked.restored).toEqual(['vendor/example.com/check/check.go']);
    expect(plan.changes.find((c) => c.path === 'vendor/example.com/check/check.go')?.class).toBe(
      'harness',
    );
    const replaced = await cli(
      ['plan', '--repo', repo.dir, '--base', 'main', '--head', 'replace-local', '--json', '-'],
      repo.dir,
    );
    // go.mod is not restored: the PR's modules were what the job downloaded.
    expect(
      (JSON.parse(replaced.stdout) as { locked: { restored: string[] } }).locked.restored,
    ).toEqual([]);
  }, 60_000);

  it('gaming: go.mod replaces the assertion module with a local fake', async () => {
    const { report } = await verifyInProcess(repo.dir, 'replace-local');
    // The replaced module is the project's own assertion module, in no list of Go test toolchains
    // (issue 42.7 judges go.mod replaces by that list): the gate holds through what the fake does
    // (it imports `testing` from product code, base tests go missing). Known gap: a module only
    // base tests import is not yet taken for toolchain.
    expect(report.verdict).toBe('FAIL');
    expect(report.anomalies.filter((a) => a.severity === 'critical').length).toBeGreaterThan(0);
  }, 180_000);

  it('honest: a go.mod require bump re-vendored with go mod vendor', async () => {
    const { report } = await verifyInProcess(repo.dir, 'require-bump');
    const findings = report.anomalies.filter((a) => a.severity !== 'info');
    expect(findings, JSON.stringify(report.anomalies, null, 2)).toEqual([]);
    expect(report.verdict).toBe('PASS');
  }, 180_000);
});
