// A CI line that ignores its own failure (`mypy . || true`, `black --check . || true`, modelled
// on a trial library's lint workflow) is no gate: it is not taken as the project's check.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import { everything, repoOf } from './repo-files.js';

const workflow = (runs: readonly string[]): string =>
  [
    'name: lint_python',
    'on: [pull_request, push]',
    'jobs:',
    '  lint_python:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: pip install black flake8 mypy pytest',
    ...runs.map((run) => `      - run: ${run}`),
  ].join('\n');

function discovered(runs: readonly string[]) {
  const files = repoOf({
    'pyproject.toml': '[project]\nname = "paint"\n',
    '.github/workflows/lint.yml': workflow(runs),
  });
  const { checks } = discoverChecks({ files, workingDirectory: '', isInstalled: everything });
  return Object.fromEntries(checks.map((c) => [c.kind, c.skipped ?? c.script]));
}

describe('a line whose failure is ignored', () => {
  it.each<[string, string[], Record<string, string>]>([
    [
      'honest: mypy || true is no type check; flake8 stays the lint, black || true drops out',
      [
        'flake8 . --count --select=E9,F63,F7,F82',
        'black --check . || true',
        'mypy --ignore-missing-imports . || true',
        'pytest .',
      ],
      {
        test: 'pytest .',
        typecheck: 'not-configured',
        lint: 'flake8 . --count --select=E9,F63,F7,F82',
      },
    ],
    [
      'honest: || : and || exit 0 are ignored failures too',
      ['ruff check . || :', 'mypy . || :', 'pytest || exit 0'],
      { typecheck: 'not-configured', lint: 'not-configured', test: 'pytest -q' },
    ],
    [
      'gaming: a line that still fails after its fallback is a gate (|| exit 1)',
      ['mypy . || exit 1', 'pytest . || exit 1'],
      { typecheck: 'mypy . || exit 1', test: 'pytest . || exit 1' },
    ],
  ])('%s', (_name, runs, expected) => {
    expect(discovered(runs)).toMatchObject(expected);
  });
});
