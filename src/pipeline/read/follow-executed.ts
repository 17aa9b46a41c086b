// Reads from git what the walk over the base checks needs (scripts, recipes, symlink targets,
// ignore files at base and head) and turns what it found into the classifier's derived harness.
import { realpathSync } from 'node:fs';
import { delimiter, isAbsolute, relative, sep } from 'node:path';
import { listFiles, listTree, readFiles } from '../../adapters/git.js';
import { readBlob } from '../../adapters/git-read.js';
import type { DerivedHarness, PathClassifier } from '../../core/changes/classify-path.js';
import type { CommandTestGlob } from '../../core/discovery/commands/command-test-files.js';
import { executedFiles } from '../../core/discovery/executed/executed-files.js';
import { namesLoadedFiles } from '../../core/discovery/executed/follow-environment.js';
import type { FollowTree } from '../../core/discovery/executed/follow-types.js';
import { newlyIgnoredPath } from '../../core/discovery/executed/ignore-change.js';
import type { Check } from '../../core/model/check.js';
import type { EntryKind } from '../../core/model/diff.js';
import type { FollowedFile } from '../../core/model/plan.js';

export interface FollowOptions {
  root: string;
  mergeBase: string;
  head: string;
  checks: readonly Check[];
  /** The classifier without derived rules: what the built-in and configured rules say. */
  classify: PathClassifier;
  /** The run's environment: a check inherits the variables that name files its tools load. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface Followed {
  followed: FollowedFile[];
  derived: DerivedHarness;
  /** The tests the test checks' commands and runner configs name (command-tests.ts judges them). */
  namedTests: CommandTestGlob[];
}

const HARMLESS = 'the change only ignores untracked paths';

// Each round reads what the previous one wanted; the walk's own depth bound ends it sooner.
const MAX_ROUNDS = 8;

export async function followExecuted(options: FollowOptions): Promise<Followed> {
  const { root, mergeBase, head } = options;
  const [entries, headPaths] = await Promise.all([
    listTree(root, mergeBase),
    listFiles(root, head),
  ]);
  const kinds = new Map<string, EntryKind>(entries.map((e) => [e.path, e.kind]));
  const objects = new Map(entries.map((e) => [e.path, e.object]));
  const contents = new Map<string, string>();
  const tree: FollowTree = { kinds, headPaths, contents };
  const checks = options.checks.map((check) => withInherited(check, options.env ?? {}));
  const walk = { pathDirs: repositoryPathDirs(root, options.env?.PATH) };
  let result = executedFiles(checks, tree, walk);
  for (let round = 0; round < MAX_ROUNDS && result.unread.length > 0; round += 1) {
    const links = result.unread.filter((p) => kinds.get(p) === 'symlink');
    const files = result.unread.filter((p) => kinds.get(p) !== 'symlink');
    const read = await readFiles(root, mergeBase, files);
    for (const path of files) contents.set(path, read.get(path) ?? '');
    for (const path of links) contents.set(path, await readBlob(root, objects.get(path) ?? ''));
    result = executedFiles(checks, tree, walk);
  }
  const tracked = new Set([...kinds.keys(), ...headPaths]);
  const judged = await judge(options, result.followed, contents, tracked);
  return { ...judged, namedTests: result.namedTests };
}

/**
 * The folders of the repository on the run's PATH (`$GITHUB_WORKSPACE/bin` an earlier step
 * wrote to $GITHUB_PATH), repo-relative: the checks inherit that PATH, so a bare command runs
 * the checkout's file of that name. Relative entries are left out: they name a folder of each
 * check's own.
 */
export function repositoryPathDirs(root: string, path: string | undefined): string[] {
  const real = (dir: string): string => {
    try {
      return realpathSync(dir);
    } catch {
      return dir;
    }
  };
  const top = real(root);
  return (path ?? '').split(delimiter).flatMap((entry) => {
    if (!isAbsolute(entry)) return [];
    const inside = relative(top, real(entry));
    if (inside.startsWith('..') || isAbsolute(inside)) return [];
    return [inside.split(sep).join('/')];
  });
}

/** The check as its tools see it: those variables of the run, where the check sets none. */
function withInherited(check: Check, env: Readonly<Record<string, string | undefined>>): Check {
  const inherited = Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) =>
      value === undefined || !namesLoadedFiles(name) || check.env[name] !== undefined
        ? []
        : [[name, value]],
    ),
  );
  return Object.keys(inherited).length === 0
    ? check
    : { ...check, env: { ...inherited, ...check.env } };
}

/** Which followed files become harness: those no other rule already makes test or harness. */
async function judge(
  options: FollowOptions,
  followed: readonly FollowedFile[],
  baseContents: ReadonlyMap<string, string>,
  tracked: ReadonlySet<string>,
): Promise<Omit<Followed, 'namedTests'>> {
  const ignoreFiles = followed.filter((f) => f.how === 'ignore-file').map((f) => f.path);
  const headContents = await readFiles(options.root, options.head, ignoreFiles);
  const baseIgnore = await readFiles(
    options.root,
    options.mergeBase,
    ignoreFiles.filter((p) => !baseContents.has(p)),
  );
  const derived = new Map<string, string>();
  const judged = followed.map((file): FollowedFile => {
    const already = options.classify(file.path).class;
    if (already === 'test' || already === 'harness') return { ...file, locked: true };
    if (file.how !== 'ignore-file') {
      derived.set(file.path, ruleName(file));
      return { ...file, locked: true };
    }
    const before = baseContents.get(file.path) ?? baseIgnore.get(file.path) ?? null;
    const after = headContents.get(file.path) ?? null;
    if (before === after) return file;
    const hidden = newlyIgnoredPath(file.path, before, after, [...tracked]);
    if (hidden === null) return { ...file, note: HARMLESS };
    derived.set(file.path, `${ruleName(file)}; the change ignores tracked ${hidden}`);
    return { ...file, locked: true, note: `the change ignores tracked ${hidden}` };
  });
  return { followed: judged, derived };
}

/** The classifier's rule for a derived path: what the base runs that reaches it. */
function ruleName(file: FollowedFile): string {
  const chain = file.via.length > 0 ? ` via ${file.via.join(' -> ')}` : '';
  return `base-executes:${file.how} by ${file.check}${chain}`;
}
