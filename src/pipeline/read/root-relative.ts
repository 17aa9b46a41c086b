// Names the files a check's results point at relative to the repository root, whatever folder
// the check ran in: annotations, test-missing and the inventory all speak root-relative paths.
import { access, readFile } from 'node:fs/promises';
import { isAbsolute, posix } from 'node:path';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { FileLines } from '../../core/model/results.js';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Tools print paths inside the throwaway worktree, or relative to the folder they ran in (`go
 * test` in `arc/` prints `arc_test.go`). A relative path is taken from the check's folder, unless
 * only the root holds it (a runner whose rootdir is the repository root already names it so).
 */
export async function rootRelative(
  outcome: CheckOutcome,
  root: string,
  cwd: string,
): Promise<CheckOutcome> {
  const prefix = `${root}/`;
  const folder = posix.normalize(cwd === '' ? '.' : cwd);
  const relative = async (file: string | null): Promise<string | null> => {
    if (file === null || file === '') return file;
    if (file.startsWith(prefix)) return file.slice(prefix.length);
    if (isAbsolute(file) || folder === '.') return file;
    const inFolder = posix.join(folder, file);
    if (await exists(posix.join(root, inFolder))) return inFolder;
    return (await exists(posix.join(root, file))) ? file : inFolder;
  };
  const failures = outcome.tests
    ? await Promise.all(
        outcome.tests.failures.map(async (f) => ({ ...f, file: await relative(f.file) })),
      )
    : undefined;
  const diagnostics = outcome.diagnostics
    ? await Promise.all(
        outcome.diagnostics.map(async (d) => ({ ...d, file: await relative(d.file) })),
      )
    : undefined;
  const lines = outcome.lines ? await linesRelative(outcome.lines, root, folder) : undefined;
  return {
    ...outcome,
    tests: outcome.tests && failures ? { ...outcome.tests, failures } : outcome.tests,
    ...(diagnostics === undefined ? {} : { diagnostics }),
    ...(lines === undefined ? {} : { lines }),
  };
}

/** A coverage report's files of a check that ran in `cwd`, repository-relative (as rootRelative). */
export function linesRootRelative(
  files: readonly FileLines[],
  root: string,
  cwd: string,
): Promise<FileLines[]> {
  return linesRelative(files, root, posix.normalize(cwd === '' ? '.' : cwd));
}

/** The module path of the nearest go.mod from `folder` up to the root, and its folder. */
async function goModule(
  root: string,
  folder: string,
): Promise<{ path: string; folder: string } | null> {
  for (let at = folder; ; at = posix.dirname(at)) {
    const text = await readFile(posix.join(root, at, 'go.mod'), 'utf8').catch(() => null);
    const path = text === null ? null : (/^module\s+"?([^\s"]+)"?/m.exec(text)?.[1] ?? null);
    if (path !== null) return { path, folder: at };
    if (at === '.' || at === '') return null;
  }
}

/**
 * A coverage report's files, repository-relative: an absolute path in the tree loses the root; a
 * Go import path is mapped through its module; any other relative path is the check's folder's
 * (coverage.py names files relative to where it ran). Files outside the tree are dropped.
 */
async function linesRelative(
  files: readonly FileLines[],
  root: string,
  folder: string,
): Promise<FileLines[]> {
  const prefix = `${root}/`;
  const module = files.some((f) => f.path.endsWith('.go')) ? await goModule(root, folder) : null;
  const name = (path: string): string | null => {
    if (path.startsWith(prefix)) return path.slice(prefix.length);
    if (isAbsolute(path)) return null;
    if (module !== null && path.startsWith(`${module.path}/`))
      return posix.join(module.folder, path.slice(module.path.length + 1));
    const joined = posix.join(folder, path);
    return joined.startsWith('../') || joined === '..' ? null : joined;
  };
  return files.flatMap((file) => {
    const path = name(file.path);
    return path === null ? [] : [{ ...file, path }];
  });
}
