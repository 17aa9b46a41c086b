// What an interpreter or tool runs at every start from outside the locked tree: a Python site
// folder's `.pth` files and customize modules, npm's config files (their `node-options`). A check
// that writes one reaches the start of every check after it (a type check's run again without
// the PR's suppressions, another test check) before any witness is loaded (SPEC 6).
import type { Anomaly } from '../model/anomaly.js';

/** Where the start points are: folders whose start-point entries count, and single files. */
export interface StartPoints {
  /** Python site folders (system, user, a virtualenv's), absolute. */
  folders: readonly string[];
  /** Config files read at a tool's start (npm's user and global config), absolute. */
  files: readonly string[];
}

/**
 * The files a tool reads at its start from outside the tree, by name (a tool's or runner's
 * profile): `upward`, in the folders above the tree (a config found by walking up, a
 * `node_modules` node's and tsc's resolution climbs to); `home`, relative to the home folder.
 */
export interface StartPointNames {
  readonly upward?: readonly string[];
  readonly home?: readonly string[];
}

/** The folders above `tree`, nearest first, up to the file system's root. */
export function foldersAbove(tree: string): string[] {
  const parts = tree.split('/').filter((part) => part !== '');
  const out: string[] = [];
  for (let end = parts.length - 1; end >= 0; end--) out.push(`/${parts.slice(0, end).join('/')}`);
  return out;
}

/** The absolute start-point files the profiles name, for a tree and a home folder. */
export function namedStartPoints(
  tree: string,
  home: string,
  names: readonly StartPointNames[],
): string[] {
  const upward = new Set(names.flatMap((one) => one.upward ?? []));
  const inHome = new Set(names.flatMap((one) => one.home ?? []));
  const join = (folder: string, name: string) => `${folder === '/' ? '' : folder}/${name}`;
  const files = [
    ...foldersAbove(tree).flatMap((folder) => [...upward].map((name) => join(folder, name))),
    ...[...inHome].map((name) => join(home, name)),
  ];
  return [...new Set(files)].sort();
}

/**
 * npm's config files, read at every start (their `node-options` become every script's
 * NODE_OPTIONS): the home folder's, the user config a variable names, the global one.
 */
export function npmConfigFiles(
  env: Readonly<Record<string, string | undefined>>,
  home: string,
  nodePrefix: string,
): string[] {
  const user = env.NPM_CONFIG_USERCONFIG ?? env.npm_config_userconfig;
  const prefix = env.NPM_CONFIG_PREFIX ?? env.npm_config_prefix ?? nodePrefix;
  const global = env.NPM_CONFIG_GLOBALCONFIG ?? env.npm_config_globalconfig;
  // The home folder's counts too where a variable names another: a check's script may unset it.
  const files = [`${home}/.npmrc`, user, global ?? `${prefix}/etc/npmrc`];
  return [...new Set(files.filter((file): file is string => file !== undefined))];
}

/** Path → what stood there ('absent' for nothing): type, size, inode and change time. */
export type StartStamps = ReadonlyMap<string, string>;

export const ABSENT = 'absent';

// `site` runs a `.pth` file's import lines and imports `sitecustomize`/`usercustomize` from the
// path, as a module, a package or a compiled extension.
const START_NAME = /^(?:.+\.pth|(?:site|user)customize(?:\.py|\.pyc|\..*\.so|\.so)?)$/;

/** Whether an entry of a site folder runs at every interpreter start. */
export function isStartPointName(name: string): boolean {
  return START_NAME.test(name);
}

/** The start points that differ from the run's start, sorted; `seen`: written meanwhile. */
export function changedStartPoints(
  before: StartStamps,
  after: StartStamps,
  seen: ReadonlySet<string> = new Set(),
): string[] {
  const changed = new Set(seen);
  for (const [path, stamp] of after) if ((before.get(path) ?? ABSENT) !== stamp) changed.add(path);
  for (const [path, stamp] of before) if (stamp !== ABSENT && !after.has(path)) changed.add(path);
  return [...changed].sort();
}

/** The anomaly for a start point written while a check ran. */
export function startPointAnomaly(path: string, during: string): Anomaly {
  return {
    kind: 'runner-tampered',
    severity: 'critical',
    // Outside the repository: no file of the PR's to annotate.
    path: '',
    line: null,
    detail: `${path} was written while ${during} ran: it runs at the start of every check after it, before any witness, so none of those results can be trusted`,
  };
}
