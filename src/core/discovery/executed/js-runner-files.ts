// The repository files a base vitest, jest, mocha or ava config loads into the runner: setup files,
// global setup, required modules, reporters, environments, transforms, resolvers, sequencers,
// and the plugins and presets of the Babel config jest transforms tests with. Code there runs
// inside the test process and can patch `expect` or rewrite results, so the PR's version of one
// must not run: whatever it is named (`src/polyfills.ts`), it is harness.
import { baseName, dirOf, inDir, joinDir, selfAndAncestors } from '../paths.js';
import { atBase, type Follower, SOURCE_ROOT } from './follow-types.js';

const CONFIG_STEMS = ['vitest.config', 'vitest.workspace', 'vite.config', 'jest.config'];
const CONFIG_EXTS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs', 'json'];
const MOCHA_CONFIGS = ['js', 'cjs', 'mjs', 'json', 'jsonc', 'yml', 'yaml'].map(
  (e) => `.mocharc.${e}`,
);
// Babel's config: jest's default transform (babel-jest) runs its plugins over every test file.
const BABEL_CONFIGS = [
  ...['js', 'cjs', 'mjs', 'cts', 'ts', 'json'].map((e) => `babel.config.${e}`),
  '.babelrc',
  ...['js', 'cjs', 'mjs', 'cts', 'json'].map((e) => `.babelrc.${e}`),
];
// ava's `require` modules run in every test worker before its test file.
const AVA_CONFIGS = ['js', 'cjs', 'mjs'].map((e) => `ava.config.${e}`);
const CONFIGS = [
  ...CONFIG_STEMS.flatMap((stem) => CONFIG_EXTS.map((ext) => `${stem}.${ext}`)),
  ...MOCHA_CONFIGS,
  ...AVA_CONFIGS,
  ...BABEL_CONFIGS,
];

// The options whose values are modules the runner loads (vitest, jest and mocha names).
const LOADED =
  /["']?\b(require|file|reporter|ui|setupFiles|setupFilesAfterEnv|globalSetup|globalTeardown|reporters|testEnvironment|environment|transform|snapshotResolver|testSequencer|sequencer|resolver|runner|testRunner|watchPlugins|testResultsProcessor|prettierPath|plugins|presets)\b["']?\s*:\s*/g;
const LOCAL = /^(?:\.{1,2}\/|<rootDir>\/)[\w@./-]+$/;
const EXTENSIONS = ['', '.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.tsx', '.jsx'];

/** The base files the runner configs of `cwd` (and above) load, relative to each config. */
export function jsRunnerFiles(f: Follower, cwd: string): string[] {
  const found = new Set<string>();
  for (const dir of selfAndAncestors(cwd)) {
    for (const name of [...CONFIGS, 'package.json']) {
      const path = inDir(dir, name);
      if (atBase(f.tree, path)) for (const file of configLoads(f, path)) found.add(file);
    }
  }
  return [...found];
}

const SCRIPT_CONFIG = /\.(?:[cm]?[jt]s)$/;
// `import x from './a'`, `import './a'`, `import('./a')`, `require('./a')`, `export * from './a'`.
const RELATIVE_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(["'])(\.{1,2}\/[^"'\n]+)\1/gm;
const MAX_CONFIG_IMPORTS = 50;

/**
 * The local modules a JS/TS runner config imports, transitively (a shared config, a Vite plugin
 * whose `transform` hook rewrites every test file as it loads): the config runs them in the
 * runner. What lies under a source root (`src/`, `lib/`...) is the code under test and stays so.
 */
function configImports(f: Follower, config: string): string[] {
  const found: string[] = [];
  const home = dirOf(config);
  const underSource = (file: string): boolean => underSourceRoot(home, file);
  const queue = [config];
  while (queue.length > 0 && found.length < MAX_CONFIG_IMPORTS) {
    const from = queue.shift() as string;
    for (const m of (f.text(from) ?? '').matchAll(RELATIVE_IMPORT)) {
      const file = resolve(f, dirOf(from), m[2] as string);
      if (file === null || file === config || found.includes(file) || underSource(file)) continue;
      found.push(file);
      queue.push(file);
    }
  }
  return found;
}

// Command-line options of the runners whose value is a file the runner loads: a config (read in
// turn like the usual ones), setup files, reporters, environments. `tools/x.js` counts as well
// as `./tools/x.js` when the file is there (mocha and vite resolve it so).
const RUNNER_OPTIONS: Record<string, readonly string[]> = {
  vitest: ['--config', '-c', '--setupFiles', '--globalSetup', '--reporter', '--environment'],
  jest: [
    '--config',
    '-c',
    '--setupFiles',
    '--setupFilesAfterEnv',
    '--globalSetup',
    '--globalTeardown',
    '--testEnvironment',
    '--reporters',
    '--testSequencer',
    '--resolver',
    '--testRunner',
    '--snapshotResolver',
    '--testResultsProcessor',
  ],
  mocha: ['--require', '-r', '--file', '--config', '--reporter', '-R', '--ui', '-u'],
  ava: ['--config'],
};
const CONFIG_OPTIONS = new Set(['--config', '-c']);

/** The base files a runner's command-line options load (and what a named config loads). */
export function runnerOptionFiles(
  f: Follower,
  tool: string,
  args: readonly string[],
  cwd: string,
): string[] {
  const options = RUNNER_OPTIONS[tool];
  if (options === undefined) return [];
  const found = new Set<string>();
  args.forEach((arg, i) => {
    const eq = arg.indexOf('=');
    const [name, value] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, args[i + 1]];
    if (!options.includes(name) || value === undefined || value.startsWith('-')) return;
    for (const literal of value.split(',')) {
      const file = resolve(f, cwd, literal.startsWith('.') ? literal : `./${literal}`);
      if (file === null) continue;
      found.add(file);
      if (CONFIG_OPTIONS.has(name)) for (const loaded of configLoads(f, file)) found.add(loaded);
    }
  });
  return [...found];
}

/**
 * What one config file loads: the files its loaded-module options name (of a package.json, only
 * in its runner keys) and, for a JS/TS config, its local imports.
 */
function configLoads(f: Follower, path: string): string[] {
  const text = f.text(path);
  if (text === undefined) return [];
  const body = baseName(path) === 'package.json' ? runnerKeys(text) : text;
  const literals = loadedLiterals(body).flatMap(
    (literal) => resolve(f, dirOf(path), literal) ?? [],
  );
  // A module jest maps to a file is replaced by it in every test: a double, unless it lies under
  // a source root (an alias of the code under test, `'^config$': '<rootDir>/src/config.ts'`).
  const doubles = mappedLiterals(body).flatMap((literal) => {
    const file = resolve(f, dirOf(path), literal);
    return file === null || underSourceRoot(dirOf(path), file) ? [] : [file];
  });
  return [...literals, ...doubles, ...(SCRIPT_CONFIG.test(path) ? configImports(f, path) : [])];
}

/** The relative paths given to the loaded-module options of a config's text (JS, JSON, YAML). */
export function loadedLiterals(text: string): string[] {
  return literalsOf(text, LOADED, /^["'`]|["'`]$/g);
}

// The local paths among the words of each value the `keys` pattern introduces, quotes (and, for
// a map's keys, a trailing colon) taken off.
function literalsOf(text: string, keys: RegExp, quotes: RegExp): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(keys)) {
    const value = valueAt(text, (m.index ?? 0) + m[0].length);
    for (const word of value.split(/[\s,[\]{}()]+/)) {
      const bare = word.replace(quotes, '');
      if (LOCAL.test(bare)) found.push(bare);
    }
  }
  return found;
}

const MAPPER = /["']?\bmoduleNameMapper\b["']?\s*:\s*/g;

/** The local files jest's `moduleNameMapper` maps modules to (a `$1` target is a folder alias). */
export function mappedLiterals(text: string): string[] {
  return literalsOf(text, MAPPER, /^["'`]|["'`]:?$/g);
}

function underSourceRoot(home: string, file: string): boolean {
  return SOURCE_ROOT.test(
    home !== '' && file.startsWith(`${home}/`) ? file.slice(home.length + 1) : file,
  );
}

// The option's value: a string, a bracketed or braced list up to its matching close, a YAML
// block list (`- ./a.js` lines), or a bare YAML scalar up to the end of its line.
export function valueAt(text: string, start: number): string {
  const open = text[start];
  if (open === '-') return /^(?:-[ \t]+[^\n]*(?:\n[ \t]*|$))+/.exec(text.slice(start))?.[0] ?? '';
  if (open !== '[' && open !== '{') return /^[^\n]*/.exec(text.slice(start))?.[0] ?? '';
  const close = open === '[' ? ']' : '}';
  let depth = 0;
  for (let i = start; i < text.length && i < start + 4000; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(start, i + 1);
  }
  return '';
}

// package.json: only its `jest`, `mocha` and `babel` keys configure a runner or its transform.
function runnerKeys(text: string): string {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify(['jest', 'mocha', 'ava', 'babel'].map((key) => data[key] ?? null));
  } catch {
    return '';
  }
}

function resolve(f: Follower, dir: string, literal: string): string | null {
  const relative = literal.replace(/^<rootDir>\//, './');
  for (const ext of EXTENSIONS) {
    const path = joinDir(dir, `${relative}${ext}`);
    if (path !== null && path !== '' && atBase(f.tree, path)) return path;
  }
  return null;
}
