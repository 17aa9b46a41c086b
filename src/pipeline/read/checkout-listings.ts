// The checkout's Python listings (the installed distributions), each run once however many ask,
// and the one a verify starts on a guess before its checks are discovered (issue 14).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';
import { listTree } from '../../adapters/git.js';
import type { ProcessEnv } from '../../adapters/process.js';
import { listDistributions, type SharedListing, sharedListing } from './python-listing.js';

/** What a probe process starts from: the run's environment, scrubbed of its secrets. */
export interface ProbeRun {
  secrets: readonly string[];
  env: ProcessEnv;
}

export interface CheckoutListings {
  /** The listing a probe or the inventory key needs: started now, or joined if already begun. */
  listPython: SharedListing;
  /**
   * Starts a listing nobody has asked for yet, so that its Python start runs beside the plan. It
   * counts as the run's (listings()) only once something asks for it.
   */
  prestart(words: readonly string[], cwd: string): void;
  /** Every listing asked for so far, once each has finished (null where one could not run). */
  listings(): Promise<Array<string | null>>;
  /** A scratch folder for the probes, made on first use and removed by dispose(). */
  folder(): Promise<string>;
  /** Waits for every listing started, asked for or not, and removes the scratch folder. */
  dispose(): Promise<void>;
}

export function checkoutListings(checkout: string, run: ProbeRun, head: string): CheckoutListings {
  let scratch: Promise<string> | null = null;
  const folder = (): Promise<string> => {
    scratch ??= mkdtemp(join(tmpdir(), 'testlock-probe-'));
    return scratch;
  };
  const started: Array<Promise<string | null>> = [];
  const once = sharedListing((words, cwd) => {
    const listing = (async () => {
      if (await tracksVenv(checkout, head, words)) return null;
      return listDistributions(words, cwd, { ...run, root: checkout, scratch: await folder() });
    })();
    started.push(listing.catch(() => null));
    return listing;
  });
  const asked = new Set<Promise<string | null>>();
  return {
    listPython: (words, cwd) => {
      const listing = once(words, cwd);
      asked.add(listing);
      return listing;
    },
    prestart: (words, cwd) => {
      // A shared listing never rejects: one that cannot run is null.
      void once(words, cwd);
    },
    listings: () => Promise.all(asked),
    folder,
    async dispose() {
      await Promise.all(started);
      const dir = await (scratch as Promise<string> | null)?.catch(() => null);
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

// Files that say a folder is a Python project whose tests pytest is likely to run.
const PYTHON_PROJECT_FILES = [
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'tox.ini',
  'pytest.ini',
  'conftest.py',
  'requirements.txt',
];

/**
 * The interpreter a pytest check in `cwd` will most likely be probed with (pythonCommand), for a
 * folder of the checkout that looks like a Python project; null for any other folder, and where
 * a uv or poetry lock says the check will likely start its Python through that tool instead. A
 * wrong guess costs one Python start beside the plan, and nothing else: its listing is unused.
 */
export function likelyPython(checkout: string, cwd: string): string[] | null {
  const dir = join(checkout, cwd);
  if (!PYTHON_PROJECT_FILES.some((name) => existsSync(join(dir, name)))) return null;
  const words = pythonCommand(checkout, 'python3');
  const venv = words[0] !== 'python3';
  if (!venv && ['uv.lock', 'poetry.lock'].some((name) => existsSync(join(dir, name)))) return null;
  return words;
}

/**
 * The Python a check whose command is `command` will use: the project's virtualenv, uv/poetry's,
 * or python3 on PATH. uv is asked not to sync: a sync builds the project, which runs the PR's code
 * (a `setup.py`, a version read by importing the package) before the locked tree's guard is set.
 */
export function pythonCommand(root: string, command: string): string[] {
  for (const venv of ['.venv', 'venv']) {
    const python = join(root, venv, 'bin', 'python');
    if (existsSync(python)) return [python];
  }
  if (command === 'uv') return ['uv', 'run', '--no-sync', 'python'];
  if (command === 'poetry') return ['poetry', 'run', 'python'];
  return ['python3'];
}

/**
 * A virtualenv in the checkout is the job's when its steps made it (untracked); one that `head`
 * tracks, even in part, holds the PR's files (an interpreter, a `.pth` its site runs), which must
 * not run before the locked tree's guard is set. No probe starts it: no coverage, no cache key.
 */
export async function tracksVenv(
  checkout: string,
  head: string,
  words: readonly string[],
): Promise<boolean> {
  const [first = ''] = words;
  const inside = relative(checkout, first);
  if (!isAbsolute(first) || inside.startsWith('..') || isAbsolute(inside)) return false;
  const [venv = ''] = inside.split(sep);
  return (await listTree(checkout, head, [venv])).length > 0;
}
