// The levels after CI: explicit configuration, Makefile/justfile, manifests, conventions.
import { describe, expect, it } from 'vitest';
import {
  type DiscoveryInput,
  discoverChecks,
} from '../../../src/core/discovery/discover-checks.js';
import type { Check } from '../../../src/core/model/check.js';
import {
  BASH,
  check,
  everything,
  fixture,
  installed,
  notConfigured,
  notInCi,
  repoOf,
} from './repo-files.js';

function discover(files: Record<string, string>, more: Partial<DiscoveryInput> = {}): Check[] {
  return discoverChecks({ files: repoOf(files), isInstalled: everything, ...more }).checks;
}

describe('explicit configuration', () => {
  it('beats CI, with plain commands as argv and shell text through bash', () => {
    const result = discoverChecks({
      files: fixture('node-npm'),
      isInstalled: everything,
      explicit: {
        test: { run: 'npx vitest run --reporter=junit', source: 'cli --test-command' },
        lint: {
          run: 'eslint . && prettier --check .',
          source: '.github/testlock.yml checks.lint',
          workingDirectory: './web',
          env: { CI: '1' },
        },
      },
    });
    expect(result.checks).toEqual([
      check('test', {
        command: 'npx',
        args: ['vitest', 'run', '--reporter=junit'],
        script: 'npx vitest run --reporter=junit',
        source: 'cli --test-command',
      }),
      // CI runs tests and lint but no type check: package.json's is not what passes here.
      notInCi(
        check('typecheck', {
          command: 'npm',
          args: ['run', 'typecheck'],
          script: 'tsc --noEmit',
          source: 'package.json scripts.typecheck',
        }),
      ),
      check('lint', {
        command: 'bash',
        args: BASH,
        script: 'eslint . && prettier --check .',
        cwd: 'web',
        env: { CI: '1' },
        source: '.github/testlock.yml checks.lint',
      }),
    ]);
  });

  it('is checked for its tool like any other command', () => {
    const [test] = discover(
      {},
      {
        explicit: { test: { run: 'bazel test //...', source: 'action input test-command' } },
        isInstalled: installed(),
      },
    );
    expect(test).toEqual(
      check('test', {
        command: 'bazel',
        args: ['test', '//...'],
        script: 'bazel test //...',
        source: 'action input test-command',
        skipped: 'tool-not-installed',
      }),
    );
  });
});

describe('Makefile and justfile', () => {
  it.each<[string, Record<string, string>, Check[]]>([
    [
      'test, lint and vet targets (vet as the type check)',
      {
        Makefile:
          'test:\n\tgo test -race ./...\n\nlint:\n\tgolangci-lint run\n\nvet:\n\tgo vet ./...\n',
        'go.mod': 'module x\n',
      },
      [
        check('test', {
          command: 'make',
          args: ['test'],
          script: 'go test -race ./...',
          source: 'Makefile test',
        }),
        check('typecheck', {
          command: 'make',
          args: ['vet'],
          script: 'go vet ./...',
          source: 'Makefile vet',
        }),
        check('lint', {
          command: 'make',
          args: ['lint'],
          script: 'golangci-lint run',
          source: 'Makefile lint',
        }),
      ],
    ],
    [
      'a `check` target that runs the tests counts as the test check',
      { Makefile: 'check:\n\tpytest -q\n' },
      [
        check('test', {
          command: 'make',
          args: ['check'],
          script: 'pytest -q',
          source: 'Makefile check',
        }),
        notConfigured('typecheck'),
        notConfigured('lint'),
      ],
    ],
    [
      'a `check` target made of lint prerequisites counts as lint',
      { Makefile: 'check: fmt-check\nfmt-check:\n\truff format --check .\n' },
      [
        notConfigured('test'),
        notConfigured('typecheck'),
        check('lint', {
          command: 'make',
          args: ['check'],
          script: 'check: fmt-check',
          source: 'Makefile check',
        }),
      ],
    ],
    [
      'justfile recipes',
      {
        justfile: 'test:\n    cargo test\n\ntypecheck:\n    cargo check --all-targets\n',
        'Cargo.toml': '[package]\nname = "x"\n',
        'clippy.toml': 'msrv = "1.70"\n',
      },
      [
        check('test', {
          command: 'just',
          args: ['test'],
          script: 'cargo test',
          source: 'justfile test',
        }),
        check('typecheck', {
          command: 'just',
          args: ['typecheck'],
          script: 'cargo check --all-targets',
          source: 'justfile typecheck',
        }),
        check('lint', {
          command: 'cargo',
          args: ['clippy', '--', '-D', 'warnings'],
          script: 'cargo clippy -- -D warnings',
          source: 'convention:rust',
        }),
      ],
    ],
  ])('%s', (_name, files, expected) => {
    expect(discover(files)).toEqual(expected);
  });
});

describe('manifests', () => {
  it.each<[string, Record<string, string>, Check[]]>([
    [
      'pyproject sections with uv',
      {
        'pyproject.toml':
          '[tool.pytest.ini_options]\naddopts = "-q"\n[tool.mypy]\nfiles = ["src"]\n[tool.ruff]\n',
        'uv.lock': '',
      },
      [
        check('test', {
          command: 'uv',
          args: ['run', 'pytest'],
          script: 'uv run pytest',
          source: 'pyproject.toml [tool.pytest.ini_options]',
        }),
        check('typecheck', {
          command: 'uv',
          args: ['run', 'mypy'],
          script: 'uv run mypy',
          source: 'pyproject.toml [tool.mypy]',
        }),
        check('lint', {
          command: 'uv',
          args: ['run', 'ruff', 'check', '.'],
          script: 'uv run ruff check .',
          source: 'pyproject.toml [tool.ruff]',
        }),
      ],
    ],
    [
      'setup.cfg sections with poetry; mypy without configured files checks `.`',
      {
        'setup.cfg':
          '[tool:pytest]\ntestpaths = tests\n[mypy]\nstrict = True\n[flake8]\nmax-line-length = 100\n',
        'poetry.lock': '',
      },
      [
        check('test', {
          command: 'poetry',
          args: ['run', 'pytest'],
          script: 'poetry run pytest',
          source: 'setup.cfg [tool:pytest]',
        }),
        check('typecheck', {
          command: 'poetry',
          args: ['run', 'mypy', '.'],
          script: 'poetry run mypy .',
          source: 'setup.cfg [mypy]',
        }),
        check('lint', {
          command: 'poetry',
          args: ['run', 'flake8'],
          script: 'poetry run flake8',
          source: 'setup.cfg [flake8]',
        }),
      ],
    ],
    [
      "npm's placeholder test script is not a test",
      { 'package.json': '{"scripts": {"test": "echo \\"Error: no test specified\\" && exit 1"}}' },
      [notConfigured('test'), notConfigured('typecheck'), notConfigured('lint')],
    ],
  ])('%s', (_name, files, expected) => {
    expect(discover(files)).toEqual(expected);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['package-lock.json', { 'package-lock.json': '' }, ['npm', 'test']],
    ['pnpm-lock.yaml', { 'pnpm-lock.yaml': '' }, ['pnpm', 'test']],
    ['yarn.lock', { 'yarn.lock': '' }, ['yarn', 'test']],
    ['bun.lockb (bun test would be its own runner)', { 'bun.lockb': '' }, ['bun', 'run', 'test']],
    ['bun.lock', { 'bun.lock': '' }, ['bun', 'run', 'test']],
    ['no lockfile', {}, ['npm', 'test']],
    [
      'workspace root lockfile',
      { 'pnpm-lock.yaml': '', 'packages/a/package.json': '{"scripts":{"test":"vitest"}}' },
      ['pnpm', 'test'],
    ],
  ])('package manager from %s', (_name, extra, argv) => {
    const files = { 'package.json': '{"scripts":{"test":"vitest"}}', ...extra };
    const dir = 'packages/a/package.json' in extra ? 'packages/a' : '';
    const [test] = discover(files, { workingDirectory: dir });
    expect([test!.command, ...test!.args]).toEqual(argv);
  });

  it('packageManager wins over lockfiles; yarn berry warns that hooks do not run', () => {
    const result = discoverChecks({
      files: repoOf({
        'package.json': '{"packageManager":"yarn@4.1.0","scripts":{"pretest":"tsc","test":"jest"}}',
        'package-lock.json': '',
      }),
      isInstalled: everything,
    });
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'yarn',
        args: ['test'],
        script: 'jest',
        source: 'package.json scripts.test',
      }),
    );
    expect(result.warnings).toEqual([
      'package.json: yarn does not run the pretest script hooks npm would run; testlock runs the script as yarn does',
    ]);
  });
});

describe('conventions', () => {
  it.each<[string, Record<string, string>, ((tool: string) => boolean) | undefined, Check[]]>([
    [
      'python with uv, tools installed',
      {
        'pyproject.toml':
          '[project]\nname = "x"\n\n[dependency-groups]\ndev = ["pyright>=1.1", "ruff"]\n',
        'uv.lock': '',
      },
      everything,
      [
        check('test', {
          command: 'uv',
          args: ['run', 'pytest', '-q'],
          script: 'uv run pytest -q',
          source: 'convention:python',
        }),
        check('typecheck', {
          command: 'uv',
          args: ['run', 'pyright'],
          script: 'uv run pyright',
          source: 'convention:python',
        }),
        check('lint', {
          command: 'uv',
          args: ['run', 'ruff', 'check', '.'],
          script: 'uv run ruff check .',
          source: 'convention:python',
        }),
      ],
    ],
    [
      'python (setup.py) without the tools',
      { 'setup.py': '', 'requirements-dev.txt': 'pyright\nruff==0.4.1  # lint\n' },
      installed('pytest'),
      [
        check('test', {
          command: 'pytest',
          args: ['-q'],
          script: 'pytest -q',
          source: 'convention:python',
        }),
        check('typecheck', {
          command: 'pyright',
          args: [],
          script: 'pyright',
          source: 'convention:python',
          skipped: 'tool-not-installed',
        }),
        check('lint', {
          command: 'ruff',
          args: ['check', '.'],
          script: 'ruff check .',
          source: 'convention:python',
          skipped: 'tool-not-installed',
        }),
      ],
    ],
    [
      'typescript: tsc with a tsconfig, biome if configured, no test script means no test',
      { 'package.json': '{"name":"x"}', 'tsconfig.json': '{}', 'biome.jsonc': '{}' },
      everything,
      [
        notConfigured('test'),
        check('typecheck', {
          command: 'tsc',
          args: ['--noEmit'],
          script: 'tsc --noEmit',
          source: 'convention:node',
        }),
        check('lint', {
          command: 'biome',
          args: ['check', '.'],
          script: 'biome check .',
          source: 'convention:node',
        }),
      ],
    ],
    [
      'javascript without tsconfig or lint config',
      { 'package.json': '{"name":"x"}' },
      everything,
      [notConfigured('test'), notConfigured('typecheck'), notConfigured('lint')],
    ],
    [
      'rust without clippy installed',
      { 'Cargo.toml': '[package]\nname = "x"\n\n[lints.clippy]\nall = "warn"\n' },
      installed('cargo'),
      [
        check('test', {
          command: 'cargo',
          args: ['test'],
          script: 'cargo test',
          source: 'convention:rust',
        }),
        check('typecheck', {
          command: 'cargo',
          args: ['build'],
          script: 'cargo build',
          source: 'convention:rust',
        }),
        check('lint', {
          command: 'cargo',
          args: ['clippy', '--', '-D', 'warnings'],
          script: 'cargo clippy -- -D warnings',
          source: 'convention:rust',
          skipped: 'tool-not-installed',
        }),
      ],
    ],
    [
      'go: build and vet as one type check; no golangci config, no lint',
      { 'go.mod': 'module x\n' },
      everything,
      [
        check('test', {
          command: 'go',
          args: ['test', './...'],
          script: 'go test ./...',
          source: 'convention:go',
        }),
        check('typecheck', {
          command: 'bash',
          args: BASH,
          script: 'go build ./... && go vet ./...',
          source: 'convention:go',
        }),
        notConfigured('lint'),
      ],
    ],
    [
      'no stack at all',
      { 'README.md': '# hi\n' },
      everything,
      [notConfigured('test'), notConfigured('typecheck'), notConfigured('lint')],
    ],
  ])('%s', (_name, files, isInstalled, expected) => {
    expect(discover(files, { isInstalled })).toEqual(expected);
  });

  it('apply to the working directory only', () => {
    const files = {
      'go.mod': 'module root\n',
      'web/package.json': '{"scripts":{"lint":"eslint ."}}',
    };
    expect(discover(files, { workingDirectory: 'web' })).toEqual([
      notConfigured('test', 'web'),
      notConfigured('typecheck', 'web'),
      check('lint', {
        command: 'npm',
        args: ['run', 'lint'],
        script: 'eslint .',
        cwd: 'web',
        source: 'web/package.json scripts.lint',
      }),
    ]);
  });
});
