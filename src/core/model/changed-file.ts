// What a path is to testlock (test, harness, source, other; which ecosystem decided it), and the
// changed file the classifier makes of a diff entry.
import type { DiffEntry } from './diff.js';

export type FileClass = 'test' | 'harness' | 'source' | 'other';

export type Ecosystem =
  | 'python'
  | 'javascript'
  | 'go'
  | 'rust'
  | 'java'
  | 'ruby'
  | 'csharp'
  | 'php'
  | 'cpp'
  | 'ci'
  | 'generic';

/** The class of one path and the ecosystem whose rule decided it. */
export interface PathClass {
  class: FileClass;
  ecosystem: Ecosystem | null;
  /** Short name of the rule that matched, for `plan` and debugging (e.g. `python:test_*.py`). */
  rule: string;
}

/** A diff entry with the class of its head path and (for renames/deletes) of its base path. */
export interface ChangedFile extends DiffEntry {
  class: FileClass;
  ecosystem: Ecosystem | null;
  /** Class of `oldPath ?? path` at base; equals `class` unless renamed across classes. */
  oldClass: FileClass;
  /**
   * The rule that decided `class` (PathClass.rule), shown by `plan`. Always set by the
   * classifier; optional so that hand-built changes in tests need not name one.
   */
  rule?: string;
}
