// A fixture repository with one branch per pull request, and each branch's verify run once, shared
// by the tests of a describe block (the e2e files that judge several PRs of one project).
import type { Report } from '../../../src/core/model/report.js';
import { createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { type VerifyRun, verifyInProcess } from './verify-run.js';

/** `base` committed on main, and a branch off main per entry with its files written on top. */
export function branchedRepo(
  base: Record<string, string>,
  branches: Record<string, Record<string, string>>,
): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  for (const [name, files] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(files);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  return repo;
}

/** verify of a branch, started once however many tests ask (the first call's flags count). */
export function verifyOnce(
  dir: () => string,
): (branch: string, extra?: string[]) => Promise<VerifyRun> {
  const runs = new Map<string, Promise<VerifyRun>>();
  return (branch, extra = []) => {
    let pending = runs.get(branch);
    if (pending === undefined) {
      pending = verifyInProcess(dir(), branch, extra);
      runs.set(branch, pending);
    }
    return pending;
  };
}

/** Each PR test's `head/base` outcomes by id. */
export const prOutcomes = (report: Report): Record<string, string> =>
  Object.fromEntries((report.pr_tests?.tests ?? []).map((t) => [t.id, `${t.head}/${t.base}`]));
