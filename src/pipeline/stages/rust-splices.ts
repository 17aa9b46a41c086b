// Decides the Rust splices before anything runs, so `plan` shows them: reads each target's base
// and head text and keeps the splices that change the file and the files that cannot be spliced.
// A file compiled only under cfg(test) at base (rust-test-module-files.ts) is test code whole:
// restored and reported, whether the PR edits, deletes or moves it.
import { readFiles } from '../../adapters/git.js';
import {
  movedTestModules,
  type RustSplices,
  rustSpliceTargets,
  sameModuleFile,
} from '../../core/locked/rust-splice-targets.js';
import { declaringCandidates, testOnlyDeclarer } from '../../core/locked/rust-test-module-files.js';
import { spliceRustTests } from '../../core/locked/splice-rust-tests.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';

export interface PlannedRustSplices extends RustSplices {
  /** `inline-test-modified`, `test-deleted`, `test-renamed` for the test-module files the PR changed. */
  anomalies: Anomaly[];
  /** The locked text of each spliced or restored `.rs` file (the module reach reads them). */
  lockedTexts: Map<string, string>;
}

function critical(kind: Anomaly['kind'], path: string, detail: string): Anomaly {
  return { kind, severity: 'critical', path, line: null, detail };
}

export async function planRustSplices(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<PlannedRustSplices> {
  const planned: PlannedRustSplices = {
    splice: [],
    unspliced: [],
    restore: [],
    remove: [],
    anomalies: [],
    lockedTexts: new Map(),
  };
  const targets = rustSpliceTargets(changes);
  const moved = movedTestModules(changes);
  // Every text needed, read in one batch per commit, both at once (issue 14).
  const baseWanted = [
    ...targets.flatMap((target) => [
      ...(target.basePath === null ? [] : [target.basePath]),
      ...(target.basePath === target.path ? declaringCandidates(target.path) : []),
    ]),
    ...moved.flatMap((m) => [m.basePath, ...declaringCandidates(m.basePath)]),
  ];
  const [baseTexts, headTexts] = await Promise.all([
    readFiles(repo, mergeBase, [...new Set(baseWanted)]),
    readFiles(
      repo,
      head,
      targets.map((target) => target.path),
    ),
  ]);
  // A test-only file deleted, moved away or replaced by another kind of entry: its base path is
  // restored. Moved, its base text is written at the new path too, so the base tests compile
  // wherever the PR's module tree looks for them (a module renamed with its tests); where the
  // two paths are one module's two places (`x.rs`, `x/mod.rs`) the new one is left out.
  const left = new Set<string>();
  for (const m of moved) {
    const parent = testOnlyDeclarer(m.basePath, baseTexts);
    if (parent === null) continue;
    const what = `file of a test-only module (declared in ${parent})`;
    const text = baseTexts.get(m.basePath);
    planned.restore.push(m.basePath);
    if (text !== undefined) planned.lockedTexts.set(m.basePath, text);
    if (m.headPath === null) {
      planned.anomalies.push(critical('test-deleted', m.basePath, `${what} ${m.how} (restored)`));
      continue;
    }
    left.add(m.headPath);
    let kept = `${m.headPath} left out of the run`;
    if (!m.headLocked && sameModuleFile(m.basePath, m.headPath)) planned.remove.push(m.headPath);
    else if (!m.headLocked && text !== undefined) {
      planned.splice.push({ path: m.headPath, basePath: m.basePath, whole: true });
      planned.lockedTexts.set(m.headPath, text);
      kept = `base version written at both paths`;
    }
    planned.anomalies.push(
      critical('test-renamed', m.basePath, `${what} renamed to ${m.headPath}; ${kept}`),
    );
  }
  const results = targets.map((target) => {
    if (left.has(target.path)) return null;
    if (target.basePath === target.path) {
      const parent = testOnlyDeclarer(target.path, baseTexts);
      if (parent !== null) return { parent };
    }
    const baseText = target.basePath === null ? '' : baseTexts.get(target.basePath);
    const headText = headTexts.get(target.path);
    // No regular file at head: nothing to write. None at base: no base test items to keep.
    if (headText === undefined) return null;
    return { splice: spliceRustTests(baseText ?? '', headText), headText };
  });
  targets.forEach((target, i) => {
    const result = results[i];
    if (!result) return;
    if ('parent' in result) {
      planned.restore.push(target.path);
      const text = baseTexts.get(target.path);
      if (text !== undefined) planned.lockedTexts.set(target.path, text);
      planned.anomalies.push({
        kind: 'inline-test-modified',
        severity: 'critical',
        path: target.path,
        line: null,
        detail: `file of a test-only module (declared in ${result.parent}) changed (restored from base)`,
      });
    } else if (!result.splice.ok) {
      planned.unspliced.push({ path: target.path, reason: result.splice.reason });
    } else {
      planned.lockedTexts.set(target.path, result.splice.text);
      if (result.splice.changed) planned.splice.push(target);
    }
  });
  return planned;
}
