// The repository modules coverage.py imports as plugins when it starts in a base test run (the
// `plugins` of its settings), and the settings file a run names. A plugin is imported into the
// test process, so its top level and its `coverage_init` can change what passes and what
// coverage reports: the PR's version of one must not run.
import { joinDir } from '../paths.js';
import { atBase, type Follower } from './follow-types.js';
import { moduleFiles } from './pytest-plugin-files.js';

/** The files coverage.py reads its settings from when none is named, in the folder it runs in. */
export const COVERAGE_SETTINGS = ['.coveragerc', 'setup.cfg', 'tox.ini', 'pyproject.toml'];

/** The variable that names coverage.py's settings file. */
export const COVERAGE_RCFILE = 'COVERAGE_RCFILE';

/**
 * The settings files named for a coverage started with `words` (pytest-cov's `--cov-config`,
 * coverage's `--rcfile`) and `env`, relative to its folder; none when it reads the defaults.
 */
export function namedSettings(
  words: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const named = words.flatMap((word, i) => {
    const option = /^--(?:cov-config|rcfile)(=(.*))?$/.exec(word);
    if (option === null) return [];
    const value = option[1] === undefined ? words[i + 1] : option[2];
    return value === undefined || value === '' ? [] : [value];
  });
  const fromEnv = env[COVERAGE_RCFILE];
  if (fromEnv !== undefined && fromEnv !== '') named.push(fromEnv);
  return named;
}

// The sections coverage.py's `[run]` settings sit in: `[run]` in its own file, `[coverage:run]`
// in setup.cfg and tox.ini, `[tool.coverage.run]` in pyproject.toml. Every form is read in every
// file: a name read too many locks a module, one read too few lets the PR's version run.
const RUN_SECTION = /^[ \t]*\[[ \t]*(?:run|coverage:run|tool\.coverage\.run)[ \t]*\][ \t]*$/gm;
const PLUGINS = /^[ \t]*plugins[ \t]*=[ \t]*(\[[^\]]*\]|.*(?:\n[ \t]+[^\s[].*)*)/m;
const MODULE = /^[A-Za-z_][\w.]*$/;

/** The module names a settings text's `plugins` lists (an INI list of lines or commas, a TOML array). */
export function settingsPlugins(text: string): string[] {
  const found: string[] = [];
  for (const section of text.matchAll(RUN_SECTION)) {
    const start = (section.index ?? 0) + section[0].length;
    const body = text.slice(start).split(/^[ \t]*\[/m)[0] ?? '';
    const value = PLUGINS.exec(body)?.[1] ?? '';
    for (const word of value.replace(/#.*$/gm, '').split(/[\s,"'[\]]+/)) {
      if (MODULE.test(word)) found.push(word);
    }
  }
  return found;
}

/**
 * The plugin modules a coverage started in `cwd` loads from the settings files `given` names
 * (namedSettings; none: the defaults), and those of them at base (`named`: the defaults, a
 * manifest among them, keep their own rules).
 */
export function coveragePluginFiles(
  f: Follower,
  given: readonly string[],
  cwd: string,
): { named: string[]; plugins: string[] } {
  const paths = (given.length > 0 ? given : COVERAGE_SETTINGS)
    .map((name) => joinDir(cwd, name))
    .filter((path): path is string => path !== null && atBase(f.tree, path));
  const plugins = paths.flatMap((path) =>
    settingsPlugins(f.text(path) ?? '').flatMap((name) => moduleFiles(f, name, cwd)),
  );
  return { named: given.length > 0 ? paths : [], plugins: [...new Set(plugins)] };
}
