// Collects the literal values of the base tests (assertions, set-up lines, fixtures), for the special-casing heuristic: only
// test files of the ecosystems the PR's source changes touch, within a read budget.
import { listFiles, readFiles } from '../../adapters/git.js';
import type { PathClassifier } from '../../core/changes/classify-path.js';
import { testFileLiterals } from '../../core/heuristics/assertion-literals.js';
import type { ChangedFile, Ecosystem } from '../../core/model/changed-file.js';

// A monorepo's test tree can be huge; literals from the first files are enough to judge by.
const MAX_TEST_FILES = 2_000;

export async function baseTestLiterals(
  repo: string,
  mergeBase: string,
  classify: PathClassifier,
  sources: readonly ChangedFile[],
): Promise<Set<string>> {
  const ecosystems = new Set(sources.map((f) => f.ecosystem).filter((e) => e !== null));
  const tests: Array<{ path: string; ecosystem: Ecosystem }> = [];
  for (const path of await listFiles(repo, mergeBase)) {
    const { class: fileClass, ecosystem } = classify(path);
    // A conftest.py's fixtures set up the values the tests assert on.
    const fixtures = fileClass === 'harness' && /(?:^|\/)conftest\.py$/.test(path);
    if ((fileClass === 'test' || fixtures) && ecosystem !== null && ecosystems.has(ecosystem)) {
      tests.push({ path, ecosystem });
      if (tests.length >= MAX_TEST_FILES) break;
    }
  }
  const texts = await readFiles(
    repo,
    mergeBase,
    tests.map((t) => t.path),
  );
  const literals = new Set<string>();
  for (const { path, ecosystem } of tests) {
    const text = texts.get(path);
    if (text !== undefined)
      for (const literal of testFileLiterals(text, ecosystem)) literals.add(literal);
  }
  return literals;
}
