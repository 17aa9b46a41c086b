// Builds the per-file view the heuristics read: added lines lexed once, moved lines marked,
// and the ecosystem taken from the classifier or, failing that, from the extension.

import { SOURCE_EXTENSIONS } from '../changes/rules/source-extensions.js';
import { lineCode } from '../changes/skip-markers.js';
import type { ChangedFile, Ecosystem } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import type { HeadLine } from './method-extent.js';
import type { AddedLine, Block, FileView } from './types.js';

function ecosystemOf(file: ChangedFile): Ecosystem | null {
  if (file.ecosystem !== null && file.ecosystem !== 'generic' && file.ecosystem !== 'ci') {
    return file.ecosystem;
  }
  const dot = file.path.lastIndexOf('.');
  const ext = dot === -1 ? '' : file.path.slice(dot + 1).toLowerCase();
  return SOURCE_EXTENSIONS.get(ext) ?? file.ecosystem;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A text (the head version, or any side of a file) split into lines, each lexed once. */
export function headLines(text: string, ecosystem: Ecosystem | null): HeadLine[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line, bare: lineCode(line, ecosystem).bare }));
}

/**
 * The view of one changed source file; an added line equal to any removed line is `moved`.
 * `headText` is the whole file at head, for rules that judge a definition the diff touches.
 */
export function fileView(
  file: ChangedFile,
  hunks: readonly Hunk[],
  headText: string | null = null,
): FileView {
  const ecosystem = ecosystemOf(file);
  const removedText = new Set(hunks.flatMap((h) => h.removed.map((r) => squash(r.text))));
  const addedText = new Set(hunks.flatMap((h) => h.added.map((a) => squash(a.text))));
  const blocks: Block[] = hunks.map((h) => ({
    newStart: h.newStart,
    newLines: h.newLines,
    gone: h.removed.some((r) => squash(r.text) !== '' && !addedText.has(squash(r.text))),
    removed: h.removed.map((r) => lineCode(r.text, ecosystem).code),
    added: h.added.map((a): AddedLine => {
      const { code, bare } = lineCode(a.text, ecosystem);
      const moved = squash(a.text) !== '' && removedText.has(squash(a.text));
      return { line: a.line, text: a.text, code, bare, moved };
    }),
  }));
  return {
    path: file.path,
    ecosystem,
    blocks,
    head: headText === null ? null : headLines(headText, ecosystem),
  };
}

/** The next `count` added lines after index `from` in a block that hold code. */
export function nextCode(block: Block, from: number, count: number): AddedLine[] {
  return block.added
    .slice(from + 1)
    .filter((a) => a.bare !== '')
    .slice(0, count);
}

/** The closest earlier added line in a block that holds code, or null. */
export function previousCode(block: Block, from: number): AddedLine | null {
  for (let i = from - 1; i >= 0; i--) {
    const a = block.added[i];
    if (a !== undefined && a.bare !== '') return a;
  }
  return null;
}

/** A finding's detail: the reason, then the exact added line, trimmed. */
export function describe(reason: string, added: AddedLine): string {
  return `${reason}: ${added.text.trim()}`;
}
