// Reads the base and head texts of the changed files that rules judge by their content, one batch
// per commit: a manifest that three rules look at is read once, and the map is passed along.
import { readFiles } from '../../adapters/git.js';
import type { FileSides, HarnessText } from '../../core/changes/harness-text.js';
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

/** Both sides of each file, as the rules that read whole files take them. */
export async function readChangeSides(
  sides: { repo: string; mergeBase: string; head: string },
  files: readonly ChangedFile[],
): Promise<FileSides[]> {
  const texts = await readChangeTexts(sides.repo, sides.mergeBase, sides.head, files);
  return files.map((file) => ({
    path: file.path,
    base: texts.get(file.path)?.base ?? null,
    head: texts.get(file.path)?.head ?? null,
  }));
}
