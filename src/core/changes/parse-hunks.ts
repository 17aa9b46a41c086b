// Parses a zero-context unified diff of one file pair (`git diff -U0`) into hunks with line numbers,
// so that detectors can say which base line was removed and which head line was added.
import type { Hunk } from '../model/diff.js';
import { clipChars } from '../text/clip.js';

export interface FileHunks {
  binary: boolean;
  hunks: Hunk[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Parses `git diff -U0` output for one file pair; the `diff --git`/`---`/`+++` header is skipped. */
export function parseHunks(diff: string): FileHunks {
  const lines = splitLines(diff);
  const hunks: Hunk[] = [];
  let i = 0;
  while (i < lines.length && !lines[i]!.startsWith('@@')) {
    if (isBinaryNotice(lines[i]!)) return { binary: true, hunks: [] };
    i++;
  }
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.startsWith('\\')) {
      i++; // "\ No newline at end of file"
      continue;
    }
    const hunk = startHunk(line);
    i = readBody(lines, i + 1, hunk);
    hunks.push(hunk);
  }
  return { binary: false, hunks };
}

/** The hunks of a file that exists on one side only: every line added (or removed). */
export function wholeFileHunks(content: string, side: 'added' | 'removed'): FileHunks {
  // git's own heuristic: a NUL byte in the first 8000 bytes makes a file binary.
  if (content.slice(0, 8000).includes('\0')) return { binary: true, hunks: [] };
  const lines = splitLines(content);
  if (lines.length === 0) return { binary: false, hunks: [] };
  const numbered = lines.map((text, index) => ({ line: index + 1, text }));
  const count = lines.length;
  const hunk: Hunk =
    side === 'added'
      ? { oldStart: 0, oldLines: 0, newStart: 1, newLines: count, removed: [], added: numbered }
      : { oldStart: 1, oldLines: count, newStart: 0, newLines: 0, removed: numbered, added: [] };
  return { binary: false, hunks: [hunk] };
}

function isBinaryNotice(line: string): boolean {
  return (
    (line.startsWith('Binary files ') && line.endsWith(' differ')) || line === 'GIT binary patch'
  );
}

function startHunk(line: string): Hunk {
  const match = HUNK_HEADER.exec(line);
  if (!match)
    throw new Error(
      `malformed diff: expected a hunk header, got ${JSON.stringify(clipChars(line, 80))}`,
    );
  const [, oldStart = '', oldLines = '1', newStart = '', newLines = '1'] = match;
  return {
    oldStart: Number(oldStart),
    oldLines: Number(oldLines),
    newStart: Number(newStart),
    newLines: Number(newLines),
    removed: [],
    added: [],
  };
}

// Reads exactly the lines the header announces, so a content line that looks like a header
// (or like "diff --git") is never mistaken for one. Returns the index after the body.
function readBody(lines: string[], start: number, hunk: Hunk): number {
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  let oldLeft = hunk.oldLines;
  let newLeft = hunk.newLines;
  let i = start;
  while (oldLeft > 0 || newLeft > 0) {
    const line = lines[i];
    if (line === undefined)
      throw new Error(`malformed diff: hunk at -${hunk.oldStart} +${hunk.newStart} is truncated`);
    const text = line.slice(1);
    if (line.startsWith('-') && oldLeft > 0) {
      hunk.removed.push({ line: oldLine++, text });
      oldLeft--;
    } else if (line.startsWith('+') && newLeft > 0) {
      hunk.added.push({ line: newLine++, text });
      newLeft--;
    } else if (line.startsWith(' ') && oldLeft > 0 && newLeft > 0) {
      // Context only appears if the caller asked for it; it still counts on both sides.
      oldLine++;
      newLine++;
      oldLeft--;
      newLeft--;
    } else if (!line.startsWith('\\')) {
      throw new Error(
        `malformed diff: unexpected line in hunk: ${JSON.stringify(clipChars(line, 80))}`,
      );
    }
    i++;
  }
  return i;
}

// Lines without their terminators; a final newline does not start another line.
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
