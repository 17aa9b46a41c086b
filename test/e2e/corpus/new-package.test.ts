// A new workspace package end to end: its package.json is kept in the locked run without its
// scripts and is a warning (its folder holds no base file), so an honest PR that adds a package
// passes (it was FAIL on the critical "harness added", and with its own tests on their "no test
// files"); its scripts do not run beside the base tests (one that rewrote a base package's source
// got PASS); a package.json added where base files live stays critical.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { linkNodeTools } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const ROOT = `${JSON.stringify(
  {
    name: 'root',
    private: true,
    type: 'module',
    workspaces: ['packages/*'],
    scripts: { test: 'npm test --workspaces --if-present' },
    devDependencies: { vitest: '^4.1.0' },
  },
  null,
  2,
)}\n`;

const manifest = (name: string, test = 'vitest run'): string =>
  `${JSON.stringify({ name, private: true, type: 'module', scripts: { test } })}\n`;

const member = (name: string, op: string): Record<string, string> => ({
  [`packages/${name}/package.json`]: manifest(name),
  [`packages/${name}/src/add.js`]: `export const add = (x, y) => x ${op} y;\n`,
  [`packages/${name}/test/add.test.js`]:
    "import { expect, it } from 'vitest';\nimport { add } from '../src/add.js';\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
});

const BASE = { '.gitignore': 'node_modules/\n', 'package.json': ROOT, ...member('a', '+') };

const bySeverity = (report: Report, severity: 'critical' | 'warning') =>
  report.anomalies.filter((a) => a.severity === severity);

describe('a new workspace package', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createRepo(BASE);
    repo.commit('base');
    const branch = (name: string, write: Record<string, string>): void => {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(write);
      repo.commit(name);
    };
    // A shared package of source alone (no test script: `--if-present` passes it by).
    branch('new-package', {
      'packages/b/package.json': `${JSON.stringify({ name: 'b', private: true, type: 'module' })}\n`,
      'packages/b/src/mul.js': 'export const mul = (x, y) => x * y;\n',
    });
    // With its own tests: they are added, so left out; `vitest run` there would find none.
    branch('new-package-with-tests', member('b', '*'));
    // Sorted before `a`, so npm runs its script first: it mends a's broken source on disk.
    branch('new-package-script-mends-a', {
      'packages/0/package.json': manifest('zero', 'node mend.cjs'),
      'packages/0/mend.cjs':
        "require('node:fs').writeFileSync('../a/src/add.js', 'export const add = (x, y) => x + y;\\n');\n",
      'packages/a/src/add.js': 'export const add = (x, y) => x - y;\n',
    });
    branch('new-package-broken-a', {
      ...member('b', '+'),
      'packages/a/src/add.js': 'export const add = (x, y) => x - y;\n',
    });
    // A package.json where base files live governs them (module type, an imports map).
    branch('manifest-in-base-folder', {
      'packages/a/test/package.json': `${JSON.stringify({ type: 'module' })}\n`,
    });
    repo.git('checkout', '-q', 'main');
    linkNodeTools(repo.dir);
  }, 60_000);

  it(
    'honest: a PR adding a package passes; its package.json is a warning, kept in the run',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'new-package');
      expect(bySeverity(report, 'critical'), JSON.stringify(report.anomalies)).toEqual([]);
      expect(bySeverity(report, 'warning').map((a) => [a.kind, a.path])).toContainEqual([
        'harness-modified',
        'packages/b/package.json',
      ]);
      expect(report.verdict).toBe('PASS');
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "honest: a new package with its own tests passes once they are allowed; only a's test ran",
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'new-package-with-tests', [
        '--on-test-change',
        'warn',
      ]);
      expect(report.anomalies.map((a) => [a.kind, a.path])).toContainEqual([
        'test-added',
        'packages/b/test/add.test.js',
      ]);
      expect(report.anomalies.map((a) => a.kind)).not.toContain('report-disagrees');
      expect(report.verdict).toBe('PASS');
      expect(report.tests_passed).toBe(1);
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "gaming: a new package's test script does not run, so it cannot mend a base package",
    async () => {
      const mend = await verifyInProcess(repo.dir, 'new-package-script-mends-a', [
        '--on-test-change',
        'warn',
      ]);
      expect(mend.report.verdict).toBe('FAIL');
      expect(mend.code).toBe(1);
      expect(mend.report.tests_failed).toBe(1);
      expect(mend.report.checks.map((c) => c.stdout).join('\n')).toContain(
        'testlock: a script of a package.json the PR adds does not run',
      );
    },
    TIMEOUT,
  );

  it(
    'gaming: a new package beside a broken base package fails on the base test',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'new-package-broken-a');
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
      expect(report.tests_failed).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'gaming: a package.json added in a folder of base tests is critical',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'manifest-in-base-folder');
      const found = bySeverity(report, 'critical').find(
        (a) => a.path === 'packages/a/test/package.json',
      );
      expect(found?.kind, JSON.stringify(report.anomalies)).toBe('harness-modified');
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
    },
    TIMEOUT,
  );
});
