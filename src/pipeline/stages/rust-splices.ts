// Decides the Rust splices before anything runs, so `plan` shows them: reads each target's base
// and head text and keeps the splices that change the file and the files that cannot be spliced.
// A file base declares as `#[cfg(test)] mod name;` is test code whole: restored and reported.
import { readFile } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import { type RustSplices, rustSpliceTargets } from '../../core/locked/rust-splice-targets.js';
import { declaresTestModule, moduleParents } from '../../core/locked/rust-test-module-files.js';
import { spliceRustTests } from '../../core/locked/splice-rust-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

export interface PlannedRustSplices extends RustSplices {
  /** `inline-test-modified` for the test-module files the PR changed. */
  anomalies: Anomaly[];
}

/** The base parent that declares `path` as a `#[cfg(test)]` module, or null. */
async function testModuleParent(repo: string, commit: string, path: string) {
  const module = moduleParents(path);
  if (module === null) return null;
  for (const parent of module.parents) {
    const text = await readFile(repo, commit, parent);
    if (text !== null && declaresTestModule(text, module.name)) return parent;
  }
  return null;
}

export async function planRustSplices(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<PlannedRustSplices> {
  const planned: PlannedRustSplices = { splice: [], unspliced: [], restore: [], anomalies: [] };
  const targets = rustSpliceTargets(changes);
  const results = await mapLimit(targets, 8, async (target) => {
    if (target.basePath === target.path) {
      const parent = await testModuleParent(repo, mergeBase, target.path);
      if (parent !== null) return { parent };
    }
    const [baseText, headText] = await Promise.all([
      target.basePath === null ? '' : readFile(repo, mergeBase, target.basePath),
      readFile(repo, head, target.path),
    ]);
    // No regular file at head: nothing to write. None at base: no base test items to keep.
    if (headText === null) return null;
    return { splice: spliceRustTests(baseText ?? '', headText) };
  });
  targets.forEach((target, i) => {
    const result = results[i];
    if (!result) return;
    if ('parent' in result) {
      planned.restore.push(target.path);
      planned.anomalies.push({
        kind: 'inline-test-modified',
        severity: 'critical',
        path: target.path,
        line: null,
        detail: `file of a #[cfg(test)] module declared in ${result.parent} changed (restored from base)`,
      });
    } else if (!result.splice.ok) {
      planned.unspliced.push({ path: target.path, reason: result.splice.reason });
    } else if (result.splice.changed) planned.splice.push(target);
  });
  return planned;
}
