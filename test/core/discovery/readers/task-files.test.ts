import { describe, expect, it } from 'vitest';
import { parseIni } from '../../../../src/core/discovery/readers/ini.js';
import { parseJustfile } from '../../../../src/core/discovery/readers/justfile.js';
import { parseMakefile } from '../../../../src/core/discovery/readers/makefile.js';
import { parseNoxfile } from '../../../../src/core/discovery/readers/nox.js';
import { toxEnv, toxEnvList } from '../../../../src/core/discovery/readers/tox.js';

describe('parseMakefile', () => {
  const makefile = [
    '.PHONY: all test lint',
    'PYTHON ?= python3',
    'SRC := src',
    '',
    'all: lint test',
    '',
    'test: ## run the suite',
    '\t@echo "running tests"',
    '\t$(PYTHON) -m pytest \\',
    '\t\t--cov=$(SRC)',
    'ifeq ($(CI),true)',
    '\t-coverage xml',
    'endif',
    '',
    'lint fmt-check:',
    '\truff check $(SRC)',
    '# a comment',
    '%.o: %.c',
    '\tcc -c $<',
    'quick: ; pytest -x',
  ].join('\n');

  it('reads targets, prerequisites and recipe lines in order', () => {
    const { recipes, defaultTarget } = parseMakefile(makefile);
    expect(defaultTarget).toBe('all');
    expect(recipes.get('all')).toEqual({ name: 'all', prerequisites: ['lint', 'test'], lines: [] });
    expect(recipes.get('test')?.lines).toEqual([
      '@echo "running tests"',
      '$(PYTHON) -m pytest \\\n\t\t--cov=$(SRC)',
      '-coverage xml',
    ]);
    expect(recipes.get('lint')?.lines).toEqual(['ruff check $(SRC)']);
    expect(recipes.get('fmt-check')?.lines).toEqual(['ruff check $(SRC)']);
    expect(recipes.get('quick')?.lines).toEqual(['pytest -x']);
    expect(recipes.has('%.o')).toBe(false);
    expect(recipes.has('PYTHON')).toBe(false);
  });

  it('finds no targets in an empty Makefile', () => {
    expect(parseMakefile('\n# nothing here\n').recipes.size).toBe(0);
  });
});

describe('parseJustfile', () => {
  it('reads recipes with parameters, dependencies and attributes', () => {
    const { recipes, defaultTarget } = parseJustfile(
      [
        'set dotenv-load',
        'python := "python3"',
        '',
        'default: lint test',
        '',
        '[group("ci")]',
        'test *args:',
        '    uv run pytest {{args}}',
        '',
        '@lint:',
        '    uv run ruff check .',
        '    # trailing comment',
      ].join('\n'),
    );
    expect(defaultTarget).toBe('default');
    expect(recipes.get('default')).toEqual({
      name: 'default',
      prerequisites: ['lint', 'test'],
      lines: [],
    });
    expect(recipes.get('test')?.lines).toEqual(['uv run pytest {{args}}']);
    expect(recipes.get('lint')?.lines).toEqual(['uv run ruff check .']);
    expect(recipes.has('python')).toBe(false);
  });
});

describe('tox.ini', () => {
  const ini = parseIni(
    [
      '[tox]',
      'envlist = py{311,312}, lint, typing',
      '',
      '[testenv]',
      'deps = pytest',
      'commands =',
      '    pytest {posargs:tests} --junitxml={toxinidir}/junit.xml',
      '    lint: flake8 src',
      '',
      '[testenv:typing]',
      'commands = mypy --python-executable {envpython} src',
      '',
      '[testenv:docs]',
      'commands = sphinx-build -W {envtmpdir} docs',
    ].join('\n'),
  );

  it.each<[string | undefined, string[] | undefined, string]>([
    [undefined, ['pytest tests --junitxml=./junit.xml'], 'testenv'],
    ['py312', ['pytest tests --junitxml=./junit.xml'], 'testenv'],
    ['lint', ['pytest tests --junitxml=./junit.xml', 'flake8 src'], 'testenv'],
    ['typing', ['mypy --python-executable python src'], 'testenv:typing'],
  ])('env %s', (env, lines, section) => {
    expect(toxEnv(ini, env)).toEqual({ lines, section });
  });

  it('an env whose commands use a substitution only tox knows: unresolvable, and which one', () => {
    expect(toxEnv(ini, 'docs')).toEqual({
      lines: undefined,
      section: 'testenv:docs',
      unresolved: '{envtmpdir}',
    });
  });

  it('lists the envlist with brace expansions', () => {
    expect(toxEnvList(ini)).toEqual(['py311', 'py312', 'lint', 'typing']);
  });
});

describe('parseNoxfile', () => {
  it('reads sessions and their literal session.run calls', () => {
    const sessions = parseNoxfile(
      [
        'import nox',
        '',
        '@nox.session(python=["3.11", "3.12"])',
        'def tests(session: nox.Session) -> None:',
        '    session.install("-e", ".[test]")',
        '    session.run(',
        '        "pytest",',
        "        '--cov=pkg',",
        '        *session.posargs,',
        '        env={"PYTHONWARNINGS": "error"},',
        '    )',
        '',
        '@nox.session(name="lint")',
        'def run_linters(session):',
        '    session.run("ruff", "check", SRC)',
        '',
        'def helper():',
        '    session.run("never")',
      ].join('\n'),
    );
    expect(sessions).toEqual([
      {
        name: 'tests',
        calls: [
          {
            text: 'session.run(\n        "pytest",\n        \'--cov=pkg\',\n        *session.posargs,\n        env={"PYTHONWARNINGS": "error"},\n    )',
            words: ['pytest', '--cov=pkg'],
          },
        ],
      },
      { name: 'lint', calls: [{ text: 'session.run("ruff", "check", SRC)', words: undefined }] },
    ]);
  });
});
