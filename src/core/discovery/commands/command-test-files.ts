// Test files a base test command names, whatever their names: unittest's discovery folder and
// pattern (`python -m unittest discover -s checks -p "check_*.py"`), the files and dotted modules
// given to pytest or unittest (`pytest checks/calc_checks.py`, `python -m unittest
// checks.check_calc`), and the files and globs given to `node --test` and mocha. The walk of what
// the checks execute (executed-files.ts) asks this of every command it reaches, behind a Makefile
// or a package script too. A changed file they name that defines tests is a test: its base
// version runs. One that defines none is not, even named outright: unittest imports every module
// its pattern matches (a product `testing.py` under `test*.py`), and `pytest --doctest-modules
// src/calc.py` runs a source module's examples.
import { toolWords } from '../../run/tool-words.js';
import { joinDir } from '../paths.js';

/** A path of the check's folder as a repo-relative path; null for one outside the repository. */
type Place = (path: string) => string | null;

export interface CommandTestGlob {
  /** The rule's name, shown by `plan`: which command named the file. */
  name: string;
  glob: string;
}

// Options of each runner that take a value, so the value is not read as a path.
const PYTEST_VALUES = new Set([
  '-k',
  '-m',
  '-p',
  '-c',
  '-o',
  '-n',
  '-W',
  '-r',
  '--rootdir',
  '--ignore',
  '--ignore-glob',
  '--deselect',
  '--confcutdir',
  '--basetemp',
  '--junitxml',
  '--junit-xml',
  '--cov',
  '--cov-report',
  '--cov-config',
  '--durations',
  '--maxfail',
  '--tb',
  '--import-mode',
  '--override-ini',
  '--config-file',
  '--log-level',
]);
const UNITTEST_VALUES = new Set(['-k', '--durations']);
const DISCOVER_OPTIONS = new Map([
  ['-s', 'start'],
  ['--start-directory', 'start'],
  ['-p', 'pattern'],
  ['--pattern', 'pattern'],
  ['-t', 'top'],
  ['--top-level-directory', 'top'],
]);
const MOCHA_VALUES = new Set([
  '-r',
  '--require',
  '-R',
  '--reporter',
  '-O',
  '--reporter-option',
  '-t',
  '--timeout',
  '-u',
  '--ui',
  '-g',
  '--grep',
  '-f',
  '--fgrep',
  '--config',
  '--package',
  '--file',
  '--ignore',
  '--exclude',
  '--extension',
  '-s',
  '--slow',
  '-j',
  '--jobs',
]);

const PY_FILE = /\.py$/;
const JS_FILE = /\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/;

/** The test files (as globs) one command of a base test check names, run in `cwd`. */
export function commandTestGlobs(words: readonly string[], cwd: string): CommandTestGlob[] {
  const [tool, ...args] = toolWords(words);
  const at: Place = (path) => joinDir(cwd, path.replace(/^\.\//, ''));
  switch (tool) {
    case 'pytest':
    case 'py.test':
      return named('pytest', positional(args, PYTEST_VALUES), PY_FILE, at);
    case 'unittest':
      return unittestGlobs(args, at);
    case 'node':
      return args.includes('--test')
        ? named(
            'node --test',
            positional(args, new Set(['--test-reporter', '--import', '-r', '--require'])),
            JS_FILE,
            at,
          )
        : [];
    case 'mocha':
      return mochaGlobs(args, at);
    default:
      return [];
  }
}

/** The words that are not options or their values; `path::node` ids are cut to the path. */
function positional(args: readonly string[], values: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') continue;
    if (arg.startsWith('-')) {
      if (values.has(arg)) i += 1;
      continue;
    }
    found.push(arg.split('::')[0] as string);
  }
  return found;
}

function named(
  runner: string,
  words: readonly string[],
  file: RegExp,
  at: Place,
): CommandTestGlob[] {
  return words.flatMap((word) => {
    const glob = file.test(word) ? at(word) : null;
    return glob === null ? [] : [{ name: `command:${runner} ${word}`, glob }];
  });
}

function unittestGlobs(args: readonly string[], at: Place): CommandTestGlob[] {
  const discover = args.indexOf('discover');
  const rest = positional(args, UNITTEST_VALUES);
  if (discover < 0 && rest.length > 0)
    return [...named('unittest', rest, PY_FILE, at), ...dotted(rest, at)];
  // `discover [start [pattern [top]]]` or its options; no arguments at all is discover too.
  const after = discover < 0 ? args : args.slice(discover + 1);
  const given = new Map<string, string>();
  const words: string[] = [];
  for (let i = 0; i < after.length; i++) {
    const arg = after[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const option = DISCOVER_OPTIONS.get(eq < 0 ? arg : arg.slice(0, eq));
    if (option !== undefined) {
      const value = eq < 0 ? after[++i] : arg.slice(eq + 1);
      if (value !== undefined) given.set(option, value);
    } else if (arg.startsWith('-')) {
      if (UNITTEST_VALUES.has(arg)) i += 1;
    } else words.push(arg);
  }
  const start = (words[0] ?? given.get('start') ?? '.').replace(/\/+$/, '');
  const pattern = words[1] ?? given.get('pattern') ?? 'test*.py';
  if (pattern.includes('/')) return [];
  const glob = start === '.' || start === '' ? `**/${pattern}` : `${start}/**/${pattern}`;
  const placed = at(glob);
  return placed === null ? [] : [{ name: `command:unittest discover ${glob}`, glob: placed }];
}

function mochaGlobs(args: readonly string[], at: Place): CommandTestGlob[] {
  // `--spec x` is not among the value options: its value is read as a spec, as mocha reads it.
  return positional(args, MOCHA_VALUES).flatMap((spec) => {
    const glob = JS_FILE.test(spec) ? at(spec) : null;
    return glob === null ? [] : [{ name: `command:mocha ${spec}`, glob }];
  });
}

// A dotted name (`checks.check_calc`, `checks.check_calc.CalcCheck.test_add`) is a module, or a
// class or test inside one: each prefix may be the module's file (or its package's __init__.py).
const DOTTED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

function dotted(words: readonly string[], at: Place): CommandTestGlob[] {
  return words.flatMap((word) => {
    if (!DOTTED.test(word) || PY_FILE.test(word)) return [];
    const parts = word.split('.');
    return parts.flatMap((_, i) => {
      const stem = parts.slice(0, i + 1).join('/');
      return [`${stem}.py`, `${stem}/__init__.py`].flatMap((path) => {
        const glob = at(path);
        return glob === null ? [] : [{ name: `command:unittest ${word}`, glob }];
      });
    });
  });
}
