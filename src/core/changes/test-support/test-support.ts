// Which files outside the test folders judge the base tests, so the locked tree keeps their base
// version: a module the tests import that imports a test framework, one only tests and such
// modules use that defines assertion helpers, and what only those modules use (the comparison
// an `assert_same` calls). Code the tests import to test it stays the code under test.

import { dirOf, isWithin } from '../../discovery/paths.js';
import type { FileClass } from '../../model/changed-file.js';
import {
  importNames,
  importWord,
  moduleImports,
  type SupportLanguage,
  supportLanguage,
} from './module-imports.js';
import { type SupportSignal, supportSignal } from './support-signals.js';

/** What the judgement reads of the base tree, answered a round at a time. */
export interface SupportTree {
  /** The class the rules give a base path. */
  classOf(path: string): FileClass;
  /** The base text of a path: undefined until it is read, null where there is none. */
  text(path: string): string | null | undefined;
  /** The base paths whose text holds the word, undefined until it is searched. */
  holding(word: string): readonly string[] | undefined;
  /** The base paths directly inside a folder. */
  inFolder(dir: string): readonly string[];
}

export interface SupportFound {
  /** Each test-support path, with the rule that says why. */
  support: Map<string, string>;
  /** Paths whose text is wanted before the judgement can end. */
  unread: string[];
  /** Words to search for. */
  unsearched: string[];
}

export const TEST_SUPPORT_RULE_PREFIX = 'test-support:';

// A module used only by a module used only by ... tests: deeper chains are left as source.
const MAX_DEPTH = 3;
// Support is used by a few modules at most: one that more source files import is product code.
const MAX_SOURCE_IMPORTERS = 5;
// Package entries passed through on the way to the importers: a package inside a package.
const MAX_REEXPORTS = 2;
const PACKAGE_ENTRY = /(?:^|\/)(?:__init__\.py|index\.(?:[cm]?[jt]s|[jt]sx))$/;
// Files read per word: the importers a judgement needs are found well before (tests first).
const MAX_HOLDERS = 400;

type Judgement = { support: string } | 'not' | 'pending';

/** Judges each candidate (a changed file the rules make source); see SupportFound. */
export function testSupport(candidates: readonly string[], tree: SupportTree): SupportFound {
  const judge = new Judge(tree);
  const support = new Map<string, string>();
  for (const path of candidates) {
    const verdict = judge.of(path, 0);
    if (typeof verdict === 'object')
      support.set(path, `${TEST_SUPPORT_RULE_PREFIX} ${verdict.support}`);
  }
  return { support, unread: [...judge.unread], unsearched: [...judge.unsearched] };
}

class Judge {
  readonly unread = new Set<string>();
  readonly unsearched = new Set<string>();
  private readonly done = new Map<string, Judgement>();

  constructor(private readonly tree: SupportTree) {}

  of(path: string, depth: number): Judgement {
    const known = this.done.get(path);
    if (known !== undefined) return known;
    // A cycle of imports is judged from outside it.
    this.done.set(path, 'not');
    const verdict = this.fresh(path, depth);
    if (verdict === 'pending') this.done.delete(path);
    else this.done.set(path, verdict);
    return verdict;
  }

  private fresh(path: string, depth: number): Judgement {
    const language = supportLanguage(path);
    const word = importWord(path);
    if (language === null || word === null) return 'not';
    const signal = this.signalOf(path, language);
    // Nothing marks it and a test names it: code under test, decided without reading the tests
    // (the common case, one search and no more reads).
    if (signal === null && this.testNames(path, word, language)) return 'not';
    const importers = this.importersOf(path, word, language);
    if (signal === 'pending' || importers === 'pending') return 'pending';
    const tests = importers.filter((p) => isTestSide(this.tree.classOf(p)));
    const sources = importers.filter((p) => this.tree.classOf(p) === 'source');
    if (tests.length === 0 && sources.length === 0) return 'not';
    if (sources.length > MAX_SOURCE_IMPORTERS) return 'not';
    if (sources.length > 0 && depth >= MAX_DEPTH) return 'not';
    const judged = sources.map((p) => this.of(p, depth + 1));
    if (judged.includes('pending')) return 'pending';
    if (judged.includes('not')) return 'not';
    const by = tests[0] ?? sources[0] ?? '';
    if (signal !== null) {
      // A library's own assertion function, tested by expecting it to fail, is code under test.
      if (
        signal.kind === 'helper' &&
        tests.some((p) => expectsFailure(this.tree.text(p), signal.name))
      ) {
        return 'not';
      }
      const what =
        signal.kind === 'framework' ? `imports ${signal.name}` : `defines ${signal.name}`;
      return { support: `${what}; used only by tests and test support (${by})` };
    }
    return tests.length === 0 ? { support: `used only by test support (${by})` } : 'not';
  }

  // A Go package is one unit: what marks one of its files marks the package.
  private signalOf(path: string, language: SupportLanguage): SupportSignal | null | 'pending' {
    const unit = language === 'go' ? goPackage(this.tree, path) : [path];
    let found: SupportSignal | null = null;
    for (const file of unit) {
      const text = this.read(file);
      if (text === undefined) return 'pending';
      const signal = text === null ? null : supportSignal(file, text);
      if (signal !== null && (found === null || signal.kind === 'framework')) found = signal;
    }
    return found;
  }

  private importersOf(
    path: string,
    word: string,
    language: SupportLanguage,
    reexports = MAX_REEXPORTS,
  ): string[] | 'pending' {
    const holders = this.tree.holding(word);
    if (holders === undefined) {
      this.unsearched.add(word);
      return 'pending';
    }
    const home = language === 'go' ? dirOf(path) : null;
    const eligible = holders
      .filter(
        (p) => p !== path && sameLanguage(p, language) && (home === null || dirOf(p) !== home),
      )
      .sort(
        (a, b) =>
          Number(!isTestSide(this.tree.classOf(a))) - Number(!isTestSide(this.tree.classOf(b))),
      )
      .slice(0, MAX_HOLDERS);
    const importers: string[] = [];
    let pending = false;
    for (const file of eligible) {
      const text = this.read(file);
      if (text === undefined) pending = true;
      else if (text !== null && moduleImports(file, text).some((s) => importNames(file, s, path))) {
        importers.push(file);
      }
    }
    if (pending) return 'pending';
    return reexports > 0
      ? this.throughEntries(path, importers, language, reexports - 1)
      : importers;
  }

  // A package's `__init__.py` or `index.ts` that imports the file re-exports it: who imports the
  // package imports the file (`from helpers import assert_same` reaching helpers/_impl.py).
  private throughEntries(
    path: string,
    importers: readonly string[],
    language: SupportLanguage,
    reexports: number,
  ): string[] | 'pending' {
    const found = new Set<string>();
    for (const importer of importers) {
      const entry =
        PACKAGE_ENTRY.test(importer) &&
        this.tree.classOf(importer) === 'source' &&
        isWithin(dirOf(path), dirOf(importer));
      const word = entry ? importWord(importer) : null;
      if (word === null) {
        found.add(importer);
        continue;
      }
      const outer = this.importersOf(importer, word, language, reexports);
      if (outer === 'pending') return 'pending';
      for (const p of outer) if (p !== path) found.add(p);
    }
    return [...found];
  }

  private testNames(path: string, word: string, language: SupportLanguage): boolean {
    const holders = this.tree.holding(word) ?? [];
    return holders.some(
      (p) => p !== path && sameLanguage(p, language) && isTestSide(this.tree.classOf(p)),
    );
  }

  private read(path: string): string | null | undefined {
    const text = this.tree.text(path);
    if (text === undefined) this.unread.add(path);
    return text;
  }
}

// `pytest.raises(AssertionError)` around it, `expect(() => assertX()).toThrow()`, `assert.Panics`.
const EXPECTS_FAILURE = /raises|Raises|toThrow|throws|Throws|rejects|Panics|panics|ErrorContains/;

function expectsFailure(text: string | null | undefined, name: string): boolean {
  const lines = (text ?? '').split('\n');
  return lines.some(
    (line, i) =>
      EXPECTS_FAILURE.test(line) &&
      [line, lines[i + 1] ?? ''].some((near) => new RegExp(`\\b${name}\\b`).test(near)),
  );
}

function isTestSide(fileClass: FileClass): boolean {
  return fileClass === 'test' || fileClass === 'harness';
}

function sameLanguage(path: string, language: SupportLanguage): boolean {
  return (supportLanguage(path) ?? (path.endsWith('_test.go') ? 'go' : null)) === language;
}

function goPackage(tree: SupportTree, path: string): string[] {
  return tree
    .inFolder(dirOf(path))
    .filter((p) => p.endsWith('.go') && !p.endsWith('_test.go'))
    .sort();
}
