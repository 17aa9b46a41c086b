// The shapes shared by the command classifier and the task-runner resolvers it calls into.

import type { ProjectFiles } from '../readers/project-files.js';
import type { LineKind } from './kinds.js';

/**
 * What to run instead of the line as written, read from base: what a missing tox or nox would
 * have run, or a make line without its set-up goals.
 */
export interface Replacement {
  /** Command lines to run through bash (tox `commands`), or */
  lines?: string[];
  /** one argv to run directly (a nox `session.run(...)` call). */
  argv?: string[];
  /** The text the project wrote for it. */
  script: string;
  /** Where it was read, e.g. `tox.ini [testenv:lint] commands`. */
  source: string;
}

export interface LineClass {
  kind: LineKind;
  replacement?: Replacement;
  /** Executables the line runs beyond its own command (the tools a make target's recipe calls). */
  requires?: string[];
  /** Why the line cannot run here as CI runs it and nothing stands in for it (shown in `plan`). */
  unrunnable?: string;
}

export interface ClassifyEnv {
  files: ProjectFiles;
  /** Directory the command runs in, relative to the root: where its package.json etc. live. */
  dir: string;
  isInstalled(tool: string): boolean;
}

/** The classifier's entry points, passed to resolvers so they can classify what they find. */
export interface Classifier {
  words(words: readonly string[], env: ClassifyEnv, depth: number): LineClass;
  script(text: string, env: ClassifyEnv, depth: number): LineKind;
}
