// The integrity witness inside ava (issue 41.2), real ava 6: product code that turns node:assert,
// t.is and t.deepEqual into no-ops, patches ava's Test class found by walking the module cache,
// rewrites failed results on the worker's channel, takes t.is over with an accessor on
// Object.prototype, patches ava's Test only while it runs, or removes the witness's channel is
// runner-tampered and FAIL (without the witness each of them passes, checked by hand with the
// fixtures of helpers/ava-witness-project.ts); beside them honest look-alikes: a real bug that fails as itself, and a project with
// its own `require` set-up file, a macro, t.teardown and t.try that passes with its count.
// Then the same in TypeScript through tsx, configured in package.json, in child processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { ATTACKS, BASE, BROKEN, TS_BASE, TS_BRANCHES } from './helpers/ava-witness-project.js';
import { branchedRepo, verifyOnce } from './helpers/branches.js';
import { cleanupReports } from './helpers/verify-run.js';
import { itFailsEachAttack, tamperedDetails } from './helpers/witness-cases.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

describe('runner witness: ava', () => {
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);
  const report = async (branch: string): Promise<Report> => (await verify(branch)).report;

  beforeAll(() => {
    const modules = runnerModules(['ava@6.4.1']);
    repo = branchedRepo(BASE, {
      ...ATTACKS,
      'honest-bug': { 'src/lib.js': BROKEN },
      'honest-change': {
        'src/lib.js':
          'export const burst = (requests, limit) => {\n  if (limit < 0) throw new RangeError("limit");\n  return Math.min(requests, limit);\n};\n',
      },
    });
    linkRunnerModules(repo.dir, modules);
  }, 300_000);

  itFailsEachAttack(
    Object.keys(ATTACKS),
    report,
    /assert|ava |Object|concordance|channel was removed/,
  );

  it('honest: a real bug fails as itself, with no runner-tampered', async () => {
    const bug = await report('honest-bug');
    expect([bug.verdict, bug.tests_failed, tamperedDetails(bug)]).toEqual(['FAIL', 4, []]);
  }, 240_000);

  it('honest: a set-up module of its own, a macro, t.teardown and t.try: PASS', async () => {
    const honest = await report('honest-change');
    expect([honest.verdict, honest.tests_passed, tamperedDetails(honest)]).toEqual(['PASS', 7, []]);
  }, 240_000);
});

describe('runner witness: ava in TypeScript, package.json config, child processes', () => {
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);
  const report = async (branch: string): Promise<Report> => (await verify(branch)).report;

  beforeAll(() => {
    const modules = runnerModules(['ava@6.4.1', 'tsx@4.23.15']);
    repo = branchedRepo(TS_BASE, TS_BRANCHES);
    linkRunnerModules(repo.dir, modules);
  }, 300_000);

  itFailsEachAttack(['channel-rewrites-failures'], report, /ava worker channel/);

  it("honest: the package field's set-up module and loader carried over: PASS", async () => {
    const honest = await report('honest-change');
    expect([honest.verdict, honest.tests_passed, tamperedDetails(honest)]).toEqual(['PASS', 2, []]);
  }, 240_000);
});
