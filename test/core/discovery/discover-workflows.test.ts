// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// CI-level discovery details: triggers, env, directories, shells, conditions, testlock's own job
// and steps whose expressions cannot be resolved.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check } from '../../../src/core/model/check.js';
import { BASH, check, everything, notConfigured, repoOf } from './repo-files.js';

function workflow(jobs: string, on = 'pull_request'): string {
  return `name: ci\non: ${on}\njobs:\n${jobs}`;
}

function testCheck(files: Record<string, string>, workingDirectory = ''): Check {
  return discoverChecks({ files: repoOf(files), workingDirectory, isInstalled: everything })
    .checks[0]!;
}

describe('CI workflows', () => {
  it.each<[string, Record<string, string>, Check]>([
    [
      'install, cd and test lines in one step: the cd is the folder, the test line is kept',
      {
        '.github/workflows/ci.yml': workflow(
          '  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n          cd backend\n          pip install -r requirements.txt\n          pytest -q\n          cd ..\n          echo done\n',
        ),
        'backend/requirements.txt': 'pytest\n',
      },
      check('test', {
        command: 'pytest',
        args: ['-q'],
        script: 'pytest -q',
        cwd: 'backend',
        source: '.github/workflows/ci.yml jobs.test.steps[0]',
      }),
    ],
    [
      'env from workflow, job and step; ${{ env.X }} resolved; secrets dropped',
      {
        '.github/workflows/ci.yml': `on: [push, pull_request]\nenv:\n  LEVEL: workflow\n  TOKEN: \${{ secrets.TOKEN }}\njobs:\n  t:\n    runs-on: ubuntu-latest\n    env:\n      LEVEL: job\n      DB: postgres\n    steps:\n      - run: pytest --db \${{ env.DB }}\n        env:\n          STEP: "1"\n`,
      },
      check('test', {
        command: 'pytest',
        args: ['--db', 'postgres'],
        script: 'pytest --db postgres',
        env: { LEVEL: 'job', DB: 'postgres', STEP: '1' },
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
      }),
    ],
    [
      'what earlier steps write to $GITHUB_ENV: set for later steps, under the yaml env',
      {
        '.github/workflows/ci.yml': `on: pull_request\njobs:\n  t:\n    runs-on: ubuntu-latest\n    env:\n      LEVEL: job\n    steps:\n      - run: |\n          echo "PYTHONPATH=src" >> "$GITHUB_ENV"\n          echo LEVEL=written >> $GITHUB_ENV\n          echo "HOME_BIN=$HOME/bin" >> $GITHUB_ENV\n      - if: \${{ false }}\n        run: echo "SKIPPED=1" >> $GITHUB_ENV\n      - run: echo "MODE=\${{ env.LEVEL }}" >> \${GITHUB_ENV}\n      - run: pytest -q\n        env:\n          STEP: "1"\n`,
      },
      check('test', {
        command: 'pytest',
        args: ['-q'],
        script: 'pytest -q',
        env: { PYTHONPATH: 'src', LEVEL: 'job', MODE: 'job', STEP: '1' },
        source: '.github/workflows/ci.yml jobs.t.steps[3]',
      }),
    ],
    [
      'job defaults.run.working-directory beats the workflow default; github.workspace is the root',
      {
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: ${{ github.workspace }}/server\n    steps:\n      - run: go test ./...\n',
        ).replace('jobs:', 'defaults:\n  run:\n    working-directory: client\njobs:'),
        'server/main.go': 'package main\n',
      },
      check('test', {
        command: 'go',
        args: ['test', './...'],
        script: 'go test ./...',
        cwd: 'server',
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
      }),
    ],
    [
      'a step with `shell: sh` runs through sh -e',
      {
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo test\n        shell: sh\n',
        ),
      },
      check('test', {
        command: 'sh',
        args: ['-e', '{0}'],
        script: 'cargo test',
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
      }),
    ],
    [
      'pull_request workflows come before push-only ones; schedule-only ones are ignored',
      {
        '.github/workflows/a-nightly.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest --slow\n',
          'schedule',
        ),
        '.github/workflows/b-push.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest --push\n',
          '{push: {branches: [main]}}',
        ),
        '.github/workflows/c-pr.yaml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest --pr\n',
          '[pull_request_target]',
        ),
      },
      check('test', {
        command: 'pytest',
        args: ['--pr'],
        script: 'pytest --pr',
        source: '.github/workflows/c-pr.yaml jobs.t.steps[0]',
        reason:
          'ranked first of 2 CI candidates (runs on pull_request); next: .github/workflows/b-push.yml jobs.t.steps[0] (runs on push only)',
      }),
    ],
    [
      'steps and jobs that never run or may fail are not taken (if: false, continue-on-error)',
      {
        '.github/workflows/ci.yml': workflow(
          "  off:\n    if: false\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest --off\n  t:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        os: [ubuntu-latest]\n    steps:\n      - run: pytest --optional\n        continue-on-error: true\n      - if: matrix.os == 'windows-latest'\n        run: pytest --windows\n      - run: pytest --real\n",
        ),
      },
      check('test', {
        command: 'pytest',
        args: ['--real'],
        script: 'pytest --real',
        source: '.github/workflows/ci.yml jobs.t.steps[2]',
      }),
    ],
    [
      'the job that runs testlock is skipped (uses: .../testlock)',
      {
        '.github/workflows/ci.yml': workflow(
          '  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci\n      - run: npm test -- --bail\n      - uses: acme/testlock@v1\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
        ),
      },
      check('test', {
        command: 'npm',
        args: ['test'],
        script: 'npm test',
        source: '.github/workflows/ci.yml jobs.test.steps[0]',
      }),
    ],
    [
      'the job that runs testlock is skipped (run: npx testlock)',
      {
        '.github/workflows/ci.yml': workflow(
          '  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test -- --bail\n      - run: npx testlock verify --base main\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
        ),
      },
      check('test', {
        command: 'npm',
        args: ['test'],
        script: 'npm test',
        source: '.github/workflows/ci.yml jobs.test.steps[0]',
      }),
    ],
    [
      "testlock's own repository: the job using `./` (its action) is skipped",
      {
        'action.yml': "name: 'testlock'\nruns:\n  using: node20\n  main: dist/index.js\n",
        '.github/workflows/ci.yml': workflow(
          '  self:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test -- --self\n      - uses: ./\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci && npm test\n',
        ),
      },
      check('test', {
        command: 'npm',
        args: ['test'],
        script: 'npm test',
        source: '.github/workflows/ci.yml jobs.test.steps[0]',
      }),
    ],
    [
      'a local composite action in another repository does not mark the job as testlock',
      {
        'action.yml': 'name: my-action\n',
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./.github/actions/setup\n      - uses: ./\n      - run: npm test\n',
        ),
      },
      check('test', {
        command: 'npm',
        args: ['test'],
        script: 'npm test',
        source: '.github/workflows/ci.yml jobs.t.steps[2]',
      }),
    ],
    [
      'a script with control flow is kept whole',
      {
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n          pip install -e .\n          if [ "$RUNNER_OS" = "Linux" ]; then\n            pytest -n auto\n          else\n            pytest\n          fi\n',
        ),
      },
      check('test', {
        command: 'bash',
        args: BASH,
        script:
          'pip install -e .\nif [ "$RUNNER_OS" = "Linux" ]; then\n  pytest -n auto\nelse\n  pytest\nfi',
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
      }),
    ],
    [
      'two test steps of one job with the same env and directory run as one script',
      {
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest tests/unit\n      - run: pip install -e .[e2e]\n      - run: pytest tests/e2e\n',
        ),
      },
      check('test', {
        command: 'bash',
        args: BASH,
        script: 'pytest tests/unit\npytest tests/e2e',
        source: '.github/workflows/ci.yml jobs.t.steps[0] + steps[2]',
      }),
    ],
  ])('%s', (_name, files, expected) => {
    expect(testCheck(files)).toEqual(expected);
  });

  it('skips a pwsh step with a warning and uses the next level', () => {
    const result = discoverChecks({
      files: repoOf({
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: windows-latest\n    steps:\n      - run: pytest -q\n',
        ),
        'pytest.ini': '[pytest]\n',
      }),
      isInstalled: everything,
    });
    expect(result.checks[0]).toEqual(
      check('test', { command: 'pytest', args: [], script: 'pytest', source: 'pytest.ini' }),
    );
    expect(result.warnings).toEqual([
      ".github/workflows/ci.yml jobs.t.steps[0]: shell 'pwsh' is not supported; step ignored",
    ]);
  });

  it('gaming: a test step whose expressions cannot be resolved is skipped, never replaced by a lower level', () => {
    const result = discoverChecks({
      files: repoOf({
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest ${{ steps.shard.outputs.args }}\n',
        ),
        'pyproject.toml': '[project]\nname = "x"\n',
      }),
      isInstalled: everything,
    });
    // `pytest -q` might be lighter than what CI runs (SPEC rule 5): the verdict says so instead.
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'bash',
        args: BASH,
        script: 'pytest ${{ steps.shard.outputs.args }}',
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
        skipped: 'unresolvable',
      }),
    );
    expect(result.warnings).toEqual([
      '.github/workflows/ci.yml jobs.t.steps[0]: the test step uses expressions testlock cannot resolve',
    ]);
  });

  it('an unresolvable step is reported as skipped when nothing else declares the kind', () => {
    const result = discoverChecks({
      files: repoOf({
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci && go test ${{ needs.plan.outputs.pkgs }}\n',
        ),
      }),
      isInstalled: everything,
    });
    expect(result.checks).toEqual([
      check('test', {
        command: 'bash',
        args: BASH,
        script: 'go test ${{ needs.plan.outputs.pkgs }}',
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
        skipped: 'unresolvable',
      }),
      notConfigured('typecheck'),
      notConfigured('lint'),
    ]);
  });

  it('a run: made only of an expression is ignored with a warning naming the file', () => {
    const result = discoverChecks({
      files: repoOf({
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}\n    steps:\n      - run: ${{ matrix.command }}\n',
        ),
      }),
      isInstalled: everything,
    });
    expect(result.checks[0]).toEqual(notConfigured('test'));
    expect(result.warnings).toEqual([
      '.github/workflows/ci.yml jobs.t.steps[0]: the command is only an expression that cannot be resolved (${{ matrix.command }}); ignored',
    ]);
  });

  it("nox not installed: the session's single run call from base noxfile.py runs directly", () => {
    const result = discoverChecks({
      files: repoOf({
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pipx install nox\n      - run: nox -s tests-3.12\n',
        ),
        'noxfile.py':
          '@nox.session(python=["3.12"])\ndef tests(session):\n    session.install(".")\n    session.run("pytest", "--strict-markers")\n',
      }),
      isInstalled: (tool) => tool !== 'nox',
    });
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'pytest',
        args: ['--strict-markers'],
        script: 'session.run("pytest", "--strict-markers")',
        source: '.github/workflows/ci.yml jobs.t.steps[1] -> noxfile.py session tests',
      }),
    );
  });

  it('a tool that is not installed is listed, never replaced by a guess', () => {
    const result = discoverChecks({
      files: repoOf({
        '.github/workflows/ci.yml': workflow(
          '  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo nextest run --workspace\n',
        ),
      }),
      isInstalled: (tool) => tool !== 'cargo',
    });
    expect(result.checks[0]).toEqual(
      check('test', {
        command: 'cargo',
        args: ['nextest', 'run', '--workspace'],
        script: 'cargo nextest run --workspace',
        source: '.github/workflows/ci.yml jobs.t.steps[0]',
        skipped: 'tool-not-installed',
      }),
    );
  });
});
