// Which files of a commit hold which words: one `git grep` over the commit's tree for all of
// them (the tree's blobs are read once, however many words), never the checkout (which may be
// another commit, or hold the PR's uncommitted edits).
import { GitError, tryGit } from './exec-git.js';

/**
 * For each word, the paths at `commit` matching `pathspecs` (git wildcards such as `*.py`) whose
 * text holds it as a whole word; binary files are skipped. A word git could read as several
 * patterns (a newline) or as an option is not searched: it is held by no file.
 */
export async function wordHolders(
  repo: string,
  commit: string,
  words: readonly string[],
  pathspecs: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, Set<string>>(words.map((word) => [word, new Set()]));
  const searched = words.filter((word) => /^[\w.][\w.-]*$/.test(word));
  if (searched.length > 0) {
    const patterns = searched.flatMap((word) => ['-e', word]);
    const args = ['grep', '-o', '-z', '-I', '-F', '-w', ...patterns, commit, '--', ...pathspecs];
    const result = await tryGit(args, { cwd: repo });
    // 1: no file holds any of them.
    if (result.exitCode !== 0 && result.exitCode !== 1) throw new GitError(args, result);
    for (const [path, word] of matches(result.stdout, `${commit}:`)) found.get(word)?.add(path);
  }
  return new Map([...found].map(([word, paths]) => [word, [...paths]]));
}

// `<commit>:<path>\0<match>\n` per match: the path ends at the NUL (it may hold a newline), the
// match at the newline (a searched word holds none).
function* matches(output: string, prefix: string): Generator<[string, string]> {
  let at = 0;
  while (at < output.length) {
    const nul = output.indexOf('\0', at);
    const end = nul < 0 ? -1 : output.indexOf('\n', nul);
    if (nul < 0 || end < 0) return;
    const path = output.slice(at, nul);
    if (path.startsWith(prefix)) yield [path.slice(prefix.length), output.slice(nul + 1, end)];
    at = end + 1;
  }
}

/**
 * The paths at `commit` matching `pathspecs` whose text holds any of `strings` (fixed strings,
 * none holding a newline); binary files are skipped.
 */
export async function filesHolding(
  repo: string,
  commit: string,
  strings: readonly string[],
  pathspecs: readonly string[],
): Promise<string[]> {
  const searched = strings.filter((s) => s !== '' && !s.includes('\n') && !s.startsWith('-'));
  if (searched.length === 0) return [];
  const patterns = searched.flatMap((s) => ['-e', s]);
  const args = ['grep', '-l', '-z', '-I', '-F', ...patterns, commit, '--', ...pathspecs];
  const result = await tryGit(args, { cwd: repo });
  if (result.exitCode !== 0 && result.exitCode !== 1) throw new GitError(args, result);
  const prefix = `${commit}:`;
  return result.stdout
    .split('\0')
    .filter((p) => p.startsWith(prefix))
    .map((p) => p.slice(prefix.length));
}
