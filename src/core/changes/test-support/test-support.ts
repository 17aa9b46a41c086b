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
// Support is used by a few modules at most: one that more source files import is product code,
// and one that more source files name is taken for it unread.
const MAX_SOURCE_IMPORTERS = 5;
const MAX_SOURCE_HOLDERS = 20;
// Test files read to find one that imports a marked module (and to see how it is used).
const MAX_TEST_HOLDERS = 100;
// Words searched in one judgement: past that, what is left undecided stays source.
const MAX_SEARCHES = 24;
const MAX_TEXT = 1024 * 1024;
// Package entries passed through on the way to the importers: a package inside a package.
const MAX_REEXPORTS = 2;
const PACKAGE_ENTRY = /(?:^|\/)(?:__init__\.py|index\.(?:[cm]?[jt]s|[jt]sx))$/;

type Judgement = { support: string } | 'not' | 'pending';
type Pending = 'pending';

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

/** The files that name a module: test side and source side, each in the module's language. */
interface Holders {
  tests: string[];
  sources: string[];
}

class Judge {
  readonly unread = new Set<string>();
  readonly unsearched = new Set<string>();
  private readonly searched = new Set<string>();
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

  // Cheapest first: what decides `not` without reading is asked before what needs reading.
  private fresh(path: string, depth: number): Judgement {
    const language = supportLanguage(path);
    const word = importWord(path);
    if (language === null || word === null) return 'not';
    const signal = this.signalOf(path, language);
    const holders = this.holdersOf(path, word, language);
    if (holders === 'not') return 'not';
    if (signal === 'pending' || holders === 'pending') return 'pending';
    // Nothing marks it and a test names it: the code under test, decided without reading.
    if (signal === null && holders.tests.length > 0) return 'not';
    const sources = this.sourceSide(path, holders, language, depth);
    if (typeof sources === 'string') return sources;
    const by = sources.sources[0];
    if (signal === null) {
      // What only test support uses (a re-exporting entry may have led to a test: then not).
      return by !== undefined && sources.tests.length === 0
        ? { support: `used only by test support (${by})` }
        : 'not';
    }
    const tests = this.importing(path, holders.tests.slice(0, MAX_TEST_HOLDERS), language, 0);
    if (tests === 'pending') return 'pending';
    const testImporters = [...sources.tests, ...tests.tests];
    if (testImporters.length === 0 && by === undefined) return 'not';
    // A library's own assertion function, tested by expecting it to fail, is code under test.
    if (
      signal.kind === 'helper' &&
      testImporters.some((p) => expectsFailure(this.tree.text(p), signal.name))
    ) {
      return 'not';
    }
    const what = signal.kind === 'framework' ? `imports ${signal.name}` : `defines ${signal.name}`;
    return { support: `${what}; used only by tests and test support (${testImporters[0] ?? by})` };
  }

  /**
   * The source files that import `path` (and the tests a re-exporting entry leads to), once
   * each of them is judged test support; `not` as soon as one is product code.
   */
  private sourceSide(
    path: string,
    holders: Holders,
    language: SupportLanguage,
    depth: number,
  ): Holders | 'not' | Pending {
    if (holders.sources.length > MAX_SOURCE_HOLDERS) return 'not';
    const found = this.importing(path, holders.sources, language, MAX_REEXPORTS);
    if (found === 'pending') return 'pending';
    if (found.sources.length > MAX_SOURCE_IMPORTERS) return 'not';
    if (found.sources.length > 0 && depth >= MAX_DEPTH) return 'not';
    for (const importer of found.sources) {
      const judged = this.of(importer, depth + 1);
      if (judged === 'not' || judged === 'pending') return judged;
    }
    return found;
  }

  // A Go package is one unit: what marks one of its files marks the package.
  private signalOf(path: string, language: SupportLanguage): SupportSignal | null | Pending {
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

  // `not` once the search budget is spent: the judgement ends, and what it has not decided stays.
  private holdersOf(
    path: string,
    word: string,
    language: SupportLanguage,
  ): Holders | Pending | 'not' {
    const holders = this.tree.holding(word);
    if (holders === undefined) {
      if (this.searched.size + this.unsearched.size >= MAX_SEARCHES) return 'not';
      this.unsearched.add(word);
      return 'pending';
    }
    this.searched.add(word);
    const home = language === 'go' ? dirOf(path) : null;
    const eligible = holders.filter(
      (p) => p !== path && sameLanguage(p, language) && (home === null || dirOf(p) !== home),
    );
    return {
      tests: eligible.filter((p) => isTestSide(this.tree.classOf(p))),
      sources: eligible.filter((p) => this.tree.classOf(p) === 'source'),
    };
  }

  /**
   * Which of `files` import `path`, split by side. A package's `__init__.py` or `index.ts` that
   * imports it re-exports it: who imports the package imports the file (`from helpers import
   * assert_same` reaching helpers/_impl.py), up to `reexports` entries deep.
   */
  private importing(
    path: string,
    files: readonly string[],
    language: SupportLanguage,
    reexports: number,
  ): Holders | Pending {
    const found: Holders = { tests: [], sources: [] };
    let pending = false;
    for (const file of files) {
      const text = this.read(file);
      if (text === undefined) pending = true;
      if (!text || !moduleImports(file, text).some((s) => importNames(file, s, path))) continue;
      const side = isTestSide(this.tree.classOf(file)) ? found.tests : found.sources;
      const entry = reexports > 0 && side === found.sources && this.reexports(path, file);
      const word = entry ? importWord(file) : null;
      if (word === null) {
        side.push(file);
        continue;
      }
      const outer = this.holdersOf(file, word, language);
      if (outer === 'pending') pending = true;
      if (outer === 'pending' || outer === 'not') {
        if (outer === 'not') side.push(file);
        continue;
      }
      if (outer.sources.length > MAX_SOURCE_HOLDERS) {
        side.push(file);
        continue;
      }
      const through = this.importing(
        file,
        [...outer.tests.slice(0, MAX_TEST_HOLDERS), ...outer.sources],
        language,
        reexports - 1,
      );
      if (through === 'pending') pending = true;
      else {
        found.tests.push(...through.tests);
        found.sources.push(...through.sources.filter((p) => p !== path));
      }
    }
    return pending ? 'pending' : found;
  }

  private reexports(path: string, importer: string): boolean {
    return PACKAGE_ENTRY.test(importer) && isWithin(dirOf(path), dirOf(importer));
  }

  // A generated bundle of megabytes is nobody's helper: read as if absent.
  private read(path: string): string | null | undefined {
    const text = this.tree.text(path);
    if (text === undefined) this.unread.add(path);
    return text !== undefined && text !== null && text.length > MAX_TEXT ? null : text;
  }
}

// `pytest.raises(AssertionError)` around it, `expect(() => assertX()).toThrow()`, `assert.Panics`.
const EXPECTS_FAILURE = /raises|Raises|toThrow|throws|Throws|rejects|Panics|panics|ErrorContains/;

function expectsFailure(text: string | null | undefined, name: string): boolean {
  const lines = (text ?? '').split('\n');
  const named = new RegExp(`\\b${name}\\b`);
  return lines.some(
    (line, i) =>
      EXPECTS_FAILURE.test(line) && [line, lines[i + 1] ?? ''].some((near) => named.test(near)),
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
