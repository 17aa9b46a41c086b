// A folder where rustup sees base's toolchain file, for probes that start cargo or rustc outside
// the locked tree. rustup takes the toolchain from a `rust-toolchain(.toml)` in the working folder
// or one above it, and such a file may name a toolchain folder of its own (`path = "..."`): in the
// user's checkout it is the PR's, and `cargo -V` there would run the PR's program before the
// locked tree's guard is set. The locked tree has base's file, so the probe reads base's too.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { readFiles } from '../../adapters/git.js';

const FILES = ['rust-toolchain.toml', 'rust-toolchain'];

/**
 * A fresh folder under `parent` holding the toolchain files of base's folder nearest to `cwd`
 * (the check's folder or one above it), as rustup finds them in the locked tree; none if base
 * has none.
 */
export async function baseToolchainFolder(
  repo: string,
  baseSha: string,
  cwd: string,
  parent: string,
): Promise<string> {
  const folders = ancestors(cwd);
  const wanted = folders.flatMap((folder) => FILES.map((name) => posix.join(folder, name)));
  const found = await readFiles(repo, baseSha, wanted);
  const dir = await mkdtemp(join(parent, 'toolchain-'));
  const nearest = folders.find((folder) => FILES.some((n) => found.has(posix.join(folder, n))));
  if (nearest === undefined) return dir;
  for (const name of FILES) {
    const text = found.get(posix.join(nearest, name));
    if (text !== undefined) await writeFile(join(dir, name), text);
  }
  return dir;
}

// 'a/b' -> ['a/b', 'a', '']: the folder and each one above it, up to the repository's root.
function ancestors(cwd: string): string[] {
  const parts = cwd.split('/').filter((part) => part !== '' && part !== '.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('/')).concat('');
}
