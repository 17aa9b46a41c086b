// Discovery on fixtures modelled on real projects: the exact checks and where they were found.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check } from '../../../src/core/model/check.js';
import {
  BASH,
  check,
  everything,
  fixture,
  installed,
  notConfigured,
  notInCi,
} from './repo-files.js';

interface Case {
  name: string;
  fixture: string;
  workingDirectory?: string;
  isInstalled?: (tool: string) => boolean;
  checks: Check[];
  warnings?: string[];
}

const pyEnv = { FORCE_COLOR: '1', PIP_DISABLE_PIP_VERSION_CHECK: '1' };
const rustEnv = { CARGO_TERM_COLOR: 'always', RUSTFLAGS: '-Dwarnings' };

const cases: Case[] = [
  {
    name: 'python library: matrix job with install + test steps, lint job with && and mypy',
    fixture: 'python-lib',
    checks: [
      check('test', {
        command: 'pytest',
        args: ['-q', '--cov=src/mylib', '--cov-report=xml'],
        script: 'pytest -q --cov=src/mylib --cov-report=xml',
        env: { ...pyEnv, PYTHON_VERSION: '3.11' },
        source: '.github/workflows/ci.yml jobs.tests.steps[3]',
        reason:
          'matrix: python-version=3.11 taken of 3 combinations that only change where it runs',
      }),
      check('typecheck', {
        command: 'mypy',
        args: ['src/mylib'],
        script: 'mypy src/mylib',
        env: pyEnv,
        source: '.github/workflows/ci.yml jobs.lint.steps[4]',
      }),
      check('lint', {
        command: 'bash',
        args: BASH,
        script: 'ruff check src tests && ruff format --check src tests',
        env: pyEnv,
        source: '.github/workflows/ci.yml jobs.lint.steps[3]',
      }),
    ],
  },
  {
    name: 'tox-driven project with tox installed: the tox lines run as written (matrix include resolved)',
    fixture: 'python-tox',
    checks: [
      check('test', {
        command: 'tox',
        args: ['-e', 'py312'],
        script: 'tox -e py312',
        source: '.github/workflows/tests.yml jobs.tox.steps[3]',
        reason:
          'matrix: os=ubuntu-latest, python=3.12, tox-env=py312 taken of 4 combinations that only change where it runs',
      }),
      notConfigured('typecheck'),
      check('lint', {
        command: 'tox',
        args: ['-e', 'lint'],
        script: 'tox -e lint',
        source: '.github/workflows/tests.yml jobs.lint.steps[1]',
      }),
    ],
  },
  {
    name: 'tox-driven project without tox: the commands of base tox.ini run instead',
    fixture: 'python-tox',
    isInstalled: installed('pytest', 'flake8'),
    checks: [
      check('test', {
        command: 'pytest',
        args: ['--cov=requests_lite', 'tests'],
        script: 'pytest --cov=requests_lite tests',
        source: '.github/workflows/tests.yml jobs.tox.steps[3] -> tox.ini [testenv] commands',
        reason:
          'matrix: os=ubuntu-latest, python=3.12, tox-env=py312 taken of 4 combinations that only change where it runs',
      }),
      // The project never uses pyright: its default rules are not what passing means here.
      notConfigured('typecheck'),
      check('lint', {
        command: 'flake8',
        args: ['src', 'tests'],
        script: 'flake8 src tests',
        source: '.github/workflows/tests.yml jobs.lint.steps[1] -> tox.ini [testenv:lint] commands',
      }),
    ],
  },
  {
    name: "npm project: `npm ci && npm test` keeps the test; package.json's type check is not in CI",
    fixture: 'node-npm',
    checks: [
      check('test', {
        command: 'npm',
        args: ['test'],
        script: 'npm test',
        source: '.github/workflows/ci.yml jobs.build.steps[2]',
        reason: 'matrix: node-version=20.x taken of 2 combinations that only change where it runs',
      }),
      notInCi(
        check('typecheck', {
          command: 'npm',
          args: ['run', 'typecheck'],
          script: 'tsc --noEmit',
          source: 'package.json scripts.typecheck',
        }),
      ),
      check('lint', {
        command: 'npm',
        args: ['run', 'lint'],
        script: 'npm run lint',
        source: '.github/workflows/ci.yml jobs.build.steps[4]',
        reason: 'matrix: node-version=20.x taken of 2 combinations that only change where it runs',
      }),
    ],
  },
  {
    name: 'pnpm monorepo, web package: workflow defaults.run.working-directory',
    fixture: 'pnpm-monorepo',
    workingDirectory: 'packages/web',
    checks: [
      check('test', {
        command: 'pnpm',
        args: ['test', '--', '--reporter=dot'],
        script: 'pnpm test -- --reporter=dot',
        cwd: 'packages/web',
        source: '.github/workflows/web.yml jobs.check.steps[3]',
      }),
      check('typecheck', {
        command: 'pnpm',
        args: ['exec', 'tsc', '--noEmit'],
        script: 'pnpm exec tsc --noEmit',
        cwd: 'packages/web',
        source: '.github/workflows/web.yml jobs.check.steps[4]',
      }),
      notInCi(
        check('lint', {
          command: 'pnpm',
          args: ['run', 'lint'],
          script: 'eslint src',
          cwd: 'packages/web',
          source: 'packages/web/package.json scripts.lint',
        }),
      ),
    ],
    warnings: [
      'packages/web/package.json: pnpm does not run the pretest script hooks npm would run; testlock runs the script as pnpm does',
    ],
  },
  {
    name: 'pnpm monorepo, api package: step working-directory, other project steps ignored',
    fixture: 'pnpm-monorepo',
    workingDirectory: 'packages/api/',
    checks: [
      check('test', {
        command: 'pnpm',
        args: ['run', 'test:unit'],
        script: 'pnpm run test:unit',
        cwd: 'packages/api',
        source: '.github/workflows/api.yml jobs.test.steps[2]',
      }),
      notInCi(
        check('typecheck', {
          command: 'tsc',
          args: ['--noEmit'],
          script: 'tsc --noEmit',
          cwd: 'packages/api',
          source: 'convention:node',
        }),
      ),
      notInCi(
        check('lint', {
          command: 'pnpm',
          args: ['run', 'lint'],
          script: 'biome check src',
          cwd: 'packages/api',
          source: 'packages/api/package.json scripts.lint',
        }),
      ),
    ],
  },
  {
    name: 'rust workspace: cargo test --all-features, fmt and clippy steps run as one lint check; no CI build',
    fixture: 'rust-workspace',
    checks: [
      check('test', {
        command: 'cargo',
        args: ['test', '--workspace', '--all-features'],
        script: 'cargo test --workspace --all-features',
        env: rustEnv,
        source: '.github/workflows/rust.yml jobs.test.steps[5]',
      }),
      notInCi(
        check('typecheck', {
          command: 'cargo',
          args: ['build', '--workspace'],
          script: 'cargo build --workspace',
          source: 'convention:rust',
        }),
      ),
      check('lint', {
        command: 'bash',
        args: BASH,
        script:
          'cargo fmt --all -- --check\ncargo clippy --workspace --all-targets --all-features -- -D warnings',
        env: rustEnv,
        source: '.github/workflows/rust.yml jobs.test.steps[3] + steps[4]',
      }),
    ],
  },
  {
    name: 'go service: go test -race, go vet, golangci-lint (mapped from golangci-lint-action)',
    fixture: 'go-service',
    checks: [
      check('test', {
        command: 'go',
        args: ['test', '-race', '-coverprofile=coverage.out', './...'],
        script: 'go test -race -coverprofile=coverage.out ./...',
        source: '.github/workflows/go.yml jobs.test.steps[4]',
      }),
      check('typecheck', {
        command: 'go',
        args: ['vet', './...'],
        script: 'go vet ./...',
        source: '.github/workflows/go.yml jobs.test.steps[3]',
      }),
      check('lint', {
        command: 'golangci-lint',
        args: ['run'],
        script: 'golangci-lint run',
        source:
          'action:golangci/golangci-lint-action .github/workflows/go.yml jobs.golangci.steps[2]',
      }),
    ],
  },
  {
    name: "make project: `make test` in CI; the Makefile's typecheck and lint targets are not in CI",
    fixture: 'make-project',
    checks: [
      check('test', {
        command: 'make',
        args: ['test'],
        script: 'make test',
        source: '.github/workflows/ci.yml jobs.test.steps[3]',
      }),
      notInCi(
        check('typecheck', {
          command: 'make',
          args: ['typecheck'],
          script: 'uv run mypy app',
          source: 'Makefile typecheck',
        }),
      ),
      notInCi(
        check('lint', {
          command: 'make',
          args: ['lint'],
          script: '@uv run ruff check app tests\n-uv run ruff format --check app tests',
          source: 'Makefile lint',
        }),
      ),
    ],
  },
  {
    name: 'local reusable workflow with inputs from the matrix, its custom shell kept; testlock job skipped',
    fixture: 'reusable',
    checks: [
      check('test', {
        command: 'bash',
        args: ['-el', '{0}'],
        script: 'python -m pytest -x --junitxml=junit/py3.10.xml',
        source:
          '.github/workflows/_python-tests.yml jobs.pytest.steps[3] via .github/workflows/ci.yml jobs.tests',
      }),
      notConfigured('typecheck'),
      notConfigured('lint'),
    ],
  },
];

describe('discoverChecks on real-world fixtures', () => {
  it.each(cases)('$name', (c) => {
    const result = discoverChecks({
      files: fixture(c.fixture),
      workingDirectory: c.workingDirectory,
      isInstalled: c.isInstalled ?? everything,
    });
    expect(result.checks).toEqual(c.checks);
    expect(result.warnings).toEqual(c.warnings ?? []);
  });
});
