// Lint and type checks that can run apart from the tests in a tree of their own, known from the
// tool their words start; everything else, or anything that reaches outside its tree, is not.
import { describe, expect, it } from 'vitest';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { runsApart } from '../../../src/core/run/runs-apart.js';

function check(line: string, kind: CheckKind = 'lint'): Check {
  const [command = '', ...args] = line.split(' ');
  return {
    name: kind,
    kind,
    command,
    args,
    script: line,
    cwd: '',
    env: {},
    source: 'test',
    origin: 'ci',
    skipped: null,
  };
}

describe('runsApart', () => {
  const cases: Array<[string, boolean]> = [
    ['tsc --noEmit', true],
    ['npx tsc -b', true],
    ['pnpm exec vue-tsc --noEmit', true],
    ['mypy src', true],
    ['uv run mypy --strict .', true],
    ['mypy --install-types --non-interactive .', false],
    ['python -m pyright', true],
    ['eslint --fix .', true],
    ['prettier --check .', true],
    // Quick native tools run after the tests, unless something slow starts them.
    ['ruff check .', false],
    ['.venv/bin/ruff check .', false],
    ['uv run ruff check .', true],
    ['biome check .', false],
    ['npx biome check --write .', true],
    ['black --check .', false],
    ['python3 -m black --check .', true],
    ['flake8', true],
    ['pylint pkg', true],
    ['go vet ./...', true],
    ['go build ./...', true],
    ['go build -o /tmp/app .', false],
    ['go test ./...', false],
    ['staticcheck ./...', true],
    ['golangci-lint run', true],
    // cargo builds in the target folder the tests build in; the others could run anything.
    ['cargo clippy -- -D warnings', false],
    ['cargo build', false],
    ['make lint', false],
    ['bash -c tsc', false],
    ['./scripts/lint.sh', false],
    ['constructor', false],
  ];
  it.each(cases)('%s: %s', (line, expected) => {
    expect(runsApart(check(line), {})).toBe(expected);
  });

  it('a test check never does, whatever it runs', () => {
    expect(runsApart(check('tsc --noEmit', 'test'), {})).toBe(false);
  });

  describe('through base package scripts', () => {
    const scripts = {
      typecheck: 'tsc --noEmit',
      lint: 'eslint .',
      format: 'biome check .',
      check: 'npm run lint',
      types: 'mypy .',
      all: 'tsc --noEmit && eslint .',
      loop: 'npm run loop',
      build: 'node build.js',
    };
    const rows: Array<[string, Record<string, string>, boolean]> = [
      ['npm run typecheck', scripts, true],
      ['npm run format', scripts, true],
      ['pnpm typecheck', scripts, true],
      ['yarn run lint', scripts, true],
      ['npm run check', scripts, true],
      ['npm run types -- --install-types', scripts, false],
      ['yarn types --install-types', scripts, false],
      ['npm run all', scripts, false],
      ['npm run build', scripts, false],
      ['npm run missing', scripts, false],
      ['npm run loop', scripts, false],
      ['npm run lint', { ...scripts, prelint: 'npm ci' }, false],
      ['npm run lint', { ...scripts, postlint: 'node report.js' }, false],
    ];
    it.each(rows)('%s', (line, packageScripts, expected) => {
      expect(runsApart(check(line), packageScripts)).toBe(expected);
    });
  });
});
