// Temporary-folder paths out of text a reviewer reads: the locked worktree and the checkout roots
// are cut so `/tmp/testlock-locked-Ab12Cd/test/a.test.js:11` reads `test/a.test.js:11`.

import { escapeRegExp } from './escape-regexp.js';
import { treeRelative } from './tree-paths.js';

/** `text` with every locked-worktree prefix and every `roots` prefix (plus its slash) removed. */
export function scrubPaths(text: string, roots: readonly string[] = []): string {
  let out = treeRelative(text);
  for (const root of roots) {
    const trimmed = root.replace(/[/\\]+$/, '');
    // A root of `/` or `` would eat every absolute path's first slash: only real folders.
    if (trimmed.length < 2) continue;
    out = out.replace(new RegExp(`(?:file://)?${escapeRegExp(trimmed)}[/\\\\]`, 'g'), '');
  }
  return out;
}
