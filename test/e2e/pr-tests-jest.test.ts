// Issue 43, the PR-tests pass end to end with real jest 29.7: the PR's test files run with
// `--runTestsByPath` at head and at base, read per test from jest's JSON report (a failure is
// matched to its test by id, so a test that fails at base is counted there); a test of a new
// module cannot load at base; a new test that fails at head fails the gate; a modified base test
// runs in its PR version in the pass and its base version in the locked run; a PR test that hangs
// is stopped by the check's limit and reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { branchedRepo, prOutcomes, verifyOnce } from './helpers/branches.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports } from './helpers/verify-run.js';

const PACKAGE = {
  name: 'rl',
  private: true,
  scripts: { test: 'jest' },
  devDependencies: { jest: '29.7.0' },
};

/** A jest test file: `body` inside one test, in a describe block when `group` is given. */
const TEST = (name: string, body: string, group = '', from = 'rl', uses = 'clamp'): string => {
  const test = `test('${name}', () => {\n  ${body}\n});\n`;
  const wrapped = group === '' ? test : `describe('${group}', () => {\n${test}});\n`;
  return `const { ${uses} } = require('../src/${from}.js');\n\n${wrapped}`;
};

const UNDER = TEST('under', 'expect(clamp(5, 100)).toBe(5);');

const BASE = {
  '.gitignore': 'node_modules/\n',
  'package.json': `${JSON.stringify(PACKAGE, null, 2)}\n`,
  'src/rl.js':
    'function clamp(n, limit) {\n  return Math.min(n, limit);\n}\n\nmodule.exports = { clamp };\n',
  'test/rl.test.js': UNDER,
  '.github/workflows/ci.yml': workflow(['uses: actions/setup-node@v4'], ['npm ci', 'npm test']),
};

const BRANCHES: Record<string, Record<string, string>> = {
  // The fix (a negative count is 0) and a new module, with a test of each and one that passes on
  // the base code too.
  evidence: {
    'src/rl.js':
      'function clamp(n, limit) {\n  return Math.max(0, Math.min(n, limit));\n}\n\nmodule.exports = { clamp };\n',
    'src/twice.js': 'module.exports = { twice: (n) => 2 * n };\n',
    'test/negative.test.js': TEST('is zero', 'expect(clamp(-3, 100)).toBe(0);', 'a negative count'),
    'test/over.test.js': TEST('over', 'expect(clamp(500, 100)).toBe(100);'),
    'test/twice.test.js': TEST('twice', 'expect(twice(2)).toBe(4);', '', 'twice', 'twice'),
  },
  wrong: { 'test/cap.test.js': TEST('cap at the limit', 'expect(clamp(500, 100)).toBe(500);') },
  modified: {
    'test/rl.test.js': `${UNDER}\ntest('at limit', () => {\n  expect(clamp(100, 100)).toBe(100);\n});\n`,
  },
  hang: {
    'test/hang.test.js':
      "test('waits forever', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 600_000));\n}, 700_000);\n",
  },
};

describe('the PR-tests pass with jest', () => {
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);

  beforeAll(() => {
    const modules = runnerModules(['jest@29.7.0']);
    repo = branchedRepo(BASE, BRANCHES);
    linkRunnerModules(repo.dir, modules);
  }, 300_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it('fail_at_base, pass_at_base, and a test of a new module that cannot load at base', async () => {
    const { report } = await verify('evidence');
    expect(report.verdict).toBe('PASS');
    expect(report.tests_run).toBe(1);
    expect(report.pr_tests).toMatchObject({
      files: ['test/negative.test.js', 'test/over.test.js', 'test/twice.test.js'],
      tests_run: 3,
      tests_passed: 3,
      tests_failed: 0,
      fail_at_base: 2,
      pass_at_base: 1,
    });
    // Tests by id, not the files they are in; twice.test.js names no test at base.
    expect(prOutcomes(report)).toEqual({
      'test/negative.test.js > a negative count > is zero': 'passed/failed',
      'test/over.test.js > over': 'passed/passed',
      'test/twice.test.js > twice': 'passed/error',
    });
  }, 180_000);

  it('a new test that fails at head: FAIL, named in the qualifier', async () => {
    const { report, code } = await verify('wrong');
    expect([code, report.verdict, report.tests_failed]).toEqual([1, 'FAIL', 0]);
    expect(report.confidence_qualifier).toBe(
      'failed: test/cap.test.js > cap at the limit: Error: expect(received).toBe(expected) // Object.is equality',
    );
    expect(report.pr_tests).toMatchObject({ tests_run: 1, tests_passed: 0, tests_failed: 1 });
    expect(prOutcomes(report)).toEqual({ 'test/cap.test.js > cap at the limit': 'failed/failed' });
  }, 180_000);

  it('a modified base test: its PR version runs in the pass, its base version in the locked run', async () => {
    const { report } = await verify('modified');
    expect(report.anomalies.map((a) => [a.kind, a.path])).toContainEqual([
      'test-modified',
      'test/rl.test.js',
    ]);
    expect(report.tests_run).toBe(1);
    expect(report.pr_tests?.files).toEqual(['test/rl.test.js']);
    expect(prOutcomes(report)).toEqual({
      'test/rl.test.js > under': 'passed/passed',
      'test/rl.test.js > at limit': 'passed/passed',
    });
  }, 180_000);

  it('adversarial: a PR test that hangs is stopped by the check limit and fails the gate', async () => {
    const { report } = await verify('hang', ['--timeout-minutes', '0.25']);
    // The locked run finished within the limit; the pass's run of the file did not.
    expect([report.verdict, report.tests_run, report.tests_failed]).toEqual(['FAIL', 1, 0]);
    expect(report.checks[0]?.timedOut).toBe(false);
    expect(report.confidence_qualifier).toMatch(/^failed: test\/hang\.test\.js: timed out after/);
    expect(report.pr_tests).toMatchObject({ tests_run: 1, tests_failed: 1 });
    expect(report.pr_tests?.tests).toEqual([
      { id: 'test/hang.test.js', head: 'failed', base: 'error' },
    ]);
  }, 180_000);
});
