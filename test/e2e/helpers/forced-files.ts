// A repository whose `pr` branch commits files the project ignores (`git add -f`), as a PR that
// commits installed code does: `main` holds `base`, `pr` changes `pr` and adds `forced`
// (executable), and `main` is checked out again for the job's own install step.
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { createRepo, type TempRepo } from '../../helpers/git-repo.js';

export function repoWithForcedFiles(
  base: Record<string, string>,
  pr: Record<string, string>,
  forced: Record<string, string>,
): TempRepo {
  const repo = createRepo(base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ ...pr, ...forced });
  for (const path of Object.keys(forced)) {
    chmodSync(join(repo.dir, path), 0o755);
    repo.git('add', '-f', '--', path);
  }
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo;
}
