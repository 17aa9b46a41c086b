// Reads the `scripts` of a folder's package.json (in the locked worktree: the base version).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The string-valued scripts; empty when there is no package.json or it is not JSON. */
export async function readPackageScripts(dir: string): Promise<Record<string, string>> {
  try {
    const data: unknown = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    const scripts = (data as { scripts?: unknown }).scripts;
    if (typeof scripts !== 'object' || scripts === null) return {};
    return Object.fromEntries(
      Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}
