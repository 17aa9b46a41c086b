// Parses `git diff --raw -z -M` output into DiffEntry rows.
// -z output is used so that no path (spaces, newlines, tabs, leading dashes) is ever quoted or split.
import type { ChangeStatus, DiffEntry, EntryKind } from '../model/diff.js';
import { clipChars } from '../text/clip.js';

const HEADER =
  /^:([0-7]{6}) ([0-7]{6}) ([0-9a-f]{40}|[0-9a-f]{64}) ([0-9a-f]{40}|[0-9a-f]{64}) ([AMDRCTUX])(\d{0,3})$/;

const STATUS: Record<string, ChangeStatus> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'type-changed',
  U: 'unmerged',
  X: 'unknown',
};

/** The kind of object a git file mode stands for. */
export function entryKind(mode: string): EntryKind {
  switch (mode) {
    case '000000':
      return 'none';
    case '100644':
    case '100664': // legacy group-writable mode, still found in old trees
      return 'file';
    case '100755':
      return 'executable';
    case '120000':
      return 'symlink';
    // A tree (only listed with -t) is, like a submodule, not file content one can read or restore.
    case '160000':
    case '040000':
      return 'submodule';
    default:
      throw new Error(`malformed raw diff: unknown file mode ${mode}`);
  }
}

/** Parses the whole output of `git diff --raw -z`; throws on anything it does not recognise. */
export function parseRawDiff(output: string): DiffEntry[] {
  if (output === '') return [];
  const fields = output.split('\0');
  if (fields.pop() !== '') throw new Error('malformed raw diff: output does not end with NUL');
  const entries: DiffEntry[] = [];
  let i = 0;
  while (i < fields.length) {
    const header = fields[i] ?? '';
    const match = HEADER.exec(header);
    if (!match)
      throw new Error(
        `malformed raw diff: expected a ':mode mode sha sha status' record, got ${JSON.stringify(clipChars(header, 80))}`,
      );
    const [, oldMode = '', newMode = '', oldBlob = '', newBlob = '', letter = '', score = ''] =
      match;
    const status = STATUS[letter] ?? 'unknown';
    const twoPaths = letter === 'R' || letter === 'C';
    const first = takePath(fields, i + 1, header);
    const second = twoPaths ? takePath(fields, i + 2, header) : null;
    entries.push({
      status,
      path: second ?? first,
      oldPath: twoPaths ? first : null,
      similarity: twoPaths && score !== '' ? Number(score) : null,
      oldKind: entryKind(oldMode),
      newKind: entryKind(newMode),
      oldBlob,
      newBlob,
    });
    i += twoPaths ? 3 : 2;
  }
  return entries;
}

function takePath(fields: string[], index: number, header: string): string {
  const path = fields[index];
  if (path === undefined || path === '') {
    throw new Error(
      `malformed raw diff: record ${JSON.stringify(clipChars(header, 80))} lacks a path`,
    );
  }
  return path;
}
