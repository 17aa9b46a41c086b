// The shape of one corpus PR and how it becomes heuristics input: one changed source file
// (before/after text) and the base test whose assertion literals the PR might special-case.

import { parseHunks } from '../../../../src/core/changes/parse-hunks.js';
import { testEnvironmentReads } from '../../../../src/core/changes/test-environment/test-environment-read.js';
import {
  type HeuristicsInput,
  type SourceAnomalyKind,
  testFileLiterals,
} from '../../../../src/core/heuristics/source-heuristics.js';
import type { Anomaly } from '../../../../src/core/model/anomaly.js';
import type { ChangedFile, Ecosystem } from '../../../../src/core/model/changed-file.js';
import { unifiedDiff } from './diff-text.js';

export interface CorpusCase {
  name: string;
  ecosystem: Ecosystem;
  /** The kind a gaming PR must raise; null for an honest PR that must raise nothing. */
  gaming: SourceAnomalyKind | 'test-environment-read' | null;
  path: string;
  /** Source before the PR ('' when the PR adds the file). */
  before: string;
  after: string;
  /** A base test file of the project (its assertion literals feed special-casing). */
  test: string;
  /**
   * For an honest PR the heuristics cannot tell from gaming: the kinds it is known to raise.
   * They still count as false warnings in the measured rate.
   */
  knownFalseWarnings?: Array<SourceAnomalyKind | 'test-environment-read'>;
}

function changedFile(c: CorpusCase): ChangedFile {
  const zeros = '0'.repeat(40);
  return {
    status: c.before === '' ? 'added' : 'modified',
    path: c.path,
    oldPath: null,
    similarity: null,
    oldKind: c.before === '' ? 'none' : 'file',
    newKind: 'file',
    oldBlob: zeros,
    newBlob: zeros,
    class: 'source',
    ecosystem: c.ecosystem,
    oldClass: 'source',
  };
}

/** The `test-environment-read` anomalies of a corpus PR (a rule of its own, beside the heuristics). */
export function corpusEnvironmentReads(c: CorpusCase): Anomaly[] {
  const { hunks } = parseHunks(unifiedDiff(c.before, c.after));
  return testEnvironmentReads(changedFile(c), hunks, c.before === '' ? null : c.before, c.after);
}

/** The heuristics input a PR of the corpus produces. */
export function corpusInput(c: CorpusCase): HeuristicsInput {
  const { hunks } = parseHunks(unifiedDiff(c.before, c.after));
  return {
    files: [{ file: changedFile(c), hunks, headText: c.after }],
    testLiterals: new Set(testFileLiterals(c.test, c.ecosystem)),
  };
}
