// End to end on JavaScript runners outside vitest/jest/mocha/node:test (issue 12): a project whose
// CI runs uvu or tape through `npm test` is verified in-process on an honest PR (PASS with the
// suite's counts), a broken one (FAIL naming the failing test) and a gamed one (a skip marker added
// to the base test: the base test is restored and fails, and the marker is a critical anomaly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import type { TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { buildStack, cleanupRepos, workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

interface RunnerProject {
  runner: string;
  /** `name@version` to install. */
  package: string;
  /** package.json `type`. */
  type: 'module' | 'commonjs';
  script: string;
  testPath: string;
  /** The test file; `skip` adds the runner's skip marker to the boundary test. */
  test: (skip: boolean) => string;
  /** The failing test's name as the runner prints it. */
  failingName: string;
  skipMarker: string;
}

const SOURCE = (cap: string): string =>
  `// burst caps a request count at the limit.\nfunction burst(count, limit) {\n  return ${cap};\n}\nfunction remaining(used, limit) {\n  return limit - used;\n}\n`;
const ESM = (cap: string): string => `${SOURCE(cap)}export { burst, remaining };\n`;
const CJS = (cap: string): string => `${SOURCE(cap)}module.exports = { burst, remaining };\n`;
const FIXED = 'Math.min(count, limit)';
const BROKEN = 'count';

const PROJECTS: RunnerProject[] = [
  {
    runner: 'uvu',
    package: 'uvu@0.5.6',
    type: 'module',
    script: 'uvu tests',
    testPath: 'tests/limits.test.js',
    test: (skip) =>
      [
        "import { test } from 'uvu';",
        "import * as assert from 'uvu/assert';",
        "import { burst, remaining } from '../limits.js';",
        '',
        "test('remaining counts down', () => {",
        '  assert.is(remaining(40, 100), 60);',
        '});',
        `test${skip ? '.skip' : ''}('burst at boundary', () => {`,
        '  assert.is(burst(150, 100), 100);',
        '});',
        'test.run();',
        '',
      ].join('\n'),
    failingName: 'burst at boundary',
    skipMarker: 'test.skip added',
  },
  {
    runner: 'tape',
    package: 'tape@5.10.2',
    type: 'commonjs',
    // A glob: the script has shell syntax, its runner is still read.
    script: 'tape test/*.test.js',
    testPath: 'test/limits.test.js',
    test: (skip) =>
      [
        "const test = require('tape');",
        "const { burst, remaining } = require('../limits.js');",
        '',
        "test('remaining counts down', (t) => {",
        '  t.equal(remaining(40, 100), 60);',
        '  t.end();',
        '});',
        `test${skip ? '.skip' : ''}('burst at boundary', (t) => {`,
        "  t.equal(burst(150, 100), 100, 'admits at most the limit');",
        '  t.end();',
        '});',
        '',
      ].join('\n'),
    failingName: 'burst at boundary',
    skipMarker: 'test.skip added',
  },
];

function stack(project: RunnerProject, modules: string) {
  const source = project.type === 'module' ? ESM : CJS;
  return {
    base: {
      '.gitignore': 'node_modules\n',
      'package.json': `${JSON.stringify(
        {
          name: `limits-${project.runner}`,
          private: true,
          type: project.type,
          scripts: { test: project.script },
          devDependencies: {
            [project.package.replace(/@[^@]+$/, '')]: project.package.replace(/^.+@/, ''),
          },
        },
        null,
        2,
      )}\n`,
      'limits.js': source(FIXED),
      [project.testPath]: project.test(false),
      '.github/workflows/ci.yml': workflow(['uses: actions/setup-node@v4'], ['npm ci', 'npm test']),
    },
    branches: {
      honest: { write: { 'limits.js': source(FIXED).replace('caps', 'caps (never above)') } },
      broken: { write: { 'limits.js': source(BROKEN) } },
      'test-skipped': {
        write: { 'limits.js': source(BROKEN), [project.testPath]: project.test(true) },
      },
      'test-edited': {},
      'test-deleted': {},
      'ci-echo': {},
    },
    prepare: (dir: string) => linkRunnerModules(dir, modules),
  };
}

describe.each(PROJECTS)('verify: a project whose CI runs $runner', (project) => {
  let repo: TempRepo;
  const runs = new Map<string, Promise<Report>>();
  const report = (branch: string): Promise<Report> => {
    let pending = runs.get(branch);
    if (pending === undefined) {
      pending = verifyInProcess(repo.dir, branch).then((run) => run.report);
      runs.set(branch, pending);
    }
    return pending;
  };

  beforeAll(() => {
    repo = buildStack(stack(project, runnerModules([project.package])));
  }, 300_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it('honest: passes with the counts the runner printed', async () => {
    const honest = await report('honest');
    expect(honest.verdict).toBe('PASS');
    expect(honest.unverified_reason).toBeNull();
    expect([honest.tests_run, honest.tests_passed, honest.tests_failed]).toEqual(
      // tape counts assertions, one per test here.
      [2, 2, 0],
    );
    expect(honest.checks[0]?.script).toBe('npm test');
    expect(honest.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 120_000);

  it('broken: fails naming the failing test', async () => {
    const broken = await report('broken');
    expect(broken.verdict).toBe('FAIL');
    expect([broken.tests_run, broken.tests_passed, broken.tests_failed]).toEqual([2, 1, 1]);
    expect(broken.confidence_qualifier).toMatch(new RegExp(`^failed: ${project.failingName}\\b`));
    expect(broken.failure_detail).toContain('150');
  }, 120_000);

  it('gaming: a skip marker on the base test is reported and the restored test still fails', async () => {
    const gamed = await report('test-skipped');
    expect(gamed.verdict).toBe('FAIL');
    expect(gamed.tests_failed).toBe(1);
    expect(gamed.test_gaming).toBe(true);
    const details = gamed.anomalies.filter((a) => a.path === project.testPath).map((a) => a.detail);
    expect(details).toContain(project.skipMarker);
  }, 120_000);
});
