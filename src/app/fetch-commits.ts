// Brings a pull request's base and head commits (and history down to their merge base) into a
// cache repository with the installation token. Nothing is checked out and nothing from the
// repository runs: only git's own fetch, with the token in an env-passed header.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { execGit, tryGit } from '../adapters/exec-git.js';
import { firstLine } from '../adapters/git-fetch.js';
import { isShallow } from '../adapters/git-refs.js';

export interface FetchTarget {
  /** e.g. `https://github.com` (or `file:///…` in tests). */
  serverUrl: string;
  cacheDir: string;
  owner: string;
  repo: string;
  token: string;
  baseSha: string;
  headSha: string;
}

const SAFE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const SHA = /^[0-9a-f]{40}$/;
// History is deepened in these steps until the merge base appears.
const DEPTHS = ['--depth=50', '--deepen=500', '--unshallow', '--unshallow'];

/** True for an owner or repository name that is safe as a path segment and in a URL. */
export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name) && name !== '.' && name !== '..';
}

/**
 * The header goes in through GIT_CONFIG_* variables, scoped to the server's URL, so it is in no
 * argv (visible to every process), no URL (echoed in git's errors) and no file on disk.
 */
function authEnv(serverUrl: string, token: string): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '3',
    GIT_CONFIG_KEY_0: `http.${serverUrl}/.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
    // The cache is ours, but its hooks must never be a way in.
    GIT_CONFIG_KEY_1: 'core.hooksPath',
    GIT_CONFIG_VALUE_1: '/dev/null',
    GIT_CONFIG_KEY_2: 'protocol.ext.allow',
    GIT_CONFIG_VALUE_2: 'never',
  };
}

async function mergeBase(dir: string, base: string, head: string): Promise<string | null> {
  const result = await tryGit(['merge-base', base, head], { cwd: dir });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

/** Fetches both commits into `<cacheDir>/<owner>/<repo>`; returns that folder. */
export async function fetchCommits(target: FetchTarget): Promise<string> {
  if (!isSafeName(target.owner) || !isSafeName(target.repo)) {
    throw new Error(`refusing repository name '${target.owner}/${target.repo}'`);
  }
  if (!SHA.test(target.baseSha) || !SHA.test(target.headSha)) {
    throw new Error('base and head must be 40-hex commit ids');
  }
  const dir = join(target.cacheDir, target.owner, target.repo);
  await mkdir(dir, { recursive: true });
  // A non-bare repository with an empty work tree: the pipeline's git calls want a top level.
  await execGit(['init', '--quiet'], { cwd: dir });
  const url = `${target.serverUrl}/${target.owner}/${target.repo}.git`;
  const env = authEnv(target.serverUrl, target.token);
  const wants = [...new Set([target.baseSha, target.headSha])].map(
    (sha) => `+${sha}:refs/testlock/${sha}`,
  );
  for (const depth of DEPTHS) {
    if ((await mergeBase(dir, target.baseSha, target.headSha)) !== null) return dir;
    // A new commit is fetched shallow first; history is deepened only once both are here, and
    // a repository that is already complete cannot be deepened further.
    const present = await hasCommits(dir, target);
    if (present && !(await isShallow(dir))) break;
    const step = present ? depth : '--depth=50';
    const result = await tryGit(
      [
        '-c',
        'maintenance.auto=false',
        '-c',
        'gc.auto=0',
        'fetch',
        '--quiet',
        '--no-tags',
        '--no-recurse-submodules',
        '--no-write-fetch-head',
        step,
        '--end-of-options',
        url,
        ...wants,
      ],
      { cwd: dir, env },
    );
    if (result.exitCode !== 0) {
      throw new Error(`git fetch from ${url} failed: ${firstLine(result.stderr)}`);
    }
  }
  if ((await mergeBase(dir, target.baseSha, target.headSha)) !== null) return dir;
  throw new Error(
    `no merge base between ${target.baseSha.slice(0, 12)} and ${target.headSha.slice(0, 12)}`,
  );
}

async function hasCommits(dir: string, target: FetchTarget): Promise<boolean> {
  for (const sha of [target.baseSha, target.headSha]) {
    const r = await tryGit(['cat-file', '-e', `${sha}^{commit}`], { cwd: dir });
    if (r.exitCode !== 0) return false;
  }
  return true;
}
