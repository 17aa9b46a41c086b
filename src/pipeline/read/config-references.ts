// Follows, in the base commit, every reference a base harness config makes (tsconfig `extends`
// and `references`, biome and eslint `extends`, an eslint flat config's relative imports, ruff
// `extend`), transitively, and the globs the base tests read data through; the changed files so
// reached are derived harness (issue 42.5).
import { listFiles, readFiles, wordHolders } from '../../adapters/git.js';
import type { DerivedHarness, PathClassifier } from '../../core/changes/classify-path.js';
import { SOURCE_EXTENSIONS } from '../../core/changes/rules/source-extensions.js';
import {
  type ConfigFamily,
  configFamily,
  nextReferences,
} from '../../core/changes/test-support/config-references.js';
import { dataGlobs, globbedData } from '../../core/changes/test-support/data-globs.js';
import type { DiffEntry } from '../../core/model/diff.js';
import { changedBasePath } from '../../core/model/diff-sides.js';

export interface ConfigReferenceOptions {
  root: string;
  mergeBase: string;
  entries: Promise<readonly DiffEntry[]>;
  /** The rules' classifier, without derived harness. */
  classify: PathClassifier;
}

// A chain of extends longer than this is a loop the `reached` set did not catch, or an attack.
const MAX_DEPTH = 16;

/** The base paths of changed files the rules leave outside the locked set. */
function unlockedCandidates(entries: readonly DiffEntry[], classify: PathClassifier): string[] {
  const paths = entries.flatMap((e) => changedBasePath(e) ?? []);
  return [...new Set(paths)].filter((p) => {
    const cls = classify(p).class;
    return cls !== 'test' && cls !== 'harness';
  });
}

/** The config files base reaches from its harness configs, each with the rule naming its referrer. */
async function referenceClosure(
  options: ConfigReferenceOptions,
  listing: readonly string[],
): Promise<Map<string, string>> {
  const { root, mergeBase, classify } = options;
  const exists = new Set(listing);
  let frontier = new Map<string, ConfigFamily>();
  for (const path of listing) {
    const family = configFamily(path);
    if (family !== null && classify(path).class === 'harness') frontier.set(path, family);
  }
  const reached = new Map<string, string>();
  for (let depth = 0; depth < MAX_DEPTH && frontier.size > 0; depth += 1) {
    const texts = await readFiles(root, mergeBase, [...frontier.keys()]);
    const read = new Map(
      [...texts].map(([path, text]) => [
        path,
        { text, family: frontier.get(path) as ConfigFamily },
      ]),
    );
    const next = nextReferences(read, reached, { exists: (p) => exists.has(p) });
    frontier = new Map();
    for (const [path, { family, rule }] of next) {
      reached.set(path, rule);
      frontier.set(path, family);
    }
  }
  return reached;
}

/** The changed data files a base test's glob matches (the glob's folder named in its text). */
async function globbed(
  options: ConfigReferenceOptions,
  candidates: readonly string[],
): Promise<Map<string, string>> {
  const { root, mergeBase, classify } = options;
  const data = candidates.filter((p) => classify(p).class === 'other' && p.includes('/'));
  if (data.length === 0) return new Map();
  const folders = [
    ...new Set(data.map((p) => p.slice(0, p.lastIndexOf('/')).split('/').pop() ?? '')),
  ];
  const code = [...SOURCE_EXTENSIONS.keys()].map((extension) => `*.${extension}`);
  const holders = await wordHolders(root, mergeBase, folders, code);
  const tests = [...new Set([...holders.values()].flat())].filter(
    (p) => classify(p).class === 'test',
  );
  if (tests.length === 0) return new Map();
  const texts = await readFiles(root, mergeBase, tests);
  const globs = new Map([...texts].map(([path, text]) => [path, dataGlobs(path, text)]));
  return globbedData(data, globs);
}

export async function configReferenceHarness(
  options: ConfigReferenceOptions,
): Promise<DerivedHarness> {
  const candidates = unlockedCandidates(await options.entries, options.classify);
  // Nothing the rules leave unlocked changed: nothing to follow, no git process.
  if (candidates.length === 0) return new Map();
  const listing = await listFiles(options.root, options.mergeBase);
  const [closure, data] = await Promise.all([
    referenceClosure(options, listing),
    globbed(options, candidates),
  ]);
  const derived = new Map<string, string>();
  for (const path of candidates) {
    const rule = closure.get(path) ?? data.get(path);
    if (rule !== undefined) derived.set(path, rule);
  }
  return derived;
}
