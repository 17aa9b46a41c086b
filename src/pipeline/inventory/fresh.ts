// Makes the base worktree's files newer than the checks' builds before anything builds at base.
// cargo decides freshness by mtime and the base shares the checks' target folder: a base tree
// made before the PR's build would otherwise look built, and base runs would use the PR's binaries.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';

export async function freshenForCargo(tree: string, baseSha: string): Promise<void> {
  const files = await listFiles(tree, baseSha);
  if (!files.some((path) => path === 'Cargo.toml' || path.endsWith('/Cargo.toml'))) return;
  const now = new Date();
  await mapLimit(files, 16, (path) => utimes(join(tree, path), now, now).catch(() => undefined));
}
