// File contents at a commit: paths resolved through the tree, blobs read in one
// `git cat-file --batch` and split back apart.
import { execGit } from './exec-git.js';
import { listTree } from './git-tree.js';

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

/** Contents of one blob by id. */
export async function readBlob(repo: string, id: string): Promise<string> {
  return execGit(['cat-file', 'blob', id], { cwd: repo });
}

// Reads many blobs through one `git cat-file --batch`; ids go in, so no path ever crosses stdin.
export async function readBlobs(
  repo: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
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
