// Convention lint and type tools run only where the project shows it uses them (config file or
// section, or a dependency naming them); else the kind is `skipped: not-configured`, even when
// the tool happens to be installed. Tests keep the convention default.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

function found(files: Record<string, string>, kind: CheckKind, dir = ''): Check {
  const checks = discoverChecks({
    files: repoOf(files),
    workingDirectory: dir,
    isInstalled: everything,
  }).checks;
  return checks.find((c) => c.kind === kind)!;
}

const PY = '[project]\nname = "limits"\n';
const CARGO = '[package]\nname = "limits"\nversion = "0.1.0"\n';

describe('convention tools the project uses', () => {
  it.each<[string, Record<string, string>, CheckKind, string, string]>([
    [
      'ruff from [dependency-groups]',
      { 'pyproject.toml': `${PY}[dependency-groups]\ndev = ["ruff>=0.5"]\n` },
      'lint',
      'ruff check .',
      '',
    ],
    [
      'ruff from optional-dependencies',
      { 'pyproject.toml': `${PY}[project.optional-dependencies]\nlint = ["Ruff==0.4"]\n` },
      'lint',
      'ruff check .',
      '',
    ],
    [
      'ruff from poetry dev group',
      { 'pyproject.toml': `${PY}[tool.poetry.group.dev.dependencies]\nruff = "^0.4"\n` },
      'lint',
      'ruff check .',
      '',
    ],
    [
      'ruff from requirements-dev.txt',
      { 'setup.py': '', 'requirements-dev.txt': '-e .\nruff  # lint\n' },
      'lint',
      'ruff check .',
      '',
    ],
    [
      'pyright from a dev dependency',
      { 'pyproject.toml': `${PY}[tool.uv]\ndev-dependencies = ["pyright"]\n` },
      'typecheck',
      'pyright',
      '',
    ],
    [
      'mypy from a dev dependency, pyright absent',
      { 'pyproject.toml': `${PY}[dependency-groups]\ntypes = ["mypy>=1.10"]\n` },
      'typecheck',
      'mypy .',
      '',
    ],
    [
      'eslint from devDependencies',
      { 'package.json': '{"devDependencies":{"eslint":"^9"}}' },
      'lint',
      'eslint .',
      '',
    ],
    [
      'biome from devDependencies',
      { 'package.json': '{"devDependencies":{"@biomejs/biome":"1.9.0"}}' },
      'lint',
      'biome check .',
      '',
    ],
    [
      'eslint config at the monorepo root',
      { 'eslint.config.js': '', 'packages/a/package.json': '{}' },
      'lint',
      'eslint .',
      'packages/a',
    ],
    [
      'clippy from [lints.clippy]',
      { 'Cargo.toml': `${CARGO}\n[lints.clippy]\npedantic = "warn"\n` },
      'lint',
      'cargo clippy -- -D warnings',
      '',
    ],
    [
      'clippy from [workspace.lints.clippy]',
      { 'Cargo.toml': '[workspace]\nmembers = ["a"]\n\n[workspace.lints.clippy]\nall = "deny"\n' },
      'lint',
      'cargo clippy --workspace -- -D warnings',
      '',
    ],
    [
      'clippy from clippy.toml',
      { 'Cargo.toml': CARGO, 'clippy.toml': 'msrv = "1.74"\n' },
      'lint',
      'cargo clippy -- -D warnings',
      '',
    ],
    [
      'golangci-lint from .golangci.yml',
      { 'go.mod': 'module x\n', '.golangci.yml': 'linters: {}\n' },
      'lint',
      'golangci-lint run',
      '',
    ],
  ])('%s', (_name, files, kind, script, dir) => {
    expect(found(files, kind, dir)).toMatchObject({ script, skipped: null });
  });
});

describe('convention tools the project does not use', () => {
  it.each<[string, Record<string, string>, CheckKind]>([
    // Modelled on a flat-layout library with only pytest in CI: ruff's defaults are not its rules.
    ['honest: no ruff anywhere, although ruff is installed', { 'pyproject.toml': PY }, 'lint'],
    [
      'honest: no pyright or mypy',
      { 'pyproject.toml': `${PY}[dependency-groups]\ndev = ["pytest"]\n` },
      'typecheck',
    ],
    [
      'honest: a package merely named like ruff is not ruff',
      { 'pyproject.toml': `${PY}[dependency-groups]\ndev = ["ruff-lsp-shim"]\n` },
      'lint',
    ],
    [
      'honest: a Node project without eslint or biome',
      { 'package.json': '{"devDependencies":{"prettier":"3"}}' },
      'lint',
    ],
    [
      'honest: a Node project without tsconfig.json',
      { 'package.json': '{"devDependencies":{"typescript":"5"}}' },
      'typecheck',
    ],
    ['honest: a crate without clippy config', { 'Cargo.toml': CARGO }, 'lint'],
    ['honest: a Go module without golangci config', { 'go.mod': 'module x\n' }, 'lint'],
  ])('%s: skipped not-configured', (_name, files, kind) => {
    expect(found(files, kind)).toMatchObject({ skipped: 'not-configured', source: 'none' });
  });

  it.each<[string, Record<string, string>, string]>([
    ['python', { 'pyproject.toml': PY }, 'pytest -q'],
    ['rust', { 'Cargo.toml': CARGO }, 'cargo test'],
    ['go', { 'go.mod': 'module x\n' }, 'go test ./...'],
  ])('tests keep the convention default (%s)', (_stack, files, script) => {
    expect(found(files, 'test')).toMatchObject({ script, skipped: null });
  });
});
