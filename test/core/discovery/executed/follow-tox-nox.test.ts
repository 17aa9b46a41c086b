// tox runs the commands of base tox.ini's environments with their setenv, nox the session.run
// calls of noxfile.py's sessions: what those run or load is harness, for the environments and
// sessions the check names (or all it runs by default), not the others.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import { toxSetenv } from '../../../../src/core/discovery/executed/follow-tox.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const FILES = {
  'tools/run_tests.py': 'import pytest\n',
  'tools/release.py': 'print("release")\n',
  'support/__init__.py': '',
  'support/checks.py': 'def pytest_runtest_makereport(item, call):\n    pass\n',
  'ci/unit.sh': '#!/bin/sh\npytest -q\n',
};

function followed(script: string, toxIni: string, name = 'tox.ini'): Array<[string, string]> {
  const [command = '', ...args] = script.split(' ');
  const result = executedFiles(
    [aTestCheck(command, args)],
    aFollowTree({ ...FILES, [name]: toxIni }),
  );
  expect(result.unread).toEqual([]);
  return result.followed
    .filter((f) => f.path !== name)
    .map((f): [string, string] => [f.path, f.how])
    .sort();
}

describe('tox environments', () => {
  it('gaming: the commands of [testenv] run a repository script', () => {
    const ini =
      '[testenv]\ndeps = pytest\ncommands =\n    {envpython} tools/run_tests.py {posargs}\n';
    expect(followed('tox -e py', ini)).toEqual([['tools/run_tests.py', 'interpreter']]);
  });

  it("gaming: setenv names a pytest plugin the environment's pytest loads", () => {
    const ini = '[testenv]\nsetenv =\n    PYTEST_PLUGINS = support.checks\ncommands = pytest -q\n';
    expect(followed('tox -e py', ini)).toEqual([['support/checks.py', 'pytest-plugin']]);
  });

  it('gaming: a named environment runs a script; a bare tox runs the envlist', () => {
    const ini = '[tox]\nenvlist = unit\n\n[testenv:unit]\ncommands = sh ci/unit.sh\n';
    expect(followed('tox -e unit', ini)).toEqual([['ci/unit.sh', 'interpreter']]);
    expect(followed('tox', ini)).toEqual([['ci/unit.sh', 'interpreter']]);
  });

  it.each([
    'uvx --with tox-uv tox -e unit',
    'uv tool run tox -e unit',
    'pipx run --spec tox==4.23 tox -e unit',
    'python -m tox -e unit',
  ])('gaming: %s is followed into tox.ini as tox is', (script) => {
    const ini = '[tox]\nenvlist = unit\n\n[testenv:unit]\ncommands = sh ci/unit.sh\n';
    expect(followed(script, ini)).toEqual([['ci/unit.sh', 'interpreter']]);
  });

  it('honest: an environment the check does not run', () => {
    const ini =
      '[testenv]\ncommands = pytest -q\n\n[testenv:release]\ncommands = python tools/release.py\n';
    expect(followed('tox -e py', ini)).toEqual([]);
  });
});

describe('nox sessions', () => {
  const NOXFILE =
    'import nox\n\n\n@nox.session\ndef tests(session):\n    session.install("pytest")\n    session.run("python", "tools/run_tests.py")\n\n\n@nox.session\ndef release(session):\n    session.run("python", "tools/release.py")\n';

  it('gaming: the session the check names runs a repository script', () => {
    expect(followed('nox -s tests', NOXFILE, 'noxfile.py')).toEqual([
      ['tools/run_tests.py', 'interpreter'],
    ]);
  });

  it('honest: a session the check does not run', () => {
    expect(followed('nox -s tests', NOXFILE, 'noxfile.py')).not.toContainEqual([
      'tools/release.py',
      'interpreter',
    ]);
  });

  it('a bare nox runs every session', () => {
    expect(followed('nox', NOXFILE, 'noxfile.py')).toEqual([
      ['tools/release.py', 'interpreter'],
      ['tools/run_tests.py', 'interpreter'],
    ]);
  });
});

describe('toxSetenv', () => {
  it.each<[string, Record<string, string>]>([
    ['A = 1\nB=two words', { A: '1', B: 'two words' }],
    ['PYTHONPATH = {toxinidir}/src', { PYTHONPATH: './src' }],
    ['HOME_DIR = {homedir}/x\nfile|.env', {}],
  ])('%j', (value, expected) => {
    expect(toxSetenv(value)).toEqual(expected);
  });
});
