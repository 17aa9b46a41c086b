// Decides the Rust splices before anything runs, so `plan` shows them: reads each target's base
// and head text and keeps the splices that change the file and the files that cannot be spliced.
// A file compiled only under cfg(test) at base (rust-test-module-files.ts) is test code whole:
// restored and reported.
import { readFiles } from '../../adapters/git.js';
import { type RustSplices, rustSpliceTargets } from '../../core/locked/rust-splice-targets.js';
import { declaringCandidates, testOnlyDeclarer } from '../../core/locked/rust-test-module-files.js';
import { spliceRustTests } from '../../core/locked/splice-rust-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

export interface PlannedRustSplices extends RustSplices {
  /** `inline-test-modified` for the test-module files the PR changed. */
  anomalies: Anomaly[];
}

export async function planRustSplices(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<PlannedRustSplices> {
  const planned: PlannedRustSplices = { splice: [], unspliced: [], restore: [], anomalies: [] };
  const targets = rustSpliceTargets(changes);
  // Every text needed, read in one batch per commit, both at once (issue 14).
  const baseWanted = targets.flatMap((target) => [
    ...(target.basePath === null ? [] : [target.basePath]),
    ...(target.basePath === target.path ? declaringCandidates(target.path) : []),
  ]);
  const [baseTexts, headTexts] = await Promise.all([
    readFiles(repo, mergeBase, baseWanted),
    readFiles(
      repo,
      head,
      targets.map((target) => target.path),
    ),
  ]);
  const results = targets.map((target) => {
    if (target.basePath === target.path) {
      const parent = testOnlyDeclarer(target.path, baseTexts);
      if (parent !== null) return { parent };
    }
    const baseText = target.basePath === null ? '' : baseTexts.get(target.basePath);
    const headText = headTexts.get(target.path);
    // No regular file at head: nothing to write. None at base: no base test items to keep.
    if (headText === undefined) return null;
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
        detail: `file of a test-only module (declared in ${result.parent}) changed (restored from base)`,
      });
    } else if (!result.splice.ok) {
      planned.unspliced.push({ path: target.path, reason: result.splice.reason });
    } else if (result.splice.changed) planned.splice.push(target);
  });
  return planned;
}
