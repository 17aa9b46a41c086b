// A corpus case end to end: a repository with `base` on main and `pr` on a branch, verified in
// process with only the test check (the base config turns the type check and lint off).
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import { createPrRepo } from '../../helpers/git-repo.js';
import { type VerifyRun, verifyInProcess } from './verify-run.js';

/** The base config that leaves only the test check. */
export const TESTS_ONLY = {
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

export async function prVerdict(
  base: Record<string, string>,
  pr: Record<string, string>,
  prepare?: (dir: string) => void,
): Promise<VerifyRun> {
  const repo = createPrRepo({ ...TESTS_ONLY, ...base }, pr);
  prepare?.(repo.dir);
  return verifyInProcess(repo.dir, 'pr');
}

/** The `harness-modified` anomalies of files a derived rule made harness (`test support`...). */
export function derivedHarness(report: VerifyRun['report'], label: string): Anomaly[] {
  return report.anomalies.filter(
    (a) =>
      (a.kind === 'harness-modified' || a.kind === 'harness-added') &&
      a.detail.includes(`(${label}:`),
  );
}
