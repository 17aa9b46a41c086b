// Entry point of the source heuristics: runs each one over the added lines of the PR's source
// files and attaches path and severity. Pure: the caller supplies hunks and test literals.

import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { alwaysEqual } from './always-equal.js';
import { earlyExit } from './early-exit.js';
import { fileView } from './file-view.js';
import { hollowAssertion } from './hollow-assertion.js';
import { monkeypatch } from './monkeypatch.js';
import { specialCase } from './special-case.js';
import { suppressions } from './suppressions.js';
import { swallowedException } from './swallowed-exception.js';
import type { Heuristic, SourceAnomaly } from './types.js';

export { assertionLiterals, testFileLiterals } from './assertion-literals.js';
export type { SourceAnomaly, SourceAnomalyKind } from './types.js';

export interface HeuristicsInput {
  /**
   * Non-test source files (class `source`) the PR added or modified, with their `-U0` hunks and,
   * where read, their whole text at head (rules then judge each definition the diff touches).
   */
  files: Array<{ file: ChangedFile; hunks: Hunk[]; headText?: string | null }>;
  /** Literal values from the assertions of base test files (see `assertionLiterals`). */
  testLiterals: ReadonlySet<string>;
  /** Severity of every finding; `warning` unless configured. */
  severity?: 'warning' | 'critical';
}

const HEURISTICS: readonly Heuristic[] = [
  specialCase,
  alwaysEqual,
  hollowAssertion,
  earlyExit,
  monkeypatch,
  swallowedException,
  suppressions,
];

/** Every finding of every heuristic, ordered by path, line and kind. */
export function sourceHeuristics(input: HeuristicsInput): SourceAnomaly[] {
  const severity = input.severity ?? 'warning';
  const context = { testLiterals: input.testLiterals };
  const anomalies: SourceAnomaly[] = [];
  for (const { file, hunks, headText } of input.files) {
    if (file.class !== 'source' || file.status === 'deleted') continue;
    const view = fileView(file, hunks, headText ?? null);
    for (const heuristic of HEURISTICS) {
      for (const f of heuristic(view, context)) {
        anomalies.push({ kind: f.kind, severity, path: file.path, line: f.line, detail: f.detail });
      }
    }
  }
  const key = (a: SourceAnomaly): string =>
    `${a.path}\u0000${String(a.line).padStart(9, '0')}\u0000${a.kind}`;
  return anomalies.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
