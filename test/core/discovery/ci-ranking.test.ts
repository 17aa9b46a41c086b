// Which workflow and which step: with several CI candidates for a kind, the project's own test,
// lint and type steps on pull requests win over fuzzing, benchmark, release, docs and autofix
// ones and over push-only workflows; a command that writes fixes is never a check.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

function job(id: string, runs: string[], extra = ''): string {
  const steps = runs.map((r) => `      - run: ${r}\n`).join('');
  return `  ${id}:\n    runs-on: ubuntu-latest\n${extra}    steps:\n      - uses: actions/checkout@v4\n${steps}`;
}

function workflow(name: string, on: string, jobs: string): string {
  return `name: ${name}\non: ${on}\njobs:\n${jobs}`;
}

function found(files: Record<string, string>, kind: CheckKind): Check {
  return discoverChecks({ files: repoOf(files), isInstalled: everything }).checks.find(
    (c) => c.kind === kind,
  )!;
}

// Modelled on a Go library whose fuzz workflow sorts before its test workflow.
const GO = {
  'go.mod': 'module example.com/parse\n\ngo 1.22\n',
  Makefile: 'fuzz:\n\tgo test -fuzz=FuzzParse -fuzztime=49s ./...\n\ntest:\n\tgo test ./...\n',
};
// Modelled on a pnpm project with an autofix workflow that commits lint fixes.
const PNPM = {
  'package.json': JSON.stringify({
    scripts: { lint: 'eslint .', 'lint:fix': 'eslint . --fix', test: 'vitest run' },
  }),
  'pnpm-lock.yaml': '',
};

describe('CI ranking', () => {
  it.each<[string, Record<string, string>, CheckKind, string, string | RegExp]>([
    [
      'gaming: a fuzzing workflow first in path order does not replace the test workflow',
      {
        ...GO,
        '.github/workflows/fuzz.yml': workflow('Fuzz', 'pull_request', job('fuzz', ['make fuzz'])),
        '.github/workflows/test.yml': workflow(
          'Test',
          '[push, pull_request]',
          job('test', ['go test -race ./...']),
        ),
      },
      'test',
      'go test -race ./...',
      /fuzzing/,
    ],
    [
      'gaming: an autofix workflow`s lint:fix is never the lint check',
      {
        ...PNPM,
        '.github/workflows/autofix.yml': workflow(
          'autofix.ci',
          'pull_request',
          job('autofix', ['pnpm install', 'pnpm lint:fix']),
        ),
        '.github/workflows/ci.yml': workflow('CI', 'pull_request', job('lint', ['pnpm lint'])),
      },
      'lint',
      'pnpm lint',
      '',
    ],
    [
      'a benchmark job (go test -bench) loses to the unit tests of the same workflow',
      {
        ...GO,
        '.github/workflows/ci.yml': workflow(
          'CI',
          'pull_request',
          job('bench', ['go test -run=^$ -bench=. ./...']) + job('unit', ['go test ./...']),
        ),
      },
      'test',
      'go test ./...',
      /benchmarks/,
    ],
    [
      'a release workflow on pull_request loses to a push-only test workflow',
      {
        'Cargo.toml': '[package]\nname = "x"\n',
        '.github/workflows/ci.yml': workflow('CI', 'push', job('test', ['cargo test --all'])),
        '.github/workflows/release.yml': workflow(
          'Release',
          'pull_request',
          job('publish', ['cargo test --release', 'cargo publish --dry-run']),
        ),
      },
      'test',
      'cargo test --all',
      /release/,
    ],
    [
      'a docs job named in its steps loses to the test job',
      {
        'pyproject.toml': '[project]\nname = "x"\n',
        '.github/workflows/ci.yml': `${workflow('CI', 'pull_request', '')}  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - name: Build docs\n        run: pytest --doctest-glob='*.rst' docs\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest -q\n`,
      },
      'test',
      'pytest -q',
      /docs/,
    ],
    [
      'honest: the only test workflow runs on push only and is still taken, without a ranking',
      {
        ...GO,
        '.github/workflows/ci.yml': workflow('CI', 'push', job('test', ['go test ./...'])),
      },
      'test',
      'go test ./...',
      '',
    ],
    [
      'honest: a fuzz-only CI still declares its test (nothing better to rank above it)',
      {
        ...GO,
        '.github/workflows/fuzz.yml': workflow('Fuzz', 'pull_request', job('fuzz', ['make fuzz'])),
      },
      'test',
      'make fuzz',
      '',
    ],
  ])('%s', (_name, files, kind, script, reason) => {
    const check = found(files, kind);
    expect(check.script).toBe(script);
    if (reason === '') expect(check.reason).toBeUndefined();
    else expect(check.reason).toMatch(reason);
  });
});

describe('commands that write fixes are never checks', () => {
  it.each<[string, string]>([
    ['eslint --fix .', 'eslint'],
    ['npx eslint . --fix', 'eslint'],
    ['ruff check --fix .', 'ruff'],
    ['ruff format .', 'ruff'],
    ['cargo fmt --all', 'cargo'],
    ['prettier --write .', 'prettier'],
    ['biome check --write .', 'biome'],
    ['golangci-lint run --fix', 'golangci-lint'],
    ['pnpm lint:fix', 'pnpm'],
    ['pnpm run format', 'pnpm'],
    ['npm run lint-fix', 'npm'],
  ])('gaming: %s is not the lint check', (run) => {
    const files = {
      ...PNPM,
      'package.json': JSON.stringify({
        scripts: { 'lint:fix': 'eslint . --fix', format: 'prettier --write .', 'lint-fix': 'x' },
      }),
      '.github/workflows/ci.yml': workflow('CI', 'pull_request', job('style', [run])),
    };
    expect(found(files, 'lint').source).not.toContain('ci.yml');
  });

  it.each<[string]>([
    ['eslint .'],
    ['ruff check .'],
    ['ruff format --check .'],
    ['cargo fmt --all -- --check'],
    ['prettier --check .'],
    ['biome ci .'],
    ['pnpm run format:check'],
    ['golangci-lint run --fix=false'],
  ])('honest: %s is the lint check', (run) => {
    const files = {
      ...PNPM,
      'package.json': JSON.stringify({ scripts: { 'format:check': 'prettier --check .' } }),
      '.github/workflows/ci.yml': workflow('CI', 'pull_request', job('style', [run])),
    };
    expect(found(files, 'lint')).toMatchObject({
      script: run,
      source: '.github/workflows/ci.yml jobs.style.steps[1]',
    });
  });
});
