// What the file-system events seen during one check say about the locked set: a guarded file
// written or replaced (even when put back before the check ended), a folder on the way to one
// moved, a new test or harness file, or bytecode planted beside a guarded Python module.
import type { PathClassifier } from '../changes/classify-path.js';
import {
  isArtefact,
  isCatchAll,
  isNewLockedFile,
  type LockedChange,
  UNWALKED_DIRS,
} from './guard-rules.js';

/** The folders to watch: `deep` with every folder below them, `flat` for their own entries. */
export interface WatchPlan {
  deep: string[];
  flat: string[];
}

/**
 * The test folders are watched deep (a new test anywhere below counts); the folders of guarded
 * files outside them, and every folder on the way to any of them, are watched flat: a harness
 * file at the root, or `tests` moved aside and another put in its place, is seen there.
 */
export function watchPlan(guarded: readonly string[], folders: readonly string[]): WatchPlan {
  const under = (path: string): boolean =>
    folders.some((folder) => folder === '' || path.startsWith(`${folder}/`));
  const flat = new Set<string>();
  for (const path of [...folders, ...guarded.filter((path) => !under(path))]) {
    for (const dir of ancestors(path)) if (!folders.includes(dir)) flat.add(dir);
  }
  for (const folder of folders) flat.delete(folder);
  return { deep: [...folders].sort(), flat: [...flat].sort() };
}

/** Every folder above a path, '' (the root) first; a folder's own path is not among them. */
function ancestors(path: string): string[] {
  const parts = path.split('/');
  const found = [''];
  for (let i = 1; i < parts.length; i++) found.push(parts.slice(0, i).join('/'));
  return found;
}

/** Folders the deep watch does not descend into; `__pycache__` is watched for planted bytecode. */
export function watchSkips(name: string): boolean {
  return name !== '__pycache__' && UNWALKED_DIRS.has(name);
}

export interface EventContext {
  /** The guarded paths (tests and harness of the locked tree). */
  guarded: ReadonlySet<string>;
  classify: PathClassifier;
  /**
   * The bytecode places of the guarded modules are blocked (bytecodeBlockers), so nothing honest
   * writes there: an event on a blocker, or a `.pyc` for a guarded module, is a change.
   */
  blockers: ReadonlySet<string>;
}

/**
 * The changes the events name. `undone` for a guarded file (or a folder holding guarded files)
 * that was written, replaced or moved although it is as it was when the check ended; the
 * comparison before and after (compareLocked) reports the lasting changes, which win.
 */
export function changesFromEvents(
  events: Iterable<string>,
  context: EventContext,
  lasting: readonly LockedChange[],
): LockedChange[] {
  const known = new Set(lasting.map((change) => change.path));
  const holders = holdingFolders(context.guarded);
  const found = new Map<string, LockedChange>();
  for (const path of events) {
    if (known.has(path) || found.has(path)) continue;
    const change = eventChange(path, context, holders);
    if (change !== null) found.set(path, change);
  }
  return [...found.values()];
}

function eventChange(
  path: string,
  context: EventContext,
  holders: ReadonlySet<string>,
): LockedChange | null {
  if (context.guarded.has(path) || holders.has(path)) return { path, change: 'undone' };
  if (context.blockers.has(path)) return { path, change: 'undone' };
  if (context.blockers.size > 0 && plantedFor(path, context.guarded) !== null) {
    return { path, change: 'appeared' };
  }
  // Scratch data a test writes and removes under its folder (only the test-data catch-all makes
  // it harness) and build artefacts do not change what runs; a test file, conftest or snapshot
  // that existed for a moment did.
  // Dependency folders and caches (node_modules, a venv, .git) hold nothing of the locked set;
  // the tree's own node_modules layer (checkout-links) is written while the checks run.
  if (path.split('/').some((part) => UNWALKED_DIRS.has(part))) return null;
  const { classify } = context;
  if (isCatchAll(path, classify) || isArtefact(path, classify)) return null;
  return isNewLockedFile(path, classify) ? { path, change: 'undone' } : null;
}

/** Every folder that holds a guarded file at some depth (not the root: it is never moved). */
function holdingFolders(guarded: ReadonlySet<string>): Set<string> {
  const holders = new Set<string>();
  for (const path of guarded) for (const dir of ancestors(path)) if (dir !== '') holders.add(dir);
  return holders;
}

/**
 * The guarded module a bytecode file stands for (`tests/__pycache__/test_x.<tag>.pyc` for
 * `tests/test_x.py`, whatever the interpreter and pytest tags), or null.
 */
export function plantedFor(path: string, guarded: ReadonlySet<string>): string | null {
  const match = /^(?:(.*)\/)?__pycache__\/([^/.]+)\.[^/]*\.pyc$/.exec(path);
  if (match === null) return null;
  const module = match[1] === undefined ? `${match[2]}.py` : `${match[1]}/${match[2]}.py`;
  return guarded.has(module) ? module : null;
}

/**
 * Where the bytecode folders of the guarded Python modules would be (`tests/__pycache__`,
 * `__pycache__` for the root's): a plain file takes each place during the checks
 * (bytecode-blockers.ts), so no `.pyc` is read or written there.
 */
export function bytecodeBlockers(guarded: readonly string[]): string[] {
  const places = new Set<string>();
  for (const path of guarded) {
    if (!path.endsWith('.py')) continue;
    const slash = path.lastIndexOf('/');
    places.add(slash < 0 ? '__pycache__' : `${path.slice(0, slash)}/__pycache__`);
  }
  return [...places].sort();
}
