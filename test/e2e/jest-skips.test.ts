// End to end with real jest 29.7 (issue 12): per-test results read from jest's own `--json`
// report, and the Jest twin of the newly-skipped case: a source flag the locked test reads makes a
// base test skip at run time (`test.skip` chosen by the flag), confirmed by running that test alone
// at base; a test that skips at base too (an env check) is not flagged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const CONFIG = 'checks:\n  typecheck: false\n  lint: false\n';
const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci\n      - run: npm test\n';

const FLAGS = (fast: string, note = ''): string =>
  `// The feature switches.${note}\nmodule.exports = { fast: ${fast} };\n`;

// The test file is locked; the flag it reads lives in source, which the PR controls.
const TEST = `const { fast } = require('../src/flags.js');

const when = (on) => (on ? test : test.skip);

describe('flags', () => {
  when(fast)('fast path', () => {
    expect(fast).toBe(true);
  });

  when(process.env.TESTLOCK_FIXTURE_NET !== undefined)('network (a|b)', () => {
    expect(1).toBe(1);
  });

  test('always', () => {
    expect(typeof fast).not.toBe('undefined');
  });
});
`;

const inventoryAnomalies = (anomalies: readonly Anomaly[]): Anomaly[] =>
  anomalies.filter((a) => a.kind === 'test-missing' || a.kind === 'test-newly-skipped');

describe('jest: a base test skipped through a source-side condition', () => {
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
    const modules = runnerModules(['jest@29.7.0']);
    repo = createRepo({
      '.gitignore': 'node_modules/\n',
      'package.json': `${JSON.stringify(
        {
          name: 'flags',
          private: true,
          scripts: { test: 'jest' },
          devDependencies: { jest: '29.7.0' },
        },
        null,
        2,
      )}\n`,
      'src/flags.js': FLAGS('true'),
      'test/flags.test.js': TEST,
      '.github/workflows/ci.yml': CI,
      '.github/testlock.yml': CONFIG,
    });
    repo.commit('base');
    const branches: Record<string, Record<string, string>> = {
      flipped: { 'src/flags.js': FLAGS('false') },
      comment: { 'src/flags.js': FLAGS('true', ' Read at start-up.') },
      broken: { 'src/flags.js': FLAGS("'yes'") },
    };
    for (const [name, write] of Object.entries(branches)) {
      repo.git('checkout', '-q', '-b', name, 'main');
      repo.write(write);
      repo.commit(name);
    }
    repo.git('checkout', '-q', 'main');
    linkRunnerModules(repo.dir, modules);
  }, 300_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it('gaming: a source flag flipped so a base test skips: test-newly-skipped, confirmed at base', async () => {
    const gamed = await report('flipped');
    expect(inventoryAnomalies(gamed.anomalies)).toEqual([
      {
        kind: 'test-newly-skipped',
        severity: 'critical',
        path: 'test/flags.test.js',
        line: null,
        detail:
          'base test test/flags.test.js > flags > fast path was skipped, and is not skipped at base',
      },
    ]);
    expect(gamed.test_gaming).toBe(true);
    expect(gamed.verdict).toBe('FAIL');
    expect(gamed.inventory).toMatchObject({ compared: true, newly_skipped: 1, note: null });
  }, 180_000);

  it('honest: a test that skips at base too (an env check) is not newly skipped', async () => {
    const honest = await report('comment');
    expect(inventoryAnomalies(honest.anomalies)).toEqual([]);
    expect([honest.tests_run, honest.tests_passed, honest.tests_skipped]).toEqual([3, 2, 1]);
    expect(honest.inventory).toEqual({
      compared: true,
      base_tests: 1,
      missing: 0,
      newly_skipped: 0,
      note: null,
    });
    expect(honest.anomalies.filter((a) => a.kind === 'report-disagrees')).toEqual([]);
    expect(honest.verdict).toBe('PASS');
  }, 180_000);

  it('broken: the failing test is named per test, with its assertion verbatim', async () => {
    const broken = await report('broken');
    expect(broken.verdict).toBe('FAIL');
    expect([broken.tests_run, broken.tests_passed, broken.tests_failed]).toEqual([3, 1, 1]);
    expect(broken.confidence_qualifier).toMatch(/^failed: flags › fast path\b/);
    expect(broken.failure_detail).toContain('Expected: true');
    expect(broken.failure_detail).toContain('Received: "yes"');
    expect(broken.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 180_000);
});
