// The prefix of a path inside one of testlock's trees (the locked worktree, a run or inventory
// folder): mkdtemp's `testlock-locked-` plus six characters, which the stable slots' names keep.

/** Every such prefix in a text, under any parent, with or without `file://`. */
export const TREE_PREFIX =
  /(?:file:\/\/)?(?:[A-Za-z]:)?(?:[/\\][^\s/\\'"`()<>]+)*[/\\]testlock-(?:locked|run|inventory)-[A-Za-z0-9]{6}[/\\]/g;

/**
 * `text` with every tree prefix cut, so that a path a compiled test printed from its absolute
 * source path (`/tmp/…/testlock-locked-atHead/src/buffer.c:4`) reads as the repository's.
 */
export function treeRelative(text: string): string {
  return text.replace(TREE_PREFIX, '');
}
