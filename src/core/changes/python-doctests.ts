// Python doctests in source docstrings are base tests where the base pytest runs with
// `--doctest-modules`: a PR that edits a base example's code or expected output, or removes one,
// changes a test inside a source file (an expected value moved to match broken code).
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { blocksChanged, pythonDoctestBlocks } from './doc-examples.js';

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
  return blocksChanged(
    file,
    hunks,
    { base, head },
    'doctest example changed (pytest --doctest-modules)',
  );
}
