// What testlock asks of git: resolve refs and the merge base (fetching into shallow clones),
// list what changed, and read file contents at a commit. Every call goes through exec-git.ts.
import { stat } from 'node:fs/promises';
import { type FileHunks, parseHunks, wholeFileHunks } from '../core/changes/parse-hunks.js';
import { entryKind, parseRawDiff } from '../core/changes/parse-raw-diff.js';
import type { DiffEntry, EntryKind } from '../core/model.js';
import { execGit, type GitResult, tryGit } from './exec-git.js';

/** A failure the user must fix (bad ref, not a repository, base not fetchable): one line, no stack. */
export class RefError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefError';
  }
}

export interface CommitRange {
  base: string;
  head: string;
  mergeBase: string;
}

export interface TreeEntry {
  path: string;
  mode: string;
  kind: EntryKind;
  /** Blob id (commit id for a submodule). */
  object: string;
}

// Steps tried, in order, when the merge base lies beyond a shallow clone's history.
const DEEPEN_STEPS = ['--deepen=50', '--deepen=500', '--unshallow'];
const CHECKOUT_HINT =
  'with actions/checkout use fetch-depth: 0 (or keep persist-credentials so testlock can fetch)';

// User settings that would change what a diff lists or how it is printed.
const DIFF_CONFIG = [
  '-c',
  'core.quotePath=false',
  '-c',
  'diff.noprefix=false',
  '-c',
  'diff.mnemonicPrefix=false',
];

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

/** Base, head and their merge base; fetches the base and deepens a shallow clone where needed. */
export async function resolveRange(
  repo: string,
  baseRef: string,
  headRef: string,
): Promise<CommitRange> {
  const head = await resolveCommit(repo, headRef);
  const base = (await tryResolveCommit(repo, baseRef)) ?? (await fetchBase(repo, baseRef));
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

/** What changed between two commits, renames detected. */
export async function diffEntries(repo: string, from: string, to: string): Promise<DiffEntry[]> {
  const out = await execGit(
    [
      ...DIFF_CONFIG,
      'diff',
      '--raw',
      '-z',
      '-M',
      '--no-abbrev',
      '--no-ext-diff',
      '--no-color',
      '--no-textconv',
      '--no-relative',
      '--ignore-submodules=none',
      from,
      to,
      '--',
    ],
    { cwd: repo },
  );
  return parseRawDiff(out);
}

/** Zero-context hunks between two blobs; an all-zero id stands for a side where the file is absent. */
export async function diffHunks(
  repo: string,
  oldBlob: string,
  newBlob: string,
): Promise<FileHunks> {
  if (isNullId(oldBlob) && isNullId(newBlob)) return { binary: false, hunks: [] };
  // git has no object for "no file" to diff against, so one-sided files are split here.
  if (isNullId(oldBlob)) return wholeFileHunks(await readBlob(repo, newBlob), 'added');
  if (isNullId(newBlob)) return wholeFileHunks(await readBlob(repo, oldBlob), 'removed');
  const out = await execGit(
    [
      ...DIFF_CONFIG,
      'diff',
      '-U0',
      '--inter-hunk-context=0',
      '--diff-algorithm=myers',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      oldBlob,
      newBlob,
    ],
    { cwd: repo },
  );
  return parseHunks(out);
}

/** Every path in the commit's tree (files, symlinks and submodules). */
export async function listFiles(repo: string, commit: string): Promise<string[]> {
  return (await listTree(repo, commit)).map((entry) => entry.path);
}

/** The tree entries of a commit, all of them or only those at the given paths. */
export async function listTree(
  repo: string,
  commit: string,
  paths?: readonly string[],
): Promise<TreeEntry[]> {
  const args = ['ls-tree', '-r', '-z', '--full-tree', commit];
  const pathspec = paths ? ['--literal-pathspecs', ...args, '--', ...paths] : args;
  return parseTree(await execGit(pathspec, { cwd: repo }));
}

/** Contents of regular files at a commit, read in one git process; absent paths are left out. */
export async function readFiles(
  repo: string,
  commit: string,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const wanted = new Set(paths.filter(isTreePath));
  const files = new Map<string, string>();
  if (wanted.size === 0) return files;
  // A short list goes to ls-tree as pathspecs; a long one would outgrow the command line.
  const listed = await listTree(repo, commit, wanted.size <= 100 ? [...wanted] : undefined);
  const entries = listed.filter(
    (entry) => wanted.has(entry.path) && (entry.kind === 'file' || entry.kind === 'executable'),
  );
  const contents = await readBlobs(repo, [...new Set(entries.map((entry) => entry.object))]);
  for (const entry of entries) {
    const content = contents.get(entry.object);
    if (content !== undefined) files.set(entry.path, content);
  }
  return files;
}

/** Contents of one regular file at a commit, or null if there is none at that path. */
export async function readFile(repo: string, commit: string, path: string): Promise<string | null> {
  return (await readFiles(repo, commit, [path])).get(path) ?? null;
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

async function tryResolveCommit(repo: string, ref: string): Promise<string | null> {
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

function unknownRef(repo: string, ref: string): string {
  return `unknown ref '${ref}' (not a branch, tag or commit in ${repo})`;
}

interface FetchCandidate {
  refspec: string;
  /** What to resolve once the fetch succeeded. */
  local: string;
}

// The base is not in the clone (actions/checkout fetches one commit): fetch it from its remote.
async function fetchBase(repo: string, ref: string): Promise<string> {
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
  if (/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(ref)) return [{ refspec: ref, local: ref }];
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
function remoteOf(ref: string, known: readonly string[]): string {
  const rest = ref.startsWith('refs/remotes/') ? ref.slice('refs/remotes/'.length) : ref;
  const slash = rest.indexOf('/');
  const candidate = slash > 0 ? rest.slice(0, slash) : '';
  return known.includes(candidate) ? candidate : 'origin';
}

async function remotes(repo: string): Promise<string[]> {
  const out = await execGit(['remote'], { cwd: repo });
  return out.split('\n').filter((name) => name !== '');
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

// Fetches never take tags or recurse into submodules, and leave housekeeping (auto gc) for later.
async function fetch(repo: string, args: readonly string[]): Promise<GitResult> {
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

// ls-tree -z records: "<mode> SP <type> SP <object> TAB <path>" NUL; the path may hold any byte but NUL.
function parseTree(output: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of output.split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [mode = '', , object = ''] = record.slice(0, Math.max(tab, 0)).split(' ');
    if (tab < 0 || object === '')
      throw new Error(`unexpected ls-tree output: ${record.slice(0, 80)}`);
    entries.push({ path: record.slice(tab + 1), mode, kind: entryKind(mode), object });
  }
  return entries;
}

async function readBlob(repo: string, id: string): Promise<string> {
  return execGit(['cat-file', 'blob', id], { cwd: repo });
}

// Reads many blobs through one `git cat-file --batch`; ids go in, so no path ever crosses stdin.
async function readBlobs(repo: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const out = await execGit(['cat-file', '--batch'], { cwd: repo, input: `${ids.join('\n')}\n` });
  return parseBatch(out, ids);
}

// `--batch` prints "<id> <type> <size>\n<content>\n" per object (or "<id> missing\n"). The size is
// in bytes and the output arrives decoded as UTF-8, so content is measured in UTF-8 bytes. Content
// that is not valid UTF-8 decodes to a different length; then the next header marks the end.
function parseBatch(out: string, ids: readonly string[]): Map<string, string> {
  const blobs = new Map<string, string>();
  let pos = 0;
  for (let k = 0; k < ids.length; k++) {
    const eol = out.indexOf('\n', pos);
    if (eol < 0) throw new Error('git cat-file --batch output ended early');
    const header = /^(\S+) \S+ (\d+)$/.exec(out.slice(pos, eol));
    if (!header) {
      pos = eol + 1; // "<id> missing"
      continue;
    }
    const start = eol + 1;
    const next = ids[k + 1];
    let end = advanceUtf8(out, start, Number(header[2]));
    if (!endsAt(out, end, next)) end = findEnd(out, start, next);
    blobs.set(header[1] ?? '', out.slice(start, end));
    pos = end + 1;
  }
  return blobs;
}

function advanceUtf8(text: string, start: number, bytes: number): number {
  let i = start;
  let left = bytes;
  while (left > 0 && i < text.length) {
    const code = text.codePointAt(i) ?? 0;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    i += code >= 0x10000 ? 2 : 1;
  }
  return left === 0 ? i : -1;
}

function endsAt(out: string, end: number, next: string | undefined): boolean {
  if (end < 0 || out[end] !== '\n') return false;
  return next === undefined ? end + 1 === out.length : out.startsWith(`${next} `, end + 1);
}

function findEnd(out: string, start: number, next: string | undefined): number {
  const end = next === undefined ? out.length - 1 : out.indexOf(`\n${next} `, start);
  if (end < start) throw new Error('git cat-file --batch output could not be split');
  return end;
}

function isTreePath(path: string): boolean {
  return (
    path !== '' && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

function isNullId(id: string): boolean {
  return /^0+$/.test(id);
}

function firstLine(text: string): string {
  const line = text
    .split('\n')
    .map((l) => l.replace(/^(fatal|error): /, '').trim())
    .find((l) => l !== '');
  return line ?? 'no message';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The unified diff of two commits as a reviewer reads it: renames detected, no colour or filters. */
export async function diffText(repo: string, from: string, to: string): Promise<string> {
  return execGit(
    [
      ...DIFF_CONFIG,
      'diff',
      '-M',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--no-relative',
      '--ignore-submodules=none',
      from,
      to,
      '--',
    ],
    { cwd: repo },
  );
}
