// Makes the checks' Python import the locked tree's code where the environment's editable installs
// point into the checkout (SPEC 4): a private folder first on PYTHONPATH holds stand-ins for the
// import hooks the `.pth` files load (same module name, the checkout's paths turned into the
// locked tree's), the locked tree's copy of each path entry, and a failing stand-in for a module a
// path entry serves from the checkout that the locked tree has not. Nothing installed is touched.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  absentModuleSource,
  type CheckoutPaths,
  hookMappings,
  importableName,
  intoTree,
  isGeneratedModule,
  joinPythonPath,
  quotedPaths,
  readPth,
  redirectHookSource,
} from '../core/locked/checkout-links.js';
import type { Check } from '../core/model/check.js';
import { tryGit } from './exec-git.js';
import { type ProcessEnv, runCheck } from './process.js';

export interface PythonRedirectOptions {
  /** The checkout's top folder. */
  top: string;
  /** The locked tree. */
  dir: string;
  /** Dependency folders linked into the tree, relative (a `.venv` among them is probed). */
  linked: readonly string[];
  env: ProcessEnv;
  /** Whether a check may start Python from PATH (the project looks like a Python one). */
  pathPython: boolean;
}

export interface PythonRedirect {
  /** Set for the checks: PYTHONPATH, only when something reaches the checkout. */
  env: Record<string, string>;
  /** What the environment reached in the checkout, for the log (`.pth` files and hooks). */
  redirected: string[];
  /** Named reasons a check would still import from the checkout; empty when none would. */
  unresolved: string[];
  /**
   * Ignored files of the checkout the package imports (a generated `_version.py`, a compiled
   * extension) inside the folders an editable install serves, absent from the locked tree:
   * repo-relative, for the tree to link as it links dependency folders.
   */
  generated: string[];
  /** The private folder (the stand-ins), removed by dispose; null when none was made. */
  folder: string | null;
  /** What the checks' interpreters run at every start (core/locked/start-points.ts). */
  startPoints: PythonStartPoints;
  dispose(): Promise<void>;
}

/** The probed interpreters' site folders and their standard library's `site.py`. */
export interface PythonStartPoints {
  folders: string[];
  files: string[];
  /** The user site folders, none of which existed when probed (the checks then skip them). */
  absentUserSites: boolean;
}

const NO_START_POINTS: PythonStartPoints = { folders: [], files: [], absentUserSites: false };

function startPointsOf(probed: readonly Interpreter[]): PythonStartPoints {
  const stdlib = probed.flatMap((python) => (python.stdlibDir === null ? [] : [python.stdlibDir]));
  const users = probed.flatMap((python) => python.users);
  return {
    folders: [...new Set([...probed.flatMap((python) => python.sites), ...stdlib])],
    files: [...new Set(stdlib.map((folder) => join(folder, 'site.py')))],
    absentUserSites: users.length > 0 && users.every((folder) => !existsSync(folder)),
  };
}

interface Interpreter {
  python: string;
  sites: string[];
  /** The user site folders among `sites`. */
  users: string[];
  /** The standard library's folder (its `site.py`, a `sitecustomize` there). */
  stdlibDir: string | null;
  stdlib: string[];
}

// Started with -S: no `.pth` file runs, nothing of the environment's is imported; the working
// folder is testlock's own.
const SITES_PROBE = [
  'import sys, site, json, sysconfig',
  'sites = list(site.getsitepackages())',
  'user = site.getusersitepackages()',
  'users = [user] if isinstance(user, str) else list(user)',
  "out = {'sites': sites + users, 'users': users, 'stdlibDir': sysconfig.get_paths().get('stdlib')}",
  "out['stdlib'] = sorted(getattr(sys, 'stdlib_module_names', []))",
  'print(json.dumps(out))',
].join('\n');

// Where each name is found as the check will look (the .pth files run, PYTHONPATH set): a spec's
// origin and, for a package, its search folders. Finding a top-level spec runs no module of it.
function resolveProbe(names: readonly string[]): string {
  return [
    'import sys, json, importlib.util as u',
    'out = {}',
    `for n in ${JSON.stringify(names)}:`,
    '    try: s = u.find_spec(n)',
    '    except Exception: s = None',
    '    out[n] = [] if s is None else [x for x in [s.origin] + list(s.submodule_search_locations or []) if isinstance(x, str)]',
    'print(json.dumps(out))',
  ].join('\n');
}

async function pythonOutput(
  python: string,
  code: string,
  scratch: string,
  env: ProcessEnv,
  extra: Record<string, string>,
): Promise<string | null> {
  const probe: Check = {
    name: 'python environment',
    kind: 'test',
    command: python,
    args: ['-c', code],
    script: '',
    cwd: '.',
    env: {},
    source: 'probe',
    origin: 'testlock',
    skipped: null,
  };
  const run = await runCheck(probe, {
    root: scratch,
    timeoutMs: 60_000,
    logDir: join(scratch, '.logs'),
    baseEnv: env,
    extraEnv: extra,
  });
  if (!run.ok) return null;
  const text = (await readFile(run.logPaths.stdout, 'utf8').catch(() => '')).trim();
  return text === '' ? null : text;
}

// One verify builds up to four trees (the locked one, its copy for the checks apart, the PR-tests
// pass's two), each asking the same interpreters the same question; where the site folders
// are, and the standard library's names, do not change in between. The answer is kept for a
// few minutes per interpreter and the environment that decides them (what the folders hold is
// read anew for every tree).
const PROBE_TTL_MS = 5 * 60_000;
const SITE_ENV = ['PATH', 'VIRTUAL_ENV', 'PYTHONHOME', 'PYTHONPATH', 'PYTHONUSERBASE', 'HOME'];
const probeAnswers = new Map<string, { at: number; answer: Promise<Interpreter | null> }>();

function probeInterpreter(
  python: string,
  scratch: string,
  env: ProcessEnv,
): Promise<Interpreter | null> {
  const key = [python, ...SITE_ENV.map((name) => env[name] ?? '')].join('\u0000');
  const now = Date.now();
  const kept = probeAnswers.get(key);
  if (kept !== undefined && now - kept.at < PROBE_TTL_MS) return kept.answer;
  const answer = askInterpreter(python, scratch, env);
  probeAnswers.set(key, { at: now, answer });
  // A probe that could not run is asked again next time.
  const forget = () => {
    if (probeAnswers.get(key)?.answer === answer) probeAnswers.delete(key);
  };
  answer.then((found) => (found === null ? forget() : undefined), forget);
  return answer;
}

async function askInterpreter(
  python: string,
  scratch: string,
  env: ProcessEnv,
): Promise<Interpreter | null> {
  const text = await pythonOutput(python, SITES_PROBE, scratch, env, {});
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text.split('\n').at(-1) ?? '') as Omit<Interpreter, 'python'>;
    return {
      python,
      sites: parsed.sites,
      users: parsed.users ?? [],
      stdlibDir: typeof parsed.stdlibDir === 'string' ? parsed.stdlibDir : null,
      stdlib: parsed.stdlib,
    };
  } catch {
    return null;
  }
}

/** The interpreters a check may start: each linked virtualenv's, the job's VIRTUAL_ENV, python3. */
function interpreters(options: PythonRedirectOptions): string[] {
  const found: string[] = [];
  for (const rel of options.linked) {
    if (!['.venv', 'venv'].includes(basename(rel))) continue;
    const python = join(options.top, rel, 'bin', 'python');
    if (existsSync(python)) found.push(python);
  }
  const active = options.env.VIRTUAL_ENV;
  if (active && existsSync(join(active, 'bin', 'python')))
    found.push(join(active, 'bin', 'python'));
  if (options.pathPython) found.push('python3');
  return [...new Set(found)];
}

interface Found {
  /** Path entries into the checkout, with the locked tree's path for each. */
  entries: Array<{ from: string; to: string }>;
  /** Hook module name → its source pointed at the locked tree. */
  hooks: Map<string, string>;
  /** Top-level names the hooks map into the checkout. */
  hookNames: Set<string>;
  /** The checkout's folders the hooks map names to (a package's folder, a module's file). */
  hookPaths: string[];
  /** `.pth` files and hooks that reach into the checkout, for the log. */
  seen: string[];
  /** `.pth` code that names the checkout in a way no stand-in redirects: a reason each. */
  opaque: string[];
}

async function scanSite(site: string, paths: CheckoutPaths, found: Found): Promise<void> {
  const names = await readdir(site).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.pth')).sort()) {
    const text = await readFile(join(site, name), 'utf8').catch(() => null);
    if (text === null) continue;
    const pth = readPth(text, site);
    for (const path of pth.paths) {
      const to = intoTree(path, paths);
      if (to === null || found.entries.some((entry) => entry.from === path)) continue;
      found.entries.push({ from: path, to });
      found.seen.push(join(site, name));
    }
    for (const line of pth.code) {
      const named = quotedPaths(line).find((path) => intoTree(path, paths) !== null);
      if (named !== undefined)
        found.opaque.push(`${join(site, name)} runs code that names the checkout (${named})`);
    }
    for (const module of pth.imports) {
      if (found.hooks.has(module)) continue;
      const source = await readFile(join(site, `${module}.py`), 'utf8').catch(() => null);
      if (source === null) continue;
      const redirected = redirectHookSource(source, paths);
      if (redirected === null) continue;
      found.hooks.set(module, redirected);
      for (const mapped of hookMappings(source, paths)) {
        found.hookNames.add(mapped.name);
        found.hookPaths.push(mapped.path);
      }
      found.seen.push(join(site, `${module}.py`));
    }
  }
}

// The importable top-level names a folder serves.
async function namesIn(folder: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const isPackage = entry.isDirectory() && existsSync(join(folder, entry.name, '__init__.py'));
    const name = importableName(entry.name, isPackage);
    if (name !== null) out.add(name);
    // A folder without __init__.py in the locked tree still holds the name (namespace package).
    else if (entry.isDirectory()) out.add(`${entry.name}/`);
  }
  return out;
}

/**
 * Finds what the checks' Python would import from the checkout and points it at the locked tree.
 * Returns an empty redirect (no PYTHONPATH) where nothing reaches the checkout.
 */
export async function redirectPython(options: PythonRedirectOptions): Promise<PythonRedirect> {
  const none: PythonRedirect = {
    env: {},
    redirected: [],
    unresolved: [],
    generated: [],
    folder: null,
    startPoints: NO_START_POINTS,
    dispose: async () => {},
  };
  const pythons = interpreters(options);
  if (pythons.length === 0) return none;
  const scratch = await mkdtemp(join(tmpdir(), 'testlock-python-'));
  const dispose = () => rm(scratch, { recursive: true, force: true });
  try {
    const probed = (
      await Promise.all(pythons.map((python) => probeInterpreter(python, scratch, options.env)))
    ).filter((found): found is Interpreter => found !== null);
    const real = await realpath(options.top).catch(() => options.top);
    const paths: CheckoutPaths = { tops: [...new Set([options.top, real])], tree: options.dir };
    const found: Found = {
      entries: [],
      hooks: new Map(),
      hookNames: new Set(),
      hookPaths: [],
      seen: [],
      opaque: [],
    };
    const sites = [...new Set(probed.flatMap((python) => python.sites))];
    for (const site of sites) await scanSite(site, paths, found);
    const inherited = (options.env.PYTHONPATH ?? '').split(':').filter((entry) => entry !== '');
    const inheritedInto = inherited.some((entry) => intoTree(entry, paths) !== null);
    const reaches = found.entries.length > 0 || found.hooks.size > 0 || found.opaque.length > 0;
    const startPoints = startPointsOf(probed);
    if (!reaches && !inheritedInto) {
      await dispose();
      return { ...none, startPoints };
    }
    const shims = join(scratch, 'shims');
    await mkdir(shims);
    for (const [module, source] of found.hooks)
      await writeFile(join(shims, `${module}.py`), source);
    const stdlib = new Set(probed.flatMap((python) => python.stdlib));
    const checked = new Set(found.hookNames);
    for (const { from, to } of found.entries) {
      const [served, kept] = await Promise.all([namesIn(from), namesIn(to)]);
      for (const name of served) {
        if (name.endsWith('/') || stdlib.has(name) || found.hooks.has(name)) continue;
        checked.add(name);
        if (kept.has(name) || kept.has(`${name}/`)) continue;
        await writeFile(join(shims, `${name}.py`), absentModuleSource(name));
      }
    }
    const pythonPath = joinPythonPath([
      shims,
      ...found.entries.map((entry) => entry.to),
      ...inherited.map((entry) => intoTree(entry, paths) ?? entry),
    ]);
    const env = { PYTHONPATH: pythonPath };
    const unresolved = [
      ...found.opaque,
      ...(await stillInCheckout(probed, [...checked].sort(), scratch, options, env, paths)),
    ];
    const served = [...found.entries.map((entry) => entry.from), ...found.hookPaths];
    const generated = await generatedModules(options, paths, served);
    return {
      env,
      redirected: [...new Set(found.seen)],
      unresolved,
      generated,
      folder: scratch,
      startPoints,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

// Each interpreter asked where the names now resolve: one still in the checkout is a reason.
async function stillInCheckout(
  probed: readonly Interpreter[],
  names: readonly string[],
  scratch: string,
  options: PythonRedirectOptions,
  env: Record<string, string>,
  paths: CheckoutPaths,
): Promise<string[]> {
  if (names.length === 0) return [];
  const reasons: string[] = [];
  for (const { python } of probed) {
    const text = await pythonOutput(python, resolveProbe(names), scratch, options.env, env);
    if (text === null) {
      reasons.push(`${python} could not be asked where the project's modules resolve`);
      continue;
    }
    let where: Record<string, string[]>;
    try {
      where = JSON.parse(text.split('\n').at(-1) ?? '') as Record<string, string[]>;
    } catch {
      reasons.push(`${python} could not be asked where the project's modules resolve`);
      continue;
    }
    for (const [name, locations] of Object.entries(where)) {
      const leak = locations.find((location) => intoTree(location, paths) !== null);
      if (leak !== undefined)
        reasons.push(
          `${python} imports '${name}' from the checkout (${leak}), not the locked tree`,
        );
    }
  }
  return reasons;
}

// The ignored files git lists under the served folders (collapsed folders left out), kept where
// the package would import them and the locked tree has none of its own.
async function generatedModules(
  options: PythonRedirectOptions,
  paths: CheckoutPaths,
  served: readonly string[],
): Promise<string[]> {
  const rels = new Set<string>();
  for (const path of served) {
    // The editables redirector maps a package to its `__init__.py`: the package is its folder.
    const folder = path.endsWith('/__init__.py') ? path.slice(0, -'/__init__.py'.length) : path;
    const into = intoTree(folder, paths);
    if (into === null) continue;
    rels.add(into === options.dir ? '.' : into.slice(options.dir.length + 1));
  }
  if (rels.size === 0) return [];
  const listed = await tryGit(
    ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory', '--', ...rels],
    { cwd: options.top },
  );
  if (listed.exitCode !== 0) return [];
  return listed.stdout
    .split('\0')
    .filter((path) => path !== '' && !path.endsWith('/') && isGeneratedModule(path))
    .filter((path) => !existsSync(join(options.dir, path)));
}
