// The shapes the source heuristics share: what they report and the per-file view they read.
// Kept apart from model/anomaly.ts until the lead widens `AnomalyKind` with these kinds.

import type { Ecosystem } from '../model/changed-file.js';
import type { HeadLine } from './method-extent.js';

export type SourceAnomalyKind =
  | 'source-special-case'
  | 'source-always-equal'
  | 'source-early-exit'
  | 'source-monkeypatch'
  | 'source-swallowed-exception'
  | 'suppression-added';

/** Compatible with `Anomaly` except for `kind`. */
export interface SourceAnomaly {
  kind: SourceAnomalyKind;
  severity: 'warning' | 'critical';
  path: string;
  line: number;
  /** Says what was found and ends with the exact added line, trimmed. */
  detail: string;
}

/** One added line of head, with its code lexed once for every heuristic. */
export interface AddedLine {
  line: number;
  /** The line as added, untrimmed. */
  text: string;
  /** Comments dropped, strings kept. */
  code: string;
  /** Comments dropped, strings reduced to `""`. */
  bare: string;
  /** The same text was removed elsewhere in the file: moved or re-indented, not new. */
  moved: boolean;
}

/** The added lines of one hunk (consecutive in head) and the code of the lines it removed. */
export interface Block {
  added: AddedLine[];
  removed: string[];
  /** Where the hunk sits in head: its first line, or the line after which it removed lines. */
  newStart: number;
  newLines: number;
  /** A removed line that no added line of the file brings back (code taken out, not moved). */
  gone: boolean;
}

export interface FileView {
  path: string;
  ecosystem: Ecosystem | null;
  blocks: Block[];
  /** The whole file at head, lexed, when the caller read it; null when only hunks are known. */
  head: HeadLine[] | null;
}

/** What one heuristic found, before path and severity are attached. */
export interface Finding {
  kind: SourceAnomalyKind;
  line: number;
  detail: string;
}

export interface HeuristicContext {
  testLiterals: ReadonlySet<string>;
}

export type Heuristic = (file: FileView, context: HeuristicContext) => Finding[];
