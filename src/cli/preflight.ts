// Checks made before anything runs, so a long verify does not end in an error it could have
// given at once: the --json target can be written; --working-directory names a folder of the
// repository; the checkout has no uncommitted changes.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, sep } from 'node:path';
import { tryGit } from '../adapters/exec-git.js';
import { UsageError } from '../errors.js';

/** Throws a UsageError when `target` (a file path, not `-`) could not be written. */
export async function assertWritable(target: string): Promise<void> {
  const existing = await stat(target).catch(() => null);
  if (existing?.isDirectory()) throw new UsageError(`cannot write --json ${target}: a folder`);
  const path = existing === null ? dirname(target) : target;
  try {
    await access(path, constants.W_OK);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'not writable';
    const why =
      code === 'ENOENT' ? 'no such folder' : code === 'EACCES' ? 'permission denied' : code;
    throw new UsageError(`cannot write --json ${target}: ${why}`);
  }
}

/**
 * Tracked files changed but not committed: verify reads commits, so those changes are not part
 * of HEAD; returns how many (0 when clean or when git cannot tell).
 */
export async function uncommittedCount(repo: string): Promise<number> {
  // Not a repository (or no folder): the ref checks that follow say so in their own words.
  // No optional locks: a status beside testlock's other git calls never rewrites the index.
  const result = await tryGit(['status', '--porcelain', '--untracked-files=no'], {
    cwd: repo,
    env: { GIT_OPTIONAL_LOCKS: '0' },
  }).catch(() => null);
  if (result === null || result.exitCode !== 0) return 0;
  return result.stdout.split('\n').filter((line) => line.trim() !== '').length;
}

/** Whether `ref` resolves here: a ref that does not is for the pipeline to report (or fetch). */
async function resolves(repo: string, ref: string): Promise<boolean> {
  const result = await tryGit(
    ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
    {
      cwd: repo,
    },
  ).catch(() => null);
  return result !== null && result.exitCode === 0;
}

/** Whether `dir` (relative to the top folder) is a folder in the tree of `ref`. */
async function folderAt(repo: string, ref: string, dir: string): Promise<boolean> {
  const result = await tryGit(['cat-file', '-t', '--end-of-options', `${ref}:${dir}`], {
    cwd: repo,
  }).catch(() => null);
  return result !== null && result.exitCode === 0 && result.stdout.trim() === 'tree';
}

/**
 * Throws a UsageError when `--working-directory` names no folder at the base or the head: a typo
 * would otherwise run nothing and end as `UNVERIFIED` (exit 1), as if the project had no tests.
 * A ref that does not resolve here is not judged (the pipeline fetches it, or says why not).
 */
export async function assertWorkingDirectory(
  repo: string,
  refs: readonly string[],
  dir: string,
): Promise<void> {
  if (dir === '' || dir === '.') return;
  const top = await tryGit(['rev-parse', '--show-toplevel'], { cwd: repo }).catch(() => null);
  if (top === null || top.exitCode !== 0) return;
  const root = top.stdout.trim();
  const inside = isAbsolute(dir) ? relative(root, dir) : dir;
  const path = inside.split(sep).join('/').replace(/\/+$/, '').replace(/^\.\//, '');
  if (isAbsolute(inside) || path === '..' || path.startsWith('../')) return; // the pipeline says why
  if (path === '' || path === '.') return;
  const known = [];
  for (const ref of refs) if (await resolves(repo, ref)) known.push(ref);
  if (known.length === 0) return;
  for (const ref of known) if (await folderAt(repo, ref, path)) return;
  throw new UsageError(
    `--working-directory '${dir}' is not a folder of the repository at ${known.join(' or ')}`,
  );
}
