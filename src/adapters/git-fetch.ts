// Fetching from the clone's remotes: a base ref the clone lacks (actions/checkout fetches one
// commit), and the plain `git fetch` that deepening a shallow clone uses.
import { isObjectId } from '../core/model/object-id.js';
import { escapeRegExp } from '../core/text/escape-regexp.js';
import { execGit, type GitResult, tryGit } from './exec-git.js';
import { isShallow, RefError, tryResolveCommit, unknownRef } from './git-refs.js';

/** What to tell the user when history is missing. */
export const CHECKOUT_HINT =
  'with actions/checkout use fetch-depth: 0 (or keep persist-credentials so testlock can fetch)';

interface FetchCandidate {
  refspec: string;
  /** What to resolve once the fetch succeeded. */
  local: string;
}

// The base is not in the clone (actions/checkout fetches one commit): fetch it from its remote.
export async function fetchBase(repo: string, ref: string): Promise<string> {
  const known = await remotes(repo);
  const remote = remoteOf(ref, known);
  const candidates = fetchCandidates(ref, known);
  if (candidates.length === 0) throw new RefError(unknownRef(repo, ref));
  if (!known.includes(remote)) {
    throw new RefError(`${unknownRef(repo, ref)}; no remote '${remote}' to fetch it from`);
  }
  // A full clone must stay full: --depth on it would make it shallow.
  const depth = (await isShallow(repo)) ? ['--depth=1'] : [];
  const failures: string[] = [];
  for (const candidate of candidates) {
    const args = [...depth, remote, candidate.refspec];
    const result = await fetch(repo, args);
    const sha = result.exitCode === 0 ? await tryResolveCommit(repo, candidate.local) : null;
    if (sha !== null) return sha;
    failures.push(`'git fetch ${args.join(' ')}' failed: ${firstLine(result.stderr)}`);
    // Only a missing remote ref is worth another name; an unreachable remote stays unreachable.
    if (!/couldn't find remote ref/i.test(result.stderr)) break;
  }
  throw new RefError(
    `unknown ref '${ref}': not in ${repo}, and ${failures.join('; ')}; ${CHECKOUT_HINT}`,
  );
}

// How a ref given by the user maps to refs on a remote.
function fetchCandidates(ref: string, known: readonly string[]): FetchCandidate[] {
  if (isObjectId(ref)) return [{ refspec: ref, local: ref }];
  if (/[\s:^~?*[\\]|\.\.|^-|@\{/.test(ref)) return [];
  const remote = remoteOf(ref, known);
  const name = ref
    .replace(new RegExp(`^refs/remotes/${escapeRegExp(remote)}/`), '')
    .replace(new RegExp(`^${escapeRegExp(remote)}/`), '');
  const branch = (short: string): FetchCandidate => ({
    refspec: `+refs/heads/${short}:refs/remotes/${remote}/${short}`,
    local: `refs/remotes/${remote}/${short}`,
  });
  const tag = (short: string): FetchCandidate => ({
    refspec: `+refs/tags/${short}:refs/tags/${short}`,
    local: `refs/tags/${short}`,
  });
  if (name.startsWith('refs/heads/')) return [branch(name.slice('refs/heads/'.length))];
  if (name.startsWith('refs/tags/')) return [tag(name.slice('refs/tags/'.length))];
  if (name.startsWith('refs/')) return [{ refspec: `+${name}:${name}`, local: name }];
  return [branch(name), tag(name)];
}

// `upstream/main` names the remote `upstream` when there is one; everything else comes from origin.
export function remoteOf(ref: string, known: readonly string[]): string {
  const rest = ref.startsWith('refs/remotes/') ? ref.slice('refs/remotes/'.length) : ref;
  const slash = rest.indexOf('/');
  const candidate = slash > 0 ? rest.slice(0, slash) : '';
  return known.includes(candidate) ? candidate : 'origin';
}

/** The names of the repository's remotes. */
export async function remotes(repo: string): Promise<string[]> {
  const out = await execGit(['remote'], { cwd: repo });
  return out.split('\n').filter((name) => name !== '');
}

// Fetches never take tags or recurse into submodules, and leave housekeeping (auto gc) for later.
export async function fetch(repo: string, args: readonly string[]): Promise<GitResult> {
  return tryGit(
    [
      '-c',
      'maintenance.auto=false',
      '-c',
      'gc.auto=0',
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      ...args,
    ],
    { cwd: repo },
  );
}

/** The first non-empty line of git's stderr, without its `fatal: ` or `error: ` prefix. */
export function firstLine(text: string): string {
  const line = text
    .split('\n')
    .map((l) => l.replace(/^(fatal|error): /, '').trim())
    .find((l) => l !== '');
  return line ?? 'no message';
}
