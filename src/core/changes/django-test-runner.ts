// Django's TEST_RUNNER setting names the class that runs the tests and reports their outcome: a
// PR that sets or changes it in any Python file swaps the runner for `manage.py test`, so what
// "passing" means, although the setting sits in a source file (settings.py).
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';

// An assignment at the start of a line (`TEST_RUNNER = …`, `TEST_RUNNER: str = …`), not `==`.
const SETS = /^\s*TEST_RUNNER\s*(?::[^=\n]*)?=(?!=)\s*(.*?)\s*(?:#.*)?$/;

/** The changed Python files whose added lines may set TEST_RUNNER (their hunks are needed). */
export function mayConfigureDjango(file: ChangedFile): boolean {
  return file.path.endsWith('.py') && file.status !== 'deleted';
}

/** `harness-modified` (critical) for each TEST_RUNNER value a PR's added lines introduce. */
export function testRunnerAnomalies(file: ChangedFile, hunks: readonly Hunk[]): Anomaly[] {
  if (!mayConfigureDjango(file)) return [];
  const removed = new Set(
    hunks.flatMap((h) => h.removed.flatMap((l) => SETS.exec(l.text)?.[1] ?? [])),
  );
  return hunks.flatMap((h) =>
    h.added.flatMap((l): Anomaly[] => {
      const value = SETS.exec(l.text)?.[1];
      // Moved or reformatted with the same value: the same runner.
      if (value === undefined || removed.has(value)) return [];
      return [
        {
          kind: 'harness-modified',
          severity: 'critical',
          path: file.path,
          line: l.line,
          detail: `sets Django's TEST_RUNNER to ${value}: the class that runs and reports the tests`,
        },
      ];
    }),
  );
}
