// The shapes shared by the walk that follows what base checks execute (executed-files.ts) and
// the per-tool followers it calls into (make, just, package scripts, interpreters).
import type { EntryKind } from '../../model/diff.js';

/** The base tree as plain data: kinds of base paths, head paths, and contents read so far. */
export interface FollowTree {
  /** The kind of every path at base. */
  kinds: ReadonlyMap<string, EntryKind>;
  /** Every path at head (folders and ignore files the PR may add to). */
  headPaths: readonly string[];
  /** A base file's text (a symlink's target), or undefined when it has not been read yet. */
  contents: ReadonlyMap<string, string>;
}

/** Where a command runs and how the walk got there. */
export interface FollowContext {
  /** Directory the command runs in, repo-relative ('' for the root). */
  cwd: string;
  /** Directory of the script whose line this is (a script may name siblings), null for none. */
  scriptDir: string | null;
  /** Files passed through from the check to here. */
  via: string[];
  depth: number;
  /**
   * The variables set for this command beyond the run's: the check's, a line's assignments, what
   * a recipe file exports (follow-environment.ts reads the ones that load files).
   */
  env?: Readonly<Record<string, string>>;
}

/** How a file was reached: the last step of the walk. */
export type FollowHow =
  | 'runs'
  | 'on-path'
  | 'interpreter'
  | 'preload'
  | 'module'
  | 'makefile'
  | 'include'
  | 'justfile'
  | 'import'
  | 'dotenv'
  | 'argument'
  | 'referenced'
  | 'symlink-target'
  | 'ignore-file'
  | 'pytest-plugin'
  | 'pytest-doctest'
  | 'coverage-plugin'
  | 'coverage-settings'
  | 'runner-loads';

export interface FileRequest {
  how: FollowHow;
  /** Record the path even when it is not at base (an optional include the PR may add). */
  evenAbsent: boolean;
  /** Resolve against the script's directory too (a script's own siblings). */
  besideScript: boolean;
}

/** The walk's entry points, passed to the followers so they can follow what they find. */
export interface Follower {
  tree: FollowTree;
  /** A base file's text; records it as wanted when it is at base but not read yet. */
  text(path: string): string | undefined;
  /** Follows every simple command of shell text. */
  script(text: string, ctx: FollowContext): void;
  /** Follows one command's words (assignments and wrappers already removed). */
  command(words: readonly string[], ctx: FollowContext): void;
  /** Records the file `raw` names (relative to ctx.cwd) and walks into it; returns its path. */
  file(raw: string, ctx: FollowContext, request: FileRequest): string | null;
  /** Whether a make target / script name was already followed (and marks it). */
  once(key: string): boolean;
}

/**
 * Folders that hold the product's code, relative to the project: a program or a runner config
 * importing from there reads the code under test, which stays the PR's.
 */
export const SOURCE_ROOT = /^(src|lib|app|pkg|internal|dist|build|packages)(\/|$)/;

/** Whether a path is at base as something that can be read (a file or a symlink). */
export function atBase(tree: FollowTree, path: string): boolean {
  const kind = tree.kinds.get(path);
  return kind === 'file' || kind === 'executable' || kind === 'symlink';
}
