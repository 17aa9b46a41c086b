// Examples in documentation that a runner runs as tests (Rust doc tests, Python doctests under
// `--doctest-modules`): which lines of a diff change a base example, and where a Python text's
// examples are.
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';

/** A 1-based inclusive line range. */
export interface LineRange {
  start: number;
  end: number;
}

const within = (blocks: readonly LineRange[], line: number): boolean =>
  blocks.some((b) => line >= b.start && line <= b.end);

/**
 * The hunks' lines that change a base example: removed lines of one, or lines inserted inside one
 * (before its last line). An example the PR writes documents its new code and is left out.
 */
export function touchedExamples(
  hunks: readonly Hunk[],
  base: readonly LineRange[],
  head: readonly LineRange[],
): Hunk[] {
  return hunks
    .map((h) => {
      const removed = h.removed.filter((l) => within(base, l.line));
      const into =
        h.removed.length === 0 && base.some((b) => h.oldStart >= b.start && h.oldStart < b.end);
      const added = removed.length > 0 || into ? h.added.filter((l) => within(head, l.line)) : [];
      return { ...h, removed, added };
    })
    .filter((h) => h.removed.length + h.added.length > 0);
}

/**
 * One `inline-test-modified` (critical) for the base blocks (doctest examples, in-source test
 * blocks) the diff changes, at the first changed line; none when it changes none of them.
 */
export function blocksChanged(
  file: ChangedFile,
  hunks: readonly Hunk[],
  blocks: { base: readonly LineRange[]; head: readonly LineRange[] },
  what: string,
): Anomaly[] {
  const touched = touchedExamples(hunks, blocks.base, blocks.head);
  const first = touched[0];
  if (first === undefined) return [];
  const plus = touched.reduce((n, h) => n + h.added.length, 0);
  const minus = touched.reduce((n, h) => n + h.removed.length, 0);
  return [
    {
      kind: 'inline-test-modified',
      severity: 'critical',
      path: file.path,
      line: first.added[0]?.line ?? Math.max(1, first.newStart),
      detail: `${what}: +${plus} -${minus} lines`,
    },
  ];
}

/**
 * The line ranges of a Python text's doctest examples: a `>>>` line, its `...` continuations and
 * the expected output up to a blank line, the docstring's closing quotes or the next prompt.
 */
export function pythonDoctestBlocks(text: string): LineRange[] {
  const blocks: LineRange[] = [];
  let open: LineRange | null = null;
  let output = false;
  const close = (): void => {
    if (open !== null) blocks.push(open);
    open = null;
    output = false;
  };
  text.split('\n').forEach((raw, index) => {
    // A docstring may open on its example's line (`""">>> f()`).
    const line = raw.trim().replace(/^[rRuUbB]?(?:"""|''')/, '');
    const n = index + 1;
    if (line.startsWith('>>>')) {
      if (output) close();
      open = open ?? { start: n, end: n };
      open.end = n;
      return;
    }
    if (open === null) return;
    if (line === '' || line === '"""' || line === "'''") {
      close();
      return;
    }
    (open as LineRange).end = n;
    if (!(line.startsWith('...') && !output)) output = true;
    if (/(?:"""|''')$/.test(line)) close();
  });
  close();
  return blocks;
}
