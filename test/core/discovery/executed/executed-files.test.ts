// What the base checks execute from the repository, followed from check commands through
// scripts, interpreters, Makefile includes, justfile dotenv, package scripts and lint ignores.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import type { FollowTree } from '../../../../src/core/discovery/executed/follow-types.js';
import type { Check } from '../../../../src/core/model/check.js';
import type { EntryKind } from '../../../../src/core/model/diff.js';

function tree(
  files: Record<string, string>,
  options: { head?: string[]; links?: Record<string, string> } = {},
): FollowTree {
  const kinds = new Map<string, EntryKind>(Object.keys(files).map((p) => [p, 'file']));
  const contents = new Map(Object.entries(files));
  for (const [link, target] of Object.entries(options.links ?? {})) {
    kinds.set(link, 'symlink');
    contents.set(link, target);
  }
  return { kinds, contents, headPaths: [...kinds.keys(), ...(options.head ?? [])] };
}

function check(script: string, extra: Partial<Check> = {}): Check {
  return {
    name: 'tests',
    kind: 'test',
    command: 'bash',
    args: ['-e', '-c', script],
    script,
    cwd: '',
    env: {},
    source: '.github/workflows/ci.yml jobs.test.steps[1]',
    origin: 'ci',
    skipped: null,
    ...extra,
  };
}

function followed(checks: Check[], t: FollowTree): string[] {
  const result = executedFiles(checks, t);
  expect(result.unread).toEqual([]);
  return result.followed.filter((f) => f.atBase).map((f) => `${f.how} ${f.path}`);
}

const SH = '#!/bin/sh\necho hi\n';

describe('executedFiles: scripts named by a command', () => {
  const cases: Array<[string, string, Record<string, string>, string[]]> = [
    ['./path as command', './scripts/test.sh', { 'scripts/test.sh': SH }, ['runs scripts/test.sh']],
    [
      'relative path as command',
      'scripts/test.sh --fast',
      { 'scripts/test.sh': SH },
      ['runs scripts/test.sh'],
    ],
    ['bash argument', 'bash ci/test.sh', { 'ci/test.sh': SH }, ['interpreter ci/test.sh']],
    ['sh -e argument', 'sh -e x.sh', { 'x.sh': SH }, ['interpreter x.sh']],
    [
      'bash -eo pipefail -c',
      "bash --noprofile -eo pipefail -c './t.sh'",
      { 't.sh': SH },
      ['runs t.sh'],
    ],
    ['bash -lc text', 'bash -lc "cd sub && ./run.sh"', { 'sub/run.sh': SH }, ['runs sub/run.sh']],
    [
      'node script',
      'node scripts/test.mjs',
      { 'scripts/test.mjs': '' },
      ['interpreter scripts/test.mjs'],
    ],
    [
      'node --require preload',
      'node -r ./setup.cjs --test',
      { 'setup.cjs': '' },
      ['preload setup.cjs'],
    ],
    [
      'python script',
      'python tools/run_tests.py -q',
      { 'tools/run_tests.py': '' },
      ['interpreter tools/run_tests.py'],
    ],
    [
      'python3 -m module',
      'python3 -m tools.run_tests',
      { 'tools/run_tests.py': '' },
      ['module tools/run_tests.py'],
    ],
    [
      'python -m package',
      'python -m tools.runner',
      { 'tools/runner/__main__.py': '', 'tools/runner/__init__.py': '' },
      ['module tools/runner/__main__.py', 'module tools/runner/__init__.py'],
    ],
    ['python -m installed tool', 'python -m pytest -q', { 'src/app.py': '' }, []],
    [
      'tsx via npx',
      'npx tsx scripts/check.ts',
      { 'scripts/check.ts': '' },
      ['interpreter scripts/check.ts'],
    ],
    [
      'ts-node',
      'ts-node scripts/check.ts',
      { 'scripts/check.ts': '' },
      ['interpreter scripts/check.ts'],
    ],
    ['deno run', 'deno run -A scripts/t.ts', { 'scripts/t.ts': '' }, ['interpreter scripts/t.ts']],
    ['ruby', 'ruby -Ilib tools/t.rb', { 'tools/t.rb': '' }, ['interpreter tools/t.rb']],
    ['perl', 'perl tools/t.pl', { 'tools/t.pl': '' }, ['interpreter tools/t.pl']],
    [
      'uv run python',
      'uv run --env-file .env.ci python t.py',
      { '.env.ci': 'A=1', 't.py': '' },
      ['dotenv .env.ci', 'interpreter t.py'],
    ],
    ['env prefix and timeout', 'CI=1 timeout 10m ./t.sh', { 't.sh': SH }, ['runs t.sh']],
    [
      'pipe and subshell',
      'cat list | xargs ./t.sh && (cd a; ./b.sh)',
      { 't.sh': SH, 'a/b.sh': SH },
      ['runs t.sh', 'runs a/b.sh'],
    ],
    [
      '$(PYTHON) variable interpreter',
      '$PY tools/run.py',
      { 'tools/run.py': '' },
      ['interpreter tools/run.py'],
    ],
    ['source', 'source ci/env.sh', { 'ci/env.sh': 'export A=1\n' }, ['interpreter ci/env.sh']],
    [
      'config argument: a config the runner loads',
      'vitest run --config vitest.ci.json',
      { 'vitest.ci.json': '{}' },
      ['runner-loads vitest.ci.json'],
    ],
    ['source file argument is not followed', 'mypy src/app.py', { 'src/app.py': '' }, []],
    ['never out of the repository', 'bash ../outside.sh && /usr/bin/env true', {}, []],
    ['a folder is not a file', 'node --test test', { 'test/a.test.js': '' }, []],
  ];
  it.each(cases)('%s', (_name, script, files, expected) => {
    expect(followed([check(script)], tree(files))).toEqual(expected);
  });

  it('go run ./cmd/testrunner: the package files at base and head, not its tests', () => {
    const t = tree(
      { 'cmd/testrunner/main.go': '', 'cmd/testrunner/main_test.go': '', 'cmd/other/x.go': '' },
      { head: ['cmd/testrunner/extra.go'] },
    );
    const result = executedFiles([check('go run ./cmd/testrunner -v')], t);
    expect(result.followed.map((f) => [f.path, f.atBase])).toEqual([
      ['cmd/testrunner/extra.go', false],
      ['cmd/testrunner/main.go', true],
    ]);
  });

  it('resolves relative to the check cwd', () => {
    expect(
      followed([check('./run.sh', { cwd: 'web' })], tree({ 'web/run.sh': SH, 'run.sh': SH })),
    ).toEqual(['runs web/run.sh']);
  });

  it('skipped checks are not followed', () => {
    expect(
      followed([check('./t.sh', { skipped: 'not-configured' })], tree({ 't.sh': SH })),
    ).toEqual([]);
  });
});

describe('executedFiles: transitive', () => {
  it('scripts/ci.sh -> scripts/unit.sh (beside the script) -> lib', () => {
    const t = tree({
      'scripts/ci.sh': '#!/bin/bash\nset -e\n./scripts/unit.sh\n',
      'scripts/unit.sh': '#!/bin/bash\nsource "lib.sh"\n',
      'scripts/lib.sh': 'X=1\n',
      'scripts/release.sh': SH,
    });
    const result = executedFiles([check('./scripts/ci.sh')], t);
    expect(result.followed.map((f) => [f.path, f.via])).toEqual([
      ['scripts/ci.sh', []],
      ['scripts/unit.sh', ['scripts/ci.sh']],
      ['scripts/lib.sh', ['scripts/ci.sh', 'scripts/unit.sh']],
    ]);
  });

  it('a cycle ends, and the depth is bounded at five scripts', () => {
    const files: Record<string, string> = { 'a.sh': './b.sh\n', 'b.sh': './a.sh\n' };
    for (let i = 0; i < 9; i += 1) files[`d${i}.sh`] = `./d${i + 1}.sh\n`;
    expect(followed([check('./a.sh')], tree(files))).toEqual(['runs a.sh', 'runs b.sh']);
    const deep = followed([check('./d0.sh')], tree(files));
    expect(deep.length).toBeGreaterThanOrEqual(5);
    expect(deep.length).toBeLessThan(9);
  });

  it('an extension-less script with a shell shebang is read; a node program follows quoted siblings only', () => {
    const t = tree({
      'bin/check': '#!/usr/bin/env bash\nnode bin/run.mjs\n',
      'bin/run.mjs':
        "import { x } from './lib.mjs';\nimport { y } from '../src/app.js';\nexecSync('bash bin/unit.sh');\n",
      'bin/lib.mjs': '',
      'bin/unit.sh': SH,
      'src/app.js': '',
    });
    expect(followed([check('bin/check')], t)).toEqual([
      'runs bin/check',
      'interpreter bin/run.mjs',
      'referenced bin/lib.mjs',
      'referenced bin/unit.sh',
    ]);
  });

  it('honest: a program under a source root does not make its siblings harness', () => {
    const t = tree({ 'src/cli.mjs': "import { run } from './core.mjs';\n", 'src/core.mjs': '' });
    expect(followed([check('node src/cli.mjs --selftest')], t)).toEqual([
      'interpreter src/cli.mjs',
    ]);
  });

  it('a symlink inside the repository is followed to its target; one leaving it is not', () => {
    const t = tree(
      { 'ci/real.sh': SH },
      { links: { 'scripts/test.sh': '../ci/real.sh', 'scripts/out.sh': '../../etc/x.sh' } },
    );
    expect(followed([check('./scripts/test.sh && ./scripts/out.sh')], t)).toEqual([
      'runs scripts/test.sh',
      'symlink-target ci/real.sh',
      'runs scripts/out.sh',
    ]);
  });

  it('asks for base files it has not read yet', () => {
    const t: FollowTree = {
      kinds: new Map([['t.sh', 'file']]),
      contents: new Map(),
      headPaths: ['t.sh'],
    };
    expect(executedFiles([check('./t.sh')], t).unread).toEqual(['t.sh']);
  });
});

describe('executedFiles: task runners and package scripts', () => {
  it('make -f ci.mk test: the makefile, its includes (optional ones even absent) and the recipe', () => {
    const t = tree({
      'ci.mk': 'include ci/test.mk\n-include local.mk\ntest: unit\n',
      'ci/test.mk': 'unit:\n\t@./scripts/unit.sh\nrelease:\n\t./scripts/release.sh\n',
      'scripts/unit.sh': SH,
      'scripts/release.sh': SH,
    });
    const result = executedFiles([check('make -f ci.mk test')], t);
    expect(result.followed.map((f) => `${f.how} ${f.path} ${f.atBase}`)).toEqual([
      'makefile ci.mk true',
      'include ci/test.mk true',
      'include local.mk false',
      'runs scripts/unit.sh true',
    ]);
  });

  it('make -C dir and $(MAKE) in a recipe', () => {
    const t = tree({
      'sub/Makefile': 'test:\n\t$(MAKE) -f more.mk all\n',
      'sub/more.mk': 'all:\n\tbash run.sh\n',
      'sub/run.sh': SH,
    });
    expect(followed([check('make -C sub test')], t)).toEqual([
      'makefile sub/Makefile',
      'makefile sub/more.mk',
      'interpreter sub/run.sh',
    ]);
  });

  it('just: imports, dotenv-load (the .env the PR may add) and the recipe', () => {
    const t = tree({
      justfile: "set dotenv-load\nimport 'ci.just'\n\ntest:\n    pytest -q\n    ./scripts/t.sh\n",
      'ci.just': 'lint:\n    ruff check .\n',
      'scripts/t.sh': SH,
    });
    const result = executedFiles([check('just test')], t);
    expect(result.followed.map((f) => `${f.how} ${f.path} ${f.atBase}`)).toEqual([
      'justfile justfile true',
      'import ci.just true',
      'dotenv .env false',
      'runs scripts/t.sh true',
    ]);
  });

  it('just dotenv-filename and dotenv-path', () => {
    for (const [setting, expected] of [
      ['set dotenv-filename := ".env.test"', '.env.test'],
      ["set dotenv-path := 'config/ci.env'", 'config/ci.env'],
      ['set dotenv-load := false', null],
    ] as const) {
      const t = tree({ justfile: `${setting}\ntest:\n    pytest\n` });
      const dotenv = executedFiles([check('just test')], t).followed.find(
        (f) => f.how === 'dotenv',
      );
      expect(dotenv?.path ?? null).toBe(expected);
    }
  });

  it('task: Taskfile includes, dotenv files, deps and task: calls across namespaces', () => {
    const t = tree({
      'Taskfile.yml':
        "version: '3'\ndotenv: ['.env', 'ci/.env.ci']\nincludes:\n  ci: ./ci\ntasks:\n  test:\n    deps: [gen]\n    cmds:\n      - task: ci:unit\n      - cmd: ./scripts/t.sh\n  gen:\n    cmds: [bash scripts/gen.sh]\n  release:\n    cmds: [./scripts/release.sh]\n",
      'ci/Taskfile.yml':
        "version: '3'\ntasks:\n  unit:\n    dotenv: [unit.env]\n    cmds: [./unit.sh]\n",
      'ci/unit.sh': SH,
      'scripts/t.sh': SH,
      'scripts/gen.sh': SH,
      'scripts/release.sh': SH,
    });
    const result = executedFiles([check('task test')], t);
    expect(result.followed.map((f) => `${f.how} ${f.path} ${f.atBase}`)).toEqual([
      'include Taskfile.yml true',
      'dotenv .env false',
      'dotenv ci/.env.ci false',
      'include ci/Taskfile.yml true',
      'interpreter scripts/gen.sh true',
      'dotenv ci/unit.env false',
      'runs ci/unit.sh true',
      'runs scripts/t.sh true',
    ]);
  });

  it('npm test: the base package scripts with pre/post hooks, not the other scripts', () => {
    const pkg = JSON.stringify({
      scripts: {
        pretest: 'node scripts/pre.mjs',
        test: 'node scripts/run-tests.mjs && run-s unit:*',
        'unit:a': './scripts/a.sh',
        release: './scripts/release.sh',
      },
    });
    const t = tree({
      'package.json': pkg,
      'scripts/pre.mjs': '',
      'scripts/run-tests.mjs': '',
      'scripts/a.sh': SH,
      'scripts/release.sh': SH,
    });
    const c = check('vitest run', {
      command: 'npm',
      args: ['test'],
      script: 'node scripts/run-tests.mjs && run-s unit:*',
    });
    expect(followed([c], t)).toEqual([
      'interpreter scripts/pre.mjs',
      'interpreter scripts/run-tests.mjs',
      'runs scripts/a.sh',
    ]);
  });

  it('pnpm -C dir run x, yarn x, node --run x', () => {
    const pkg = JSON.stringify({ scripts: { check: 'bash ci.sh' } });
    for (const line of [
      'pnpm -C web run check',
      'yarn --cwd web check',
      'cd web && node --run check',
      'npm --prefix web run check',
    ]) {
      expect(followed([check(line)], tree({ 'web/package.json': pkg, 'web/ci.sh': SH }))).toEqual([
        'interpreter web/ci.sh',
      ]);
    }
  });
});

describe('executedFiles: ignore files a base linter honours', () => {
  const cases: Array<[string, string, Record<string, string>, string[]]> = [
    [
      'biome with vcs.useIgnoreFile',
      'biome check .',
      {
        'biome.json': '{"vcs": {"enabled": true, "useIgnoreFile": true}}',
        '.gitignore': 'dist/\n',
        'sub/.gitignore': 'x\n',
      },
      ['ignore-file .gitignore', 'ignore-file sub/.gitignore'],
    ],
    ['biome without it', 'npx biome check .', { 'biome.json': '{}', '.gitignore': 'dist/\n' }, []],
    [
      'ruff respects .gitignore by default',
      'ruff check .',
      { 'pyproject.toml': '[tool.ruff]\n', '.gitignore': 'x\n' },
      ['ignore-file .gitignore'],
    ],
    [
      'ruff with respect-gitignore = false',
      'ruff check .',
      { 'ruff.toml': 'respect-gitignore = false\n', '.gitignore': 'x\n' },
      [],
    ],
    [
      'eslint flat config with includeIgnoreFile',
      'eslint .',
      {
        'eslint.config.mjs':
          "import { includeIgnoreFile } from '@eslint/compat';\nconst p = path.resolve(dir, '.gitignore');\n",
        '.gitignore': 'x\n',
      },
      ['ignore-file .gitignore'],
    ],
    [
      'eslint without it',
      'eslint .',
      { 'eslint.config.mjs': 'export default [];\n', '.gitignore': 'x\n' },
      [],
    ],
    [
      'prettier',
      'prettier --check .',
      { '.prettierignore': 'x\n', '.gitignore': 'y\n' },
      ['ignore-file .prettierignore', 'ignore-file .gitignore'],
    ],
    ['pytest reads no ignore file', 'pytest -q', { '.gitignore': 'x\n' }, []],
  ];
  it.each(cases)('%s', (_name, script, files, expected) => {
    expect(followed([check(script, { kind: 'lint' })], tree(files))).toEqual(expected);
  });

  it('an ignore file the PR adds below the project is followed (absent at base)', () => {
    const t = tree({ 'ruff.toml': '' }, { head: ['tests/.gitignore'] });
    const result = executedFiles([check('ruff check .')], t);
    expect(result.followed.map((f) => [f.path, f.atBase])).toEqual([['tests/.gitignore', false]]);
  });
});
