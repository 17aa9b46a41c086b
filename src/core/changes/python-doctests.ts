// Python doctests in source docstrings are base tests where the base pytest runs with
// `--doctest-modules`: a PR that edits a base example's code or expected output, or removes one,
// changes a test inside a source file (an expected value moved to match broken code).
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { pythonDoctestBlocks, touchedExamples } from './doc-examples.js';

/** `inline-test-modified` (critical) when the diff changes a base doctest example. */
export function pythonDoctestAnomalies(
  file: ChangedFile,
  hunks: readonly Hunk[],
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  if (!file.path.endsWith('.py') || baseText === null) return [];
  const base = pythonDoctestBlocks(baseText);
  const head = headText === null ? [] : pythonDoctestBlocks(headText);
  const touched = touchedExamples(hunks, base, head);
  if (touched.length === 0) return [];
  const plus = touched.reduce((n, h) => n + h.added.length, 0);
  const minus = touched.reduce((n, h) => n + h.removed.length, 0);
  const first = touched[0] as Hunk;
  return [
    {
      kind: 'inline-test-modified',
      severity: 'critical',
      path: file.path,
      line: first.added[0]?.line ?? Math.max(1, first.newStart),
      detail: `doctest example changed (pytest --doctest-modules): +${plus} -${minus} lines`,
    },
  ];
}
