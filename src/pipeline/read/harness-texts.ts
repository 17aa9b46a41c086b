// Picks the base and head text of the changed harness files whose severity depends on what
// changed in them (isContentRule) from the texts collect-changes read once (change-texts.ts).
import { type HarnessText, isContentRule } from '../../core/changes/harness-severity.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { EntryKind } from '../../core/model/diff.js';
import type { ChangeTexts } from './change-texts.js';

const PLAIN: ReadonlySet<EntryKind> = new Set(['file', 'executable', 'none']);

// Only plain files on both sides: a symlink's text is its target, not the settings, so a file
// turned into a link gets no text and stays critical. Renames keep their critical severity.
export function readsHarnessText(file: ChangedFile): boolean {
  return (
    file.rule !== undefined &&
    isContentRule(file.rule) &&
    file.oldPath === null &&
    PLAIN.has(file.oldKind) &&
    PLAIN.has(file.newKind)
  );
}

export function harnessTexts(
  changes: readonly ChangedFile[],
  read: ChangeTexts,
): Map<string, HarnessText> {
  const texts = new Map<string, HarnessText>();
  for (const file of changes.filter(readsHarnessText)) {
    const text = read.get(file.path);
    if (!text) continue;
    // A side that should have a text but gave none is unreadable: no text, critical.
    if ((text.base === null) !== (file.oldKind === 'none')) continue;
    if ((text.head === null) !== (file.newKind === 'none')) continue;
    texts.set(file.path, text);
  }
  return texts;
}
