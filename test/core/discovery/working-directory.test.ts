// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// Where CI runs a check: the step's, the job's and the workflow's `defaults.run.working-directory`
// (step over job over workflow), `cd <dir>` lines, one check per folder CI runs a kind in (a Go
// repository's second module); refused folders are in refused-folders.test.ts.
// Workflows modelled on a Go library with a nested `arc/` module and on a monorepo's package jobs.
import { describe, expect, it } from 'vitest';
import { CI, checksOf, job, shape, workflow } from './ci-folders-fixture.js';

describe('working-directory: which folder a CI check runs in', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'gaming: a second module tested with `working-directory: ./arc` is its own check (its tests run)',
      {
        [CI]: workflow(
          job(
            '      - run: |\n          go test -race -v ./... -coverprofile=coverage.out\n          go build -race ./...\n      - name: build and test ARC\n        working-directory: ./arc\n        run: |\n          go test -timeout=60s -race\n          go build -race\n',
          ),
        ),
      },
      [
        'test tests [] go test -race -v ./... -coverprofile=coverage.out',
        'test tests (arc) [arc] go test -timeout=60s -race',
        'typecheck typecheck [] go build -race ./...',
        'typecheck typecheck (arc) [arc] go build -race',
      ],
    ],
    [
      'gaming: `cd arc && go test ./...` on a later line of the same step runs in arc, as a second check',
      {
        [CI]: workflow(
          job('      - run: |\n          go test ./...\n          cd arc && go test ./...\n'),
        ),
      },
      ['test tests [] go test ./...', 'test tests (arc) [arc] go test ./...'],
    ],
    [
      'gaming: a step of its own `cd arc && go test ./...` beside the root step',
      {
        [CI]: workflow(
          job('      - run: go test ./...\n      - run: cd arc && go test -race ./...\n'),
        ),
      },
      ['test tests [] go test ./...', 'test tests (arc) [arc] go test -race ./...'],
    ],
    [
      'gaming: per-module jobs: each module tested in its own job runs',
      {
        [CI]: workflow(
          `  root:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go test ./...\n  arc:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: arc\n    steps:\n      - run: go test ./...\n`,
        ),
      },
      ['test tests [] go test ./...', 'test tests (arc) [arc] go test ./...'],
    ],
    [
      'gaming: a matrix over module folders runs every module',
      {
        [CI]: workflow(
          job(
            '      - run: go test ./...\n        working-directory: ${{ matrix.module }}\n',
            '    strategy:\n      matrix:\n        module: [".", "arc"]\n',
          ),
        ),
      },
      ['test tests [] go test ./...', 'test tests (arc) [arc] go test ./...'],
    ],
    [
      'the step wins over the job, the job over the workflow',
      {
        [CI]: workflow(
          `  a:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: job-dir\n    steps:\n      - run: go test ./...\n        working-directory: step-dir\n      - run: go vet ./...\n  b:\n    runs-on: ubuntu-latest\n    steps:\n      - run: golangci-lint run\n`,
          'defaults:\n  run:\n    working-directory: workflow-dir\n',
        ),
        'step-dir/a.go': 'package a\n',
        'job-dir/a.go': 'package a\n',
        'workflow-dir/a.go': 'package a\n',
      },
      [
        'test tests [step-dir] go test ./...',
        'typecheck typecheck [job-dir] go vet ./...',
        'lint lint [workflow-dir] golangci-lint run',
      ],
    ],
    [
      'a cd then set-up lines: the check runs in the folder, the export stays with it',
      {
        [CI]: workflow(
          job(
            '      - run: |\n          export GOFLAGS=-mod=mod\n          cd arc\n          go mod download\n          go test ./...\n          cd ..\n          echo done\n',
          ),
        ),
      },
      ['test tests [arc] export GOFLAGS=-mod=mod; go test ./...'],
    ],
    [
      'a cd relative to the working-directory',
      {
        [CI]: workflow(
          job('      - run: cd ../arc && go test ./...\n        working-directory: lru-docs\n'),
        ),
      },
      ['test tests [arc] go test ./...'],
    ],
    [
      'a cd that cannot be followed from its text keeps the step whole in its own folder',
      {
        [CI]: workflow(
          job('      - run: |\n          cd "$MODULE_DIR"\n          go test ./...\n'),
        ),
      },
      ['test tests [] cd "$MODULE_DIR"; go test ./...'],
    ],
    [
      'honest: the same folder on every OS of a matrix is one check, not one per OS',
      {
        [CI]: workflow(
          job(
            '      - run: go test ./...\n        working-directory: arc\n',
            '    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-latest]\n',
          ),
        ),
      },
      ['test tests [arc] go test ./...'],
    ],
    [
      'honest: two steps in one folder still join as one check',
      {
        [CI]: workflow(
          job(
            '      - run: go test ./...\n        working-directory: arc\n      - run: go test -tags integration ./...\n        working-directory: ./arc/\n',
          ),
        ),
      },
      ['test tests [arc] go test ./...; go test -tags integration ./...'],
    ],
    [
      'honest: a docs job testing docs/ does not join the project check',
      {
        [CI]: workflow(
          `  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go test ./...\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go test ./...\n        working-directory: docs\n`,
        ),
      },
      ['test tests [] go test ./...'],
    ],
    [
      'honest: a push-only workflow testing another folder does not join a pull_request check',
      {
        [CI]: workflow(job('      - run: go test ./...\n')),
        '.github/workflows/nightly.yml':
          'on:\n  push:\njobs:\n  arc:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go test ./...\n        working-directory: arc\n',
      },
      ['test tests [] go test ./...'],
    ],
  ])('%s', (_name, files, expected) => {
    expect(shape(checksOf(files))).toEqual(expected);
  });
});

describe('the ranking reason', () => {
  it('names rivals only: a check in another folder runs as well, it does not lose', () => {
    const checks = checksOf({
      [CI]: workflow(
        job(
          '      - run: go test ./...\n      - run: go test ./...\n        working-directory: arc\n',
        ),
      ),
      '.github/workflows/fuzz.yml': workflow(job('      - run: go test -fuzz=FuzzGet ./...\n')),
    });
    const [root, arc] = checks;
    expect(root?.reason).toMatch(/ranked first of 2 CI candidates/);
    expect(root?.reason).toMatch(/next: \.github\/workflows\/fuzz\.yml/);
    expect(arc).toMatchObject({ name: 'tests (arc)', cwd: 'arc' });
  });
});

describe('a monorepo project', () => {
  it("honest: a cd into another package is not this project's check", () => {
    const files = {
      'packages/a/package.json': '{"scripts":{"test":"vitest run"}}',
      'packages/b/package.json': '{"scripts":{"test":"vitest run"}}',
      [CI]: workflow(
        job(
          '      - run: npm test\n        working-directory: packages/a\n      - run: cd ../b && npm test\n        working-directory: packages/a\n',
        ),
      ),
    };
    expect(shape(checksOf(files, 'packages/a'))).toEqual(['test tests [packages/a] npm test']);
  });
});

describe('per-package workflows and their `paths:` filters (one workflow per crate or module)', () => {
  const perPackage = (filter: string): Record<string, string> => ({
    '.github/workflows/arc.yml': workflow(
      job('      - run: go test ./...\n'),
      'defaults:\n  run:\n    working-directory: arc\n',
    ).replace('  pull_request:\n', `  pull_request:\n    ${filter}\n`),
    '.github/workflows/lru.yml': workflow(job('      - run: go test ./...\n')).replace(
      '  pull_request:\n',
      '  pull_request:\n    paths: ["*.go", "go.*"]\n',
    ),
  });
  const ARC_ONLY = 'paths: ["arc/**", "!arc/**.md"]';

  it.each<[string, string, readonly string[] | undefined, string[]]>([
    [
      "honest: a PR that touches arc only runs arc's workflow, as GitHub does",
      ARC_ONLY,
      ['arc/arc.go'],
      ['test tests [arc] go test ./...'],
    ],
    [
      'gaming: a PR that touches both modules runs both workflows',
      ARC_ONLY,
      ['arc/arc.go', 'lru.go'],
      ['test tests [arc] go test ./...', 'test tests (.) [] go test ./...'],
    ],
    [
      'gaming: a rename out of arc/ still triggers arc (both sides count)',
      ARC_ONLY,
      ['arc/arc.go', 'internal/arc.go'],
      ['test tests [arc] go test ./...'],
    ],
    [
      'honest: a negated pattern: an arc README change leaves arc out',
      ARC_ONLY,
      ['arc/README.md', 'lru.go'],
      ['test tests [] go test ./...'],
    ],
    [
      'paths-ignore: a docs-only change leaves the workflow out, a code change keeps it',
      'paths-ignore: ["**.md"]',
      ['arc/README.md', 'arc/arc.go'],
      ['test tests [arc] go test ./...'],
    ],
    [
      'unknown changes: every workflow runs',
      ARC_ONLY,
      undefined,
      ['test tests [arc] go test ./...', 'test tests (.) [] go test ./...'],
    ],
  ])('%s', (_name, filter, changed, expected) => {
    expect(shape(checksOf(perPackage(filter), '', changed))).toEqual(expected);
  });

  it('honest: a docs-only PR triggers no test workflow: the later levels decide (go test ./...)', () => {
    const [test] = checksOf(perPackage('paths-ignore: ["**.md"]'), '', ['README.md']);
    expect(test).toMatchObject({ kind: 'test', script: 'go test ./...', source: 'convention:go' });
  });
});
