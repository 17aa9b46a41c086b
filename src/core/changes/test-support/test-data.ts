// Data files outside the test folders that the base tests read: a `data/cases.json` a test takes
// its expected values from decides what passes as much as the test does. A changed data file is
// harness (its base version is what the base tests read) when, at base, test code or harness code
// names it and no product code does. One named by product code too is the product's data, as
// before; one only configuration names (a `requirements/tests.txt` in tox.ini) is an input of the
// toolchain, which has rules of its own.
import type { FileClass } from '../../model/changed-file.js';
import type { DiffEntry } from '../../model/diff.js';
import { changedBasePath } from '../../model/diff-sides.js';
import type { DerivedHarness, PathClassifier } from '../classify-path.js';
import { extensionEcosystem } from '../rules/source-extensions.js';

export const TEST_DATA_RULE_PREFIX = 'test-data:';

// Files of class `other` that code reads as data, and text files outside documentation folders.
// Lockfiles, manifests, build, repository and editor files have rules of their own. Prose and a
// site's assets are not test data: a test that names `index.html` or `favicon.ico` is as often a
// route as a read of the file (chi's router tests), and a CSS file a test setup imports is styling.
const DATA_RULES = new Set(['other:data', 'unclassified']);
const TEXT = /\.txt$/i;
const DOCS_FOLDER = /(?:^|\/)(?:docs?|documentation|site|website)\//i;

/**
 * A file name specific enough to stand for the file where code names it: it has an extension
 * (`cases.json`, `.env.test`), and git can search it as one word (no space or newline).
 */
export function nameOfData(path: string): string | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.length < 5 || name.indexOf('.', 1) < 0) return null;
  return /^[\w.][\w.-]*$/.test(name) ? name : null;
}

/** The base paths of the changed data files: modified, retyped, deleted or moved away. */
export function dataCandidates(entries: readonly DiffEntry[], classify: PathClassifier): string[] {
  const paths = entries
    .flatMap((e) => changedBasePath(e) ?? [])
    .filter((path) => {
      const { class: fileClass, rule } = classify(path);
      const data = DATA_RULES.has(rule) || (rule === 'other:docs' && TEXT.test(path));
      return fileClass === 'other' && data && !DOCS_FOLDER.test(path) && nameOfData(path) !== null;
    });
  return [...new Set(paths)];
}

/** What the judgement reads of the base commit. */
export interface DataTree {
  classOf(path: string): FileClass;
  /** The paths whose text holds `word` as a whole word; undefined before it was searched. */
  holding(word: string): readonly string[] | undefined;
}

export interface DataJudgement {
  data: DerivedHarness;
  /** Names to search before the candidates holding them can be judged. */
  unsearched: string[];
}

export function testData(candidates: readonly string[], tree: DataTree): DataJudgement {
  const data = new Map<string, string>();
  const unsearched = new Set<string>();
  for (const path of candidates) {
    const name = nameOfData(path);
    if (name === null) continue;
    const holders = tree.holding(name);
    if (holders === undefined) {
      unsearched.add(name);
      continue;
    }
    const naming = holders.filter((holder) => holder !== path);
    const product = naming.filter((holder) => tree.classOf(holder) === 'source');
    const tests = naming.filter((holder) => {
      const fileClass = tree.classOf(holder);
      return (
        (fileClass === 'test' || fileClass === 'harness') && extensionEcosystem(holder) !== null
      );
    });
    if (product.length > 0 || tests.length === 0) continue;
    data.set(path, `${TEST_DATA_RULE_PREFIX} named only by test code (${shown(tests)})`);
  }
  return { data, unsearched: [...unsearched] };
}

// The anomaly names a few of them; the rest are counted.
const SHOWN = 3;

function shown(paths: readonly string[]): string {
  const sorted = [...paths].sort();
  const more = sorted.length - SHOWN;
  return more > 0 ? `${sorted.slice(0, SHOWN).join(', ')} and ${more} more` : sorted.join(', ');
}
