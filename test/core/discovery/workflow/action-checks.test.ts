// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// CI steps that lint through a known action map to the command the action runs: a declared lint
// (it beats a Makefile target), `tool-not-installed` when the tool is missing.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../../src/core/discovery/discover-checks.js';
import { actionCommand } from '../../../../src/core/discovery/workflow/action-checks.js';
import type { Check } from '../../../../src/core/model/check.js';
import { everything, installed, repoOf } from '../repo-files.js';

describe('actionCommand', () => {
  it.each<[string, string, Record<string, unknown> | undefined, string | null, string?]>([
    ['golangci, no inputs', 'golangci/golangci-lint-action@v6', undefined, 'golangci-lint run'],
    [
      'golangci with args and a folder',
      'golangci/golangci-lint-action@v8',
      {
        version: 'v2.1',
        args: '--timeout=5m --config .golangci.yml',
        'working-directory': 'server',
      },
      'golangci-lint run --timeout=5m --config .golangci.yml',
      'server',
    ],
    [
      'golangci pinned by sha',
      'golangci/golangci-lint-action@4afd733a84b1f43292c63897423277bb7f4313a9',
      {},
      'golangci-lint run',
    ],
    ['astral ruff, defaults', 'astral-sh/ruff-action@v3', undefined, 'ruff check'],
    [
      'astral ruff, args and src',
      'astral-sh/ruff-action@v3',
      { args: 'check --select F', src: './src' },
      'ruff check --select F ./src',
    ],
    [
      'chartboost ruff, format check',
      'chartboost/ruff-action@v1',
      { args: 'format --check' },
      'ruff format --check',
    ],
    [
      'chartboost ruff, empty args',
      'chartboost/ruff-action@v1',
      { args: '', src: 'pkg' },
      'ruff check pkg',
    ],
    [
      'actions-rs clippy',
      'actions-rs/clippy-check@v1',
      { token: '${{ secrets.GITHUB_TOKEN }}', args: '--all-features -- -D warnings' },
      'cargo clippy --all-features -- -D warnings',
    ],
    [
      'giraffate clippy',
      'giraffate/clippy-action@v1',
      { clippy_flags: '-- -Dwarnings', workdir: 'crates/core', reporter: 'github-pr-review' },
      'cargo clippy -- -Dwarnings',
      'crates/core',
    ],
    [
      'auguwu clippy, deny list',
      'auguwu/clippy-action@1.4.0',
      { deny: 'warnings', 'all-features': true },
      'cargo clippy --all-features -- -D warnings',
    ],
    ['auguwu clippy, no inputs', 'auguwu/clippy-action@1.4.0', { token: 'x' }, 'cargo clippy'],
    [
      'multi-line args are one list',
      'golangci/golangci-lint-action@v6',
      { args: '--timeout=5m\n--verbose\n' },
      'golangci-lint run --timeout=5m --verbose',
    ],
    [
      'case of the owner does not matter',
      'GolangCI/golangci-lint-action@v6',
      {},
      'golangci-lint run',
    ],
    // not check actions, or not these actions
    ['setup action', 'actions/setup-go@v5', { 'go-version': '1.22' }, null],
    [
      'a sub-folder action of the same repository',
      'golangci/golangci-lint-action/sub@v1',
      {},
      null,
    ],
    ['a local action', './.github/actions/lint', {}, null],
    ['a docker action', 'docker://golangci/golangci-lint:v1.59', {}, null],
    ['a fork with another name', 'someone/golangci-lint-action-fork@v1', {}, null],
  ])('%s', (_name, uses, withValues, run, dir) => {
    const found = actionCommand(uses, withValues);
    expect(found?.run ?? null).toBe(run);
    expect(found?.workingDirectory).toBe(dir);
  });
});

function workflow(steps: string, on = 'pull_request'): string {
  return `name: ci\non: ${on}\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n${steps}`;
}

function lintOf(
  files: Record<string, string>,
  isInstalled: (tool: string) => boolean = everything,
  dir = '',
): Check {
  const found = discoverChecks({ files: repoOf(files), workingDirectory: dir, isInstalled });
  return found.checks.find((c) => c.kind === 'lint')!;
}

const GO = {
  'go.mod': 'module example.com/x\n\ngo 1.22\n',
  '.golangci.yml': 'linters:\n  enable: [govet]\n',
};
const MAKEFILE_LINT =
  'lint:\n\tgo install github.com/golangci/golangci-lint/cmd/golangci-lint@latest\n\tgolangci-lint run\n';

describe('discovery: checks done by actions', () => {
  it('golangci-lint-action is the declared lint and beats the Makefile lint target', () => {
    const lint = lintOf({
      ...GO,
      Makefile: MAKEFILE_LINT,
      '.github/workflows/ci.yml': workflow(
        '      - uses: golangci/golangci-lint-action@v6\n        with:\n          version: v1.59\n          args: --timeout=5m\n',
      ),
    });
    expect([lint.command, lint.args, lint.source, lint.skipped]).toEqual([
      'golangci-lint',
      ['run', '--timeout=5m'],
      'action:golangci/golangci-lint-action .github/workflows/ci.yml jobs.lint.steps[1]',
      null,
    ]);
  });

  it('the action input working-directory is the check folder', () => {
    const lint = lintOf({
      'server/go.mod': 'module example.com/x\n\ngo 1.22\n',
      '.github/workflows/ci.yml': workflow(
        '      - uses: golangci/golangci-lint-action@v6\n        with:\n          working-directory: server\n',
      ),
    });
    expect([lint.command, lint.args, lint.cwd]).toEqual(['golangci-lint', ['run'], 'server']);
  });

  it('ruff-action with src; a missing ruff is tool-not-installed, not a fallback', () => {
    const files = {
      'pyproject.toml': '[project]\nname = "x"\n\n[tool.ruff]\nline-length = 100\n',
      Makefile: 'lint:\n\tflake8 .\n',
      '.github/workflows/ci.yml': workflow(
        '      - uses: astral-sh/ruff-action@v3\n        with:\n          src: ./src\n',
      ),
    };
    const present = lintOf(files);
    expect([present.command, present.args, present.skipped]).toEqual([
      'ruff',
      ['check', './src'],
      null,
    ]);
    const missing = lintOf(files, installed('make', 'flake8', 'pytest'));
    expect([missing.command, missing.skipped]).toEqual(['ruff', 'tool-not-installed']);
    expect(missing.source).toMatch(/^action:astral-sh\/ruff-action /);
  });

  it('a clippy action maps to cargo clippy with its args', () => {
    const lint = lintOf({
      'Cargo.toml': '[package]\nname = "x"\nversion = "0.1.0"\n',
      '.github/workflows/ci.yml': workflow(
        '      - uses: dtolnay/rust-toolchain@stable\n        with:\n          components: clippy\n      - uses: actions-rs/clippy-check@v1\n        with:\n          token: ${{ secrets.GITHUB_TOKEN }}\n          args: --all-targets -- -D warnings\n',
      ),
    });
    expect([lint.command, lint.args]).toEqual([
      'cargo',
      ['clippy', '--all-targets', '--', '-D', 'warnings'],
    ]);
    expect(lint.source).toBe(
      'action:actions-rs/clippy-check .github/workflows/ci.yml jobs.lint.steps[2]',
    );
  });

  it('an action step whose if: is false for pull_request is not taken', () => {
    const lint = lintOf({
      ...GO,
      '.github/workflows/ci.yml': workflow(
        "      - uses: golangci/golangci-lint-action@v6\n        if: github.event_name == 'push'\n",
        '[push, pull_request]',
      ),
    });
    expect(lint.source.startsWith('action:')).toBe(false);
  });

  it('gaming: an input that cannot be resolved is reported and skipped, as for a run: step; no lower level replaces it', () => {
    const files = repoOf({
      ...GO,
      Makefile: MAKEFILE_LINT,
      '.github/workflows/ci.yml': workflow(
        '      - uses: golangci/golangci-lint-action@v6\n        with:\n          args: ${{ secrets.LINT_ARGS }}\n',
      ),
    });
    const found = discoverChecks({ files, workingDirectory: '', isInstalled: everything });
    expect(found.checks.find((c) => c.kind === 'lint')).toMatchObject({
      origin: 'ci-action',
      skipped: 'unresolvable',
    });
    expect(found.warnings.join('\n')).toMatch(
      /action:golangci\/golangci-lint-action .*cannot resolve/,
    );
  });

  it('a matrix value in the args is substituted', () => {
    const lint = lintOf({
      ...GO,
      '.github/workflows/ci.yml':
        'on: pull_request\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        timeout: [5m]\n    steps:\n      - uses: golangci/golangci-lint-action@v6\n        with:\n          args: --timeout=${{ matrix.timeout }}\n',
    });
    expect([lint.command, lint.args]).toEqual(['golangci-lint', ['run', '--timeout=5m']]);
  });

  it('other uses: steps (setup, cache) are not checks', () => {
    const lint = lintOf({
      ...GO,
      Makefile: MAKEFILE_LINT,
      '.github/workflows/ci.yml': workflow(
        '      - uses: actions/setup-go@v5\n        with:\n          go-version: "1.22"\n      - uses: actions/cache@v4\n        with:\n          path: ~/go\n      - run: go test ./...\n',
      ),
    });
    expect(lint.source.startsWith('action:')).toBe(false);
  });
});
