// Files a test rule matched only by their name or folder (`src/ab_test.py`, `src/spec/openapi.ts`)
// that define no tests and that product code imports: the product's own modules, so source. The
// importers are read at base for a base file (a PR cannot make a base test source by adding an
// import) and at head for a file the PR adds (its product code is what would break without it).
import type { DiffEntry } from '../../model/diff.js';
import type { PathClassifier } from '../classify-path.js';
import { definesTests } from '../defines-tests.js';
import { importNames, importWord, moduleImports, supportLanguage } from './module-imports.js';

export const PRODUCT_IMPORTED_RULE_PREFIX = 'source: imported by product code';

/** A changed path to judge, with the side whose texts decide. */
export interface ProductImportCandidate {
  path: string;
  side: 'base' | 'head';
  /** Its blob on that side. */
  blob: string;
  /** The word its importers name it by. */
  word: string;
}

// Rules a runner's own configuration or the user wrote are not second-guessed here, nor Go (a
// `_test.go` file is a test whatever imports it) and Rust (Cargo's `tests/` are never imported).
const JUDGED_ECOSYSTEMS = new Set(['python', 'javascript']);

export function productImportCandidates(
  entries: readonly DiffEntry[],
  classify: PathClassifier,
): ProductImportCandidate[] {
  const found: ProductImportCandidate[] = [];
  for (const entry of entries) {
    const side = entry.status === 'added' ? 'head' : entry.status === 'modified' ? 'base' : null;
    const kind = side === 'head' ? entry.newKind : entry.oldKind;
    if (side === null || (kind !== 'file' && kind !== 'executable')) continue;
    const rules = classify(entry.path);
    if (rules.class !== 'test' || rules.rule.startsWith('config:')) continue;
    if (!JUDGED_ECOSYSTEMS.has(rules.ecosystem ?? '')) continue;
    const language = supportLanguage(entry.path);
    const word = importWord(entry.path);
    if (language === null || language === 'go' || word === null) continue;
    found.push({
      path: entry.path,
      side,
      blob: side === 'head' ? entry.newBlob : entry.oldBlob,
      word,
    });
  }
  return found;
}

/**
 * The first source file (by the rules) among `holders` that imports `path`, or null; null too
 * when the file defines tests (a test module product code imports is still a test).
 */
export function productImporter(
  path: string,
  text: string,
  holders: ReadonlyMap<string, string>,
  classify: PathClassifier,
): string | null {
  if (definesTests(path, text)) return null;
  for (const [holder, holderText] of holders) {
    if (holder === path || classify(holder).class !== 'source') continue;
    if (moduleImports(holder, holderText).some((spec) => importNames(holder, spec, path)))
      return holder;
  }
  return null;
}
