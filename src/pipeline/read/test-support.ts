// Reads from the base commit what the test-support judgement needs (the changed source files,
// the files that may import them, a Go package's files) and returns its derived harness.
import { listTree, pathsHolding, readFiles } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import type { DerivedHarness, PathClassifier } from '../../core/changes/classify-path.js';
import {
  type SupportLanguage,
  supportLanguage,
} from '../../core/changes/test-support/module-imports.js';
import { supportCandidates } from '../../core/changes/test-support/support-candidates.js';
import { type SupportTree, testSupport } from '../../core/changes/test-support/test-support.js';
import { lazyFolderIndex } from '../../core/discovery/paths.js';
import type { DiffEntry } from '../../core/model/diff.js';

export interface TestSupportOptions {
  root: string;
  mergeBase: string;
  /** The diff of the range, as `git diff` gives it. */
  entries: Promise<readonly DiffEntry[]>;
  /** The rules' classifier, without derived harness. */
  classify: PathClassifier;
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
  const { root, mergeBase, classify } = options;
  const candidates = supportCandidates(await options.entries, classify);
  // Nothing to judge, no git process.
  if (candidates.length === 0) return new Map();
  const listing = await listTree(root, mergeBase);
  const inFolder = lazyFolderIndex(() => listing.map((entry) => entry.path));
  const texts = new Map<string, string | null>();
  const holders = new Map<string, string[]>();
  const languageOf = new Map(candidates.map((p) => [p, supportLanguage(p)]));
  const tree: SupportTree = {
    classOf: (path) => classify(path).class,
    text: (path) => texts.get(path),
    holding: (word) => holders.get(word),
    inFolder,
  };
  let found = testSupport(candidates, tree);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (found.unread.length === 0 && found.unsearched.length === 0) break;
    const read = await readFiles(root, mergeBase, found.unread);
    for (const path of found.unread) texts.set(path, read.get(path) ?? null);
    await mapLimit(found.unsearched, 2, async (word) => {
      holders.set(word, await pathsHolding(root, mergeBase, word, allPathspecs(languageOf)));
    });
    found = testSupport(candidates, tree);
  }
  return found.support;
}

// A word is searched in the files of every language a candidate has: few, and one search each.
function allPathspecs(languages: ReadonlyMap<string, SupportLanguage | null>): string[] {
  const wanted = new Set([...languages.values()].filter((l): l is SupportLanguage => l !== null));
  return [...wanted].flatMap((language) => PATHSPECS[language]);
}
