// Reads the base and head text of the changed harness files whose severity depends on what
// changed in them (CONTENT_RULES), in one batch per commit.
import { readFiles } from '../../adapters/git.js';
import { CONTENT_RULES, type HarnessText } from '../../core/changes/harness-severity.js';
import type { ChangedFile, EntryKind } from '../../core/model.js';

const PLAIN: ReadonlySet<EntryKind> = new Set(['file', 'executable', 'none']);

// Only plain files on both sides: a symlink's text is its target, not the settings, so a file
// turned into a link gets no text and stays critical. Renames keep their critical severity.
function readable(file: ChangedFile): boolean {
  return (
    file.rule !== undefined &&
    CONTENT_RULES.has(file.rule) &&
    file.oldPath === null &&
    PLAIN.has(file.oldKind) &&
    PLAIN.has(file.newKind)
  );
}

export async function harnessTexts(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<Map<string, HarnessText>> {
  const files = changes.filter(readable);
  const texts = new Map<string, HarnessText>();
  if (files.length === 0) return texts;
  const paths = files.map((file) => file.path);
  const [base, headFiles] = await Promise.all([
    readFiles(repo, mergeBase, paths),
    readFiles(repo, head, paths),
  ]);
  for (const file of files) {
    const baseText = base.get(file.path) ?? null;
    const headText = headFiles.get(file.path) ?? null;
    // A side that should have a text but gave none is unreadable: no text, critical.
    if ((baseText === null) !== (file.oldKind === 'none')) continue;
    if ((headText === null) !== (file.newKind === 'none')) continue;
    texts.set(file.path, { base: baseText, head: headText });
  }
  return texts;
}
