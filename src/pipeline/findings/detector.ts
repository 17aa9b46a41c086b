// One interface for everything that finds anomalies: the change-time detectors read the change
// set (the diff, its hunks and texts read once for all of them) and the post-run passes read what
// the checks and the inventory found. Each returns findings; the registries list them.

import type { PathClassifier } from '../../core/changes/classify-path.js';
import type { CargoMemberTests } from '../../core/changes/toolchain/cargo-files.js';
import type { SourceHeuristicsSetting } from '../../core/config/config.js';
import type { BaseTestFile } from '../../core/inventory/unlocked-tests.js';
import type { AddedTestsPolicy, Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Hunk } from '../../core/model/diff.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import type { ChangeTexts } from '../read/change-texts.js';
import type { StrippedRun } from '../stages/stripped-run.js';

/** The trees a detector may read, and how the run judges. */
export interface Trees {
  repo: string;
  mergeBase: string;
  head: string;
  classify: PathClassifier;
  heuristics: SourceHeuristicsSetting;
  /** The base test runner collects docstring examples: they are base tests. */
  doctestModules: boolean;
  /** How a test the PR adds is weighed (config `added-tests`). */
  addedTests: AddedTestsPolicy;
  /** The tools the base checks start: first words of their commands and script lines. */
  checkTools: ReadonlySet<string>;
  /** The words of the base checks' commands and scripts (the package scripts they name). */
  checkWords: ReadonlySet<string>;
  /** Go modules only base tests import, whose `replace`/`exclude` the locked go.mod keeps as base's. */
  goTestModules?: ReadonlySet<string>;
  /** What a Cargo workspace's members take from its root for their tests (cargo-member-tests.ts). */
  cargoMembers?: CargoMemberTests;
}

/** What every change-time detector sees: read once, shared. */
export interface ChangeSet {
  trees: Trees;
  changes: readonly ChangedFile[];
  /** The hunks of every file some detector asked for (binary files have none). */
  hunks: ReadonlyMap<string, Hunk[]>;
  /** Base and head texts of every file some detector asked for. */
  texts: ChangeTexts;
  /** Every path of the base commit. */
  basePaths: readonly string[];
}

/** What a detector found; `lockedVendor`: paths the locked tree must take from base (vendored code, a shadowing file: removed where base has none). */
export interface Found {
  anomalies: readonly Anomaly[];
  lockedVendor?: ReadonlySet<string>;
}

export interface ChangeDetector {
  /** What it looks for, for a reader of the registry and of `--timings`. */
  readonly name: string;
  /** The changed files whose hunks it reads (read once, for every detector). */
  readonly readsHunks?: (changes: readonly ChangedFile[], trees: Trees) => readonly ChangedFile[];
  /** The changed files whose base and head texts it reads. */
  readonly readsTexts?: (file: ChangedFile) => boolean;
  readonly detect: (set: ChangeSet) => Promise<Found> | Found;
}

/** What the post-run passes see: the change set, and what the checks and the inventory found. */
export interface RunFindings {
  repo: string;
  mergeBase: string;
  head: string;
  changes: readonly ChangedFile[];
  outcomes: readonly CheckOutcome[];
  /** The files the base inventory listed tests in (empty where it could not list them). */
  baseFiles: readonly BaseTestFile[];
  /** The listings of the installed environment the probes read (null where one could not run). */
  listings: ReadonlyArray<string | null>;
  /** The lint and type checks run again without the suppressions the PR added; null: none. */
  stripped?: StrippedRun | null;
}

export interface RunDetector {
  readonly name: string;
  readonly detect: (run: RunFindings) => Promise<readonly Anomaly[]>;
}
