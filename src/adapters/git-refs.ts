// Commits and refs in a repository: the repository root, a ref's commit id, a branch name,
// whether the clone is shallow, and the RefError raised when the user's input names nothing.
import { stat } from 'node:fs/promises';
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
  const name = result.stdout.trim();
  if (result.exitCode === 0 && name !== '' && name !== 'HEAD') return name;
  if (ref !== 'HEAD' && !/^[0-9a-f]{7,64}$/.test(ref)) return ref;
  return (await resolveCommit(repo, ref)).slice(0, 12);
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
