// Commits and refs in a repository: the repository root, a ref's commit id, a branch name,
// whether the clone is shallow, and the RefError raised when the user's input names nothing.
import { stat } from 'node:fs/promises';
import { isObjectId } from '../core/model/object-id.js';
import { execGit, type GitResult, tryGit } from './exec-git.js';

/** A failure the user must fix (bad ref, not a repository, base not fetchable): one line, no stack. */
export class RefError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefError';
  }
}

/** The top folder of the repository containing `dir`. */
export async function repoRoot(dir: string): Promise<string> {
  const exists = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) throw new RefError(`not a git repository: ${dir} (no such directory)`);
  const result = await tryGit(['rev-parse', '--show-toplevel'], { cwd: dir });
  failIfNotRepo(dir, result);
  if (result.exitCode !== 0) throw new RefError(`not a git repository: ${dir}`);
  return result.stdout.trim();
}

/** The full commit id `ref` names locally; RefError if it names none. */
export async function resolveCommit(repo: string, ref: string): Promise<string> {
  const sha = await tryResolveCommit(repo, ref);
  if (sha === null) throw new RefError(unknownRef(repo, ref));
  return sha;
}

/** A name for the ref fit for `branch_id`: the branch name where there is one, else the ref or short id. */
export async function branchName(repo: string, ref: string): Promise<string> {
  const result = await tryGit(
    ['rev-parse', '--verify', '--quiet', '--abbrev-ref', '--end-of-options', ref],
    {
      cwd: repo,
    },
  );
  const name = result.exitCode === 0 ? result.stdout.trim() : '';
  return branchOf(name, ref, () => resolveCommit(repo, ref));
}

// `git rev-parse --abbrev-ref` names a branch; a detached HEAD or a commit id gets a short id.
async function branchOf(
  abbrev: string,
  ref: string,
  commit: () => Promise<string>,
): Promise<string> {
  if (abbrev !== '' && abbrev !== 'HEAD') return abbrev;
  if (ref !== 'HEAD' && !/^[0-9a-f]{7,64}$/.test(ref)) return ref;
  return (await commit()).slice(0, 12);
}

/** The repository's top folder, both refs' commits and head's branch name, as one git call. */
export interface RefsAtOnce {
  root: string;
  base: string;
  head: string;
  /** Null when not asked for. */
  branch: string | null;
}

// A ref that rev-parse reads as exactly one commit, never as an option, a range (`a..b`) or a
// set of parents (`x^@`): only those are asked together.
const SINGLE_REF = /^[A-Za-z0-9_][A-Za-z0-9_./@{}~+-]*$/;

/**
 * What repoRoot, resolveCommit (both refs) and branchName answer, from one `git rev-parse` in
 * `dir` (three or four processes fewer on every run, issue 14). Null whenever that call does not
 * answer cleanly (a missing ref, no repository, an unusual ref): the caller then asks one
 * question at a time, and its errors are the ones reported.
 */
export async function refsAtOnce(
  dir: string,
  baseRef: string,
  headRef: string,
  withBranch: boolean,
): Promise<RefsAtOnce | null> {
  const refs = [baseRef, headRef];
  if (refs.some((ref) => !SINGLE_REF.test(ref) || ref.includes('..'))) return null;
  const branchArgs = withBranch ? ['--abbrev-ref', headRef] : [];
  const args = ['rev-parse', '--show-toplevel', `${headRef}^{commit}`, `${baseRef}^{commit}`];
  const result = await tryGit([...args, ...branchArgs, '--'], { cwd: dir }).catch(() => null);
  if (result === null || result.exitCode !== 0) return null;
  // The root, head, base, then head's branch name (none for a commit id) and the closing `--`.
  const lines = result.stdout.split('\n');
  const [root = '', head = '', base = ''] = lines;
  const named = lines.slice(3, -2);
  if (lines.slice(-2).join('\n') !== '--\n' || named.length > (withBranch ? 1 : 0)) return null;
  if (root === '' || !isObjectId(head) || !isObjectId(base)) return null;
  const abbrev = named[0] ?? '';
  const branch = withBranch ? await branchOf(abbrev, headRef, async () => head) : null;
  return { root, base, head, branch };
}

/** Whether the repository is a shallow clone. */
export async function isShallow(repo: string): Promise<boolean> {
  const out = await execGit(['rev-parse', '--is-shallow-repository'], { cwd: repo });
  return out.trim() === 'true';
}

/** The full commit id `ref` names locally, or null; RefError only if `dir` is no repository. */
export async function tryResolveCommit(repo: string, ref: string): Promise<string | null> {
  if (ref.trim() === '') throw new RefError(`empty ref given in ${repo}`);
  const result = await tryGit(
    ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
    { cwd: repo },
  );
  failIfNotRepo(repo, result);
  const sha = result.stdout.trim();
  return result.exitCode === 0 && sha !== '' ? sha : null;
}

function failIfNotRepo(dir: string, result: GitResult): void {
  if (result.exitCode !== 0 && /not a git repository/i.test(result.stderr)) {
    throw new RefError(`not a git repository: ${dir}`);
  }
}

export function unknownRef(repo: string, ref: string): string {
  return `unknown ref '${ref}' (not a branch, tag or commit in ${repo})`;
}
