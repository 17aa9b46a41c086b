// Reads the base commit's CMake files when the PR changes C/C++ sources, and returns the changed
// ones a base test executable alone compiles and whose base text is a test's
// (core/changes/test-support/cmake-test-sources.ts), as tests.
import { listFiles, readFiles } from '../../adapters/git.js';
import type { DerivedTests } from '../../core/changes/classify-path.js';
import {
  cmakeTestSources,
  isTestSourceText,
} from '../../core/changes/test-support/cmake-test-sources.js';
import { isCMakeFile } from '../../core/discovery/readers/cmake-project.js';
import type { DiffEntry } from '../../core/model/diff.js';

const C_SOURCE = /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|ipp|inl)$/;

export async function cmakeTestSourceTests(
  root: string,
  mergeBase: string,
  entries: Promise<readonly DiffEntry[]>,
): Promise<DerivedTests> {
  const changed = (await entries).flatMap((entry) => [entry.path, entry.oldPath ?? entry.path]);
  const sources = new Set(changed.filter((path) => C_SOURCE.test(path)));
  if (sources.size === 0) return new Map();
  const cmakeFiles = (await listFiles(root, mergeBase)).filter(
    (path) => isCMakeFile(path) && !path.endsWith('.json'),
  );
  if (cmakeFiles.length === 0) return new Map();
  const texts = await readFiles(root, mergeBase, cmakeFiles);
  const files = cmakeFiles.flatMap((path) => {
    const text = texts.get(path);
    return text === undefined ? [] : [{ path, text }];
  });
  const candidates = [...cmakeTestSources(files)].filter(([path]) => sources.has(path));
  if (candidates.length === 0) return new Map();
  const bodies = await readFiles(
    root,
    mergeBase,
    candidates.map(([path]) => path),
  );
  return new Map(candidates.filter(([path]) => isTestSourceText(bodies.get(path) ?? '')));
}
