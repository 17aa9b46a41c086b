// tox as CI starts it: directly, `python -m tox`, or fetched by `uvx` / `uv tool run` /
// `pipx run` (issue 40: `uvx --with tox-uv tox -e py311` was not read as tox, and verify ran plain
// `pytest`, skipping the doctests the tox environment runs). Never a lighter substitute: where
// tox cannot run here and its environment's commands cannot be resolved, the step is skipped
// with the reason. Shapes modelled on a library whose tox env runs pytest with doctests.
import { describe, expect, it } from 'vitest';
import { classifyLine } from '../../../src/core/discovery/commands/classify.js';
import { lineTools } from '../../../src/core/discovery/commands/line-tools.js';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import { ProjectFiles } from '../../../src/core/discovery/readers/project-files.js';
import type { Check } from '../../../src/core/model/check.js';
import { check, everything, installed, repoOf } from './repo-files.js';

const TOX_INI = [
  '[tox]',
  'envlist = py311, lint',
  '',
  '[testenv]',
  'deps = pytest',
  'commands = pytest --doctest-modules src tests {posargs}',
  '',
  '[testenv:lint]',
  'deps = ruff',
  'commands = ruff check src',
  '',
  '[testenv:site]',
  'commands = pytest --doctest-modules {envsitepackagesdir}/lib',
  '',
].join('\n');

const PYPROJECT = '[project]\nname = "lib"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n';

function ci(run: string): string {
  return `name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: ${run}\n`;
}

const STEP = '.github/workflows/ci.yml jobs.test.steps[2]';

function files(run: string, toxIni = TOX_INI): Record<string, string> {
  return { 'pyproject.toml': PYPROJECT, 'tox.ini': toxIni, '.github/workflows/ci.yml': ci(run) };
}

function testCheck(run: string, tools: string[], toxIni = TOX_INI): Check {
  return discoverChecks({ files: repoOf(files(run, toxIni)), isInstalled: installed(...tools) })
    .checks[0]!;
}

describe('tox is recognised however CI starts it', () => {
  const env = {
    files: new ProjectFiles(repoOf({ 'tox.ini': TOX_INI })),
    dir: '',
    isInstalled: everything,
  };
  it.each<[string, string]>([
    ['tox -e py311', 'test'],
    ['uvx tox -e py311', 'test'],
    ['uvx --with tox-uv tox -e py311', 'test'],
    ['uvx --with=tox-uv --python 3.11 tox -e py311', 'test'],
    ['uvx tox@4.23 -e lint', 'lint'],
    ['uvx --from tox tox -e lint', 'lint'],
    ['uv tool run --with tox-uv tox -e py311', 'test'],
    ['pipx run tox -e lint', 'lint'],
    ['pipx run --spec tox==4.23 tox -e lint', 'lint'],
    ['python -m tox -e lint', 'lint'],
    ['python3.11 -m tox', 'test'],
  ])('%s is tox (%s)', (line, kind) => {
    expect(classifyLine(line, env).kind).toBe(kind);
  });

  it.each<[string, string]>([
    // honest look-alikes: other tools fetched the same way keep their own kind
    ['uvx ruff check src', 'lint'],
    ['uvx --with mypy-extensions mypy src', 'typecheck'],
    ['uv tool install tox', 'install'],
    ['pipx install tox', 'install'],
  ])('%s is %s', (line, kind) => {
    expect(classifyLine(line, env).kind).toBe(kind);
  });

  it('what uvx and pipx fetch is theirs to fetch; what npx would download must be installed', () => {
    expect(lineTools(['uvx', '--with', 'tox-uv', 'tox', '-e', 'py311'])).toEqual(['uvx']);
    expect(lineTools(['pipx', 'run', 'tox'])).toEqual(['pipx']);
    expect(lineTools(['npx', '-p', 'typescript', 'tsc'])).toEqual(['npx', 'tsc']);
  });
});

describe('a tox step runs as CI runs it, or its own commands, or is skipped with why', () => {
  it('honest: uvx installed: the step runs as written, tox fetched as in CI', () => {
    const run = 'uvx --with tox-uv tox -e py311';
    expect(testCheck(run, ['uvx'])).toEqual(
      check('test', {
        command: 'uvx',
        args: ['--with', 'tox-uv', 'tox', '-e', 'py311'],
        script: run,
        source: STEP,
      }),
    );
  });

  it("honest: neither uvx nor tox: the environment's own commands from base, doctests included", () => {
    expect(testCheck('uvx --with tox-uv tox -e py311', ['pytest'])).toEqual(
      check('test', {
        command: 'pytest',
        args: ['--doctest-modules', 'src', 'tests'],
        script: 'pytest --doctest-modules src tests',
        source: `${STEP} -> tox.ini [testenv] commands`,
      }),
    );
  });

  it.each([
    'tox -e site',
    'uvx --with tox-uv tox -e site',
    'uv tool run tox -e site',
    'pipx run tox -e site',
    'python -m tox -e site',
  ])(
    'gaming: %s with an environment only tox resolves and no tox: skipped with why, never plain pytest',
    (run) => {
      const test = testCheck(run, ['pytest', 'python']);
      expect(test).toMatchObject({ kind: 'test', script: run, source: STEP });
      expect(test.skipped).toBe('unresolvable');
      expect(test.reason).toMatch(
        /tox\.ini \[testenv:site\] commands use \{envsitepackagesdir\}, which only tox resolves: not run without (tox|uvx|uv|pipx), never replaced by a lighter command/,
      );
    },
  );

  it('gaming: an environment tox.ini does not declare, without tox: skipped, never the convention', () => {
    const toxIni = '[tox]\nenvlist = py311\n';
    const test = testCheck('uvx tox -e py311', ['pytest'], toxIni);
    expect(test).toMatchObject({ script: 'uvx tox -e py311', skipped: 'unresolvable' });
    expect(test.reason).toMatch(/tox\.ini declares no commands for py311: not run without uvx/);
  });

  it('gaming: no tox.ini at base (tox configured elsewhere), without tox: skipped with why', () => {
    const repo = { 'pyproject.toml': PYPROJECT, '.github/workflows/ci.yml': ci('python -m tox') };
    const [test] = discoverChecks({
      files: repoOf(repo),
      isInstalled: installed('python', 'pytest'),
    }).checks;
    expect(test).toMatchObject({ script: 'python -m tox', skipped: 'unresolvable' });
    expect(test?.reason).toMatch(/tox\.ini is not at base: not run without tox/);
  });

  it('honest: `python -m tox` with tox installed runs as written', () => {
    expect(testCheck('python -m tox -e site', ['python', 'tox'])).toMatchObject({
      command: 'python',
      args: ['-m', 'tox', '-e', 'site'],
      skipped: null,
    });
  });

  it("a tox lint step beside the tests: the lint is CI's, run through its own commands", () => {
    const repo = {
      ...files('uvx tox -e py311'),
      '.github/workflows/lint.yml':
        'on: [pull_request]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pipx run tox -e lint\n',
    };
    const checks = discoverChecks({
      files: repoOf(repo),
      isInstalled: installed('ruff', 'pytest'),
    }).checks;
    expect(checks.find((c) => c.kind === 'lint')).toEqual(
      check('lint', {
        command: 'ruff',
        args: ['check', 'src'],
        script: 'ruff check src',
        source: '.github/workflows/lint.yml jobs.lint.steps[0] -> tox.ini [testenv:lint] commands',
      }),
    );
  });

  it('gaming: a step that installs tox-uv first: the set-up line is left out, the tox line still skipped', () => {
    const run = '|\n          pip install tox-uv\n          python -m tox -e site';
    const test = testCheck(run, ['pip', 'python', 'pytest']);
    expect(test).toMatchObject({
      command: 'python',
      args: ['-m', 'tox', '-e', 'site'],
      skipped: 'unresolvable',
    });
  });
});
