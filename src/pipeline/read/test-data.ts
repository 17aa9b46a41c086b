// Searches the base commit for the names of the changed data files (one `git grep` for all of
// them) and returns the data files only the base tests and harness name, as derived harness.
import { wordHolders } from '../../adapters/git.js';
import {
  classWithTests,
  type DerivedHarness,
  type PathClassifier,
} from '../../core/changes/classify-path.js';
import { SOURCE_EXTENSIONS } from '../../core/changes/rules/source-extensions.js';
import { dataCandidates, testData } from '../../core/changes/test-support/test-data.js';
import type { DiffEntry } from '../../core/model/diff.js';
import type { NamedTestJudge } from './command-tests.js';

export interface TestDataOptions {
  root: string;
  mergeBase: string;
  /** The diff of the range, as `git diff` gives it. */
  entries: Promise<readonly DiffEntry[]>;
  /** The rules' classifier, without derived harness. */
  classify: PathClassifier;
  /** The tests the base checks name (test-support.ts): their code names test data too. */
  namedTests?: NamedTestJudge;
}

// One command line holds them all (a name is at most 255 bytes); the rest stay data, as before.
const MAX_NAMES = 2_000;

export async function testDataHarness(options: TestDataOptions): Promise<DerivedHarness> {
  const { root, mergeBase, classify } = options;
  const candidates = dataCandidates(await options.entries, classify);
  // Nothing to judge, no git process.
  if (candidates.length === 0) return new Map();
  const holders = new Map<string, string[]>();
  const tree = {
    classOf: (path: string) => classify(path).class,
    holding: (word: string) => holders.get(word),
  };
  const first = testData(candidates, tree);
  // Only code counts as naming a data file (tests, harness code, product code): the search
  // leaves prose and data out, which matters on a large tree.
  const code = [...SOURCE_EXTENSIONS.keys()].map((extension) => `*.${extension}`);
  const names = first.unsearched.slice(0, MAX_NAMES);
  for (const [word, paths] of await wordHolders(root, mergeBase, names, code)) {
    holders.set(word, paths);
  }
  const byRules = testData(candidates, tree).data;
  const named = (await options.namedTests?.([...holders.values()].flat())) ?? new Map();
  if (named.size === 0) return byRules;
  // What the named tests name was searched with the rest: only the judgement runs again.
  return testData(candidates, { ...tree, classOf: classWithTests(classify, named) }).data;
}
