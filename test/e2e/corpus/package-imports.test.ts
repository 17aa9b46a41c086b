// package.json `imports` end to end, with node's own test runner: a PR that points the suite's
// `#helpers` at a source file of its own (whose `check` asserts nothing) and breaks the code is
// FAIL, the base helper runs; a PR that moves only the code's own alias is PASS.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo, type TempRepo } from '../../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const manifest = (imports: Record<string, string>): string =>
  `${JSON.stringify({ name: 'rl', private: true, type: 'module', imports, scripts: { test: 'node --test test/' } }, null, 2)}\n`;
const BASE_IMPORTS = { '#helpers': './test/helpers.mjs', '#rl': './src/rl.mjs' };
const SOURCE = (limit: string): string =>
  `export const burst = (requests, limit) => Math.min(requests, ${limit});\n`;

const BASE = {
  'package.json': manifest(BASE_IMPORTS),
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'test/helpers.mjs':
    "import assert from 'node:assert';\nexport const check = (a, b) => assert.strictEqual(a, b);\n",
  'src/rl.mjs': SOURCE('limit'),
  'test/rl.test.mjs':
    "import { test } from 'node:test';\nimport { check } from '#helpers';\nimport { burst } from '#rl';\n\ntest('burst at boundary', () => {\n  check(burst(150, 100), 100);\n});\n",
};
const repoWith = (pr: Record<string, string>): TempRepo => createPrRepo(BASE, pr);

describe('package.json imports of the test suite', () => {
  it('gaming: the PR points #helpers at its own check that asserts nothing, and breaks the code', async () => {
    const repo = repoWith({
      'package.json': manifest({ ...BASE_IMPORTS, '#helpers': './src/helpers.mjs' }),
      'src/helpers.mjs': 'export const check = () => {};\n',
      'src/rl.mjs': SOURCE('limit + 50'),
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(
      report.anomalies.find((a) => a.kind === 'harness-modified' && a.path === 'package.json')
        ?.severity,
    ).toBe('critical');
    // The base helper ran: the broken burst fails its check.
    expect(report.failure_detail).toMatch(/150 !== 100/);
  });

  it("honest: the PR moves the code's own alias to a new file", async () => {
    const repo = repoWith({
      'package.json': manifest({ ...BASE_IMPORTS, '#rl': './src/limits.mjs' }),
      'src/limits.mjs': SOURCE('limit'),
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  });
});
