// End to end (issue 12): coverage read through chained package scripts with real runners. Jest
// 29.7 through `"test": "npm run test:unit"` (its json-summary in testlock's folder, a base
// coverageThreshold that the project's run never enforces kept from failing the run), a project
// whose own run collects coverage and fails its threshold (a true FAIL, no forged report), and
// vitest through `"test": "pnpm test:coverage"` with a real pnpm. The scripts are base's: a PR
// that points the chain at `echo` still runs the base tests.
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

const CONFIG = 'checks:\n  typecheck: false\n  lint: false\n';
const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci\n      - run: npm test\n';

const manifest = (scripts: Record<string, string>, extra: Record<string, unknown> = {}): string =>
  `${JSON.stringify({ name: 'sums', private: true, scripts, ...extra }, null, 2)}\n`;

// With index.js: six executable lines, four of them run by the test (66.66%).
const SUM = (body = 'a + b', note = ''): string => `// Sums.${note}
function sum(a, b) {
  return ${body};
}
function unused(x) {
  if (x) return 1;
  return 2;
}
module.exports = { sum, unused };
`;
const UNCOVERED = `function more(x) {
  const y = x * 2;
  return y + 1;
}
module.exports = { more };
`;
const INDEX = (more = false): string =>
  more
    ? "const { sum } = require('./sum.js');\nconst { more } = require('./more.js');\n\nmodule.exports = { sum, more };\n"
    : "const { sum } = require('./sum.js');\n\nmodule.exports = { sum };\n";
const JEST_TEST = `const { sum } = require('../src/index.js');\n\ntest('sum', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n`;

interface Fixture {
  repo: TempRepo;
  run: (branch: string) => Promise<VerifyRun>;
}

function fixture(
  base: Record<string, string>,
  branches: Record<string, Record<string, string>>,
  link: (dir: string) => void,
): Fixture {
  const repo = createRepo({
    '.gitignore': 'node_modules/\ncoverage/\n',
    '.github/workflows/ci.yml': CI,
    '.github/testlock.yml': CONFIG,
    ...base,
  });
  repo.commit('base');
  for (const [name, write] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(write);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  link(repo.dir);
  const runs = new Map<string, Promise<VerifyRun>>();
  return {
    repo,
    run: (branch) => {
      let pending = runs.get(branch);
      if (pending === undefined) {
        pending = verifyInProcess(repo.dir, branch);
        runs.set(branch, pending);
      }
      return pending;
    },
  };
}

const critical = (report: Report): string[] =>
  report.anomalies.filter((a) => a.severity === 'critical').map((a) => a.kind);

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

describe('jest through "test": "npm run test:unit"', () => {
  let f: Fixture;
  beforeAll(() => {
    const modules = runnerModules(['jest@29.7.0']);
    const scripts = { test: 'npm run test:unit', 'test:unit': 'jest' };
    // A threshold the project's own run never enforces: it never passes --coverage.
    const jest = { testEnvironment: 'node', coverageThreshold: { global: { lines: 100 } } };
    f = fixture(
      {
        'package.json': manifest(scripts, { jest }),
        'src/index.js': INDEX(),
        'src/sum.js': SUM(),
        'test/sum.test.js': JEST_TEST,
      },
      {
        honest: { 'src/sum.js': SUM('a + b', ' Plain numbers.') },
        gamed: {
          'src/sum.js': SUM('a - b'),
          'package.json': manifest({ ...scripts, 'test:unit': 'echo ok' }, { jest }),
        },
      },
      (dir) => linkRunnerModules(dir, modules),
    );
  }, 300_000);

  it('honest: PASS with the coverage jest measured (66.6%), read through the chain', async () => {
    const { report, stderr } = await f.run('honest');
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).toBe(66.66);
    expect(report.confidence_qualifier).toContain('66.6%');
    expect(report.anomalies.map((a) => a.kind)).not.toContain('coverage-unmeasured');
    expect([report.tests_run, report.tests_passed]).toEqual([1, 1]);
    expect(stderr).toContain('through package scripts test → test:unit: runs npm run test:unit');
  }, 180_000);

  it('gaming: the chain pointed at echo at head still runs the base tests, and fails', async () => {
    const { report } = await f.run('gamed');
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
    expect(report.confidence_qualifier).toMatch(/^failed: sum\b/);
  }, 180_000);
});

describe('jest whose own run collects coverage and enforces a threshold', () => {
  let f: Fixture;
  beforeAll(() => {
    const modules = runnerModules(['jest@29.7.0']);
    const jest = { collectCoverage: true, coverageThreshold: { global: { lines: 65 } } };
    f = fixture(
      {
        'package.json': manifest({ test: 'jest' }, { jest }),
        'src/index.js': INDEX(),
        'src/sum.js': SUM(),
        'test/sum.test.js': JEST_TEST,
      },
      {
        comment: { 'src/sum.js': SUM('a + b', ' Plain numbers.') },
        // Honest but untested code: below the project's own threshold, as its CI would say.
        uncovered: { 'src/more.js': UNCOVERED, 'src/index.js': INDEX(true) },
      },
      (dir) => linkRunnerModules(dir, modules),
    );
  }, 300_000);

  it('above the threshold: PASS with its coverage', async () => {
    const { report } = await f.run('comment');
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).toBe(66.66);
  }, 180_000);

  it("below it: the project's check fails, truly, and nothing is called forged", async () => {
    const { report } = await f.run('uncovered');
    expect(report.verdict).toBe('FAIL');
    expect(report.anomalies.map((a) => a.kind)).not.toContain('report-disagrees');
    expect(report.confidence_qualifier).toContain("the project's coverage threshold was not met");
    expect(report.failure_detail ?? '').toContain('coverage threshold for lines (65%) not met');
  }, 180_000);
});

describe('vitest through "test": "pnpm test:coverage" with a real pnpm', () => {
  let f: Fixture;
  beforeAll(() => {
    const pnpm = runnerModules(['pnpm@9.15.0']);
    const scripts = { test: 'pnpm test:coverage', 'test:coverage': 'vitest run' };
    const TEST = `import { expect, it } from 'vitest';\nimport { sum } from '../src/sum.js';\n\nit('sums', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n`;
    f = fixture(
      {
        'package.json': manifest(scripts),
        'src/sum.js': SUM(),
        'test/sum.test.js': TEST,
        // The script's name says coverage, its command does not: testlock's config asks (rule 3).
        '.github/testlock.yml': 'coverage: on\n',
      },
      {
        honest: { 'src/sum.js': SUM('a + b', ' Plain numbers.') },
        broken: { 'src/sum.js': SUM('a - b') },
      },
      (dir) => {
        linkNodeTools(dir);
        symlinkSync(join(pnpm, 'pnpm'), join(dir, 'node_modules', 'pnpm'), 'dir');
        symlinkSync('../pnpm/bin/pnpm.cjs', join(dir, 'node_modules', '.bin', 'pnpm'));
      },
    );
  }, 300_000);

  it('honest: PASS with vitest coverage and JUnit counts', async () => {
    const { report, stderr } = await f.run('honest');
    expect(report.verdict).toBe('PASS');
    expect(report.coverage).not.toBeNull();
    expect(report.coverage).toBeGreaterThan(0);
    expect(report.tests_run).toBe(1);
    expect(stderr).toContain('through package scripts test → test:coverage');
    expect(critical(report)).toEqual([]);
  }, 180_000);

  it('broken: FAIL naming the test', async () => {
    const { report } = await f.run('broken');
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(1);
  }, 180_000);
});
