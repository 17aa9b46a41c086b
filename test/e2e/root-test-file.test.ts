// A package whose whole suite is one root `test.js` (tape's, ava's, mocha's default): the locked
// set takes its base version, so skipping or editing it in the PR changes nothing that runs.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const SOURCE = 'export const isEven = (n) => n % 2 === 0;\n';
const TEST = [
  "import test from 'tape';",
  "import { isEven } from './index.js';",
  "test('two is even', (t) => { t.ok(isEven(2)); t.end(); });",
  "test('three is odd', (t) => { t.notOk(isEven(3)); t.end(); });",
  '',
].join('\n');

function project(): TempRepo {
  const repo = createRepo({
    'package.json': JSON.stringify({ type: 'module', scripts: { test: 'tape test.js' } }),
    'index.js': SOURCE,
    'test.js': TEST,
    '.gitignore': 'node_modules\n',
  });
  linkRunnerModules(repo.dir, runnerModules(['tape@5.10.2']));
  repo.commit('base');
  return repo;
}

afterAll(() => {
  cleanupReports();
  cleanupRepos();
});

describe('a root test.js is the locked suite', () => {
  it('gaming: broken code with its root test.js skipped fails on the base test', async () => {
    const repo = project();
    repo.git('checkout', '-q', '-b', 'gamed');
    repo.write({
      'index.js': 'export const isEven = () => true;\n',
      'test.js': TEST.replace("test('three is odd'", "test.skip('three is odd'"),
    });
    repo.commit('gamed');
    const { report } = await verifyInProcess(repo.dir, 'gamed');
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
    expect(report.anomalies.map((a) => [a.kind, a.path, a.severity])).toContainEqual([
      'test-modified',
      'test.js',
      'critical',
    ]);
  }, 120_000);

  it('honest: a comment in the source passes with both tests run', async () => {
    const repo = project();
    repo.git('checkout', '-q', '-b', 'honest');
    repo.write({ 'index.js': `// Parity of an integer.\n${SOURCE}` });
    repo.commit('honest');
    const { report } = await verifyInProcess(repo.dir, 'honest');
    expect(report.verdict).toBe('PASS');
    expect(report.tests_run).toBe(2);
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 120_000);
});
