// Whether the locked set contains tests (docs/report.md): the base test files inside the
// project folder, which the locked worktree runs as they were; pure, over the listed base tree.
import type { PathClassifier } from '../changes/classify-path.js';
import { isWithin } from '../discovery/paths.js';

/** A base path inside `projectDir` that the classifier calls a test file. */
export function hasTestFile(
  basePaths: readonly string[],
  classify: PathClassifier,
  projectDir: string,
): boolean {
  return basePaths.some((path) => isWithin(path, projectDir) && classify(path).class === 'test');
}
