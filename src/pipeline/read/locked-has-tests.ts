// Reads from the base commit whether the locked set has tests: a base test file in the project
// folder, or a Rust source with an in-source `#[cfg(test)]` module (spliced back from base).
import { tryGit } from '../../adapters/exec-git.js';
import { listFiles } from '../../adapters/git.js';
import { createClassifier } from '../../core/changes/classify-path.js';
import type { TestlockConfig } from '../../core/config/config.js';
import { normalizeDir } from '../../core/discovery/paths.js';
import { hasTestFile } from '../../core/locked/has-tests.js';

export async function lockedHasTests(
  repo: string,
  baseSha: string,
  projectDir: string,
  config: TestlockConfig,
): Promise<boolean> {
  // The configured default is '.': the root, as '' in repo-relative arithmetic.
  const dir = normalizeDir(projectDir) ?? '';
  const paths = await listFiles(repo, baseSha);
  if (hasTestFile(paths, createClassifier(config), dir)) return true;
  return hasRustTestModule(repo, baseSha, dir);
}

/** `git grep` at base, so nothing is read from the PR; exit 1 means no match. */
async function hasRustTestModule(
  repo: string,
  baseSha: string,
  projectDir: string,
): Promise<boolean> {
  const scope = projectDir === '' ? '*.rs' : `${projectDir}/*.rs`;
  const result = await tryGit(
    ['grep', '-q', '-E', '-e', '#!?\\[cfg\\(test\\)\\]', baseSha, '--', scope],
    { cwd: repo },
  );
  return result.exitCode === 0;
}
