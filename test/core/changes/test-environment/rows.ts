// Runs the `test-environment-read` rule on one changed file given as base and head texts, for the
// table-driven tests of each language.
import { parseHunks } from '../../../../src/core/changes/parse-hunks.js';
import { testEnvironmentReads } from '../../../../src/core/changes/test-environment/test-environment-read.js';
import type { Ecosystem } from '../../../../src/core/model/changed-file.js';
import { unifiedDiff } from '../../heuristics/corpus/diff-text.js';

/** One row: a name, the file at base ('' when added) and at head, and the severity expected. */
export type Row = [
  name: string,
  before: string,
  after: string,
  want: 'critical' | 'warning' | null,
];

const EXTENSION: Partial<Record<Ecosystem, string>> = {
  python: 'py',
  javascript: 'ts',
  go: 'go',
  rust: 'rs',
};

/** The strongest severity the rule gives the change, or null when it finds nothing. */
export function severityOf(
  ecosystem: Ecosystem,
  before: string,
  after: string,
  path = `src/lib.${EXTENSION[ecosystem] ?? 'txt'}`,
): 'critical' | 'warning' | null {
  const zeros = '0'.repeat(40);
  const { hunks } = parseHunks(unifiedDiff(before, after));
  const found = testEnvironmentReads(
    {
      status: before === '' ? 'added' : 'modified',
      path,
      oldPath: null,
      similarity: null,
      oldKind: before === '' ? 'none' : 'file',
      newKind: 'file',
      oldBlob: zeros,
      newBlob: zeros,
      class: 'source',
      ecosystem,
      oldClass: 'source',
    },
    hunks,
    before === '' ? null : before,
    after,
  );
  if (found.some((a) => a.severity === 'critical')) return 'critical';
  return found.length > 0 ? 'warning' : null;
}
