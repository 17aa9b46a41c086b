// The commit range of a run: base, head and their merge base, deepening a shallow clone until
// the merge base appears. A base missing from the clone is fetched by git-fetch.ts.
import { tryGit } from './exec-git.js';
import { CHECKOUT_HINT, fetch, fetchBase, firstLine, remoteOf, remotes } from './git-fetch.js';
import { isShallow, RefError, resolveCommit, tryResolveCommit } from './git-refs.js';

export interface CommitRange {
  base: string;
  head: string;
  mergeBase: string;
}

// Steps tried, in order, when the merge base lies beyond a shallow clone's history.
const DEEPEN_STEPS = ['--deepen=50', '--deepen=500', '--unshallow'];

/**
 * Base, head and their merge base; fetches the base and deepens a shallow clone where needed.
 * `known`: both refs' commits, already resolved (refsAtOnce).
 */
export async function resolveRange(
  repo: string,
  baseRef: string,
  headRef: string,
  known?: { base: string; head: string },
): Promise<CommitRange> {
  const { base, head } = known ?? (await resolveBoth(repo, baseRef, headRef));
  const found = await mergeBase(repo, base, head);
  if (found !== null) return { base, head, mergeBase: found };
  const described = `'${baseRef}' (${base.slice(0, 12)}) and '${headRef}' (${head.slice(0, 12)})`;
  if (!(await isShallow(repo))) {
    throw new RefError(`no common history between ${described} in ${repo}`);
  }
  const deepened = await deepenUntilMergeBase(
    repo,
    remoteOf(baseRef, await remotes(repo)),
    base,
    head,
  );
  if (deepened.mergeBase !== null) return { base, head, mergeBase: deepened.mergeBase };
  throw new RefError(
    `no merge base between ${described}: the clone is shallow and ${deepened.tried}; ${CHECKOUT_HINT}`,
  );
}

async function resolveBoth(
  repo: string,
  baseRef: string,
  headRef: string,
): Promise<{ base: string; head: string }> {
  // Both refs at once; the head's error, when it has one, is the one reported first.
  const [headResolved, baseFound] = await Promise.allSettled([
    resolveCommit(repo, headRef),
    tryResolveCommit(repo, baseRef),
  ]);
  if (headResolved.status === 'rejected') throw headResolved.reason;
  const head = headResolved.value;
  if (baseFound.status === 'rejected') throw baseFound.reason;
  return { head, base: baseFound.value ?? (await fetchBase(repo, baseRef)) };
}

async function mergeBase(repo: string, base: string, head: string): Promise<string | null> {
  const result = await tryGit(['merge-base', base, head], { cwd: repo });
  // Exit 1 with no output means "no common ancestor in the history we have".
  if (result.exitCode === 1 && result.stdout.trim() === '') return null;
  if (result.exitCode !== 0) {
    throw new RefError(`git merge-base failed in ${repo}: ${firstLine(result.stderr)}`);
  }
  return result.stdout.trim();
}

// Fetch more history of both commits until their merge base appears. Wants by id need a server
// that serves any reachable commit (GitHub does); the head may also exist only locally. So a
// failed fetch is retried with the base alone, then with the remote's configured refspecs.
async function deepenUntilMergeBase(
  repo: string,
  remote: string,
  base: string,
  head: string,
): Promise<{ mergeBase: string | null; tried: string }> {
  const tried: string[] = [];
  const wantSets = base === head ? [[base], []] : [[base, head], [base], []];
  for (const step of DEEPEN_STEPS) {
    let error = '';
    for (const wants of wantSets) {
      const result = await fetch(repo, [step, remote, ...wants]);
      error = result.exitCode === 0 ? '' : firstLine(result.stderr);
      if (error === '') break;
    }
    tried.push(error === '' ? step : `${step} (failed: ${error})`);
    // A step that failed every way means the remote cannot be had; deeper steps would fail too.
    if (error !== '') break;
    const found = await mergeBase(repo, base, head);
    if (found !== null) return { mergeBase: found, tried: '' };
  }
  return {
    mergeBase: null,
    tried: `fetching more history from ${remote} (${tried.join(', ')}) did not reach it`,
  };
}
