// The files the base test checks' commands and runner configs name as their tests (unittest's
// discovery pattern, the files given to pytest, mocha's `spec`) that no rule calls a test, where
// their base text defines tests (one git call for those texts).
import { readFiles } from '../../adapters/git.js';
import type { DerivedTests, PathClassifier } from '../../core/changes/classify-path.js';
import { definesTests } from '../../core/changes/defines-tests.js';
import { compileGlobs } from '../../core/config/glob.js';
import type { CommandTestGlob } from '../../core/discovery/commands/command-test-files.js';
import type { DiffEntry } from '../../core/model/diff.js';

export interface NamedTestsOptions {
  root: string;
  mergeBase: string;
  /** What the walk of the base checks found named as tests (follow-executed.ts). */
  globs: readonly CommandTestGlob[];
  /** The rules' classifier. */
  classify: PathClassifier;
}

/** Which of the base `paths` the checks name as tests, each with its rule. */
export async function namedTestFiles(
  options: NamedTestsOptions,
  paths: Iterable<string>,
): Promise<DerivedTests> {
  const { globs, classify } = options;
  // Nothing named, nothing read.
  if (globs.length === 0) return new Map();
  const matchers = globs.map((glob) => ({ glob, matcher: compileGlobs([glob.glob]) }));
  const named = new Map<string, CommandTestGlob>();
  for (const path of paths) {
    const fileClass = classify(path).class;
    if (fileClass === 'test' || fileClass === 'harness') continue;
    const hit = matchers.find(({ matcher }) => matcher.test(path));
    if (hit !== undefined) named.set(path, hit.glob);
  }
  if (named.size === 0) return new Map();
  const texts = await readFiles(options.root, options.mergeBase, [...named.keys()]);
  const tests = new Map<string, string>();
  for (const [path, glob] of named) {
    if (definesTests(path, texts.get(path) ?? '')) tests.set(path, glob.name);
  }
  return tests;
}

/** The changed files (by their base paths) the checks name as tests. */
export async function commandTests(
  options: NamedTestsOptions & { entries: Promise<readonly DiffEntry[]> },
): Promise<DerivedTests> {
  const atBase = (await options.entries).flatMap((entry) =>
    entry.oldKind === 'none' ? [] : [entry.oldPath ?? entry.path],
  );
  return namedTestFiles(options, atBase);
}
