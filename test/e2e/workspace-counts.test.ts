// A test check that runs a script in every workspace package (`npm test --workspaces`) counts
// every package's tests: before, only the last package's summary was read (3 of 5 tests), and a
// package whose code ended jest before its summary (process.exit(0)) went unnoticed: PASS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const ROOT = `${JSON.stringify({
  name: 'root',
  private: true,
  type: 'module',
  workspaces: ['packages/*'],
  scripts: { test: 'npm test --workspaces --if-present' },
})}\n`;

const tests = (count: number): string =>
  [
    "import { expect, it } from 'vitest';",
    "import { add } from '../src/add.js';",
    ...Array.from(
      { length: count },
      (_, i) => `it('adds ${i}', () => expect(add(1, ${i})).toBe(${1 + i}));`,
    ),
  ].join('\n');

const member = (name: string, count: number): Record<string, string> => ({
  [`packages/${name}/package.json`]: `${JSON.stringify({ name, private: true, type: 'module', scripts: { test: 'vitest run' } })}\n`,
  [`packages/${name}/src/add.js`]: 'export const add = (x, y) => x + y;\n',
  [`packages/${name}/test/add.test.js`]: `${tests(count)}\n`,
});

describe('npm test --workspaces', () => {
  let repo: TempRepo;

  beforeAll(() => {
    repo = createRepo({
      '.gitignore': 'node_modules/\n',
      'package.json': ROOT,
      ...member('a', 2),
      ...member('b', 3),
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'honest', 'main');
    repo.write({ 'packages/a/src/add.js': 'export const add = (x, y) => y + x;\n' });
    repo.commit('honest');
    repo.git('checkout', '-q', '-b', 'broken', 'main');
    repo.write({ 'packages/a/src/add.js': 'export const add = (x, y) => x - y;\n' });
    repo.commit('broken');
    repo.git('checkout', '-q', 'main');
    linkNodeTools(repo.dir);
  }, 60_000);

  it(
    "counts both packages' tests",
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'honest');
      expect(report.verdict).toBe('PASS');
      expect([report.tests_run, report.tests_passed, report.tests_failed]).toEqual([5, 5, 0]);
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'a failure in the first package is counted and shown first, though b passed after it',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'broken');
      expect(report.verdict).toBe('FAIL');
      // add(1, 0) = 1 - 0 still holds; the other test of a fails.
      expect([report.tests_run, report.tests_passed, report.tests_failed]).toEqual([5, 4, 1]);
      expect(report.failure_detail).toContain('adds 1');
      expect(code).toBe(1);
    },
    TIMEOUT,
  );
});

// jest prints to stderr while npm prints its script headers to stdout: the streams are read in
// the order they arrived, so each package's summary is its own.
describe('npm test --workspaces with jest', () => {
  let repo: TempRepo;

  beforeAll(() => {
    const modules = runnerModules(['jest@29.7.0']);
    const jestMember = (name: string, count: number): Record<string, string> => ({
      [`packages/${name}/package.json`]: `${JSON.stringify({ name, private: true, scripts: { test: 'jest' } })}\n`,
      [`packages/${name}/src/add.js`]: 'exports.add = (x, y) => x + y;\n',
      [`packages/${name}/test/add.test.js`]: `${[
        "const { add } = require('../src/add.js');",
        ...Array.from(
          { length: count },
          (_, i) => `test('adds ${i}', () => expect(add(1, ${i})).toBe(${1 + i}));`,
        ),
      ].join('\n')}\n`,
    });
    repo = createRepo({
      '.gitignore': 'node_modules/\n',
      'package.json': ROOT.replace('"type":"module",', ''),
      ...jestMember('a', 2),
      ...jestMember('b', 1),
      ...jestMember('c', 3),
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'honest', 'main');
    repo.write({ 'packages/b/src/add.js': 'exports.add = (x, y) => y + x;\n' });
    repo.commit('honest');
    // Broken, and the module ends the runner before it can report: its package prints no summary.
    repo.git('checkout', '-q', '-b', 'exits-early', 'main');
    repo.write({ 'packages/b/src/add.js': 'exports.add = (x, y) => x - y;\nprocess.exit(0);\n' });
    repo.commit('exits-early');
    repo.git('checkout', '-q', 'main');
    linkRunnerModules(repo.dir, modules);
  }, 300_000);

  it(
    "counts every package's jest summary",
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'honest');
      expect(report.verdict).toBe('PASS');
      expect([report.tests_run, report.tests_passed]).toEqual([6, 6]);
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'gaming: a package whose code ends jest before its summary is not a pass',
    async () => {
      const { code, report } = await verifyInProcess(repo.dir, 'exits-early');
      const found = report.anomalies.find((a) => a.kind === 'report-disagrees');
      expect(found?.detail, JSON.stringify(report.anomalies)).toContain(
        "the package script 'jest' started a test runner that printed no summary (2 of 3 did)",
      );
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
    },
    TIMEOUT,
  );
});
