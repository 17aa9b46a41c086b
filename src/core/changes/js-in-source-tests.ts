// vitest's in-source tests: an `if (import.meta.vitest) { ... }` block in a source file holds
// base tests where the base config sets `includeSource`. A PR that edits one changes a base test
// inside a source file, and the PR's version is what runs (as with a doctest example).
import { headLines } from '../heuristics/file-view.js';
import { methodExtent } from '../heuristics/method-extent.js';
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { blocksChanged, type LineRange } from './doc-examples.js';

const IN_SOURCE_IF = /\bif\s*\(\s*import\.meta\.vitest\s*\)/;

/** Whether a text may hold in-source tests: the only files whose blocks are looked for. */
export function mayHoldInSourceTests(text: string): boolean {
  return text.includes('import.meta.vitest');
}

/** The lines of each `if (import.meta.vitest) { ... }` block, from its `if` to its `}`. */
export function inSourceTestBlocks(text: string): LineRange[] {
  if (!mayHoldInSourceTests(text)) return [];
  const lines = headLines(text, 'javascript');
  const blocks: LineRange[] = [];
  for (const [at, line] of lines.entries()) {
    if (!IN_SOURCE_IF.test(line.bare)) continue;
    const extent = methodExtent(lines, at, 'javascript', IN_SOURCE_IF);
    if (extent !== null) blocks.push({ start: extent.start, end: extent.end });
  }
  return blocks;
}

/** `inline-test-modified` (critical) when the diff changes a base in-source test block. */
export function inSourceTestAnomalies(
  file: ChangedFile,
  hunks: readonly Hunk[],
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  if (baseText === null) return [];
  const base = inSourceTestBlocks(baseText);
  if (base.length === 0) return [];
  const head = headText === null ? [] : inSourceTestBlocks(headText);
  const what = "in-source test block changed (vitest import.meta.vitest; the PR's version ran)";
  return blocksChanged(file, hunks, { base, head }, what);
}
