// Which files the PR-tests pass runs (the test files the PR adds or modifies, at their head path)
// and which head files go into the base tree with them (the test support they may import).
import type { ChangedFile } from '../model/changed-file.js';

const AT_HEAD = new Set(['added', 'modified', 'renamed', 'copied', 'type-changed']);

function atHead(change: ChangedFile): boolean {
  return (
    AT_HEAD.has(change.status) && change.newKind !== 'symlink' && change.newKind !== 'submodule'
  );
}

/** The test files of the PR, repository-relative, in diff order. */
export function prTestFiles(changes: readonly ChangedFile[]): string[] {
  return changes.filter((c) => c.class === 'test' && atHead(c)).map((c) => c.path);
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * The head files the base side needs besides the test files: the PR's other test-class files
 * (helpers, fixtures) and the harness files it adds in a folder of its tests or above it (a
 * `conftest.py` beside them), never at the root, where a file would configure the whole project.
 */
export function baseSupportFiles(
  changes: readonly ChangedFile[],
  tests: readonly string[],
): string[] {
  const folders = new Set(tests.map(folderOf));
  const inTestFolder = (path: string): boolean => {
    const folder = folderOf(path);
    if (folder === '') return false;
    for (const test of folders) if (test === folder || test.startsWith(`${folder}/`)) return true;
    return false;
  };
  return changes
    .filter((c) => atHead(c) && !tests.includes(c.path))
    .filter(
      (c) =>
        c.class === 'test' ||
        (c.class === 'harness' && c.status === 'added' && inTestFolder(c.path)),
    )
    .map((c) => c.path);
}
