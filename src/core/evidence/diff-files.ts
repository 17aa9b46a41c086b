// Splits the PR's `git diff` into one part per file and marks each with its class, so a reader
// sees at a glance which hunks touch tests or harness (what decides what runs or passes).
import type { ChangedFile, FileClass } from '../model/changed-file.js';

export type Marker = 'TEST' | 'HARNESS' | 'SOURCE' | 'OTHER';

export interface FileDiff {
  marker: Marker;
  /** The status word for the header (`modified`, `renamed`, ...). */
  status: string;
  /** The file's part of the diff, headers and hunks, as git printed it. */
  text: string;
}

const MARKERS: Record<FileClass, Marker> = {
  test: 'TEST',
  harness: 'HARNESS',
  source: 'SOURCE',
  other: 'OTHER',
};

/** The marker of a change: a file that is or was a test (or harness) is marked so. */
export function markerOf(change: ChangedFile): Marker {
  for (const cls of ['test', 'harness'] as const) {
    if (change.class === cls || change.oldClass === cls) return MARKERS[cls];
  }
  return MARKERS[change.class];
}

/** One part per `diff --git` header, matched to its change by the header's paths. */
export function splitDiff(diff: string, changes: readonly ChangedFile[]): FileDiff[] {
  const byHeader = new Map<string, ChangedFile>(
    changes.map((c) => [`diff --git a/${c.oldPath ?? c.path} b/${c.path}`, c]),
  );
  const parts: string[] = [];
  for (const line of diff.split(/(?<=\n)/)) {
    if (line.startsWith('diff --git ') || parts.length === 0) parts.push(line);
    else parts[parts.length - 1] += line;
  }
  return parts
    .filter((text) => text.trim() !== '')
    .map((text): FileDiff => {
      const header = text.split('\n', 1)[0] ?? '';
      const change = byHeader.get(header);
      // A path git had to quote does not match: it is shown, marked as not classified.
      if (change === undefined) return { marker: 'OTHER', status: 'not classified', text };
      return { marker: markerOf(change), status: change.status, text };
    });
}
