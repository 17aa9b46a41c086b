// Names the files a check's results point at relative to the repository root, whatever folder
// the check ran in: annotations, test-missing and the inventory all speak root-relative paths.
import { access } from 'node:fs/promises';
import { isAbsolute, posix } from 'node:path';
import type { CheckOutcome } from '../../core/model/outcome.js';

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
  return {
    ...outcome,
    tests: outcome.tests && failures ? { ...outcome.tests, failures } : outcome.tests,
    ...(diagnostics === undefined ? {} : { diagnostics }),
  };
}
