// The texts a content-aware harness rule reads and the severity it gives, shared by the rules'
// modules (harness-severity.ts and the files it delegates to) without an import cycle.
import type { Severity } from '../model/anomaly.js';

/** The base and head text of one changed harness file (null where the side has none). */
export interface HarnessText {
  base: string | null;
  head: string | null;
}

/** A changed file's path and its text on each side. */
export interface FileSides extends HarnessText {
  path: string;
}

/** Texts of the changed files whose rule is in CONTENT_RULES, keyed by head path. */
export type HarnessTexts = ReadonlyMap<string, HarnessText>;

export interface HarnessSeverity {
  severity: Severity;
  /** Why, for the anomaly's detail (the keys that changed). */
  note: string;
}
