// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// Multi-line steps with set-up lines keep only their check lines (and the cd/export before
// them), and simple `if:` conditions are judged for the pull_request event testlock stands for.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

function found(files: Record<string, string>, kind: CheckKind): Check {
  return discoverChecks({ files: repoOf(files), isInstalled: everything }).checks.find(
    (c) => c.kind === kind,
  )!;
}

/** One job whose steps are given as YAML list items (indented six spaces). */
function ci(steps: string, on = '[push, pull_request]'): Record<string, string> {
  return {
    'Cargo.toml': '[package]\nname = "x"\n',
    '.github/workflows/ci.yml': `on: ${on}\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n${steps}`,
  };
}

function block(lines: string[], condition?: string): string {
  const body = lines.map((l) => `          ${l}\n`).join('');
  return `      - run: |\n${body}${condition === undefined ? '' : `        if: ${condition}\n`}`;
}

describe('set-up lines', () => {
  it.each<[string, string]>([
    ['rustup component add rustfmt', 'cargo fmt --all -- --check'],
    ['rustup target add wasm32-unknown-unknown', 'cargo clippy -- -D warnings'],
    ['pip install ruff', 'ruff check .'],
    ['python -m pip install -U pip ruff', 'ruff check .'],
    ['npm ci', 'npx eslint .'],
    ['npm install', 'npx eslint .'],
    ['pnpm install --frozen-lockfile', 'pnpm exec eslint .'],
    ['yarn install --immutable', 'yarn eslint .'],
    ['go install honnef.co/go/tools/cmd/staticcheck@latest', 'staticcheck ./...'],
    ['go mod download', 'staticcheck ./...'],
    ['sudo apt-get update && sudo apt-get install -y libssl-dev', 'cargo clippy'],
    ['apt-get install -y shellcheck', 'shellcheck scripts/*.sh'],
    ['echo "::group::lint"', 'cargo fmt --check'],
    ['mkdir -p out', 'cargo fmt --check'],
  ])('%s before %s: the check line is the lint', (setup, check) => {
    expect(found(ci(block([setup, check])), 'lint')).toMatchObject({
      script: check,
      source: '.github/workflows/ci.yml jobs.check.steps[1]',
    });
  });

  it('a cd before the check line is its folder; the export is kept with it', () => {
    const lines = [
      'rustup component add clippy',
      'cd crates/core',
      'export RUSTFLAGS=-Dwarnings',
      'cargo clippy',
    ];
    expect(found(ci(block(lines)), 'lint')).toMatchObject({
      script: 'export RUSTFLAGS=-Dwarnings\ncargo clippy',
      cwd: 'crates/core',
    });
  });
});

describe('if: conditions for a pull_request', () => {
  it.each<[string, string, boolean]>([
    // Modelled on a Rust crate whose fmt step is guarded so that it runs only on pull requests.
    ["github.event_name == 'pull_request'", 'gaming: a lint step guarded for pull requests', true],
    ["github.event_name != 'push'", 'a step skipped on push', true],
    ["${{ github.event_name == 'push' }}", 'honest: a push-only step is not a PR check', false],
    ["runner.os == 'Linux'", 'a Linux-only step', true],
    ["runner.os == 'Windows'", 'honest: a Windows-only step', false],
    ['always()', 'always()', true],
    ['${{ !cancelled() }}', '!cancelled()', true],
    ['failure()', 'honest: a step that runs only after a failure', false],
    ["github.repository == 'owner/repo'", 'unknown (fork guard): assumed to run', true],
    [
      "contains(github.event.pull_request.labels.*.name, 'lint')",
      'unknown (labels): assumed to run',
      true,
    ],
  ])('if: %s (%s)', (condition, _name, runs) => {
    const files = ci(
      block(['rustup component add rustfmt', 'cargo fmt --all -- --check'], condition),
    );
    const lint = found(files, 'lint');
    if (runs) expect(lint.source).toBe('.github/workflows/ci.yml jobs.check.steps[1]');
    else expect(lint.source).not.toContain('ci.yml');
  });

  it('a job-level `if:` on the event is judged the same way', () => {
    const files = {
      'Cargo.toml': '[package]\nname = "x"\n',
      '.github/workflows/ci.yml':
        "on: [push, pull_request]\njobs:\n  release:\n    if: github.event_name == 'push'\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo test --release\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo test\n",
    };
    expect(found(files, 'test')).toMatchObject({
      script: 'cargo test',
      source: '.github/workflows/ci.yml jobs.test.steps[0]',
    });
  });
});
