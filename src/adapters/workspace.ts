// Builds the locked worktree (head's source with base's tests and harness, docs/verdict.md) next to
// the user's checkout, links the dependencies already installed, and removes it afterwards.
import { existsSync, lstatSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { lstat, mkdir, realpath, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { Stamps } from '../core/locked/build-stamps.js';
import { ownsTargetFolder } from '../core/locked/cargo-target-dir.js';
import type { CheckoutPaths } from '../core/locked/checkout-links.js';
import {
  lockAddedManifest as lockAddedManifestText,
  type ManifestKind,
  type MergeContext,
  manifestKind,
  mergeManifest as mergeManifestText,
} from '../core/locked/merge-manifest.js';
import type { ShelterPaths } from '../core/locked/mount-launch.js';
import type { LockedTreeActions } from '../core/locked/plan-locked-tree.js';
import type { SpliceTarget } from '../core/locked/rust-splice-targets.js';
import { spliceRustTests } from '../core/locked/splice-rust-tests.js';
import {
  namedStartPoints,
  npmConfigFiles,
  type StartPointNames,
  type StartPoints,
} from '../core/locked/start-points.js';
import type { Check } from '../core/model/check.js';
import type { LockedPlan } from '../core/model/locked-plan.js';
import { isObjectId } from '../core/model/object-id.js';
import { RUNNER_PROFILES } from '../core/runners/registry.js';
import { checkBuildFolders } from '../core/tools/cmake-build/build-folders.js';
import { TOOL_PROFILES } from '../core/tools/registry.js';
import { UsageError } from '../errors.js';
import { saveStamps, stampTree, takeStamps } from './build-stamps.js';
import { cargoTargetEnv } from './cargo-target.js';
import { registerCleanup } from './cleanup.js';
import { cmakeBuildEnv } from './cmake-build-dir.js';
import { execGit, tryGit } from './exec-git.js';
import { readFile } from './git-read.js';
import { refsAtOnce } from './git-refs.js';
import { listFiles, listTree } from './git-tree.js';
import { keepableFolders, restoreBuildFolders, saveBuildFolders } from './kept-build-folders.js';
import { linkNodeModules } from './node-modules-layer.js';
import type { ProcessEnv } from './process.js';
import { type PythonRedirect, redirectPython } from './python-redirect.js';
import { type FreshTreesHold, holdFreshTrees, type SlotRole, slotFor } from './worktree-slot.js';

export interface LockedWorktreeOptions {
  /** The user's checkout (any folder inside it). */
  repo: string;
  /** Base and head commits (any revision git resolves). */
  base: string;
  head: string;
  actions: LockedTreeActions;
  /** Where a fresh worktree folder is created; defaults to the OS temp folder. */
  tmpRoot?: string;
  /** The locked tree (default), its copy for the checks beside the tests, or the base inventory's: each has its own stable slot. */
  role?: SlotRole;
  /** The checks' environment: TESTLOCK_CACHE_DIR, RUNNER_TEMP and Cargo's variables are read. */
  env?: ProcessEnv;
  /** The checks' own CI `env:`: one that names a Cargo target folder turns the stamps off. */
  checks?: readonly Pick<Check, 'env' | 'script' | 'cwd' | 'skipped'>[];
  /**
   * The checkout's dependency folders to link, when a tree of this run already listed them (the
   * copy beside the tests); absent: listed here.
   */
  dependencies?: readonly string[];
  /**
   * Set by a caller that already resolved the range in this repository: `repo` is its top
   * folder and `base` and `head` are full commit ids, so git is not asked again.
   */
  resolved?: boolean;
  /**
   * The run's first tree found no user site folder: a tree built later skips it too, since one
   * that exists by then was made by a check of the PR's code.
   */
  noUserSite?: boolean;
}

export interface LockedWorktree {
  /** The worktree's root folder (the repository root, even if `repo` named a subfolder). */
  dir: string;
  plan: LockedPlan;
  /**
   * Environment the checks run with: the build caches (CARGO_TARGET_DIR, docs/caches.md) and
   * GITHUB_WORKSPACE naming this tree, so a CI line's `cd "$GITHUB_WORKSPACE"` stays in it.
   */
  env: Record<string, string>;
  /** True when every check builds in the slot's own Cargo target folder, used by no other tree. */
  ownsCargoTarget: boolean;
  /** Dependency folders linked from the checkout, relative to the root. */
  linked: string[];
  /**
   * What reached back into the checkout and now points at this tree instead (SPEC 4): workspace
   * links of node_modules (`node_modules/@app/util`), `.pth` files and import hooks of editable
   * installs. Empty in the common case.
   */
  redirected: string[];
  /** CI's in-tree build folders kept between runs and between checks (kept-build-folders.ts). */
  builds: string[];
  /**
   * The paths of the tree's index, as `git ls-files` lists them: head's tree with the removed
   * paths dropped and the restored ones added, known from how the index was built, so the guard
   * starts one git process fewer (issue 14).
   */
  tracked(): Promise<string[]>;
  /** What the checks' interpreters and tools run at every start, outside the tree (SPEC 6). */
  startPoints: StartPoints;
  /**
   * The private folders holding this tree and the run's others (its slot's, and this process's
   * folder of fresh trees), and what of them the checks here write (the tree, its build folders):
   * the rest is read-only to them where mounts are used. `overlays`: the checkout's dependency
   * folders the tree links, which the other trees link too: each check writes over them privately.
   */
  shelter: Required<ShelterPaths>;
  /** Removes the worktree; safe to call more than once. */
  dispose(): Promise<void>;
}

// Folders that hold installed dependencies; `vendor` only counts when git does not track it.
const DEPENDENCY_DIRS: readonly string[] = ['node_modules', '.venv', 'venv', 'vendor'];

async function commitOf(repo: string, ref: string): Promise<string> {
  const invalid = new Error(`Unknown revision '${ref}'. Expected a commit or a ref to one.`);
  if (ref.startsWith('-')) throw invalid;
  const found = await tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    cwd: repo,
  });
  if (found.exitCode !== 0) throw invalid;
  return found.stdout.trim();
}

// The locked tree and the base inventory's tree are built side by side; two `git worktree`
// calls on one repository at once race on its administrative files, so they take turns.
let worktreeTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = worktreeTurn.then(task, task);
  worktreeTurn = run.catch(() => undefined);
  return run;
}

// Hooks are disabled: a hooks path relative to the tree (husky's `.husky`) would run the PR's.
// No checkout here: the files are written once, from the locked index (lockedIndex).
async function addWorktree(top: string, dir: string, head: string): Promise<void> {
  // --force: a stable slot may still be registered by a run that was killed (its folder is gone).
  const hooksOff = ['-c', 'core.hooksPath=/dev/null'];
  const args = [...hooksOff, 'worktree', 'add', '--force', '--no-checkout', '--detach'];
  await inTurn(() => execGit([...args, dir, head], { cwd: top }));
}

/**
 * `update-index --index-info` records (NUL-terminated): mode 0 drops a path; a base entry in
 * ls-tree's own format puts the base's mode and blob in its place (a file added or replaced).
 */
async function indexInfo(top: string, base: string, actions: LockedTreeActions): Promise<string> {
  const drop = actions.remove.map((path) => `0 ${'0'.repeat(40)}\t${path}\0`);
  const wanted = new Set(actions.restore);
  // The base's full listing is cached for the run (discovery and the inventory read it too).
  const entries = (await listTree(top, base)).filter((entry) => wanted.has(entry.path));
  const found = new Set(entries.map((entry) => entry.path));
  const missing = actions.restore.find((path) => !found.has(path));
  if (missing !== undefined) throw new Error(`Cannot restore '${missing}': not in the base tree.`);
  const put = entries.map(
    (e) => `${e.mode} ${e.kind === 'submodule' ? 'commit' : 'blob'} ${e.object}\t${e.path}\0`,
  );
  return [...drop, ...put].join('');
}

/**
 * The locked tree, each file written once: the index is head's tree (read when the tree was
 * started) with the PR's added tests and harness dropped and the base's versions of the restored
 * paths in place, and only then is it checked out. The index ends as `git rm` and
 * `git restore --staged` would leave it.
 */
async function lockedIndex(
  top: string,
  dir: string,
  base: string,
  actions: LockedTreeActions,
): Promise<void> {
  const input = await indexInfo(top, base, actions);
  if (input !== '') await execGit(['update-index', '-z', '--index-info'], { cwd: dir, input });
  // -u records the written files' stat data, so a later `git status` there reads no file twice.
  await execGit(['checkout-index', '--all', '--force', '-u'], { cwd: dir });
}

// Head's listing is the run's cached one (the plan read it): no git process in the common case.
async function trackedPaths(top: string, head: string, actions: LockedTreeActions) {
  const dropped = new Set([...actions.remove, ...actions.restore]);
  const kept = (await listTree(top, head))
    .map((entry) => entry.path)
    .filter((p) => !dropped.has(p));
  return [...kept, ...new Set(actions.restore)];
}

// A manifest the locked tree writes from head's text: merged with base's, or one the PR added.
async function rewriteManifest(
  dir: string,
  head: string,
  path: string,
  locked: (kind: ManifestKind, headText: string) => Promise<string>,
): Promise<void> {
  const kind = manifestKind(path);
  if (kind === null) throw new Error(`Cannot rewrite '${path}': not a known manifest.`);
  const headText = await execGit(['cat-file', 'blob', `${head}:${path}`], { cwd: dir });
  await writeFile(await fileInTree(dir, path), await locked(kind, headText));
}

const mergeManifest = (
  dir: string,
  base: string,
  head: string,
  path: string,
  context: MergeContext,
): Promise<void> =>
  rewriteManifest(dir, head, path, async (kind, headText) => {
    const baseText = await execGit(['cat-file', 'blob', `${base}:${path}`], { cwd: dir });
    return mergeManifestText(kind, baseText, headText, context);
  });

const lockAddedManifest = (dir: string, head: string, path: string): Promise<void> =>
  rewriteManifest(dir, head, path, async (kind, headText) => lockAddedManifestText(kind, headText));

/**
 * The absolute path of a regular file inside the tree, reached through real folders only: a PR
 * that turns a folder into a symlink must not make testlock write outside the worktree.
 */
async function fileInTree(dir: string, path: string): Promise<string> {
  const full = join(dir, path);
  const rel = relative(dir, full);
  const refuse = (why: string): Error =>
    new Error(`Refusing to write '${path}' in the locked worktree: ${why}.`);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) throw refuse('it is outside the tree');
  const parts = rel.split(sep);
  let current = dir;
  for (const [i, part] of parts.entries()) {
    current = join(current, part);
    const stat = await lstat(current).catch(() => null);
    const last = i === parts.length - 1;
    if (stat === null) throw refuse(`'${relative(dir, current)}' does not exist`);
    if (stat.isSymbolicLink()) throw refuse(`'${relative(dir, current)}' is a symlink`);
    if (last ? !stat.isFile() : !stat.isDirectory()) throw refuse('it is not a regular file');
  }
  return full;
}

// The plan found this splice safe from the same blobs; a failure here is an error, never a
// silent run of the PR's test items.
async function splicePath(dir: string, base: string, head: string, target: SpliceTarget) {
  const headText = await readFile(dir, head, target.path);
  const baseText = target.basePath === null ? '' : await readFile(dir, base, target.basePath);
  if (headText === null) throw new Error(`Cannot splice '${target.path}': not a file at head.`);
  if (target.whole === true) {
    if (baseText === null) throw new Error(`Cannot splice '${target.path}': no base file.`);
    await writeFile(await fileInTree(dir, target.path), baseText);
    return;
  }
  const result = spliceRustTests(baseText ?? '', headText);
  if (!result.ok) throw new Error(`Cannot splice '${target.path}': ${result.reason}.`);
  await writeFile(await fileInTree(dir, target.path), result.text);
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

// Untracked folders come back collapsed (`node_modules/`), so git never walks into them.
async function dependencyDirs(top: string): Promise<string[]> {
  const out = await execGit(['ls-files', '-z', '--others', '--directory'], { cwd: top });
  return out
    .split('\0')
    .map((entry) => entry.replace(/\/$/, ''))
    .filter((entry) => DEPENDENCY_DIRS.includes(entry.slice(entry.lastIndexOf('/') + 1)))
    .filter((entry) => isDirectory(join(top, entry)));
}

// Each link is recorded as soon as it exists, so a failure halfway still unlinks it on dispose.
// A node_modules folder whose workspace packages link back into the checkout becomes a folder of
// links of the tree's own, those packages pointing at the locked tree's (node-modules-layer.ts).
async function linkDependencies(
  top: string,
  dir: string,
  found: Promise<string[]>,
  linked: string[],
  redirected: string[],
): Promise<void> {
  const paths: CheckoutPaths = { tops: await checkoutTops(top), tree: dir };
  for (const rel of await found) {
    const target = join(dir, rel);
    if (await lstat(target).catch(() => null)) continue;
    await mkdir(dirname(target), { recursive: true });
    linked.push(rel);
    if (basename(rel) === 'node_modules') {
      const links = await linkNodeModules(join(top, rel), target, paths);
      for (const link of links) redirected.push(`${rel}/${link.name}`);
      continue;
    }
    await symlink(join(top, rel), target, process.platform === 'win32' ? 'junction' : 'dir');
  }
}

/** The checkout's top folder as links and `.pth` files may name it: as given, and its real path. */
async function checkoutTops(top: string): Promise<string[]> {
  const real = await realpath(top).catch(() => top);
  return [...new Set([top, real])];
}

// Files that say a folder is a Python project, whose checks may start python3 from PATH.
const PYTHON_PROJECT_FILES = ['pyproject.toml', 'setup.py', 'setup.cfg', 'tox.ini'];

function looksPython(dir: string, checks: readonly Pick<Check, 'cwd'>[]): boolean {
  const folders = new Set(['.', ...checks.map((check) => check.cwd)]);
  return [...folders].some((cwd) =>
    PYTHON_PROJECT_FILES.some((name) => existsSync(join(dir, cwd, name))),
  );
}

/**
 * The checks' Python pointed at the locked tree where an editable install reaches the checkout
 * (python-redirect.ts); a module it would still import from the checkout stops the run: the
 * verdict would be about code the locked tree does not hold.
 */
async function redirectTreePython(
  started: Started,
  checks: readonly Pick<Check, 'cwd'>[],
): Promise<PythonRedirect> {
  const { top, slot, linked, env } = started;
  const redirect = await redirectPython({
    top,
    dir: slot.dir,
    linked,
    env,
    pathPython: looksPython(slot.dir, checks),
  });
  started.python = redirect;
  for (const path of redirect.redirected) started.redirected.push(path);
  const root = await realpath(slot.dir);
  for (const rel of redirect.generated) {
    const target = join(slot.dir, rel);
    // Only into a real folder of the tree: a folder the PR made a link must not lead out of it.
    const folder = await realpath(dirname(target)).catch(() => null);
    if (
      folder === null ||
      !`${folder}/`.startsWith(`${root}/`) ||
      folder !== join(root, dirname(rel))
    )
      continue;
    if (await lstat(target).catch(() => null)) continue;
    await symlink(join(top, rel), target);
    linked.push(rel);
  }
  const [first, ...more] = redirect.unresolved;
  if (first !== undefined) {
    const others = more.length > 0 ? ` (and ${more.length} more)` : '';
    throw new UsageError(
      `The locked run would import the checkout's code, not the locked tree's: ${first}${others}. Install the project in the job without an editable link into the checkout, or run testlock from a checkout at the head commit.`,
    );
  }
  return redirect;
}

/** The real paths of the checkout's dependency folders the tree links (node_modules, a .venv). */
async function dependencyOverlays(top: string, linked: readonly string[]): Promise<string[]> {
  const folders = linked.filter((rel) => DEPENDENCY_DIRS.includes(basename(rel)));
  const real = await Promise.all(folders.map((rel) => realpath(join(top, rel)).catch(() => null)));
  return [...new Set(real.filter((path): path is string => path !== null))];
}

// What every tool and runner reads from above the tree or from the home folder, whichever the
// checks are: the processes testlock starts after them (listings, reruns) use them too.
const PROFILE_START_POINTS: readonly StartPointNames[] = [...TOOL_PROFILES, ...RUNNER_PROFILES]
  .map((profile) => profile.startPoints)
  .filter((names): names is StartPointNames => names !== undefined);

function isSymlink(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
}

// The links go first, so nothing that deletes the tree recursively can reach the checkout's
// installed dependencies through them.
async function removeWorktree(top: string, dir: string, linked: readonly string[]): Promise<void> {
  for (const rel of linked) {
    if (isSymlink(join(dir, rel))) await unlink(join(dir, rel));
    // A layer of links (node-modules-layer.ts): removed without following them.
    else await rm(join(dir, rel), { recursive: true, force: true });
  }
  // The checkout may be gone or git unusable by now; the folder must go all the same.
  const removed = await inTurn(() =>
    tryGit(['worktree', 'remove', '--force', dir], { cwd: top }),
  ).catch(() => null);
  if (removed?.exitCode !== 0 || existsSync(dir)) {
    await rm(dir, { recursive: true, force: true });
    await inTurn(() => tryGit(['worktree', 'prune'], { cwd: top })).catch(() => null);
  }
}

// At `process.exit` only synchronous code runs: delete the folder; git prunes the stale entry.
function removeWorktreeSync(dir: string, linked: readonly string[]): void {
  for (const rel of linked) {
    if (isSymlink(join(dir, rel))) unlinkSync(join(dir, rel));
    else rmSync(join(dir, rel), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Where a slot keeps CI's in-tree build folders, beside testlock's own build folders. */
const IN_TREE = 'in-tree';

async function keepBuildFolders(dir: string, store: string | null, folders: readonly string[]) {
  if (store !== null && folders.length > 0)
    await saveBuildFolders(dir, join(store, IN_TREE), folders);
}

// Unsaved stamps only cost a rebuild next run; they never fail the run.
async function keepStamps(dir: string, stamped: { file: string; stamps: Stamps } | null) {
  if (stamped !== null) await saveStamps(dir, stamped.stamps, stamped.file).catch(() => undefined);
}

/** The repository's top folder and both commits, from the caller when it resolved them. */
async function resolvedRange(
  options: Pick<LockedWorktreeOptions, 'repo' | 'base' | 'head' | 'resolved'>,
): Promise<{ top: string; base: string; head: string }> {
  const { repo, base, head } = options;
  if (options.resolved && isObjectId(base) && isObjectId(head)) return { top: repo, base, head };
  // One git call for all three (issue 14); on any doubt, each on its own, for the precise error.
  const quick = await refsAtOnce(repo, base, head, false);
  if (quick !== null) return { top: quick.root, base: quick.base, head: quick.head };
  const shown = await execGit(['rev-parse', '--show-toplevel'], { cwd: repo });
  return { top: shown.trim(), base: await commitOf(repo, base), head: await commitOf(repo, head) };
}

/** What the plan decides for a locked tree that was started before the plan was done. */
export type LockedTreeFinish = Pick<LockedWorktreeOptions, 'actions' | 'checks' | 'noUserSite'>;

/** What starting a locked tree needs: the range, the slot's role and the environment. */
export type LockedTreeStart = Omit<LockedWorktreeOptions, keyof LockedTreeFinish>;

/** A locked tree being built: head's index is read while the plan is still being computed. */
export interface PendingLockedWorktree {
  /** Applies the plan's actions, checks the tree out and links the dependencies. */
  finish(plan: LockedTreeFinish): Promise<LockedWorktree>;
  /** Removes what was started, for a run that stops before `finish`; safe to call twice. */
  cancel(): Promise<void>;
}

/** The first half of a locked tree: its slot, the worktree at head, head's index. */
interface Started {
  top: string;
  base: string;
  head: string;
  env: ProcessEnv;
  slot: Awaited<ReturnType<typeof slotFor>>;
  previous: Stamps | null;
  linked: string[];
  /** The checkout's dependency folders, listed while the tree is built (issue 14). */
  dependencies: Promise<string[]>;
  stamped: { file: string; stamps: Stamps } | null;
  /** CI's in-tree build folders kept between runs (kept-build-folders.ts), set by finish. */
  kept: string[];
  /** What points at this tree instead of the checkout (LockedWorktree.redirected). */
  redirected: string[];
  /** The Python redirect's private folder, removed with the tree. */
  python: PythonRedirect | null;
  /**
   * A hold on this process's folder of fresh trees, read-only to the checks with the slot's: it
   * stays while this tree does, so a fresh tree made during the checks is made inside it.
   */
  freshTrees: Promise<FreshTreesHold | null>;
  dispose: () => Promise<void>;
}

async function startTree(options: LockedTreeStart): Promise<Started> {
  const { top, base, head } = await resolvedRange(options);
  // Read-only in the user's checkout: it runs beside the worktree's own git calls. Its failure is
  // seen by finish, which awaits it.
  const dependencies = options.dependencies
    ? Promise.resolve([...options.dependencies])
    : dependencyDirs(top);
  dependencies.catch(() => undefined);
  const env = options.env ?? process.env;
  const slot = await slotFor(top, {
    role: options.role ?? 'atHead',
    env,
    tmpRoot: options.tmpRoot,
  });
  const dir = slot.dir;
  let disposing: Promise<void> | null = null;
  let heldFresh: FreshTreesHold | null = null;
  const started: Started = {
    top,
    base,
    head,
    env,
    slot,
    previous: slot.stampsFile === null ? null : takeStamps(slot.stampsFile),
    linked: [],
    dependencies,
    stamped: null,
    kept: [],
    redirected: [],
    python: null,
    freshTrees: holdFreshTrees(options.tmpRoot).then(
      (hold) => {
        heldFresh = hold;
        return hold;
      },
      () => null,
    ),
    dispose: () => {
      disposing ??= keepStamps(dir, started.stamped)
        .then(() => keepBuildFolders(dir, slot.cmakeBuild, started.kept))
        .then(() => removeWorktree(top, dir, started.linked))
        .then(() => started.python?.dispose())
        .finally(() => slot.release())
        .finally(async () => (await started.freshTrees)?.release())
        .finally(unregister);
      return disposing;
    },
  };
  // The slot is freed only once its folder is gone, so the next run never finds it in use.
  const unregister = registerCleanup({
    run: () => started.dispose(),
    runSync: () => {
      removeWorktreeSync(dir, started.linked);
      if (started.python?.folder) rmSync(started.python.folder, { recursive: true, force: true });
      slot.release();
      heldFresh?.release();
    },
  });
  try {
    await addWorktree(top, dir, head);
    await execGit(['read-tree', head], { cwd: dir });
    return started;
  } catch (error) {
    // The build error is the one worth reporting, not a failure to clean up after it.
    await started.dispose().catch(() => undefined);
    throw error;
  }
}

async function finishTree(started: Started, options: LockedTreeFinish): Promise<LockedWorktree> {
  const { top, base, head, env, slot, linked, dependencies } = started;
  const dir = slot.dir;
  try {
    await lockedIndex(top, dir, base, options.actions);
    const { merge, lockAdded, splice, plan } = options.actions;
    const context = {
      goTestModules: new Set(options.actions.goTestModules ?? []),
      ...(options.actions.cargoMembers ? { cargoMembers: options.actions.cargoMembers } : {}),
    };
    for (const path of merge) await mergeManifest(dir, base, head, path, context);
    for (const path of lockAdded) await lockAddedManifest(dir, head, path);
    for (const target of splice) await splicePath(dir, base, head, target);
    await linkDependencies(top, dir, dependencies, linked, started.redirected);
    const python = await redirectTreePython(started, options.checks ?? []);
    const target = { top, dir, head, slotTarget: slot.cargoTarget, env };
    const cacheEnv = await cargoTargetEnv(target);
    // Only a target folder of the slot's own is known to hold builds of this tree alone.
    const owned =
      cacheEnv.CARGO_TARGET_DIR === slot.cargoTarget &&
      ownsTargetFolder(cacheEnv, options.checks ?? []);
    const cmakeEnv = cmakeBuildEnv({ dir, slotBuild: slot.cmakeBuild, env });
    if (slot.cmakeBuild !== null && cmakeEnv.TESTLOCK_BUILD_DIR !== undefined) {
      const folders = checkBuildFolders(options.checks ?? []);
      started.kept = keepableFolders(
        folders,
        folders.length === 0 ? [] : await listFiles(top, head),
      );
      await restoreBuildFolders(dir, join(slot.cmakeBuild, IN_TREE), started.kept);
    }
    // make and ninja judge freshness by mtime, as cargo does: unchanged files keep theirs.
    const ownsCMakeBuild = cmakeEnv.TESTLOCK_BUILD_DIR !== undefined;
    if (slot.stampsFile !== null && (owned || ownsCMakeBuild)) {
      const rewritten = new Set([...merge, ...lockAdded, ...splice.map((target) => target.path)]);
      const stamps = await stampTree(dir, started.previous, rewritten);
      started.stamped = { file: slot.stampsFile, stamps };
    }
    // A user site folder that does not exist holds nothing the checks need: skipped, one that a
    // check makes is read by no check after it.
    const userSite: Record<string, string> =
      python.startPoints.absentUserSites || options.noUserSite === true
        ? { PYTHONNOUSERSITE: '1' }
        : {};
    // Build folders kept in the slot must exist to stay writable inside the read-only shelter.
    const builds = [cacheEnv.CARGO_TARGET_DIR, cmakeEnv.TESTLOCK_BUILD_DIR].filter(
      (folder): folder is string =>
        folder?.startsWith(`${slot.shelter}/`) === true && folder !== dir,
    );
    for (const folder of builds) await mkdir(folder, { recursive: true });
    // The runner's GITHUB_WORKSPACE is the checkout, with the PR's own tests: never theirs.
    const checksEnv = {
      ...cacheEnv,
      ...cmakeEnv,
      ...python.env,
      ...userSite,
      GITHUB_WORKSPACE: dir,
    };
    return {
      dir,
      plan,
      env: checksEnv,
      ownsCargoTarget: owned,
      linked,
      redirected: started.redirected,
      builds: started.kept,
      tracked: () => trackedPaths(top, head, options.actions),
      startPoints: {
        folders: python.startPoints.folders,
        files: [
          ...python.startPoints.files,
          ...npmConfigFiles(env, env.HOME ?? homedir(), dirname(dirname(process.execPath))),
          ...namedStartPoints(dir, env.HOME ?? homedir(), PROFILE_START_POINTS),
        ],
      },
      shelter: {
        folders: [slot.shelter, (await started.freshTrees)?.folder ?? null].filter(
          (folder, index, all): folder is string =>
            folder !== null && all.indexOf(folder) === index,
        ),
        writable: [dir, ...builds],
        overlays: await dependencyOverlays(top, linked),
      },
      dispose: started.dispose,
    };
  } catch (error) {
    await started.dispose().catch(() => undefined);
    throw error;
  }
}

/**
 * Starts the locked worktree from the resolved range alone, so that adding it and reading head's
 * index overlap the plan (issue 14); `finish` applies the plan. Removed like createLockedWorktree's.
 */
export function startLockedWorktree(options: LockedTreeStart): PendingLockedWorktree {
  const started = startTree(options);
  // Its failure is seen by whoever awaits finish or cancel.
  started.catch(() => undefined);
  return {
    finish: async (plan) => finishTree(await started, plan),
    cancel: async () => {
      const tree = await started.catch(() => null);
      await tree?.dispose();
    },
  };
}

/** Creates the locked worktree; it is removed on dispose, on error and on interruption. */
export async function createLockedWorktree(
  options: LockedWorktreeOptions,
): Promise<LockedWorktree> {
  return startLockedWorktree(options).finish(options);
}
