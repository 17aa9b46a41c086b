// What a change of tree entry kind means for the file that was there: a base file replaced by a
// submodule (gitlink) or a symlink is gone as that file, and is judged as its deletion.
import type { ChangedFile } from '../model/changed-file.js';
import type { EntryKind } from '../model/diff.js';

const GIT_MODE: Record<EntryKind, string> = {
  file: '100644',
  executable: '100755',
  symlink: '120000',
  submodule: '160000',
  none: '000000',
};

/** Whether a kind holds the file's own bytes (a regular or executable file). */
export function holdsContent(kind: EntryKind): boolean {
  return kind === 'file' || kind === 'executable';
}

/**
 * A base file whose path now holds a submodule or a symlink: what the runner would read there is
 * another commit or another file, never the base file, so the file itself is deleted.
 */
export function replacedByEntry(file: Pick<ChangedFile, 'oldKind' | 'newKind'>): boolean {
  return holdsContent(file.oldKind) && (file.newKind === 'submodule' || file.newKind === 'symlink');
}

/** `a submodule (mode 160000)`, `a symlink (mode 120000)`: how a report names an entry kind. */
export function describeEntry(kind: EntryKind): string {
  const noun = kind === 'submodule' ? 'a submodule' : kind === 'none' ? 'nothing' : `a ${kind}`;
  return `${noun} (mode ${GIT_MODE[kind]})`;
}

/** A file whose only change is its mode (executable bit), content untouched. */
export function modeOnlyChange(file: ChangedFile): boolean {
  return (
    file.status === 'modified' &&
    file.oldKind !== file.newKind &&
    holdsContent(file.oldKind) &&
    holdsContent(file.newKind) &&
    file.oldBlob === file.newBlob
  );
}
