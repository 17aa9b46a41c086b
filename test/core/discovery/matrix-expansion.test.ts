// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// Matrices: axes that change what runs (task names, packages, features) expand into every value,
// each taken as the check of its kind; axes that only change where it runs (OS, language
// version) give one combination, Linux first, named in the check's reason.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

function found(files: Record<string, string>, kind: CheckKind): Check {
  return discoverChecks({ files: repoOf(files), isInstalled: everything }).checks.find(
    (c) => c.kind === kind,
  )!;
}

function ci(matrix: string, steps: string, runsOn = 'ubuntu-latest'): string {
  return `on: pull_request\njobs:\n  ci:\n    runs-on: ${runsOn}\n    strategy:\n      matrix:\n${matrix}    steps:\n      - uses: actions/checkout@v4\n${steps}`;
}

// Modelled on a web framework whose CI runs each package script of a task list.
const TASKS = {
  'package.json': JSON.stringify({
    scripts: {
      'test:nodejs': 'vitest run --project node',
      'test:edge': 'vitest run --project edge',
      lint: 'eslint .',
      typecheck: 'tsc --noEmit',
    },
  }),
  'pnpm-lock.yaml': '',
  '.github/workflows/ci.yml': ci(
    '        task: [test:nodejs, test:edge, lint, typecheck]\n',
    '      - run: pnpm install\n      - run: pnpm run ${{ matrix.task }}\n',
  ),
};

describe('matrix expansion', () => {
  it('gaming: every task of a task matrix runs, not only the first', () => {
    expect(found(TASKS, 'test')).toMatchObject({
      script: 'pnpm run test:nodejs\npnpm run test:edge',
      source:
        '.github/workflows/ci.yml jobs.ci.steps[2] (matrix task=test:nodejs) + steps[2] (matrix task=test:edge)',
    });
    expect(found(TASKS, 'lint')).toMatchObject({
      script: 'pnpm run lint',
      source: '.github/workflows/ci.yml jobs.ci.steps[2] (matrix task=lint)',
    });
    expect(found(TASKS, 'typecheck')).toMatchObject({ script: 'pnpm run typecheck' });
  });

  it.each<[string, Record<string, string>, CheckKind, Partial<Check>]>([
    [
      'a package axis in working-directory: each package is tested',
      {
        'go.mod': 'module x\n',
        '.github/workflows/ci.yml': ci(
          '        module: [api, worker]\n',
          '      - run: go test ./...\n        working-directory: ${{ matrix.module }}\n',
        ),
      },
      'test',
      // Different folders cannot share one script: the first package is the check.
      { script: 'go test ./...', cwd: 'api' },
    ],
    [
      'a features axis: every feature set runs',
      {
        'Cargo.toml': '[package]\nname = "x"\n',
        '.github/workflows/ci.yml': ci(
          '        features: ["", "serde", "full"]\n',
          '      - run: cargo test --features "${{ matrix.features }}"\n',
        ),
      },
      'test',
      {
        script:
          'cargo test --features ""\ncargo test --features "serde"\ncargo test --features "full"',
      },
    ],
    [
      'honest: an OS × version matrix gives one Linux combination, named in the reason',
      {
        'pyproject.toml': '[project]\nname = "x"\n',
        '.github/workflows/ci.yml': ci(
          '        os: [windows-latest, ubuntu-latest, macos-latest]\n        python: ["3.11", "3.12"]\n',
          '      - run: pytest -q\n',
          '${{ matrix.os }}',
        ),
      },
      'test',
      {
        script: 'pytest -q',
        source: '.github/workflows/ci.yml jobs.ci.steps[1]',
        reason:
          'matrix: os=ubuntu-latest, python=3.11 taken of 6 combinations that only change where it runs',
      },
    ],
    [
      'honest: a version read by a step (tox -e py${{ matrix.python }}) stays one combination',
      {
        'tox.ini': '[tox]\nenvlist = py311,py312\n[testenv]\ncommands = pytest\n',
        'pyproject.toml': '[project]\nname = "x"\n',
        '.github/workflows/ci.yml': ci(
          '        python: ["311", "312"]\n',
          '      - run: tox -e py${{ matrix.python }}\n',
        ),
      },
      'test',
      { script: 'tox -e py311', source: '.github/workflows/ci.yml jobs.ci.steps[1]' },
    ],
    [
      'a step under `if: matrix.rust == stable` is read from the stable combination',
      {
        'Cargo.toml': '[package]\nname = "x"\n',
        '.github/workflows/ci.yml': ci(
          '        rust: [nightly, stable]\n        check: [test, fmt]\n',
          "      - run: cargo test\n        if: matrix.check == 'test'\n      - run: |\n          rustup component add rustfmt\n          cargo fmt --all -- --check\n        if: matrix.check == 'fmt'\n",
        ),
      },
      'lint',
      {
        script: 'cargo fmt --all -- --check',
        source: '.github/workflows/ci.yml jobs.ci.steps[2] (matrix check=fmt)',
      },
    ],
    [
      'the same command in every combination runs once',
      {
        'go.mod': 'module x\n',
        '.github/workflows/ci.yml': ci(
          '        group: [unit, integration]\n',
          '      - run: go test ./...\n        env:\n          GROUP: ${{ matrix.group }}\n',
        ),
      },
      'test',
      { script: 'go test ./...', env: { GROUP: 'unit' } },
    ],
  ])('%s', (_name, files, kind, expected) => {
    expect(found(files, kind)).toMatchObject(expected);
  });
});
