// The changed files the base checks' commands name as their tests (unittest's discovery pattern,
// the files given to pytest or mocha) that no rule calls a test, where their base text defines
// tests (one git call for those texts).
import { readFiles } from '../../adapters/git.js';
import type { DerivedTests, PathClassifier } from '../../core/changes/classify-path.js';
import { definesTests } from '../../core/changes/defines-tests.js';
import { compileGlobs } from '../../core/config/glob.js';
import {
  type CommandTestGlob,
  commandTestGlobs,
} from '../../core/discovery/commands/command-test-files.js';
import type { Check } from '../../core/model/check.js';
import type { DiffEntry } from '../../core/model/diff.js';

export interface CommandTestsOptions {
  root: string;
  mergeBase: string;
  entries: Promise<readonly DiffEntry[]>;
  checks: readonly Check[];
  /** The rules' classifier. */
  classify: PathClassifier;
}

export async function commandTests(options: CommandTestsOptions): Promise<DerivedTests> {
  const globs = commandTestGlobs(options.checks);
  // Nothing named, nothing read.
  if (globs.length === 0) return new Map();
  const matchers = globs.map((glob) => ({ glob, matcher: compileGlobs([glob.glob]) }));
  const named = new Map<string, CommandTestGlob>();
  for (const entry of await options.entries) {
    if (entry.oldKind === 'none') continue;
    const path = entry.oldPath ?? entry.path;
    const fileClass = options.classify(path).class;
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
