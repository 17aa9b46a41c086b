// Issue 43, the PR-tests pass end to end with vitest on real repositories: a new test that fails
// at base, one that passes there too, one that cannot load at base (the function it imports is
// new), one that fails at head (FAIL, named), a modified base test, and a PR test that rewrites
// the tree it runs in without reaching the locked run.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { installVitest } from '../helpers/node-fixture.js';
import { prOutcomes } from './helpers/branches.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const CI = '.github/workflows/ci.yml';
const BASE = {
  '.gitignore': 'node_modules/\n',
  'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts: { test: 'vitest run' }, devDependencies: { vitest: '^4.0.0' } })}\n`,
  'src/rl.js': 'export function clamp(n, limit) {\n  return Math.min(n, limit);\n}\n',
  'test/rl.test.js':
    "import { expect, it } from 'vitest';\nimport { clamp } from '../src/rl.js';\n\nit('under', () => {\n  expect(clamp(5, 100)).toBe(5);\n});\n",
  [CI]: workflow(['uses: actions/setup-node@v4'], ['npm ci', 'npm test']),
};

async function verify(pr: Record<string, string>): Promise<VerifyRun> {
  const repo = createPrRepo(BASE, pr);
  installVitest(repo.dir);
  return verifyInProcess(repo.dir, 'pr', []);
}

const test = (name: string, body: string, imports = 'clamp') =>
  `import { expect, it } from 'vitest';\nimport { ${imports} } from '../src/rl.js';\n\nit('${name}', () => {\n  ${body}\n});\n`;

describe('the PR-tests pass with vitest', () => {
  it('fail_at_base, pass_at_base, and a test that cannot load at base', async () => {
    const { report } = await verify({
      'src/rl.js':
        'export function clamp(n, limit) {\n  return Math.max(0, Math.min(n, limit));\n}\n\nexport function twice(n) {\n  return 2 * n;\n}\n',
      'test/negative.test.js': test('negative', 'expect(clamp(-3, 100)).toBe(0);'),
      'test/over.test.js': test('over', 'expect(clamp(500, 100)).toBe(100);'),
      'test/twice.test.js': test('twice', 'expect(twice(2)).toBe(4);', 'twice'),
    });
    expect(report.verdict).toBe('PASS');
    expect(report.tests_run).toBe(1);
    expect(report.pr_tests).toMatchObject({
      tests_run: 3,
      tests_passed: 3,
      tests_failed: 0,
      fail_at_base: 2,
      pass_at_base: 1,
    });
    expect(prOutcomes(report)).toMatchObject({
      'test/negative.test.js > negative': 'passed/failed',
      'test/over.test.js > over': 'passed/passed',
    });
    expect(['passed/failed', 'passed/error']).toContain(
      prOutcomes(report)['test/twice.test.js > twice'],
    );
  }, 180_000);

  it('a new test that fails at head: FAIL, its name in the qualifier', async () => {
    const { report } = await verify({
      'test/cap.test.js': test('cap at the limit', 'expect(clamp(500, 100)).toBe(500);'),
    });
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(0);
    expect(report.confidence_qualifier).toMatch(/^failed: .*cap at the limit/);
    expect(report.pr_tests).toMatchObject({ tests_failed: 1 });
  }, 180_000);

  it('a modified base test runs in its PR version in the pass; a tree writer reaches nothing', async () => {
    const { report } = await verify({
      'test/rl.test.js':
        "import { writeFileSync } from 'node:fs';\nimport { expect, it } from 'vitest';\nimport { clamp } from '../src/rl.js';\n\nwriteFileSync(new URL('../src/rl.js', import.meta.url), 'export const clamp = () => 5;\\n');\n\nit('under', () => {\n  expect(clamp(5, 100)).toBe(5);\n});\n\nit('at limit', () => {\n  expect(clamp(100, 100)).toBe(100);\n});\n",
      // Broken product: the base version of the test must still see it.
      'src/rl.js': 'export function clamp(n, limit) {\n  return n + 1;\n}\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
    expect(report.tests_run).toBe(1);
    expect(Object.keys(prOutcomes(report)).sort()).toEqual([
      'test/rl.test.js > at limit',
      'test/rl.test.js > under',
    ]);
  }, 180_000);
});
