// Reads the `scripts` of a folder's package.json (in the locked worktree: the base version).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The string-valued scripts; empty when there is no package.json or it is not JSON. */
export async function readPackageScripts(dir: string): Promise<Record<string, string>> {
  try {
    return scriptsOf(await readFile(join(dir, 'package.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** The string-valued scripts of a package.json's text (read from a commit, say); empty if none. */
export function scriptsOf(text: string): Record<string, string> {
  try {
    const data: unknown = JSON.parse(text);
    const scripts = (data as { scripts?: unknown } | null)?.scripts;
    if (typeof scripts !== 'object' || scripts === null) return {};
    return Object.fromEntries(
      Object.entries(scripts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}
