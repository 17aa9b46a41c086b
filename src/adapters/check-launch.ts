// Prepares what a check is started with: its working directory, confined to the locked
// worktree, and its arguments, with GitHub's `{0}` placeholder replaced by a script file.
import { randomUUID } from 'node:crypto';
import { realpath, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Check } from '../core/model/check.js';

/** GitHub's notation for "the file holding the step's script", e.g. `bash -eo pipefail {0}`. */
export const SCRIPT_PLACEHOLDER = '{0}';

export interface LogPaths {
  stdout: string;
  stderr: string;
}

/** The files of one run in the log folder, named after the check and unique per run. */
export function runFiles(check: Check, logDir: string): LogPaths & { script: string } {
  const slug = check.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 40) || 'check';
  const base = join(logDir, `${slug}-${randomUUID().slice(0, 8)}`);
  return { stdout: `${base}.stdout.log`, stderr: `${base}.stderr.log`, script: `${base}.sh` };
}

/** The check's working directory, or why it may not be used. */
export async function resolveCheckCwd(
  root: string,
  cwd: string,
): Promise<{ cwd: string } | { error: string }> {
  const outside = { error: `working directory '${cwd}' is outside the repository` };
  if (isAbsolute(cwd)) return outside;
  const lexical = resolve(root, cwd);
  if (!isInside(resolve(root), lexical)) return outside;
  let real: string;
  try {
    real = await realpath(lexical);
  } catch {
    return { error: `working directory '${cwd}' does not exist` };
  }
  // A symlinked folder (the worktree holds the pull request's files) must not lead out either.
  if (!isInside(await realpath(root), real)) return outside;
  if (!(await stat(real)).isDirectory()) {
    return { error: `working directory '${cwd}' is not a directory` };
  }
  return { cwd: lexical };
}

/**
 * The arguments to start with: `{0}` becomes the path of a file holding `check.script` (or
 * `script`, the same script with testlock's options on a line of it).
 */
export async function resolveArgs(
  check: Check,
  scriptPath: string,
  script?: string,
): Promise<string[]> {
  if (!check.args.some((arg) => arg.includes(SCRIPT_PLACEHOLDER))) return [...check.args];
  await writeFile(scriptPath, script ?? check.script, { mode: 0o700, flag: 'wx' });
  return check.args.map((arg) => arg.replaceAll(SCRIPT_PLACEHOLDER, scriptPath));
}

function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel.split(sep)[0] !== '..' && !isAbsolute(rel);
}
