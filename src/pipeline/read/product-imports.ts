// Reads what the product-import judgement needs (product-imported.ts): the candidates' texts and
// the source files that name them, at base for base files and at head for added ones.
import { readBlobs, readFiles, wordHolders } from '../../adapters/git.js';
import type { DerivedSource, PathClassifier } from '../../core/changes/classify-path.js';
import {
  PRODUCT_IMPORTED_RULE_PREFIX,
  type ProductImportCandidate,
  productImportCandidates,
  productImporter,
} from '../../core/changes/test-support/product-imported.js';
import type { DiffEntry } from '../../core/model/diff.js';

export interface ProductImportOptions {
  root: string;
  baseSha: string;
  headSha: string;
  entries: Promise<readonly DiffEntry[]>;
  /** The rules' classifier. */
  classify: PathClassifier;
}

const PATHSPECS = ['*.py', '*.js', '*.mjs', '*.cjs', '*.jsx', '*.ts', '*.mts', '*.cts', '*.tsx'];
// A file named by more source files than this is judged on the first ones only.
const MAX_HOLDERS = 40;

export async function productImports(options: ProductImportOptions): Promise<DerivedSource> {
  const candidates = productImportCandidates(await options.entries, options.classify);
  if (candidates.length === 0) return new Map();
  const sides = await Promise.all([
    judgeSide(
      options,
      options.baseSha,
      candidates.filter((c) => c.side === 'base'),
    ),
    judgeSide(
      options,
      options.headSha,
      candidates.filter((c) => c.side === 'head'),
    ),
  ]);
  return new Map(sides.flat());
}

async function judgeSide(
  options: ProductImportOptions,
  commit: string,
  candidates: readonly ProductImportCandidate[],
): Promise<Array<[string, string]>> {
  if (candidates.length === 0) return [];
  const { root, classify } = options;
  const [texts, held] = await Promise.all([
    readBlobs(
      root,
      candidates.map((c) => c.blob),
    ),
    wordHolders(root, commit, [...new Set(candidates.map((c) => c.word))], PATHSPECS),
  ]);
  const holderPaths = [...new Set([...held.values()].flat())]
    .filter((p) => classify(p).class === 'source')
    .slice(0, MAX_HOLDERS * candidates.length);
  const holderTexts = await readFiles(root, commit, holderPaths);
  const found: Array<[string, string]> = [];
  for (const candidate of candidates) {
    const text = texts.get(candidate.blob);
    if (text === undefined) continue;
    const mine = new Map(
      (held.get(candidate.word) ?? [])
        .slice(0, MAX_HOLDERS)
        .flatMap((p): Array<[string, string]> => {
          const t = holderTexts.get(p);
          return t === undefined ? [] : [[p, t]];
        }),
    );
    const importer = productImporter(candidate.path, text, mine, classify);
    if (importer !== null)
      found.push([candidate.path, `${PRODUCT_IMPORTED_RULE_PREFIX} (${importer})`]);
  }
  return found;
}
