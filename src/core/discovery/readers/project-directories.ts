// Lists the projects of a monorepo: every directory holding a manifest, the root first.
import { baseName, dirOf } from '../paths.js';

const MANIFESTS = new Set(['package.json', 'pyproject.toml', 'setup.py', 'Cargo.toml', 'go.mod']);
/** Folders whose manifests are dependencies or test data, not projects. */
const NOT_PROJECTS =
  /(^|\/)(node_modules|vendor|fixtures|__fixtures__|testdata|test-fixtures)(\/|$)/;

export function projectDirectories(paths: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const path of paths) {
    if (MANIFESTS.has(baseName(path)) && !NOT_PROJECTS.test(path)) dirs.add(dirOf(path));
  }
  return [...dirs].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}
