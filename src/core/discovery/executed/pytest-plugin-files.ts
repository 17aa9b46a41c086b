// The repository modules a base pytest run loads as plugins: `pytest_plugins` and star or hook
// imports in conftest.py files, `-p NAME` in the command and in the configs' addopts, and the
// project's own `pytest11` entry points; and the text files it collects as doctests. A plugin's
// hooks decide what passes (`pytest_runtest_makereport` can turn a failure into a pass), so the
// PR's version of one must not run: whatever it is named, it is harness.
import { compileGlobs } from '../../config/glob.js';
import { baseName, dirOf, inDir, isWithin, joinDir, selfAndAncestors } from '../paths.js';
import { atBase, type Follower } from './follow-types.js';

/** The files pytest reads its settings from, in the folder it starts in and above. */
export const PYTEST_CONFIGS = [
  'pytest.ini',
  '.pytest.ini',
  'pyproject.toml',
  'tox.ini',
  'setup.cfg',
];
const MODULE = /^\.*[A-Za-z_][\w.]*$/;

/** Whether the command starts pytest (directly, as `python -m pytest`, or through tox/nox). */
export function startsPytest(tool: string, args: readonly string[]): boolean {
  if (tool === 'pytest' || tool === 'py.test' || tool === 'tox' || tool === 'nox') return true;
  const m = args.indexOf('-m');
  return (tool === 'python' || tool === 'pypy' || tool === 'coverage') && m >= 0
    ? args[m + 1] === 'pytest'
    : false;
}

/**
 * The base files a pytest started in `cwd` with `args` loads as plugins, the text files it
 * collects as doctests (`--doctest-glob`: a README.rst whose examples are tests), and the words
 * of its settings files' `addopts` (here and above).
 */
export function pytestPluginFiles(
  f: Follower,
  args: readonly string[],
  cwd: string,
): { plugins: string[]; doctests: string[]; addopts: string[] } {
  const modules: Array<{ name: string; from: string; hooksOnly?: boolean }> = [];
  const globs = doctestGlobs(args);
  const addopts: string[] = [];
  for (const name of optionPlugins(args)) modules.push({ name, from: cwd });
  const searched = selfAndAncestors(cwd).flatMap((dir) =>
    PYTEST_CONFIGS.map((config) => ({ path: inDir(dir, config), dir })),
  );
  // `-c FILE` makes pytest read that file instead: its addopts count as well.
  const named = configFiles(args).flatMap((name) => {
    const path = joinDir(cwd, name);
    return path === null ? [] : [{ path, dir: cwd }];
  });
  for (const { path, dir } of [...searched, ...named]) {
    const text = atBase(f.tree, path) ? f.text(path) : undefined;
    if (text === undefined) continue;
    for (const name of [...addoptsPlugins(text), ...entryPointPlugins(text)])
      modules.push({ name, from: dir });
    const words = addoptsWords(text);
    globs.push(...doctestGlobs(words));
    addopts.push(...words);
  }
  const above = new Set(selfAndAncestors(cwd));
  for (const path of f.tree.kinds.keys()) {
    if (baseName(path) !== 'conftest.py') continue;
    if (!above.has(dirOf(path)) && !isWithin(dirOf(path), cwd)) continue;
    const text = f.text(path);
    if (text === undefined) continue;
    const { plugins, starred } = conftestPlugins(text);
    for (const name of plugins) modules.push({ name, from: dirOf(path) });
    for (const name of starred) modules.push({ name, from: dirOf(path), hooksOnly: true });
  }
  const files = modules.flatMap(({ name, from, hooksOnly }) =>
    moduleFiles(f, name, from).filter((file) => !hooksOnly || definesHooks(f.text(file))),
  );
  return { plugins: [...new Set(files)], doctests: doctestFiles(f, globs, cwd), addopts };
}

// `from app import *` in a conftest is a plugin only where the module brings hooks or fixtures;
// a package imported whole for its API stays the code under test.
function definesHooks(text: string | undefined): boolean {
  return text !== undefined && /^\s*def pytest_\w+|^\s*@(?:pytest\.)?fixture\b/m.test(text);
}

/** `-p name`, `-pname` and `-p=name` words; `-p no:name` turns a plugin off. */
export function optionPlugins(words: readonly string[]): string[] {
  const found: string[] = [];
  words.forEach((word, i) => {
    const value = word === '-p' ? words[i + 1] : /^-p=?(.+)$/.exec(word)?.[1];
    if (value !== undefined && !value.startsWith('no:') && MODULE.test(value)) found.push(value);
  });
  return found;
}

/** The settings files `-c FILE`, `-cFILE`, `--config-file FILE` and `--config-file=FILE` name. */
export function configFiles(words: readonly string[]): string[] {
  return words.flatMap((word, i) => {
    const value =
      word === '-c' || word === '--config-file'
        ? words[i + 1]
        : /^(?:-c|--config-file=)(.+)$/.exec(word)?.[1];
    return value === undefined ? [] : [value];
  });
}

/** The variables pytest reads options from (envPluginWords). */
export const PYTEST_ENV: readonly string[] = ['PYTEST_PLUGINS', 'PYTEST_ADDOPTS'];

/**
 * The words pytest takes from the environment as if they were on its command line:
 * `PYTEST_PLUGINS` (comma-separated module names, each loaded as `-p` would) and
 * `PYTEST_ADDOPTS`. A CI step or job that sets them names plugins its pytest loads.
 */
export function envPluginWords(env: Readonly<Record<string, string | undefined>>): string[] {
  const named = (env.PYTEST_PLUGINS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .flatMap((name) => ['-p', name]);
  const added = (env.PYTEST_ADDOPTS ?? '').replace(/["']/g, ' ').split(/\s+/).filter(Boolean);
  return [...named, ...added];
}

/** The `-p` plugins of a config's `addopts` (an INI value, a TOML string or list). */
export function addoptsPlugins(text: string): string[] {
  return optionPlugins(addoptsWords(text));
}

/** The words of a config's `addopts` lines (INI, with continuation lines, or TOML). */
function addoptsWords(text: string): string[] {
  return settingWords(text, 'addopts');
}

/**
 * The words of a pytest setting (`name = a b`, TOML's `name = ["a", "b"]`, INI continuation
 * lines), in every settings section of the text.
 */
export function settingWords(text: string, name: string): string[] {
  const words: string[] = [];
  const setting = new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*((?:.*)(?:\\n[ \\t]+\\S.*)*)`, 'gm');
  for (const m of text.matchAll(setting)) {
    words.push(
      ...(m[1] ?? '')
        .replace(/["',[\]]/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    );
  }
  return words;
}

/** `--doctest-glob=PAT` and `--doctest-glob PAT` words. */
export function doctestGlobs(words: readonly string[]): string[] {
  return words.flatMap((word, i) => {
    const value =
      word === '--doctest-glob' ? words[i + 1] : /^--doctest-glob=(.+)$/.exec(word)?.[1];
    return value === undefined ? [] : [value];
  });
}

// pytest matches a doctest glob without `/` against a file's name, one with `/` against its path.
function doctestFiles(f: Follower, globs: readonly string[], cwd: string): string[] {
  const tests = globs.map((glob) => {
    const matcher = compileGlobs([glob.includes('/') ? `**/${glob}` : glob]);
    return (path: string): boolean => matcher.test(glob.includes('/') ? path : baseName(path));
  });
  if (tests.length === 0) return [];
  return [...f.tree.kinds.keys()].filter(
    (path) => isWithin(dirOf(path), cwd) && tests.some((test) => test(path)),
  );
}

/** Modules of `pytest11` entry points: a pyproject table or setup.cfg's `pytest11 =` lines. */
export function entryPointPlugins(text: string): string[] {
  const found: string[] = [];
  // [project.entry-points.pytest11], [project.entry-points."pytest11"], Poetry's plugins table.
  const table = /^\[(?:project\.entry-points|tool\.poetry\.plugins)\.["']?pytest11["']?\]\s*$/m;
  const start = table.exec(text);
  if (start) {
    const body = text.slice(start.index + start[0].length).split(/^\[/m)[0] ?? '';
    for (const m of body.matchAll(/=\s*["']([\w.]+)(?::[\w.]+)?["']/g)) found.push(m[1] as string);
  }
  // setup.cfg: `pytest11 =` then indented `name = module:attr` lines.
  for (const m of text.matchAll(/^pytest11[ \t]*=[ \t]*(.*(?:\n[ \t]+\S.*)*)/gm)) {
    for (const entry of (m[1] ?? '').matchAll(/=\s*([\w.]+)(?::[\w.]+)?/g))
      found.push(entry[1] as string);
  }
  return found;
}

/**
 * A conftest's plugins: `pytest_plugins = [...]` and `from x import pytest_…` (`plugins`), and its
 * star imports (`starred`), which bring whatever hooks the module defines.
 */
export function conftestPlugins(text: string): { plugins: string[]; starred: string[] } {
  const found: string[] = [];
  const starred: string[] = [];
  const assigned = /^pytest_plugins\s*(?::[^=\n]*)?\+?=\s*([[(][\s\S]*?[\])]|(["'])[^"'\n]*\2)/gm;
  for (const m of text.matchAll(assigned)) {
    for (const literal of (m[1] ?? '').matchAll(/["']([^"'\n]+)["']/g)) {
      if (MODULE.test(literal[1] as string)) found.push(literal[1] as string);
    }
  }
  for (const m of text.matchAll(/^from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([^)\n]*)/gm)) {
    const names = (m[2] ?? '').split(/[\s,]+/);
    if (names.some((n) => n.startsWith('pytest_'))) found.push(m[1] as string);
    else if (names.includes('*')) starred.push(m[1] as string);
  }
  return { plugins: found, starred };
}

/**
 * The base files a module name may be: relative imports from `from`; absolute ones anywhere in
 * the tree (a `src/` layout, a rootdir on sys.path), matched by their path's ending.
 */
export function moduleFiles(f: Follower, name: string, from: string): string[] {
  const dots = /^\.*/.exec(name)?.[0].length ?? 0;
  const rest = name.slice(dots).split('.').filter(Boolean).join('/');
  const forms = rest === '' ? ['__init__.py'] : [`${rest}.py`, `${rest}/__init__.py`];
  if (dots > 0) {
    let dir: string | null = from;
    for (let up = 1; up < dots && dir !== null; up++) dir = joinDir(dir, '..');
    if (dir === null) return [];
    return forms.map((form) => inDir(dir as string, form)).filter((p) => atBase(f.tree, p));
  }
  return [...f.tree.kinds.keys()].filter(
    (path) =>
      forms.some((form) => path === form || path.endsWith(`/${form}`)) &&
      !/(^|\/)(site-packages|node_modules)\//.test(path),
  );
}
