// Project-local executables: a tool installed in the project (`node_modules/.bin`, a venv's
// `bin/`) in the check's folder or a parent up to the root counts as installed and runs from there.
import { inDir, selfAndAncestors } from '../paths.js';

/** Where projects install their tools, relative to a project folder, nearest convention first. */
const BIN_DIRS: readonly string[] = ['node_modules/.bin', '.venv/bin', 'venv/bin'];

export interface ToolLookup {
  /** Whether the executable is on PATH. */
  isInstalled(tool: string): boolean;
  /** Whether a repo-relative path is an executable file installed in the checkout. */
  isLocalExecutable(path: string): boolean;
}

/**
 * The project-local copy of `tool` for a check in `dir`, as a path relative to `dir`
 * (`./node_modules/.bin/tsc`, `../../.venv/bin/ruff`); undefined when there is none. A path
 * that the base commit tracks is not an install: it would be the repository's own file.
 */
export function localTool(
  tool: string,
  dir: string,
  lookup: ToolLookup,
  tracked: (path: string) => boolean,
): string | undefined {
  if (tool === '' || tool.includes('/')) return undefined;
  const dirs = selfAndAncestors(dir);
  for (const [up, folder] of dirs.entries()) {
    for (const bin of BIN_DIRS) {
      const path = inDir(folder, `${bin}/${tool}`);
      if (!tracked(path) && lookup.isLocalExecutable(path))
        return `${up === 0 ? './' : '../'.repeat(up)}${bin}/${tool}`;
    }
  }
  return undefined;
}

/** Installed on PATH or in the project, for a command run in `dir`. */
export function isAvailable(
  tool: string,
  dir: string,
  lookup: ToolLookup,
  tracked: (path: string) => boolean,
): boolean {
  return lookup.isInstalled(tool) || localTool(tool, dir, lookup, tracked) !== undefined;
}
