// Which files of a commit hold a word: `git grep` over the commit's tree, never the checkout
// (which may be another commit, or hold the PR's uncommitted edits).
import { GitError, tryGit } from './exec-git.js';

/**
 * The paths at `commit` matching `pathspecs` (git wildcards such as `*.py`) whose text holds
 * `word` as a whole word; binary files are skipped. A word git could read as several patterns
 * (a newline) or as an option is refused: nothing is searched and nothing found.
 */
export async function pathsHolding(
  repo: string,
  commit: string,
  word: string,
  pathspecs: readonly string[],
): Promise<string[]> {
  if (!/^[\w.-]+$/.test(word) || word.startsWith('-')) return [];
  const args = ['grep', '-l', '-z', '-I', '-F', '-w', '-e', word, commit, '--', ...pathspecs];
  const result = await tryGit(args, { cwd: repo });
  // 1: no file holds it.
  if (result.exitCode === 1) return [];
  if (result.exitCode !== 0) throw new GitError(args, result);
  const prefix = `${commit}:`;
  return result.stdout
    .split('\0')
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length));
}
