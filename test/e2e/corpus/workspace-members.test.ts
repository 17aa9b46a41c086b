// Workspace members end to end: a PR that breaks a package and drops it from the root
// package.json `workspaces` must FAIL (the locked manifest keeps base's members, so its tests run);
// a PR that adds a member base already had on disk gets the verdict its code deserves.
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

const rootManifest = (members: string[]): string =>
  `${JSON.stringify(
    {
      name: 'root',
      private: true,
      type: 'module',
      workspaces: members,
      scripts: { test: 'npm test --workspaces --if-present' },
      devDependencies: { vitest: '^4.1.0' },
    },
    null,
    2,
  )}\n`;

const member = (name: string, op: string): Record<string, string> => ({
  [`packages/${name}/package.json`]: `${JSON.stringify({ name, private: true, type: 'module', scripts: { test: 'vitest run' } })}\n`,
  [`packages/${name}/src/add.js`]: `export const add = (x, y) => x ${op} y;\n`,
  [`packages/${name}/test/add.test.js`]:
    "import { expect, it } from 'vitest';\nimport { add } from '../src/add.js';\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
});

// packages/c exists at base but is no member yet: the honest PR enrols it.
const BASE = {
  '.gitignore': 'node_modules/\n',
  'package.json': rootManifest(['packages/a', 'packages/b']),
  ...member('a', '+'),
  ...member('b', '+'),
  ...member('c', '+'),
};

const critical = (report: Report) => report.anomalies.filter((a) => a.severity === 'critical');

describe('workspace members: package.json workspaces', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createRepo(BASE);
    repo.commit('base');
    const branch = (name: string, write: Record<string, string>): void => {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(write);
      repo.commit(name);
    };
    branch('drop-member', {
      'package.json': rootManifest(['packages/a']),
      'packages/b/src/add.js': 'export const add = (x, y) => x - y;\n',
    });
    branch('add-member', {
      'package.json': rootManifest(['packages/a', 'packages/b', 'packages/c']),
    });
    repo.git('checkout', '-q', 'main');
    linkNodeTools(repo.dir);
  }, 60_000);

  it(
    'gaming: packages/b broken and dropped from workspaces runs anyway and fails',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'drop-member');
      expect(code).toBe(1);
      expect(report.verdict).toBe('FAIL');
      expect(report.tests_failed).toBeGreaterThan(0);
      const found = critical(report).find((a) => a.path === 'package.json');
      expect(found?.kind, JSON.stringify(report.anomalies)).toBe('harness-modified');
    },
    TIMEOUT,
  );

  it(
    'honest: a member added passes without a critical anomaly',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'add-member');
      expect(critical(report), JSON.stringify(report.anomalies)).toEqual([]);
      expect(report.verdict).toBe('PASS');
      expect(code).toBe(0);
      expect(report.tests_failed).toBe(0);
    },
    TIMEOUT,
  );
});
