// File contents at a commit: paths resolved through the tree, blobs read through one
// `git cat-file --batch` (git-batch.ts).
import { execGit } from './exec-git.js';
import { readObjects } from './git-batch.js';
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

/** Contents of many blobs by id, read through the repository's open `git cat-file --batch`. */
export async function readBlobs(
  repo: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const objects = await readObjects(repo, ids);
  const blobs = new Map<string, string>();
  for (const [id, content] of objects) blobs.set(id, content.toString('utf8'));
  return blobs;
}

function isTreePath(path: string): boolean {
  return (
    path !== '' && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}
