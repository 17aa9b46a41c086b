// Answers "is this tool installed?" from PATH, and "is this project file an installed
// executable?" for project-local tools (node_modules/.bin, a venv), without running anything.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** Whether `path` is an executable regular file (symlinks followed). */
export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Builds a lookup over the caller's PATH (`pathVar`) plus `node_modules/.bin` of the given project folders. */
export function createToolLookup(
  projectDirs: readonly string[],
  pathVar: string,
): (tool: string) => boolean {
  const dirs = [
    ...projectDirs.map((dir) => join(dir, 'node_modules', '.bin')),
    ...pathVar.split(delimiter).filter((dir) => dir !== ''),
  ];
  const cache = new Map<string, boolean>();
  return (tool: string): boolean => {
    if (tool.includes('/')) return isAbsolute(tool) && isExecutable(tool);
    let found = cache.get(tool);
    if (found === undefined) {
      found = dirs.some((dir) => isExecutable(join(dir, tool)));
      cache.set(tool, found);
    }
    return found;
  };
}

/** Whether a repo-relative path under `root` is an executable file (symlinks followed). */
export function createLocalLookup(root: string): (path: string) => boolean {
  const cache = new Map<string, boolean>();
  return (path: string): boolean => {
    if (isAbsolute(path) || path.split('/').includes('..')) return false;
    let found = cache.get(path);
    if (found === undefined) {
      found = isExecutable(join(root, path));
      cache.set(path, found);
    }
    return found;
  };
}
