// Reads the base and head texts of the changed files that rules judge by their content, one batch
// per commit: a manifest that three rules look at is read once, and the map is passed along.
import { readFiles } from '../../adapters/git.js';
import type { HarnessText } from '../../core/changes/harness-severity.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

/**
 * The texts of each read change by its head path. A side is null where it has no file text: the
 * base of an added file, the head of a deleted one, a symlink, a submodule, a path git refuses.
 */
export type ChangeTexts = ReadonlyMap<string, HarnessText>;

function basePath(file: ChangedFile): string | null {
  return file.status === 'added' ? null : (file.oldPath ?? file.path);
}

function headPath(file: ChangedFile): string | null {
  return file.status === 'deleted' ? null : file.path;
}

export async function readChangeTexts(
  repo: string,
  mergeBase: string,
  head: string,
  files: readonly ChangedFile[],
): Promise<ChangeTexts> {
  const texts = new Map<string, HarnessText>();
  if (files.length === 0) return texts;
  const wanted = (side: (file: ChangedFile) => string | null): string[] => [
    ...new Set(files.flatMap((file) => side(file) ?? [])),
  ];
  const [bases, heads] = await Promise.all([
    readFiles(repo, mergeBase, wanted(basePath)),
    readFiles(repo, head, wanted(headPath)),
  ]);
  const textOf = (read: ReadonlyMap<string, string>, path: string | null): string | null =>
    path === null ? null : (read.get(path) ?? null);
  for (const file of files) {
    texts.set(file.path, {
      base: textOf(bases, basePath(file)),
      head: textOf(heads, headPath(file)),
    });
  }
  return texts;
}
