// Diffs head against the merge base, classifies every path and finds the anomalies: test and
// harness changes, markers and assertions in test hunks, inline Rust tests, source heuristics.
import { diffEntries, diffHunks, listFiles, readBlobs, readFile } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import type { StageClock } from '../../adapters/stage-clock.js';
import { classifyChanges } from '../../core/changes/classify-changes.js';
import type { PathClassifier } from '../../core/changes/classify-path.js';
import { mayConfigureDjango, testRunnerAnomalies } from '../../core/changes/django-test-runner.js';
import { fileAnomalies } from '../../core/changes/file-anomalies.js';
import { hunkAnomalies } from '../../core/changes/hunk-anomalies.js';
import { newPackageManifests } from '../../core/changes/new-package-manifests.js';
import { pythonDoctestAnomalies } from '../../core/changes/python-doctests.js';
import { buildInstructionAnomalies } from '../../core/changes/rust-build-instructions.js';
import { buildScriptAnomalies } from '../../core/changes/rust-build-script.js';
import { inlineTestAnomalies } from '../../core/changes/rust-inline-tests.js';
import type { SourceHeuristicsSetting } from '../../core/config/config.js';
import { sourceHeuristics } from '../../core/heuristics/source-heuristics.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { DiffEntry, Hunk } from '../../core/model/diff.js';
import { readChangeTexts } from '../read/change-texts.js';
import { dependencyOnlyManifests, isMergedManifest } from '../read/dependency-only-manifests.js';
import { harnessTexts, readsHarnessText } from '../read/harness-texts.js';
import { inSourceTestChanges } from '../read/in-source-tests.js';
import { isJudgedManifest, judgedByOwnRule, manifestRules } from '../read/manifest-rules.js';
import { shadowingSiblings } from '../read/shadowing-siblings.js';
import { baseTestLiterals } from '../read/test-literals.js';
import { lockVendored, readsToolchain, toolchainChanges } from '../read/toolchain-changes.js';

export interface CollectedChanges {
  changes: ChangedFile[];
  anomalies: Anomaly[];
}

export interface CollectOptions {
  repo: string;
  mergeBase: string;
  head: string;
  classify: PathClassifier;
  heuristics: SourceHeuristicsSetting;
  /** Laps `diff` and `classify` for `--timings`. */
  clock?: StageClock | undefined;
  /** The diff of the range when the caller already reads it (one `git diff` per run). */
  entries?: Promise<DiffEntry[]> | undefined;
  /** The base test runner collects docstring examples (`--doctest-modules`): they are base tests. */
  doctestModules?: boolean;
}

const EDITED = new Set(['modified', 'type-changed', 'renamed', 'copied']);
// Beyond this many changed source files the heuristics would cost more than they tell.
const MAX_SOURCE_FILES = 500;

/** A base test file that still exists at head with edits: its hunks show markers and assertions. */
function isEditedTest(file: ChangedFile): boolean {
  return EDITED.has(file.status) && file.oldClass === 'test' && file.class === 'test';
}

/** A harness file edited in place: its first changed line is shown and annotated. */
function isEditedHarness(file: ChangedFile): boolean {
  return file.status === 'modified' && file.oldClass === 'harness' && file.class === 'harness';
}

/** Source the PR adds or edits (not deletes): the heuristics read its added lines. */
function isLiveSource(file: ChangedFile): boolean {
  return file.class === 'source' && file.status !== 'deleted' && file.newKind !== 'submodule';
}

/** Rust source can carry tests inline (`#[cfg(test)]`), so its hunks are read too. */
function isRustSource(file: ChangedFile): boolean {
  return (
    file.class === 'source' && (file.path.endsWith('.rs') || (file.oldPath ?? '').endsWith('.rs'))
  );
}

/** A change some rule judges by its texts: each is read once, for all of them. */
function readsText(file: ChangedFile): boolean {
  return (
    isMergedManifest(file) ||
    readsHarnessText(file) ||
    readsToolchain(file) ||
    isJudgedManifest(file)
  );
}

/** The hunks of every file some rule reads, each diffed once; binary files have none. */
async function readHunks(
  repo: string,
  files: readonly ChangedFile[],
): Promise<Map<string, Hunk[]>> {
  const byPath = new Map<string, Hunk[]>();
  await mapLimit(files, 8, async (file) => {
    const { binary, hunks } = await diffHunks(repo, file.oldBlob, file.newBlob);
    if (!binary) byPath.set(file.path, hunks);
  });
  return byPath;
}

/** The file's text at base and at head (null where that side has none). */
function bothSides(
  options: CollectOptions,
  file: ChangedFile,
): Promise<[string | null, string | null]> {
  return Promise.all([
    file.status === 'added'
      ? null
      : readFile(options.repo, options.mergeBase, file.oldPath ?? file.path),
    file.status === 'deleted' ? null : readFile(options.repo, options.head, file.path),
  ]);
}

async function inlineTests(
  options: CollectOptions,
  file: ChangedFile,
  hunks: Hunk[],
): Promise<Anomaly[]> {
  const [baseText, headText] = await bothSides(options, file);
  return [
    ...inlineTestAnomalies(file, hunks, baseText, headText),
    ...buildScriptAnomalies(file, headText),
    ...buildInstructionAnomalies(file, baseText, headText),
  ];
}

async function doctestChanges(
  options: CollectOptions,
  file: ChangedFile,
  hunks: Hunk[],
): Promise<Anomaly[]> {
  const [baseText, headText] = await bothSides(options, file);
  return pythonDoctestAnomalies(file, hunks, baseText, headText);
}

async function heuristicAnomalies(
  options: CollectOptions,
  sources: readonly ChangedFile[],
  hunks: ReadonlyMap<string, Hunk[]>,
): Promise<Anomaly[]> {
  if (options.heuristics === 'off' || sources.length === 0) return [];
  const testLiterals = await baseTestLiterals(
    options.repo,
    options.mergeBase,
    options.classify,
    sources,
  );
  const withHunks = sources.filter((file) => hunks.has(file.path));
  // The head text of each file, in one git call: a rule judges a whole method the diff touches.
  const heads = await readBlobs(options.repo, [...new Set(withHunks.map((file) => file.newBlob))]);
  const files = withHunks.map((file) => ({
    file,
    hunks: hunks.get(file.path) ?? [],
    headText: heads.get(file.newBlob) ?? null,
  }));
  return sourceHeuristics({ files, testLiterals, severity: options.heuristics });
}

export async function collectChanges(options: CollectOptions): Promise<CollectedChanges> {
  const { repo, mergeBase, head, classify } = options;
  const entries = await (options.entries ?? diffEntries(repo, mergeBase, head));
  options.clock?.lap('diff');
  const changes = classifyChanges(entries, classify);
  const editedTests = changes.filter(isEditedTest);
  const rust = changes.filter(isRustSource);
  const sources =
    options.heuristics === 'off' ? [] : changes.filter(isLiveSource).slice(0, MAX_SOURCE_FILES);
  const editedHarness = changes.filter(isEditedHarness);
  const python = changes.filter(mayConfigureDjango).slice(0, MAX_SOURCE_FILES);
  // The reads below are independent git processes: each group runs at once (issue 14).
  const [hunks, read, shadowing, basePaths] = await Promise.all([
    readHunks(repo, [
      ...new Set([...editedTests, ...rust, ...sources, ...editedHarness, ...python]),
    ]),
    readChangeTexts(repo, mergeBase, head, changes.filter(readsText)),
    shadowingSiblings(repo, mergeBase, head, changes),
    // The base commit's whole listing: cached for the run (the parsers read it first).
    listFiles(repo, mergeBase),
  ]);
  const hunksOf = (file: ChangedFile): Hunk[] | undefined => hunks.get(file.path);
  const doctested = options.doctestModules
    ? python.filter((f) => f.class === 'source' && hunksOf(f) !== undefined)
    : [];
  const [inline, doctests, inSource, heuristics, toolchain] = await Promise.all([
    mapLimit(
      rust.filter((f) => hunksOf(f) !== undefined),
      8,
      (file) => inlineTests(options, file, hunksOf(file) as Hunk[]),
    ),
    mapLimit(doctested, 8, (file) => doctestChanges(options, file, hunksOf(file) as Hunk[])),
    inSourceTestChanges(repo, changes, hunksOf),
    heuristicAnomalies(options, sources, hunks),
    toolchainChanges({ repo, mergeBase, head }, changes, read),
  ]);
  const testHunks = new Map(
    editedTests.flatMap((f) => (hunksOf(f) ? [[f.path, hunksOf(f) as Hunk[]]] : [])),
  );
  const harnessHunks = new Map(
    editedHarness.flatMap((f) => (hunksOf(f) ? [[f.path, hunksOf(f) as Hunk[]]] : [])),
  );
  const dependencyOnly = dependencyOnlyManifests(changes, read);
  const ownRule = judgedByOwnRule(changes);
  // Texts of the harness files whose severity depends on their content.
  const texts = harnessTexts(changes, read);
  const anomalies = [
    ...fileAnomalies(
      changes,
      new Map([...testHunks, ...harnessHunks]),
      texts,
      newPackageManifests(changes, basePaths),
    ).filter(
      (a) =>
        !(a.kind === 'harness-modified' && (dependencyOnly.has(a.path) || ownRule.has(a.path))),
    ),
    ...editedTests.flatMap((f) => hunkAnomalies(f, testHunks.get(f.path) ?? [])),
    ...inline.flat(),
    ...doctests.flat(),
    ...inSource,
    ...heuristics,
    ...toolchain.anomalies,
    ...manifestRules(changes, read),
    ...python.flatMap((f) => testRunnerAnomalies(f, hunksOf(f) ?? [])),
    ...shadowing,
  ];
  options.clock?.lap('classify');
  return { changes: lockVendored(changes, toolchain.lockedVendor), anomalies };
}
