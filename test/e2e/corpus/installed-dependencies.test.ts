// A PR that commits its own test runner under node_modules/ (a fake `node_modules/.bin/vitest`
// printing a passing summary) is FAIL: the file is harness, left out of the locked tree, and the
// checkout's installed vitest runs the base test against the broken code. The honest twin adds
// vendored third-party code, which stays out of the locked set.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, type TempRepo } from '../../helpers/git-repo.js';
import { repoWithForcedFiles } from '../helpers/forced-files.js';
import { linkNodeTools } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const SOURCE = (limit: string): string =>
  `export function burst(requests: number, limit: number): number {\n  return Math.min(requests, ${limit});\n}\n`;
const TEST = `import { expect, it } from 'vitest';
import { burst } from '../src/ratelimit.js';

it('burst at boundary', () => {
  expect(burst(150, 100)).toBe(100);
});
`;
const BASE = {
  '.gitignore': 'node_modules/\n',
  'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts: { test: 'vitest run' }, devDependencies: { vitest: '^4.0.0' } }, null, 2)}\n`,
  'src/ratelimit.ts': SOURCE('limit'),
  'test/ratelimit.test.ts': TEST,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};
const FAKE_VITEST =
  '#!/bin/sh\necho " Test Files  1 passed (1)"\necho "      Tests  1 passed (1)"\nexit 0\n';

/** `main` with the base files; branch `pr` force-adds `forced` (ignored paths) besides `pr`. */
function repoFor(pr: Record<string, string>, forced: Record<string, string>): TempRepo {
  const repo = repoWithForcedFiles(BASE, pr, forced);
  // The checkout's installed dependencies, as `npm ci` leaves them (untracked, ignored).
  linkNodeTools(repo.dir);
  return repo;
}

const critical = (report: Report) => report.anomalies.filter((a) => a.severity === 'critical');

describe('installed dependencies committed by the PR', () => {
  it('gaming: the PR commits node_modules/.bin/vitest that prints a passing summary', async () => {
    const repo = repoFor(
      { 'src/ratelimit.ts': SOURCE('limit + 50') },
      { 'node_modules/.bin/vitest': FAKE_VITEST },
    );
    const { code, report } = await verifyInProcess(repo.dir, 'pr');
    expect(report.verdict).toBe('FAIL');
    expect(code).toBe(1);
    const found = critical(report).find((a) => a.path === 'node_modules/.bin/vitest');
    expect(found?.kind).toBe('harness-added');
    // The real vitest ran the base test against the broken code.
    const tests = report.checks.find((c) => c.kind === 'test')!;
    expect(tests.ok).toBe(false);
    expect(tests.stdout + tests.stderr).toMatch(/burst at boundary/);
  });

  it('honest: the PR vendors a third-party file under third_party/', async () => {
    const repo = repoFor(
      {
        'src/ratelimit.ts':
          'export function burst(requests: number, limit: number): number {\n  return requests > limit ? limit : requests;\n}\n',
        'third_party/clamp/clamp.js': 'export const clamp = (x, hi) => (x > hi ? hi : x);\n',
      },
      {},
    );
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect(critical(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(report.checks.find((c) => c.kind === 'test')?.ok).toBe(true);
  });
});
