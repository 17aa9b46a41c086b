// The bats profile end to end with real bats (1.13.0 from npm): CI runs it straight from
// node_modules; an honest PR passes with the counts its JUnit gives, a broken one fails naming the
// test and its failed command, a PR that skips the catching test gets the base test back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import type { TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { TESTS_ONLY } from './helpers/pr-verdict.js';
import { buildStack, cleanupRepos, workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const CALC = (sum: string): string =>
  `# calc: shell arithmetic for the deploy scripts.\nadd() {\n  echo $((${sum}))\n}\n`;
const TEST = (skip: boolean): string =>
  [
    'setup() {',
    '  source "$BATS_TEST_DIRNAME/../lib/calc.sh"',
    '}',
    '',
    '@test "adds zeros" {',
    '  [ "$(add 0 0)" -eq 0 ]',
    '}',
    '',
    '@test "adds at the boundary" {',
    ...(skip ? ['  skip "flaky"'] : []),
    '  [ "$(add 2 3)" -eq 5 ]',
    '}',
    '',
  ].join('\n');

describe('verify: a project whose CI runs bats', () => {
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
    const modules = runnerModules(['bats@1.13.0']);
    repo = buildStack({
      base: {
        ...TESTS_ONLY,
        '.gitignore': 'node_modules\n',
        'lib/calc.sh': CALC('$1 + $2'),
        'test/calc.bats': TEST(false),
        '.github/workflows/ci.yml': workflow([], ['node_modules/bats/bin/bats test']),
      },
      branches: {
        honest: { write: { 'lib/calc.sh': CALC('$2 + $1') } },
        broken: { write: { 'lib/calc.sh': CALC('$1 * $2') } },
        'test-skipped': { write: { 'lib/calc.sh': CALC('$1 * $2'), 'test/calc.bats': TEST(true) } },
        'test-edited': {},
        'test-deleted': { remove: ['test/calc.bats'], write: { 'lib/calc.sh': CALC('$1 * $2') } },
        'ci-echo': {},
      },
      prepare: (dir) => linkRunnerModules(dir, modules),
    });
  }, 300_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it('honest: passes with the counts of its JUnit report', async () => {
    const honest = await report('honest');
    expect(honest.verdict).toBe('PASS');
    expect([honest.tests_run, honest.tests_passed, honest.tests_failed]).toEqual([2, 2, 0]);
    expect(honest.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 120_000);

  it('broken: fails naming the test and the command that failed', async () => {
    const broken = await report('broken');
    expect(broken.verdict).toBe('FAIL');
    expect([broken.tests_run, broken.tests_failed]).toEqual([2, 1]);
    expect(broken.confidence_qualifier).toMatch(/^failed: calc\.bats\.adds at the boundary\b/);
    expect(broken.failure_detail).toContain('[ "$(add 2 3)" -eq 5 ]');
  }, 120_000);

  it('gaming: the catching test skipped is restored from base and fails', async () => {
    const gamed = await report('test-skipped');
    expect(gamed.verdict).toBe('FAIL');
    expect(gamed.tests_failed).toBe(1);
    expect(gamed.anomalies.map((a) => [a.kind, a.path])).toContainEqual([
      'test-modified',
      'test/calc.bats',
    ]);
  }, 120_000);

  it('gaming: the test file deleted is restored from base and fails', async () => {
    const gamed = await report('test-deleted');
    expect(gamed.verdict).toBe('FAIL');
    expect(gamed.anomalies.map((a) => a.kind)).toContain('test-deleted');
  }, 120_000);
});
