// The files the base test checks' commands and runner configs name as their tests (unittest's
// discovery pattern, the files given to pytest, mocha's `spec`) that no rule calls a test, where
// their text defines tests. One judge of the base commit serves the changed files and the two
// searches (test support, test data): each path's text is read once, the first time it is asked
// about. One of the head commit judges the files the PR adds: a test it adds there is left out of
// the locked run, as one it adds under `tests/` is.
import { readFiles } from '../../adapters/git.js';
import type { DerivedTests, PathClassifier } from '../../core/changes/classify-path.js';
import { definesTests } from '../../core/changes/defines-tests.js';
import { compileGlobs, type GlobMatcher } from '../../core/config/glob.js';
import type { CommandTestGlob } from '../../core/discovery/commands/command-test-files.js';
import type { DiffEntry } from '../../core/model/diff.js';
import { arrivingPath } from '../../core/model/diff-sides.js';

export interface NamedTestsOptions {
  root: string;
  /** The commit whose texts say whether a named file defines tests. */
  commit: string;
  /** What the walk of the base checks found named as tests (follow-executed.ts), once it ran. */
  globs: Promise<readonly CommandTestGlob[]>;
  /** The rules' classifier. */
  classify: PathClassifier;
}

/** Which of the commit's `paths` the checks name as tests, each with its rule. */
export type NamedTestJudge = (paths: Iterable<string>) => Promise<DerivedTests>;

export function namedTestJudge(options: NamedTestsOptions): NamedTestJudge {
  // Path -> its rule, or null for a path that is no named test.
  const judged = new Map<string, string | null>();
  let named: Named[] | null = null;
  return async (paths) => {
    const globs = await options.globs;
    // Nothing named, nothing read.
    if (globs.length === 0) return new Map();
    named ??= globs.map((glob) => ({ glob, matcher: compileGlobs([glob.glob]) }));
    const asked = [...new Set(paths)];
    const matched = new Map<string, CommandTestGlob>();
    for (const path of asked) {
      if (judged.has(path)) continue;
      const hit = namedBy(path, named, options.classify);
      if (hit === null) judged.set(path, null);
      else matched.set(path, hit);
    }
    if (matched.size > 0) {
      const texts = await readFiles(options.root, options.commit, [...matched.keys()]);
      for (const [path, glob] of matched) {
        judged.set(path, definesTests(path, texts.get(path) ?? '') ? glob.name : null);
      }
    }
    return new Map(
      asked.flatMap((path) => {
        const rule = judged.get(path) ?? null;
        return rule === null ? [] : [[path, rule] as const];
      }),
    );
  };
}

interface Named {
  glob: CommandTestGlob;
  matcher: GlobMatcher;
}

// The first glob naming a path no rule already calls a test or harness.
function namedBy(
  path: string,
  named: readonly Named[],
  classify: PathClassifier,
): CommandTestGlob | null {
  const fileClass = classify(path).class;
  if (fileClass === 'test' || fileClass === 'harness') return null;
  return named.find(({ matcher }) => matcher.test(path))?.glob ?? null;
}

/** The changed files (by their base paths) the checks name as tests. */
export async function commandTests(
  judge: NamedTestJudge,
  entries: Promise<readonly DiffEntry[]>,
): Promise<DerivedTests> {
  const atBase = (await entries).flatMap((entry) =>
    entry.oldKind === 'none' ? [] : [entry.oldPath ?? entry.path],
  );
  return judge(atBase);
}

/** The files the PR adds (by head path, a copy's or a rename's too) the checks name as tests. */
export async function addedCommandTests(
  judge: NamedTestJudge,
  entries: Promise<readonly DiffEntry[]>,
): Promise<DerivedTests> {
  return judge((await entries).flatMap((entry) => arrivingPath(entry) ?? []));
}
