// The repository modules coverage.py imports as plugins when a base test run starts it (the
// `plugins` of its settings, wherever coverage reads them), the settings file a run names, and
// the honest look-alikes that load nothing from the repository.
import { describe, expect, it } from 'vitest';
import {
  namedSettings,
  settingsPlugins,
} from '../../../../src/core/discovery/executed/coverage-plugin-files.js';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import type { Check } from '../../../../src/core/model/check.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const PLUGIN = 'def coverage_init(reg, options):\n    pass\n';
const CODE = 'def add(a, b):\n    return a + b\n';

function check(script: string, env: Record<string, string> = {}, cwd = ''): Check {
  const [command = '', ...args] = script.split(' ');
  return aTestCheck(command, args, { cwd, env });
}

function followed(c: Check, files: Record<string, string>, how: string): string[] {
  const result = executedFiles([c], aFollowTree(files));
  expect(result.unread).toEqual([]);
  return result.followed
    .filter((f) => f.how === how)
    .map((f) => f.path)
    .sort();
}

const plugins = (c: Check, files: Record<string, string>): string[] =>
  followed(c, files, 'coverage-plugin');

describe('coverage.py plugins in the repository are what the base run loads', () => {
  const code = { 'app/__init__.py': CODE, 'tools/covplug.py': PLUGIN };
  const table: Array<[string, Check, Record<string, string>, string[]]> = [
    [
      'gaming: .coveragerc [run] plugins, on lines of their own, under pytest',
      check('pytest -q'),
      { ...code, '.coveragerc': '[run]\nsource = app\nplugins =\n    tools.covplug\n' },
      ['tools/covplug.py'],
    ],
    [
      'gaming: pyproject [tool.coverage.run] plugins, a package, under coverage run',
      check('coverage run -m unittest'),
      {
        ...code,
        'tools/cov/__init__.py': PLUGIN,
        'pyproject.toml':
          '[tool.coverage.run]\nplugins = ["tools.cov"]\n\n[tool.ruff]\nline-length = 99\n',
      },
      ['tools/cov/__init__.py'],
    ],
    [
      'gaming: setup.cfg [coverage:run], comma-separated beside an installed plugin',
      check('python -m pytest'),
      {
        ...code,
        'setup.cfg':
          '[metadata]\nname = app\n\n[coverage:run]\nplugins = django_coverage_plugin, tools.covplug\n',
      },
      ['tools/covplug.py'],
    ],
    [
      'gaming: tox.ini [coverage:run] in the check folder of a monorepo',
      check('pytest', {}, 'svc'),
      {
        'svc/tools/covplug.py': PLUGIN,
        'svc/tox.ini': '[tox]\nenvlist = py\n\n[coverage:run]\nplugins =\n  tools.covplug\n',
      },
      ['svc/tools/covplug.py'],
    ],
    [
      'gaming: a settings file --cov-config names',
      check('pytest --cov=app --cov-config=ci/coverage.ini'),
      { ...code, 'ci/coverage.ini': '[run]\nplugins = tools.covplug\n' },
      ['tools/covplug.py'],
    ],
    [
      'gaming: a settings file COVERAGE_RCFILE names, in the check environment',
      check('pytest', { COVERAGE_RCFILE: 'ci/coveragerc' }),
      { ...code, 'ci/coveragerc': '[run]\nplugins = tools.covplug\n' },
      ['tools/covplug.py'],
    ],
    [
      'gaming: --cov-config in the addopts of pytest.ini',
      check('pytest'),
      {
        ...code,
        'pytest.ini': '[pytest]\naddopts = --cov=app --cov-config ci/cov.rc\n',
        'ci/cov.rc': '[run]\nplugins = tools.covplug\n',
      },
      ['tools/covplug.py'],
    ],
    [
      'honest: only installed plugins, and a [report] section of the same shape',
      check('pytest'),
      {
        ...code,
        '.coveragerc':
          '[run]\nplugins = django_coverage_plugin\n\n[report]\nexclude_lines =\n    tools.covplug\n',
      },
      [],
    ],
    [
      'honest: a plugins key outside coverage settings',
      check('pytest'),
      { ...code, 'setup.cfg': '[flake8]\nplugins = tools.covplug\n' },
      [],
    ],
    [
      'honest: a named settings file replaces the defaults',
      check('coverage run --rcfile=ci/plain.rc -m pytest'),
      {
        ...code,
        'ci/plain.rc': '[run]\nbranch = true\n',
        '.coveragerc': '[run]\nplugins = tools.covplug\n',
      },
      [],
    ],
  ];
  it.each(table)('%s', (_name, c, files, expected) => {
    expect(plugins(c, files)).toEqual(expected);
  });

  it('records the named settings file itself, not the default ones', () => {
    const files = {
      ...code,
      'ci/coveragerc': '[run]\nbranch = true\n',
      'pyproject.toml': '[tool.coverage.run]\nbranch = true\n',
    };
    expect(
      followed(check('pytest', { COVERAGE_RCFILE: 'ci/coveragerc' }), files, 'coverage-settings'),
    ).toEqual(['ci/coveragerc']);
    expect(followed(check('pytest'), files, 'coverage-settings')).toEqual([]);
  });
});

describe('settingsPlugins', () => {
  it.each([
    ['[run]\nplugins = a.b\n', ['a.b']],
    ['[run]\nplugins =\n    a\n    b.c  # the second\n', ['a', 'b.c']],
    ['[tool.coverage.run]\nplugins = [\n  "a",\n  "b",\n]\n', ['a', 'b']],
    ['[coverage:run]\nbranch = 1\nplugins = a , b\nomit = x\n', ['a', 'b']],
    ['[coverage:report]\nplugins = a\n', []],
    ['[run]\nbranch = 1\n[report]\nplugins = a\n', []],
  ])('%j -> %j', (text, expected) => {
    expect(settingsPlugins(text)).toEqual(expected);
  });
});

describe('namedSettings', () => {
  it.each<[string[], Record<string, string>, string[]]>([
    [['--cov-config=a.rc'], {}, ['a.rc']],
    [['--cov-config', 'a.rc'], {}, ['a.rc']],
    [['run', '--rcfile=b.rc', '-m', 'pytest'], {}, ['b.rc']],
    [[], { COVERAGE_RCFILE: 'c.rc' }, ['c.rc']],
    [['--cov=app'], { COVERAGE_RCFILE: '' }, []],
  ])('%j %j -> %j', (words, env, expected) => {
    expect(namedSettings(words, env)).toEqual(expected);
  });
});
