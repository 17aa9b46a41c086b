// Checks made before anything runs, so a long verify does not end in an error it could have
// given at once: the --json target can be written; the checkout has no uncommitted changes.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
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
