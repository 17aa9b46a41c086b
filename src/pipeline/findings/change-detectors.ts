// The change-time detectors, in the order their findings are reported: what the diff itself shows
// (tests and harness changed, markers and assertions in test hunks, in-source tests, docstring
// tests, the test toolchain, manifests, runner settings in source, shadowing files, and the
// source heuristics). Adding a detector is adding its entry here.
import { readBlobs, readFile } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import { mayConfigureDjango, testRunnerAnomalies } from '../../core/changes/django-test-runner.js';
import { replacedByEntry } from '../../core/changes/entry-kinds.js';
import { type AddedFacts, fileAnomalies } from '../../core/changes/file-anomalies.js';
import { hunkAnomalies } from '../../core/changes/hunk-anomalies.js';
import { newPackageManifests } from '../../core/changes/new-package-manifests.js';
import { changedScripts, hunksNaming, scriptLine } from '../../core/changes/package-scripts.js';
import { pythonDoctestAnomalies } from '../../core/changes/python-doctests.js';
import { buildInstructionAnomalies } from '../../core/changes/rust-build-instructions.js';
import { buildScriptAnomalies } from '../../core/changes/rust-build-script.js';
import { inlineTestAnomalies } from '../../core/changes/rust-inline-tests.js';
import { goBuildShadows } from '../../core/changes/shadowing/go-build.js';
import { testEnvironmentReads } from '../../core/changes/test-environment/test-environment-read.js';
import { workflowCheckSteps } from '../../core/discovery/workflow/defines-checks.js';
import { sourceHeuristics } from '../../core/heuristics/source-heuristics.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Hunk } from '../../core/model/diff.js';
import { dependencyOnlyManifests, isMergedManifest } from '../read/dependency-only-manifests.js';
import { harnessTexts, readsHarnessText } from '../read/harness-texts.js';
import { inSourceTestChanges } from '../read/in-source-tests.js';
import { isJudgedManifest, judgedByOwnRule, manifestRules } from '../read/manifest-rules.js';
import { shadowingSiblings } from '../read/shadowing-siblings.js';
import { baseTestLiterals } from '../read/test-literals.js';
import { readsToolchain, toolchainChanges } from '../read/toolchain-changes.js';
import type { ChangeDetector, ChangeSet, Found, Trees } from './detector.js';

const EDITED = new Set(['modified', 'type-changed', 'renamed', 'copied']);
// Beyond this many changed source files the heuristics would cost more than they tell.
const MAX_SOURCE_FILES = 500;

/** A base test file that still exists at head with edits: its hunks show markers and assertions. */
function isEditedTest(file: ChangedFile): boolean {
  // A test replaced by a gitlink or symlink is deleted, not edited: its lines are not read.
  if (replacedByEntry(file)) return false;
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

/** The file's text at base and at head (null where that side has none). */
function bothSides(trees: Trees, file: ChangedFile): Promise<[string | null, string | null]> {
  return Promise.all([
    file.status === 'added'
      ? null
      : readFile(trees.repo, trees.mergeBase, file.oldPath ?? file.path),
    file.status === 'deleted' ? null : readFile(trees.repo, trees.head, file.path),
  ]);
}

function withHunks(set: ChangeSet, pick: (file: ChangedFile) => boolean): ChangedFile[] {
  return set.changes.filter((file) => pick(file) && set.hunks.has(file.path));
}

function hunksOf(set: ChangeSet, file: ChangedFile): Hunk[] {
  return set.hunks.get(file.path) ?? [];
}

function found(anomalies: readonly Anomaly[]): Found {
  return { anomalies };
}

/** A test or harness file the PR adds, whose text the severity of its addition reads. */
function isAddedTestOrHarness(file: ChangedFile): boolean {
  return (
    (file.status === 'added' || file.status === 'copied') &&
    (file.class === 'test' || file.class === 'harness') &&
    file.newKind === 'file'
  );
}

/** What the severity of an addition needs: the added files' texts, the base tests, the checks. */
async function addedFacts(set: ChangeSet): Promise<AddedFacts> {
  const { trees, changes } = set;
  const added = changes.filter(isAddedTestOrHarness);
  const blobs = await readBlobs(trees.repo, [...new Set(added.map((f) => f.newBlob))]);
  const heads = new Map(
    added.flatMap((f) => {
      const text = blobs.get(f.newBlob);
      return text === undefined ? [] : [[f.path, text] as const];
    }),
  );
  const workflowChecks = new Map(
    added
      .filter((f) => f.rule === 'ci:.github/workflows' && heads.has(f.path))
      .map((f) => [f.path, workflowCheckSteps(f.path, heads.get(f.path) ?? '')] as const),
  );
  let baseTests: string[] | null = null;
  const baseTestsUnder = (folder: string): boolean => {
    baseTests ??= set.basePaths.filter((path) => trees.classify(path).class === 'test');
    const prefix = folder === '' ? '' : `${folder}/`;
    return baseTests.some((path) => path.startsWith(prefix));
  };
  return {
    addedTestsPolicy: trees.addedTests,
    heads,
    baseTestsUnder,
    addedTests: new Set(
      changes.filter((f) => f.class === 'test' && f.status === 'added').map((f) => f.path),
    ),
    checkTools: trees.checkTools,
    workflowChecks,
  };
}

/**
 * A changed package.json's hunks cut to the scripts that changed and run, so the harness detail
 * shows that line; other files' hunks as they are.
 */
function scriptHunks(
  set: ChangeSet,
  file: ChangedFile,
  inert: readonly string[] | undefined,
): Hunk[] {
  const hunks = hunksOf(set, file);
  const text = set.texts.get(file.path);
  if (!file.path.endsWith('package.json') || !text?.base || !text.head) return hunks;
  const changed = changedScripts(text.base, text.head).filter((n) => !inert?.includes(n));
  return hunksNaming(hunks, changed);
}

/** Scripts a package.json adds that nothing at base runs: evidence for a reader, no gaming. */
function inertScriptAnomalies(set: ChangeSet, inert: ReadonlyMap<string, string[]>): Anomaly[] {
  return [...inert].flatMap(([path, names]) => {
    const file = set.changes.find((f) => f.path === path);
    const hunks = file === undefined ? [] : hunksOf(set, file);
    return names.map((name) => ({
      kind: 'harness-added' as const,
      severity: 'info' as const,
      path,
      line: scriptLine(hunks, name),
      detail: `package.json script '${name}' added: no base check or script runs it`,
    }));
  });
}

/** Each changed test and harness file; a manifest whose change is only dependencies is no harness change. */
const testAndHarnessFiles: ChangeDetector = {
  name: 'test and harness files',
  readsHunks: (changes) => changes.filter((f) => isEditedTest(f) || isEditedHarness(f)),
  readsTexts: (file) => isMergedManifest(file) || readsHarnessText(file),
  async detect(set) {
    const manifests = dependencyOnlyManifests(set.changes, set.texts, set.trees.checkWords, {
      goTestModules: set.trees.goTestModules,
      cargoMembers: set.trees.cargoMembers,
    });
    const dependencyOnly = manifests.dependencyOnly;
    const hunks = new Map(
      set.changes
        .filter((f) => (isEditedTest(f) || isEditedHarness(f)) && set.hunks.has(f.path))
        .map((f) => [f.path, scriptHunks(set, f, manifests.inertScripts.get(f.path))]),
    );
    // Manifests a rule of their own judges line by line (CMake files, cmake-changes.ts).
    const ownRule = judgedByOwnRule(set.changes);
    const anomalies = fileAnomalies(
      set.changes,
      hunks,
      harnessTexts(set.changes, set.texts),
      newPackageManifests(set.changes, set.basePaths),
      await addedFacts(set),
    ).filter(
      (a) =>
        !(a.kind === 'harness-modified' && (dependencyOnly.has(a.path) || ownRule.has(a.path))),
    );
    return found([...anomalies, ...inertScriptAnomalies(set, manifests.inertScripts)]);
  },
};

const testHunks: ChangeDetector = {
  name: 'skip markers and assertions in edited tests',
  readsHunks: (changes) => changes.filter(isEditedTest),
  detect: (set) =>
    found(withHunks(set, isEditedTest).flatMap((f) => hunkAnomalies(f, hunksOf(set, f)))),
};

const rustSources: ChangeDetector = {
  name: 'Rust inline tests and build scripts',
  readsHunks: (changes) => changes.filter(isRustSource),
  async detect(set) {
    const files = withHunks(set, isRustSource);
    const per = await mapLimit(files, 8, async (file) => {
      const [baseText, headText] = await bothSides(set.trees, file);
      return [
        ...inlineTestAnomalies(file, hunksOf(set, file), baseText, headText, set.trees.addedTests),
        ...buildScriptAnomalies(file, headText),
        ...buildInstructionAnomalies(file, baseText, headText),
      ];
    });
    return found(per.flat());
  },
};

/** Python changes: a doctest or a runner setting may sit in any of them. */
function pythonChanges(changes: readonly ChangedFile[]): ChangedFile[] {
  return changes.filter(mayConfigureDjango).slice(0, MAX_SOURCE_FILES);
}

const doctests: ChangeDetector = {
  name: 'docstring tests the base runner collects',
  readsHunks: (changes, trees) => (trees.doctestModules ? pythonChanges(changes) : []),
  async detect(set) {
    if (!set.trees.doctestModules) return found([]);
    const files = pythonChanges(set.changes).filter(
      (f) => f.class === 'source' && set.hunks.has(f.path),
    );
    const per = await mapLimit(files, 8, async (file) => {
      const [baseText, headText] = await bothSides(set.trees, file);
      return pythonDoctestAnomalies(file, hunksOf(set, file), baseText, headText);
    });
    return found(per.flat());
  },
};

const inSourceTests: ChangeDetector = {
  name: 'in-source test blocks (import.meta)',
  detect: async (set) =>
    found(await inSourceTestChanges(set.trees.repo, set.changes, (f) => set.hunks.get(f.path))),
};

const toolchain: ChangeDetector = {
  name: 'the test toolchain as a dependency, vendored code',
  readsTexts: readsToolchain,
  async detect(set) {
    const { repo, mergeBase, head } = set.trees;
    const result = await toolchainChanges(
      { repo, mergeBase, head },
      set.changes,
      set.texts,
      set.trees.goTestModules,
      set.trees.cargoMembers,
    );
    return { anomalies: result.anomalies, lockedVendor: result.lockedVendor };
  },
};

const manifests: ChangeDetector = {
  name: 'manifest conditions, commands and install hooks',
  readsTexts: isJudgedManifest,
  detect: (set) => found(manifestRules(set.changes, set.texts)),
};

const runnerSettingsInSource: ChangeDetector = {
  name: "runner settings in source (Django's TEST_RUNNER)",
  readsHunks: pythonChanges,
  detect: (set) =>
    found(
      pythonChanges(set.changes).flatMap((f) =>
        testRunnerAnomalies(f, set.hunks.get(f.path) ?? []),
      ),
    ),
};

const shadowing: ChangeDetector = {
  name: 'files that shadow a base source file',
  detect: async (set) => {
    const anomalies = await shadowingSiblings(
      set.trees.repo,
      set.trees.mergeBase,
      set.trees.head,
      set.changes,
    );
    // A shadowing file is left out of the locked run, as every harness file the PR adds is.
    const paths = anomalies.flatMap((a) => (a.path === null ? [] : [a.path]));
    return { anomalies, lockedVendor: new Set(paths) };
  },
};

/** A Go source file (not a test) the PR adds or edits in place: its build constraint is read. */
function isGoSource(file: ChangedFile): boolean {
  return (
    file.class === 'source' &&
    file.path.endsWith('.go') &&
    !file.path.endsWith('_test.go') &&
    (file.status === 'added' || file.status === 'modified') &&
    file.newKind === 'file'
  );
}

const goBuildShadowing: ChangeDetector = {
  name: "Go files that take a base file's place under a build constraint",
  readsTexts: isGoSource,
  detect: async (set) => {
    const sides = set.changes.filter(isGoSource).flatMap((file) => {
      const text = set.texts.get(file.path);
      if (text === undefined) return [];
      const status = file.status === 'added' ? ('added' as const) : ('modified' as const);
      return [{ path: file.path, status, base: text.base, head: text.head }];
    });
    const anomalies = goBuildShadows(sides);
    const paths = anomalies.flatMap((a) => (a.path === null ? [] : [a.path]));
    return { anomalies, lockedVendor: new Set(paths) };
  },
};

function liveSources(changes: readonly ChangedFile[]): ChangedFile[] {
  return changes.filter(isLiveSource).slice(0, MAX_SOURCE_FILES);
}

const heuristics: ChangeDetector = {
  name: 'source heuristics',
  readsHunks: (changes, trees) => (trees.heuristics === 'off' ? [] : liveSources(changes)),
  async detect(set) {
    const { trees } = set;
    const severity = trees.heuristics;
    const sources = severity === 'off' ? [] : liveSources(set.changes);
    if (severity === 'off' || sources.length === 0) return found([]);
    const testLiterals = await baseTestLiterals(
      trees.repo,
      trees.mergeBase,
      trees.classify,
      sources,
    );
    const withText = sources.filter((file) => set.hunks.has(file.path));
    // The head text of each file, in one git call: a rule judges a whole method the diff touches.
    const heads = await readBlobs(trees.repo, [...new Set(withText.map((file) => file.newBlob))]);
    const files = withText.map((file) => ({
      file,
      hunks: hunksOf(set, file),
      headText: heads.get(file.newBlob) ?? null,
    }));
    return found(sourceHeuristics({ files, testLiterals, severity }));
  },
};

/** Product code that newly reads whether it runs under a test runner: a rule of its own, always on. */
const testEnvironment: ChangeDetector = {
  name: 'product code that reads the test environment',
  readsHunks: (changes) => liveSources(changes),
  async detect(set) {
    const files = withHunks(set, isLiveSource).slice(0, MAX_SOURCE_FILES);
    const per = await mapLimit(files, 8, async (file) => {
      const [baseText, headText] = await bothSides(set.trees, file);
      return testEnvironmentReads(file, hunksOf(set, file), baseText, headText);
    });
    return found(per.flat());
  },
};

/** In the order the report lists their findings. */
export const CHANGE_DETECTORS: readonly ChangeDetector[] = [
  testAndHarnessFiles,
  testHunks,
  rustSources,
  doctests,
  inSourceTests,
  heuristics,
  testEnvironment,
  toolchain,
  manifests,
  runnerSettingsInSource,
  shadowing,
  goBuildShadowing,
];
