// What "the locked set stayed locked" means: which worktree paths are guarded, which folders are
// watched for new files, which new files a test run may leave, and what a change is reported as.
import type { PathClassifier } from '../changes/classify-path.js';
import { COMPILED_RULE } from '../changes/rules/harness-rules.js';
import { TEST_DATA_RULE } from '../changes/rules/test-rules.js';
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { TOOL_PROFILES } from '../tools/registry.js';

/** One guarded path as found on disk: its type, executable bit and content hash. */
export interface FileStamp {
  type: 'file' | 'symlink' | 'other';
  executable: boolean;
  /** sha256 of the content (of the link text for a symlink; '' for other types). */
  hash: string;
}

/**
 * `undone`: written, replaced, moved or present for a moment while a check ran (file-system
 * events), though as it was when the check ended: nothing to put back, the check still void.
 */
export type LockedChangeKind = 'changed' | 'vanished' | 'appeared' | 'undone';

export interface LockedChange {
  path: string;
  change: LockedChangeKind;
}

/** Folders never walked for new files: VCS data, installed dependencies, tool caches. */
export const UNWALKED_DIRS: ReadonlySet<string> = new Set([
  '.git',
  'node_modules',
  '.venv',
  'venv',
  '__pycache__',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  '.hypothesis',
  '.tox',
  '.nox',
  'target',
  'coverage',
  'htmlcov',
  '.nyc_output',
]);

// Folders and file names a test run writes without changing what the suite is: scratch space,
// bytecode, caches and coverage data. Snapshots are not among them (they decide what passes).
const LITTER_DIRS: ReadonlySet<string> = new Set([
  ...UNWALKED_DIRS,
  'tmp',
  'temp',
  '.tmp',
  '.cache',
]);
const LITTER_FILE = /(\.py[co]|\.coverage(\..*)?|\.tsbuildinfo|\.eslintcache|\.log|~)$/;
// What a build tool writes into its build folder, which an in-source build makes the tree's
// root: a new one is build output (each tool's profile names its own). A committed one is
// guarded as it always was (it is tracked).
const BUILD_OUTPUTS = TOOL_PROFILES.flatMap((p) => (p.buildOutputs ? [p.buildOutputs] : []));
const BUILD_OUTPUT_DIRS: ReadonlySet<string> = new Set(BUILD_OUTPUTS.flatMap((o) => o.dirs));

/** The tracked paths of the locked tree that are tests or harness: what must not change. */
export function guardedPaths(tracked: readonly string[], classify: PathClassifier): string[] {
  return tracked.filter((path) => {
    const found = classify(path).class;
    return found === 'test' || found === 'harness';
  });
}

/**
 * The folders to watch for new files: those holding a test file, without the ones inside
 * another ('' is the root). Co-located tests make their source folder a test folder.
 */
export function testFolders(guarded: readonly string[], classify: PathClassifier): string[] {
  const dirs = new Set<string>();
  for (const path of guarded) {
    if (classify(path).class !== 'test') continue;
    const slash = path.lastIndexOf('/');
    dirs.add(slash < 0 ? '' : path.slice(0, slash));
  }
  const sorted = [...dirs].sort();
  return sorted.filter((dir) => !sorted.some((other) => other !== dir && contains(other, dir)));
}

function contains(parent: string, child: string): boolean {
  return parent === '' || child.startsWith(`${parent}/`);
}

/**
 * True when a file that appeared during a check changes the test set: it classifies as test or
 * harness (a new test, conftest, snapshot, fixture) and is not run litter. A test-named file
 * counts even in a scratch folder (`tests/tmp/test_x.py` would be collected). Output a test
 * writes under its folder that git ignores is no change when only the test-data catch-all
 * places it there (`ignored`); a test, snapshot or conftest counts ignored or not, since the
 * ignore rules are the pull request's.
 */
export function isNewLockedFile(
  path: string,
  classify: PathClassifier,
  ignored: ReadonlySet<string> = new Set(),
): boolean {
  const found = classify(path);
  if (found.class === 'test') return !path.split('/').some((part) => UNWALKED_DIRS.has(part));
  if (found.class !== 'harness' || isLitter(path)) return false;
  return !(ignored.has(path) && (isCatchAll(path, classify) || isArtefact(path, classify)));
}

/**
 * True for a compiled artefact (a `.so` a test builds). One that appears and git ignores is build
 * output, when the ignore rules are base's: the caller asks git about artefacts only then
 * (ignoreRulesChanged).
 */
export function isArtefact(path: string, classify: PathClassifier): boolean {
  return classify(path).rule === COMPILED_RULE.name;
}

/** Whether the PR changes a `.gitignore`, so that what git ignores in the locked tree is its say. */
export function ignoreRulesChanged(changes: readonly ChangedFile[]): boolean {
  const isIgnore = (path: string | null): boolean =>
    path !== null && (path === '.gitignore' || path.endsWith('/.gitignore'));
  return changes.some((change) => isIgnore(change.path) || isIgnore(change.oldPath));
}

/** True when only the test-data catch-all (a file under a test folder) makes it harness. */
export function isCatchAll(path: string, classify: PathClassifier): boolean {
  return classify(path).rule === TEST_DATA_RULE.name;
}

function isLitter(path: string): boolean {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  return (
    LITTER_FILE.test(name) ||
    BUILD_OUTPUTS.some((o) => o.files.test(name)) ||
    parts.some((part) => LITTER_DIRS.has(part) || BUILD_OUTPUT_DIRS.has(part))
  );
}

/** Compares the guarded set before and after a check; sorted by path. */
export function compareLocked(
  before: ReadonlyMap<string, FileStamp>,
  after: ReadonlyMap<string, FileStamp | null>,
  appeared: readonly string[],
  classify: PathClassifier,
  ignored: ReadonlySet<string> = new Set(),
): LockedChange[] {
  const changes: LockedChange[] = [];
  for (const [path, stamp] of before) {
    const now = after.get(path) ?? null;
    if (now === null) changes.push({ path, change: 'vanished' });
    else if (!sameStamp(stamp, now)) changes.push({ path, change: 'changed' });
  }
  for (const path of appeared) {
    if (!before.has(path) && isNewLockedFile(path, classify, ignored)) {
      changes.push({ path, change: 'appeared' });
    }
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.type === b.type && a.executable === b.executable && a.hash === b.hash;
}

/** The anomaly for one change, naming the check (or step) that was running. */
export function lockedChangeAnomaly(change: LockedChange, during: string): Anomaly {
  return {
    kind: 'locked-file-changed',
    severity: 'critical',
    path: change.path,
    line: null,
    detail: `${changeText(change.change)} while ${during} ran; its results do not count`,
  };
}

function changeText(change: LockedChangeKind): string {
  return change === 'undone' ? 'written and put back' : change;
}

// A check that wipes a test folder changes thousands of files: the report names the first ones.
const MAX_NAMED_CHANGES = 20;

/** The anomalies for a check's changes: the first ones by name, the rest as one count. */
export function lockedChangeAnomalies(changes: readonly LockedChange[], during: string): Anomaly[] {
  const named = changes.slice(0, MAX_NAMED_CHANGES).map((c) => lockedChangeAnomaly(c, during));
  const rest = changes.length - named.length;
  if (rest <= 0) return named;
  const folder = changes[MAX_NAMED_CHANGES]?.path.replace(/\/[^/]*$/, '') ?? '';
  const more: Anomaly = {
    kind: 'locked-file-changed',
    severity: 'critical',
    path: folder,
    line: null,
    detail: `${rest} more test or harness files changed, vanished or appeared while ${during} ran`,
  };
  return [...named, more];
}

/** The reason a check's results do not count (the check fails with it: docs/anomalies.md). */
export function lockedInvalidation(changes: readonly LockedChange[]): string | null {
  const first = changes[0];
  if (first === undefined) return null;
  const more = changes.length > 1 ? ` (and ${changes.length - 1} more)` : '';
  return `locked file changed while it ran: ${first.path}${more}`;
}
