// Keeps the mtimes of a rebuilt locked tree's unchanged files from one run to the next, so cargo
// finds its persisted builds fresh (src/core/locked/build-stamps.ts says which files, and why).
import { readFileSync, unlinkSync } from 'node:fs';
import { lstat, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseStamps,
  type Stamps,
  serializeStamps,
  stampsToRestore,
} from '../core/locked/build-stamps.js';
import { execGit } from './exec-git.js';
import { mapLimit } from './map-limit.js';

const MAX_STAMPS_BYTES = 64 << 20;

/**
 * The previous run's stamps, deleted as they are read: a run that dies before saving its own
 * leaves none, so builds it made from other content can never be matched with old mtimes.
 */
export function takeStamps(file: string): Stamps | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
    unlinkSync(file);
  } catch {
    return null;
  }
  return text.length > MAX_STAMPS_BYTES ? null : parseStamps(text);
}

// Regular files of the tree's index (stage 0), by path: symlinks and submodules are not stamped.
async function indexBlobs(dir: string): Promise<Map<string, string>> {
  const out = await execGit(['ls-files', '--stage', '-z'], { cwd: dir });
  const blobs = new Map<string, string>();
  for (const record of out.split('\0')) {
    const match = /^(100644|100755) ([0-9a-f]+) 0\t(.+)$/s.exec(record);
    if (match) blobs.set(match[3] as string, match[2] as string);
  }
  return blobs;
}

async function statOf(path: string): Promise<{ mtimeNs: string; size: number } | null> {
  const stat = await lstat(path, { bigint: true }).catch(() => null);
  if (!stat?.isFile()) return null;
  return { mtimeNs: stat.mtimeNs.toString(), size: Number(stat.size) };
}

/**
 * Gives unchanged files their previous mtime and returns what the tree now holds, the stamps to
 * save when the run ends. `rewritten` files (merged, spliced) are never stamped.
 */
export async function stampTree(
  dir: string,
  previous: Stamps | null,
  rewritten: ReadonlySet<string>,
): Promise<Stamps> {
  const blobs = await indexBlobs(dir);
  const restore = previous === null ? [] : stampsToRestore(previous, blobs, rewritten);
  await mapLimit(restore, 16, async ([path, stamp]) => {
    const seconds = Number(BigInt(stamp.mtimeNs)) / 1e9;
    await utimes(join(dir, path), seconds, seconds).catch(() => undefined);
  });
  const paths = [...blobs.keys()].filter((path) => !rewritten.has(path));
  const stats = await mapLimit(paths, 16, (path) => statOf(join(dir, path)));
  const stamps: Stamps = new Map();
  for (const [i, path] of paths.entries()) {
    const stat = stats[i];
    if (stat) stamps.set(path, { blob: blobs.get(path) as string, ...stat });
  }
  return stamps;
}

/**
 * Saves the stamps of the files still as they were written: one that a check rewrote (a
 * formatter, a build script) gets a new mtime next run, so cargo rebuilds from what is there.
 */
export async function saveStamps(dir: string, written: Stamps, file: string): Promise<void> {
  const entries = [...written];
  const now = await mapLimit(entries, 16, ([path]) => statOf(join(dir, path)));
  const kept: Stamps = new Map();
  for (const [i, [path, stamp]] of entries.entries()) {
    const stat = now[i];
    if (stat && stat.mtimeNs === stamp.mtimeNs && stat.size === stamp.size) kept.set(path, stamp);
  }
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, serializeStamps(kept), { mode: 0o600 });
  await rename(partial, file);
}
