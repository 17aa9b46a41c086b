// One entry of a commit's tree, as `git ls-tree -r` lists it.
import type { EntryKind } from './diff.js';

export interface TreeEntry {
  path: string;
  mode: string;
  kind: EntryKind;
  /** Blob id (commit id for a submodule). */
  object: string;
}
