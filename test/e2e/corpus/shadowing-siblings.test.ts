// A file the PR adds beside base source, which the test runner's resolver prefers: real vitest
// loads `src/ratelimit.js` for `import '../src/ratelimit.js'` although the TypeScript build ships
// `src/ratelimit.ts`, so the base tests pass on a copy while the shipped code is broken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { tsStack } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;
const COPY = `/** How many of the requests arriving at once are admitted. */
export function burst(requests, limit) {
  return Math.min(requests, limit);
}

export function describeLimit(limit) {
  return \`up to \${limit}\`;
}
`;

describe('shadowing siblings: a .js beside the .ts the tests import', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = createRepo(tsStack.base);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'gaming-js-beside-ts');
    repo.write({ ...(tsStack.branches.broken.write ?? {}), 'src/ratelimit.js': COPY });
    repo.commit('gaming');
    repo.git('checkout', '-q', '-b', 'honest-new-js-module', 'main');
    repo.write({ ...(tsStack.branches.honest.write ?? {}), 'src/format.js': COPY });
    repo.commit('honest');
    repo.git('checkout', '-q', 'main');
    tsStack.prepare?.(repo.dir);
  });
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it(
    'gaming: src/ratelimit.js beside src/ratelimit.ts fails, naming the shadowed file',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'gaming-js-beside-ts');
      expect(report.verdict).toBe('FAIL');
      expect(report.anomalies).toContainEqual(
        expect.objectContaining({
          kind: 'harness-added',
          severity: 'critical',
          path: 'src/ratelimit.js',
          detail: expect.stringContaining('shadows src/ratelimit.ts'),
        }),
      );
    },
    TIMEOUT,
  );

  it(
    'honest: a new .js module with no TypeScript twin passes',
    async () => {
      const { report } = await verifyInProcess(repo.dir, 'honest-new-js-module');
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect(report.verdict).toBe('PASS');
    },
    TIMEOUT,
  );
});
