// Reads from the base commit the files that can configure coverage (coverage-configured.ts):
// what the PR writes there cannot turn coverage on or off for its own verdict.
import { listFiles, readFiles } from '../../adapters/git.js';
import type { Check } from '../../core/model/check.js';
import { type CoverageTexts, coverageFilesToRead } from '../../core/run/coverage-configured.js';

export async function readCoverageTexts(
  repo: string,
  baseSha: string,
  checks: readonly Check[],
): Promise<CoverageTexts> {
  const cwds = checks.filter((c) => c.kind === 'test' && c.skipped === null).map((c) => c.cwd);
  if (cwds.length === 0) return { files: new Map() };
  const paths = coverageFilesToRead(await listFiles(repo, baseSha), cwds);
  return { files: await readFiles(repo, baseSha, paths) };
}
