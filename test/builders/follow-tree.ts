// Builder for the base tree the executed-files walk reads: every path a regular file with the
// given text, the same paths at head.
import type { FollowTree } from '../../src/core/discovery/executed/follow-types.js';
import type { EntryKind } from '../../src/core/model/diff.js';

export function aFollowTree(files: Record<string, string>): FollowTree {
  const kinds = new Map<string, EntryKind>(Object.keys(files).map((p) => [p, 'file']));
  return { kinds, contents: new Map(Object.entries(files)), headPaths: [...kinds.keys()] };
}
