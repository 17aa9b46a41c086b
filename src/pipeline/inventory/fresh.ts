// Makes the base worktree's files newer than the checks' builds before anything builds at base.
// cargo decides freshness by mtime, and a target folder the project names is shared with the
// checks: a base tree made before the PR's build would otherwise look built, and base runs would
// use the PR's binaries. With testlock's own target folder per tree (docs/caches.md) nothing is
// shared, and the base tree's kept mtimes are what lets its builds be reused.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';

export async function freshenForCargo(
  tree: string,
  baseSha: string,
  ownsCargoTarget: boolean,
): Promise<void> {
  if (ownsCargoTarget) return;
  const files = await listFiles(tree, baseSha);
  if (!files.some((path) => path === 'Cargo.toml' || path.endsWith('/Cargo.toml'))) return;
  const now = new Date();
  await mapLimit(files, 16, (path) => utimes(join(tree, path), now, now).catch(() => undefined));
}
