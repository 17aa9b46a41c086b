// Diffs head against the merge base, classifies every path, reads once what the detectors ask
// for (hunks, both sides' texts, the base listing), and runs every change-time detector of the
// registry (src/pipeline/findings/change-detectors.ts).

import { diffEntries, diffHunks, listFiles } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import type { StageClock } from '../../adapters/stage-clock.js';
import { classifyChanges } from '../../core/changes/classify-changes.js';
import type { PathClassifier } from '../../core/changes/classify-path.js';
import type { CargoMemberTests } from '../../core/changes/toolchain/cargo-files.js';
import type { SourceHeuristicsSetting } from '../../core/config/config.js';
import { type ChangedSource, changedSourceFiles } from '../../core/evidence/changed-lines.js';
import type { AddedTestsPolicy, Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { DiffEntry, Hunk } from '../../core/model/diff.js';
import { CHANGE_DETECTORS } from '../findings/change-detectors.js';
import type { Trees } from '../findings/detector.js';
import { readChangeTexts } from '../read/change-texts.js';
import { lockVendored } from '../read/toolchain-changes.js';

export interface CollectedChanges {
  changes: ChangedFile[];
  anomalies: Anomaly[];
  /** The product lines the PR adds or changes, by file, head-side (SPEC 3b's changed lines). */
  changedSources: ChangedSource[];
}

export interface CollectOptions {
  repo: string;
  mergeBase: string;
  head: string;
  classify: PathClassifier;
  heuristics: SourceHeuristicsSetting;
  /** Laps `diff` and `classify` for `--timings`. */
  clock?: StageClock | undefined;
  /** Go modules only base tests import (go-test-modules.ts): the merged go.mod keeps their directives. */
  goTestModules?: readonly string[];
  /** What a Cargo workspace's members take from its root for their tests (cargo-member-tests.ts). */
  cargoMembers?: CargoMemberTests | undefined;
  /** The diff of the range when the caller already reads it (one `git diff` per run). */
  entries?: Promise<DiffEntry[]> | undefined;
  /** The base test runner collects docstring examples (`--doctest-modules`): they are base tests. */
  doctestModules?: boolean;
  /** How a test the PR adds is weighed; absent: as evidence (info). */
  addedTests?: AddedTestsPolicy;
  /** The tools the base checks start; absent: none known. */
  checkTools?: ReadonlySet<string>;
  /** The words of the base checks' commands and scripts; absent: none known. */
  checkWords?: ReadonlySet<string>;
}

/** The hunks of every file some detector reads, each diffed once; binary files have none. */
async function readHunks(
  repo: string,
  files: readonly ChangedFile[],
): Promise<Map<string, Hunk[]>> {
  const byPath = new Map<string, Hunk[]>();
  await mapLimit(files, 8, async (file) => {
    const { binary, hunks } = await diffHunks(repo, file);
    if (!binary) byPath.set(file.path, hunks);
  });
  return byPath;
}

export async function collectChanges(options: CollectOptions): Promise<CollectedChanges> {
  const { repo, mergeBase, head, classify } = options;
  const entries = await (options.entries ?? diffEntries(repo, mergeBase, head));
  options.clock?.lap('diff');
  const changes = classifyChanges(entries, classify);
  const trees: Trees = {
    repo,
    mergeBase,
    head,
    classify,
    heuristics: options.heuristics,
    doctestModules: options.doctestModules ?? false,
    addedTests: options.addedTests ?? 'evidence',
    checkTools: options.checkTools ?? new Set(),
    checkWords: options.checkWords ?? new Set(),
    goTestModules: new Set(options.goTestModules ?? []),
    ...(options.cargoMembers === undefined ? {} : { cargoMembers: options.cargoMembers }),
  };
  const sources = changedSourceFiles(changes);
  const hunkFiles = new Set([
    ...CHANGE_DETECTORS.flatMap((d) => d.readsHunks?.(changes, trees) ?? []),
    ...sources,
  ]);
  const textFiles = changes.filter((file) => CHANGE_DETECTORS.some((d) => d.readsTexts?.(file)));
  // The reads are independent git processes: each runs at once (issue 14).
  const [hunks, texts, basePaths] = await Promise.all([
    readHunks(repo, [...hunkFiles]),
    readChangeTexts(repo, mergeBase, head, textFiles),
    // The base commit's whole listing: cached for the run (the parsers read it first).
    listFiles(repo, mergeBase),
  ]);
  const set = { trees, changes, hunks, texts, basePaths };
  const found = await Promise.all(CHANGE_DETECTORS.map((detector) => detector.detect(set)));
  const lockedVendor = new Set(found.flatMap((f) => [...(f.lockedVendor ?? [])]));
  options.clock?.lap('classify');
  return {
    changes: lockVendored(changes, lockedVendor),
    anomalies: found.flatMap((f) => [...f.anomalies]),
    changedSources: sources.map((file) => ({
      path: file.path,
      lines: (hunks.get(file.path) ?? []).flatMap((hunk) => hunk.added.map((a) => a.line)),
    })),
  };
}
