// Reads from the base commit what the test-support judgement needs (the changed source files,
// the files that may import them, a Go package's files) and returns its derived harness.
import { listTree, readBlobs, readFiles, wordHolders } from '../../adapters/git.js';
import {
  classWithTests,
  type DerivedHarness,
  type PathClassifier,
} from '../../core/changes/classify-path.js';
import {
  goFileCandidates,
  goTestPackageFiles,
} from '../../core/changes/test-support/go-test-packages.js';
import {
  type SupportLanguage,
  supportLanguage,
} from '../../core/changes/test-support/module-imports.js';
import {
  arrivingSources,
  baseModuleNames,
  importersOf,
  pythonpathRoots,
  shadowCandidates,
  shadowingModules,
} from '../../core/changes/test-support/shadowed-imports.js';
import { supportCandidates } from '../../core/changes/test-support/support-candidates.js';
import {
  packageEntryCandidates,
  packageFolders,
  testPackageEntries,
} from '../../core/changes/test-support/test-packages.js';
import { type SupportTree, testSupport } from '../../core/changes/test-support/test-support.js';
import { PYTEST_CONFIGS, settingWords } from '../../core/discovery/executed/pytest-plugin-files.js';
import { lazyFolderIndex } from '../../core/discovery/paths.js';
import type { DiffEntry } from '../../core/model/diff.js';
import type { NamedTestJudge } from './command-tests.js';

export interface TestSupportOptions {
  root: string;
  mergeBase: string;
  /** The diff of the range, as `git diff` gives it. */
  entries: Promise<readonly DiffEntry[]>;
  /** The rules' classifier, without derived harness. */
  classify: PathClassifier;
  /**
   * The tests the base checks' commands and runner configs name (known after the walk): a helper
   * only they import is test support too. The search runs without waiting for them.
   */
  namedTests?: NamedTestJudge;
}

// Each round reads what the last one asked for; the judgement's own depth bound ends it sooner.
const MAX_ROUNDS = 6;

const PATHSPECS: Record<SupportLanguage, readonly string[]> = {
  python: ['*.py'],
  javascript: ['*.js', '*.mjs', '*.cjs', '*.jsx', '*.ts', '*.mts', '*.cts', '*.tsx'],
  go: ['*.go'],
};

/** The changed source files that judge the base tests, as derived harness. */
export async function testSupportHarness(options: TestSupportOptions): Promise<DerivedHarness> {
  const [helpers, packages, goFiles, shadows] = await Promise.all([
    helperHarness(options),
    packageEntryHarness(options),
    goPackageHarness(options),
    shadowHarness(options),
  ]);
  return new Map([...helpers, ...packages, ...goFiles, ...shadows]);
}

/** The Python modules the PR adds under names base tests import from elsewhere (shadowed-imports.ts). */
async function shadowHarness(options: TestSupportOptions): Promise<DerivedHarness> {
  const { root, mergeBase, classify } = options;
  const entries = await options.entries;
  const classOf = (path: string) => classify(path).class;
  // No Python source arrives: nothing to read.
  if (arrivingSources(entries, classOf).length === 0) return new Map();
  const configs = await readFiles(root, mergeBase, PYTEST_CONFIGS);
  const roots = pythonpathRoots(
    [...configs.values()].flatMap((text) => settingWords(text, 'pythonpath')),
  );
  const candidates = shadowCandidates(entries, classOf, roots);
  if (candidates.length === 0) return new Map();
  // The base listing is the run's cached one: discovery read it.
  const baseNames = baseModuleNames((await listTree(root, mergeBase)).map((e) => e.path));
  const modules = [...new Set(candidates.map((c) => c.module))].filter((m) => !baseNames.has(m));
  if (modules.length === 0) return new Map();
  const held = await wordHolders(root, mergeBase, modules, PATHSPECS.python);
  const judged = [...new Set([...held.values()].flat())].filter((path) => {
    const found = classify(path).class;
    return found === 'test' || found === 'harness';
  });
  const importers = importersOf(await readFiles(root, mergeBase, judged), modules);
  return shadowingModules(candidates, baseNames, importers);
}

/** The Go files the PR adds to packages of tests only (go-test-packages.ts). */
async function goPackageHarness(options: TestSupportOptions): Promise<DerivedHarness> {
  const { root, mergeBase, classify } = options;
  const candidates = goFileCandidates(await options.entries, (p) => classify(p).class);
  if (candidates.length === 0) return new Map();
  const paths = await listFolders(root, mergeBase, packageFolders(candidates));
  return goTestPackageFiles(candidates, paths, (p) => classify(p).class);
}

// The base paths under the folders ('' is the whole tree).
async function listFolders(root: string, commit: string, folders: readonly string[]) {
  const listed = folders.includes('')
    ? await listTree(root, commit)
    : await listTree(root, commit, folders);
  return listed.map((entry) => entry.path);
}

/** The changed `__init__.py` files of packages of tests only (test-packages.ts). */
async function packageEntryHarness(options: TestSupportOptions): Promise<DerivedHarness> {
  const { root, mergeBase, classify } = options;
  const candidates = packageEntryCandidates(await options.entries, (p) => classify(p).class);
  if (candidates.length === 0) return new Map();
  const paths = await listFolders(root, mergeBase, packageFolders(candidates));
  const named = (await options.namedTests?.(paths.filter((p) => p.endsWith('.py')))) ?? new Map();
  return testPackageEntries(candidates, paths, classWithTests(classify, named));
}

/** Helpers and what only helpers use (test-support.ts). */
async function helperHarness(options: TestSupportOptions): Promise<DerivedHarness> {
  const { root, mergeBase, classify } = options;
  const entries = await options.entries;
  const candidates = supportCandidates(entries, classify);
  // Nothing to judge, no git process.
  if (candidates.length === 0) return new Map();
  // Only a Go package is judged by its folder's files.
  const listing = candidates.some((p) => supportLanguage(p) === 'go')
    ? await listTree(root, mergeBase)
    : [];
  const inFolder = lazyFolderIndex(() => listing.map((entry) => entry.path));
  // The candidates' base texts by blob id, from the diff: no listing to find them.
  const blobs = new Map(entries.map((e) => [e.path, e.oldBlob]));
  const seeded = await readBlobs(
    root,
    candidates.map((p) => blobs.get(p) ?? ''),
  );
  const texts = new Map<string, string | null>(
    candidates.map((p) => [p, seeded.get(blobs.get(p) ?? '') ?? null]),
  );
  const holders = new Map<string, string[]>();
  // The words are searched in the files of every language a candidate has, in one search.
  const languages = new Set(candidates.flatMap((p) => supportLanguage(p) ?? []));
  const pathspecs = [...languages].flatMap((language) => PATHSPECS[language]);
  const judge = async (judged: readonly string[], classOf: SupportTree['classOf']) => {
    const tree: SupportTree = {
      classOf,
      text: (path) => texts.get(path),
      holding: (word) => holders.get(word),
      inFolder,
    };
    let found = testSupport(judged, tree);
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      if (found.unread.length === 0 && found.unsearched.length === 0) break;
      const [read, held] = await Promise.all([
        readFiles(root, mergeBase, found.unread),
        wordHolders(root, mergeBase, found.unsearched, pathspecs),
      ]);
      for (const path of found.unread) texts.set(path, read.get(path) ?? null);
      for (const [word, paths] of held) holders.set(word, paths);
      found = testSupport(judged, tree);
    }
    return found.support;
  };
  const byRules = await judge(candidates, (path) => classify(path).class);
  const named = (await options.namedTests?.([...holders.values()].flat())) ?? new Map();
  if (named.size === 0) return byRules;
  // Judged again, with what it has read, only where the checks name tests no rule knows.
  const others = candidates.filter((path) => !named.has(path));
  return judge(others, classWithTests(classify, named));
}
