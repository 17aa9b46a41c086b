// SPEC rule 5: when the base CI runs checks, it defines which kinds are checked. A type or lint
// kind only a Makefile, manifest or convention declares is `skipped: not-in-ci`; those levels
// supply type and lint only where CI runs none; tests always fall back; explicit config wins.
// Shapes modelled on the cases: a Go service whose CI runs only `go test`, a Node package
// with Biome in its dev dependencies and no Biome step, a Python library with ruff configured.
import { describe, expect, it } from 'vitest';
import {
  type DiscoveryInput,
  discoverChecks,
} from '../../../src/core/discovery/discover-checks.js';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

const CI = '.github/workflows/ci.yml';

function workflow(runs: readonly string[], on = '[push, pull_request]'): string {
  const steps = ['      - uses: actions/checkout@v4', ...runs.map((r) => `      - run: ${r}`)];
  return `name: ci\non: ${on}\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n${steps.join('\n')}\n`;
}

function discover(files: Record<string, string>, more: Partial<DiscoveryInput> = {}): Check[] {
  return discoverChecks({ files: repoOf(files), isInstalled: everything, ...more }).checks;
}

/** `kind origin skipped script` for each check, the shape these cases are about. */
function shape(checks: readonly Check[], kind: CheckKind): string {
  const c = checks.find((x) => x.kind === kind)!;
  return `${c.origin} ${c.skipped ?? 'runs'} ${c.script}`;
}

const GO = { 'go.mod': 'module example.com/svc\n\ngo 1.19\n', 'svc.go': 'package svc\n' };
const PYTHON_RUFF = {
  'pyproject.toml': '[project]\nname = "lib"\n\n[tool.ruff]\nline-length = 100\n',
};
const NODE_BIOME = {
  'package.json': JSON.stringify({
    name: 'pkg',
    scripts: { test: 'vitest run' },
    devDependencies: { '@biomejs/biome': '^2.0.0', vitest: '^4.0.0' },
  }),
  'biome.json': '{}\n',
};

describe('the base CI runs checks: it defines the kinds', () => {
  it('honest: a Go CI that runs only `go test`: the convention type check is not-in-ci', () => {
    const checks = discover({ ...GO, [CI]: workflow(['go test ./...']) });
    expect(shape(checks, 'test')).toBe('ci runs go test ./...');
    expect(shape(checks, 'typecheck')).toBe('convention not-in-ci go build ./... && go vet ./...');
    expect(checks.find((c) => c.kind === 'typecheck')?.reason).toBe(
      'the base CI runs no type check; not run',
    );
  });

  it('honest: Biome in the dev dependencies and no Biome step: the lint is not-in-ci', () => {
    const checks = discover({ ...NODE_BIOME, [CI]: workflow(['npm ci', 'npm test']) });
    expect(shape(checks, 'test')).toBe('ci runs npm test');
    expect(shape(checks, 'lint')).toBe('convention not-in-ci biome check .');
  });

  it('honest: ruff configured at base, CI runs only pytest: the lint is not-in-ci', () => {
    const checks = discover({ ...PYTHON_RUFF, [CI]: workflow(['pip install .', 'pytest -q']) });
    expect(shape(checks, 'lint')).toBe('manifest not-in-ci ruff check .');
  });

  it('honest: a Makefile lint target CI never calls is not-in-ci', () => {
    const checks = discover({
      ...PYTHON_RUFF,
      Makefile: 'lint:\n\truff check .\ntypecheck:\n\tmypy src\n',
      [CI]: workflow(['pytest']),
    });
    expect(shape(checks, 'lint')).toBe('task-file not-in-ci ruff check .');
    expect(shape(checks, 'typecheck')).toBe('task-file not-in-ci mypy src');
  });

  it('honest: a package script CI never calls is not-in-ci', () => {
    const checks = discover({
      'package.json': JSON.stringify({ scripts: { test: 'vitest run', lint: 'eslint .' } }),
      [CI]: workflow(['npm test']),
    });
    expect(shape(checks, 'lint')).toBe('manifest not-in-ci eslint .');
  });

  it("honest: a workflow the PR's paths do not trigger still defines the kinds (a docs-only PR)", () => {
    const filtered = `name: ci\non:\n  pull_request:\n    paths: ['src/**']\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest\n`;
    const checks = discover(
      { ...PYTHON_RUFF, [CI]: filtered, 'README.md': '' },
      { changedPaths: ['README.md'] },
    );
    // Tests still fall back (the suite must run); the lint CI never runs stays off.
    expect(shape(checks, 'test')).toBe('convention runs pytest -q');
    expect(shape(checks, 'lint')).toBe('manifest not-in-ci ruff check .');
  });
});

describe('what CI runs through a task runner or a script counts as CI', () => {
  it("honest: `make check` whose recipe runs ruff is CI's lint", () => {
    const checks = discover({
      ...PYTHON_RUFF,
      Makefile: 'check:\n\truff check .\n',
      [CI]: workflow(['pytest', 'make check']),
    });
    expect(shape(checks, 'lint')).toBe('ci runs make check');
  });

  it("honest: `npm run lint` whose script runs biome is CI's lint", () => {
    const files = {
      ...NODE_BIOME,
      'package.json': JSON.stringify({ scripts: { test: 'vitest run', lint: 'biome check .' } }),
      [CI]: workflow(['npm test', 'npm run lint']),
    };
    expect(shape(discover(files), 'lint')).toBe('ci runs npm run lint');
  });

  it('gaming: the type check CI runs is run, whatever the lower levels hold', () => {
    const checks = discover({
      ...GO,
      Makefile: 'vet:\n\techo vetted\n',
      [CI]: workflow(['go vet ./...', 'go test ./...']),
    });
    expect(shape(checks, 'typecheck')).toBe('ci runs go vet ./...');
  });

  it('gaming: a CI lint step testlock cannot resolve is skipped as such, not replaced by a Makefile lint', () => {
    const checks = discover({
      ...PYTHON_RUFF,
      Makefile: 'lint:\n\techo fine\n',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression
      [CI]: workflow(['pytest', 'ruff check ${{ steps.files.outputs.changed }}']),
    });
    expect(shape(checks, 'lint')).toMatch(/^ci unresolvable ruff check/);
  });
});

describe('where the base CI runs no checks, the lower levels supply type and lint', () => {
  it('honest: no workflow at all: the conventions and the Makefile decide', () => {
    const checks = discover({ ...PYTHON_RUFF, Makefile: 'typecheck:\n\tmypy src\n' });
    expect(shape(checks, 'lint')).toBe('manifest runs ruff check .');
    expect(shape(checks, 'typecheck')).toBe('task-file runs mypy src');
  });

  it('honest: a workflow that only builds and deploys runs no checks', () => {
    const checks = discover({ ...GO, [CI]: workflow(['go build -o bin/svc .', 'echo deploy']) });
    expect(shape(checks, 'typecheck')).toBe('convention runs go build ./... && go vet ./...');
  });

  it('honest: a monorepo package whose CI steps all work in another package', () => {
    const steps = `name: ci\non: pull_request\njobs:\n  web:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: packages/web\n    steps:\n      - run: npm test\n`;
    const checks = discover(
      {
        'packages/api/pyproject.toml': PYTHON_RUFF['pyproject.toml'],
        'packages/web/package.json': '{"scripts":{"test":"vitest run"}}',
        [CI]: steps,
      },
      { workingDirectory: 'packages/api' },
    );
    expect(shape(checks, 'lint')).toBe('manifest runs ruff check .');
  });

  it('honest: a workflow that runs only on a schedule never gates a PR and defines nothing', () => {
    const checks = discover({
      ...GO,
      [CI]: workflow(['go test ./...'], '{schedule: [{cron: "0 0 * * *"}]}'),
    });
    expect(shape(checks, 'typecheck')).toBe('convention runs go build ./... && go vet ./...');
  });
});

describe('tests always fall back; explicit configuration beats everything', () => {
  it('honest: CI runs only a lint: the tests still come from the convention', () => {
    const checks = discover({ ...PYTHON_RUFF, [CI]: workflow(['ruff check .']) });
    expect(shape(checks, 'test')).toBe('convention runs pytest -q');
    expect(shape(checks, 'lint')).toBe('ci runs ruff check .');
  });

  it('honest: a lint the config file declares runs, though CI lints nothing', () => {
    const checks = discover(
      { ...PYTHON_RUFF, [CI]: workflow(['pytest']) },
      { explicit: { lint: { run: 'ruff check src', source: '.github/testlock.yml checks.lint' } } },
    );
    expect(shape(checks, 'lint')).toBe('config runs ruff check src');
  });

  it('honest: no type check anywhere is still not-configured, never not-in-ci', () => {
    const checks = discover({ ...PYTHON_RUFF, [CI]: workflow(['pytest']) });
    expect(checks.find((c) => c.kind === 'typecheck')?.skipped).toBe('not-configured');
  });
});
