// The repository modules a base pytest run loads as plugins, whatever they are named: named by
// conftest.py's pytest_plugins, a hook or star import there, `-p` on the command line or in
// addopts, or the project's own pytest11 entry points; and the honest look-alikes that are not.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import {
  addoptsPlugins,
  conftestPlugins,
  entryPointPlugins,
  envPluginWords,
  optionPlugins,
  startsPytest,
} from '../../../../src/core/discovery/executed/pytest-plugin-files.js';
import type { Check } from '../../../../src/core/model/check.js';
import { argsFileWords, pytestArgsFiles } from '../../../../src/core/runners/pytest/args-files.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const HOOK = 'def pytest_runtest_makereport(item, call):\n    pass\n';
const API = 'def add(a, b):\n    return a + b\n';

const tree = aFollowTree;

function pytest(script: string, cwd = ''): Check {
  const [command = '', ...args] = script.split(' ');
  return aTestCheck(command, args, { cwd });
}

function plugins(script: string, files: Record<string, string>, cwd = ''): string[] {
  const result = executedFiles([pytest(script, cwd)], tree(files));
  expect(result.unread).toEqual([]);
  return result.followed
    .filter((f) => f.how === 'pytest-plugin')
    .map((f) => f.path)
    .sort();
}

describe('pytest plugins in the repository are what the base run loads', () => {
  const base = { 'mylib/__init__.py': API, 'mylib/plugin.py': HOOK };
  const table: Array<[string, string, Record<string, string>, string[]]> = [
    [
      'gaming: conftest.py pytest_plugins names a source module',
      'pytest -q',
      { ...base, 'conftest.py': 'pytest_plugins = ["mylib.plugin"]\n' },
      ['mylib/plugin.py'],
    ],
    [
      'gaming: a multi-line tuple, a src layout, a package plugin',
      'pytest',
      {
        'src/mylib/plugin.py': HOOK,
        'src/mylib/checks/__init__.py': HOOK,
        'tests/conftest.py': 'pytest_plugins = (\n    "mylib.plugin",\n    "mylib.checks",\n)\n',
      },
      ['src/mylib/checks/__init__.py', 'src/mylib/plugin.py'],
    ],
    [
      'gaming: a hook imported into a conftest by name',
      'python -m pytest',
      { ...base, 'conftest.py': 'from mylib.plugin import pytest_runtest_makereport\n' },
      ['mylib/plugin.py'],
    ],
    [
      'gaming: a star import of a module with hooks, relative',
      'pytest',
      { 'tests/conftest.py': 'from .support import *\n', 'tests/support.py': HOOK },
      // Already test code by its folder; still found.
      ['tests/support.py'],
    ],
    ['gaming: -p on the command line', 'pytest -p mylib.plugin -q', base, ['mylib/plugin.py']],
    [
      'gaming: -p in pyproject addopts (a TOML list)',
      'pytest',
      {
        ...base,
        'pyproject.toml': '[tool.pytest.ini_options]\naddopts = ["-p", "mylib.plugin"]\n',
      },
      ['mylib/plugin.py'],
    ],
    [
      'gaming: -p in pytest.ini addopts on a continuation line',
      'tox -e py',
      { ...base, 'pytest.ini': '[pytest]\naddopts =\n    -q\n    -pmylib.plugin\n' },
      ['mylib/plugin.py'],
    ],
    [
      'gaming: -p in the addopts of the settings file -c names',
      'pytest -c ci/pytest.ini -q',
      { ...base, 'ci/pytest.ini': '[pytest]\naddopts = -p mylib.plugin\n' },
      ['mylib/plugin.py'],
    ],
    [
      'gaming: the same through --config-file=, -p on a continuation line',
      'pytest --config-file=ci/pytest.ini',
      {
        ...base,
        'ci/pytest.ini': '[pytest]\naddopts =\n    -pmylib.plugin\n',
      },
      ['mylib/plugin.py'],
    ],
    [
      "gaming: the project's own pytest11 entry point",
      'pytest',
      {
        ...base,
        'pyproject.toml':
          '[project]\nname = "mylib"\n\n[project.entry-points.pytest11]\nmine = "mylib.plugin"\n',
      },
      ['mylib/plugin.py'],
    ],
    [
      'gaming: a pytest11 entry point in setup.cfg',
      'pytest',
      {
        ...base,
        'setup.cfg': '[options.entry_points]\npytest11 =\n    mine = mylib.plugin:hooks\n',
      },
      ['mylib/plugin.py'],
    ],
    [
      'honest: a star import of a package without hooks or fixtures is the code under test',
      'pytest',
      { ...base, 'conftest.py': 'from mylib import *\n' },
      [],
    ],
    [
      'honest: conftest imports the app by name',
      'pytest',
      { ...base, 'conftest.py': 'from mylib import add\nimport mylib.plugin\n' },
      [],
    ],
    [
      'honest: an installed plugin is not a repository file',
      'pytest -p xdist',
      { ...base, 'conftest.py': 'pytest_plugins = ["pytest_asyncio"]\n' },
      [],
    ],
    ['honest: -p no:cacheprovider turns a plugin off', 'pytest -p no:cacheprovider', base, []],
    [
      'gaming: a test script that starts pytest where the walk cannot see it',
      'python tools/run_tests.py',
      {
        ...base,
        'conftest.py': 'pytest_plugins = ["mylib.plugin"]\n',
        'tools/run_tests.py': 'import pytest\n',
      },
      ['mylib/plugin.py'],
    ],
    [
      "a conftest beside another project is not this run's",
      'pytest',
      { ...base, 'other/conftest.py': 'pytest_plugins = ["mylib.plugin"]\n', 'app/x.py': API },
      [],
    ],
  ];
  it('honest: a lint check does not load pytest plugins', () => {
    const lint = { ...pytest('ruff check .'), kind: 'lint' as const };
    const files = { ...base, 'conftest.py': 'pytest_plugins = ["mylib.plugin"]\n' };
    expect(
      executedFiles([lint], tree(files)).followed.filter((f) => f.how === 'pytest-plugin'),
    ).toEqual([]);
  });

  for (const [name, script, files, expected] of table) {
    it(name, () => {
      expect(plugins(script, files, name.startsWith('a conftest beside') ? 'app' : '')).toEqual(
        expected,
      );
    });
  }
});

describe("pytest plugins the check's environment names", () => {
  const base = { 'mylib/__init__.py': API, 'mylib/plugin.py': HOOK, 'tools/judge.py': HOOK };
  const withEnv = (env: Record<string, string>, script = 'pytest -q'): string[] => {
    const check = { ...pytest(script), env };
    const result = executedFiles([check], tree(base));
    return result.followed
      .filter((f) => f.how === 'pytest-plugin')
      .map((f) => f.path)
      .sort();
  };

  it('gaming: PYTEST_PLUGINS names repository modules, comma-separated, spaces around', () => {
    expect(withEnv({ PYTEST_PLUGINS: 'mylib.plugin , tools.judge' })).toEqual([
      'mylib/plugin.py',
      'tools/judge.py',
    ]);
  });

  it('gaming: PYTEST_ADDOPTS carries `-p`, quoted or not', () => {
    expect(withEnv({ PYTEST_ADDOPTS: '-q -p mylib.plugin "-ptools.judge"' })).toEqual([
      'mylib/plugin.py',
      'tools/judge.py',
    ]);
  });

  it('gaming: the same reaches a pytest a script starts', () => {
    expect(withEnv({ PYTEST_PLUGINS: 'tools.judge' }, 'python -m pytest tests')).toEqual([
      'tools/judge.py',
    ]);
  });

  it('gaming: a settings file PYTEST_ADDOPTS names with -c is followed as an argument', () => {
    const check = { ...pytest('pytest -q'), env: { PYTEST_ADDOPTS: '-c ci/custom.cfg' } };
    const files = { ...base, 'ci/custom.cfg': '[pytest]\naddopts = -p tools.judge\n' };
    const followed = executedFiles([check], tree(files)).followed.map((f) => [f.path, f.how]);
    expect(followed).toContainEqual(['ci/custom.cfg', 'argument']);
  });

  it('gaming: the variable assigned on the line, or exported by the Makefile that runs pytest', () => {
    const scripted = (script: string, files: Record<string, string>): string[] =>
      executedFiles([{ ...pytest('make'), command: '', args: [], script }], tree(files))
        .followed.filter((f) => f.how === 'pytest-plugin')
        .map((f) => f.path);
    expect(scripted('PYTEST_PLUGINS=tools.judge pytest -q', base)).toEqual(['tools/judge.py']);
    const makefile = 'export PYTEST_PLUGINS = tools.judge\n\ntest:\n\tpytest -q\n';
    expect(scripted('make test', { ...base, Makefile: makefile })).toEqual(['tools/judge.py']);
  });

  it('honest: installed plugins and `-p no:` are not repository files', () => {
    expect(withEnv({ PYTEST_PLUGINS: 'pytest_cov,xdist', PYTEST_ADDOPTS: '-p no:mylib' })).toEqual(
      [],
    );
  });

  it('honest: the variables on a lint check load nothing', () => {
    const lint = {
      ...pytest('ruff check .'),
      kind: 'lint' as const,
      env: { PYTEST_PLUGINS: 'tools.judge' },
    };
    expect(executedFiles([lint], tree(base)).followed).toEqual([]);
  });

  it('envPluginWords: the words pytest reads from the two variables', () => {
    expect(envPluginWords({ PYTEST_PLUGINS: 'a, b.c,', PYTEST_ADDOPTS: "-x '-p' d" })).toEqual([
      '-p',
      'a',
      '-p',
      'b.c',
      '-x',
      '-p',
      'd',
    ]);
    expect(envPluginWords({})).toEqual([]);
  });
});

describe('argument files pytest reads with @ (issue 42.5: a file a base command reaches)', () => {
  const files: Record<string, string> = {
    'mylib/plugin.py': HOOK,
    'ci/args.txt': '-q\ntests\n',
    'ci/plugin-args.txt': '-p\nmylib.plugin\n-c\nci/strict.cfg\n',
    'ci/strict.cfg': '[pytest]\n',
    'pytest.ini': '[pytest]\naddopts = @ci/args.txt\n',
    'notes@home.txt': '',
  };
  const reached = (
    script: string,
    env: Record<string, string> = {},
    inTree: Record<string, string> = files,
  ) =>
    executedFiles([{ ...pytest(script), env }], tree(inTree))
      .followed.filter((f) => f.atBase)
      .map((f) => `${f.how} ${f.path}`)
      .sort();
  it('gaming: the command line names one: it is harness', () => {
    expect(reached('pytest @ci/args.txt', {}, { 'ci/args.txt': '-q\n' })).toEqual([
      'argument ci/args.txt',
    ]);
  });
  it('gaming: what the file says counts as the command: a -p plugin, a -c settings file', () => {
    expect(
      reached('python -m pytest @ci/plugin-args.txt', {}, { ...files, 'pytest.ini': '' }),
    ).toEqual([
      'argument ci/plugin-args.txt',
      'argument ci/strict.cfg',
      'pytest-plugin mylib/plugin.py',
    ]);
  });
  it('gaming: PYTEST_ADDOPTS or the base addopts name one', () => {
    const bare = { 'ci/args.txt': files['ci/args.txt'] as string };
    expect(reached('pytest -q', { PYTEST_ADDOPTS: '@ci/args.txt' }, bare)).toEqual([
      'argument ci/args.txt',
    ]);
    expect(
      reached('pytest -q', {}, { ...bare, 'pytest.ini': files['pytest.ini'] as string }),
    ).toContain('argument ci/args.txt');
  });
  it('honest: an @ inside a word, or a file that is not there, names nothing', () => {
    expect(reached('pytest -k notes@home.txt @missing.txt', {}, { 'notes@home.txt': '' })).toEqual(
      [],
    );
  });
  it('the readers', () => {
    expect(pytestArgsFiles(['-q', '@a.txt', 'x@y', '@', '@@b'])).toEqual(['a.txt']);
    expect(argsFileWords('-k\r\nnot slow\n\n  tests  \n')).toEqual(['-k', 'not slow', 'tests']);
  });
});

describe('text files pytest collects as doctests', () => {
  const doctests = (script: string, files: Record<string, string>, cwd = ''): string[] =>
    executedFiles([pytest(script, cwd)], tree(files))
      .followed.filter((f) => f.how === 'pytest-doctest')
      .map((f) => f.path)
      .sort();
  const files = {
    'README.rst': '>>> 1\n1\n',
    'docs/usage.rst': '',
    'docs/usage.md': '',
    'a.py': '',
  };

  it('gaming: --doctest-glob in addopts makes README.rst a test file', () => {
    const ini = {
      ...files,
      '.pytest.ini': '[pytest]\naddopts = --doctest-modules --doctest-glob=README.rst\n',
    };
    expect(doctests('pytest', ini)).toEqual(['README.rst']);
  });
  it('gaming: a pattern on the command line, matched against every folder', () => {
    expect(doctests('pytest --doctest-glob *.rst', files)).toEqual([
      'README.rst',
      'docs/usage.rst',
    ]);
  });
  it('honest: without --doctest-glob no text file is a test', () => {
    expect(doctests('pytest --doctest-modules', files)).toEqual([]);
  });
});

describe('the readers', () => {
  it('optionPlugins', () => {
    expect(optionPlugins(['-p', 'a.b', '-pc', '-p=d', '-p', 'no:x', '-q', '-p'])).toEqual([
      'a.b',
      'c',
      'd',
    ]);
  });
  it('addoptsPlugins: INI and TOML string forms', () => {
    expect(addoptsPlugins('[pytest]\naddopts = -q -p one\n')).toEqual(['one']);
    expect(addoptsPlugins('addopts = "-p two --strict-markers"\n')).toEqual(['two']);
    expect(addoptsPlugins('# addopts = -p commented\n')).toEqual([]);
  });
  it('entryPointPlugins: quoted group names and Poetry plugins', () => {
    expect(
      entryPointPlugins(
        '[project.entry-points."pytest11"]\na = "m.one:x"\n[tool.x]\nb = "m.two"\n',
      ),
    ).toEqual(['m.one']);
    expect(entryPointPlugins('[tool.poetry.plugins."pytest11"]\na = "m.three"\n')).toEqual([
      'm.three',
    ]);
  });
  it('conftestPlugins: a string, an annotation, an augmented list', () => {
    expect(conftestPlugins('pytest_plugins = "one"\n').plugins).toEqual(['one']);
    expect(conftestPlugins('pytest_plugins: list[str] = ["two"]\n').plugins).toEqual(['two']);
    expect(conftestPlugins('pytest_plugins += ["three"]\n').plugins).toEqual(['three']);
    expect(conftestPlugins('from a import *\nfrom b import (x, pytest_configure)\n')).toEqual({
      plugins: ['b'],
      starred: ['a'],
    });
  });
  it('startsPytest', () => {
    expect(startsPytest('pytest', [])).toBe(true);
    expect(startsPytest('python', ['-m', 'pytest', '-q'])).toBe(true);
    expect(startsPytest('coverage', ['run', '-m', 'pytest'])).toBe(true);
    expect(startsPytest('python', ['-m', 'unittest'])).toBe(false);
    expect(startsPytest('ruff', ['check'])).toBe(false);
  });
});
