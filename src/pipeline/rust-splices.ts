// Decides the Rust splices before anything runs, so `plan` shows them: reads each target's base
// and head text and keeps the splices that change the file and the files that cannot be spliced.
import { readFile } from '../adapters/git.js';
import { type RustSplices, rustSpliceTargets } from '../core/locked/rust-splice-targets.js';
import { spliceRustTests } from '../core/locked/splice-rust-tests.js';
import type { ChangedFile } from '../core/model.js';
import { mapLimit } from './map-limit.js';

export async function planRustSplices(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<RustSplices> {
  const splices: RustSplices = { splice: [], unspliced: [] };
  const targets = rustSpliceTargets(changes);
  const results = await mapLimit(targets, 8, async (target) => {
    const [baseText, headText] = await Promise.all([
      target.basePath === null ? '' : readFile(repo, mergeBase, target.basePath),
      readFile(repo, head, target.path),
    ]);
    // No regular file at head: nothing to write. None at base: no base test items to keep.
    if (headText === null) return null;
    return spliceRustTests(baseText ?? '', headText);
  });
  targets.forEach((target, i) => {
    const result = results[i];
    if (!result) return;
    if (!result.ok) splices.unspliced.push({ path: target.path, reason: result.reason });
    else if (result.changed) splices.splice.push(target);
  });
  return splices;
}
