// A CI step `make requirements check` runs its set-up goal elsewhere: the check is `make check`;
// and a make target whose recipe runs a tool this machine lacks is `tool-not-installed`, as a
// command line naming that tool would be. Shapes modelled on a Python library whose one CI job
// runs `make coverage` and `make requirements check` (pip installs, ruff, stubtest).
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { CheckKind } from '../../../src/core/model/check.js';
import { everything, foundCheck, installed, repoOf } from './repo-files.js';

const MAKEFILE = [
  '.PHONY: requirements check coverage deps',
  'requirements:',
  '\tpython -m pip install --upgrade -r requirements/development.txt',
  '\tpython -m pip install --editable .',
  'deps: requirements',
  'check:',
  '\truff format --check .',
  '\truff check pkg tests',
  '\tstubtest pkg.core',
  'coverage:',
  '\tpython -m pip install --upgrade -r requirements/testing.txt',
  '\tcoverage run -m unittest',
  'build:',
  '\tflit build',
  'selfinstall:',
  '\tpip install mypy',
  '\tmypy pkg',
  'varcheck:',
  '\t$(PYTHON) -m mypy pkg',
  '\t$(STUBTEST) pkg',
  'softcheck:',
  '\t-stubtest pkg',
  '\truff check pkg',
  'lint:',
  '\truff check pkg',
  '',
].join('\n');

function step(run: string): Record<string, string> {
  return {
    'pyproject.toml': '[project]\nname = "pkg"\n',
    Makefile: MAKEFILE,
    '.github/workflows/ci.yml': `on: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ${run}\n`,
  };
}

const found = foundCheck;

const STEP = '.github/workflows/ci.yml jobs.build.steps[1]';

describe('make goals that only install', () => {
  it.each<[string, CheckKind, string, string]>([
    [
      'make requirements check',
      'typecheck',
      'make check',
      `${STEP} -> Makefile (set-up goal requirements left out)`,
    ],
    [
      'make -j1 requirements deps lint',
      'lint',
      'make -j1 lint',
      `${STEP} -> Makefile (set-up goal requirements, deps left out)`,
    ],
  ])('%s runs as %s (%s)', (run, kind, script, source) => {
    expect(found(step(run), kind)).toMatchObject({ script, source, skipped: null });
  });

  it('a single-line step runs the kept goals directly, not through bash', () => {
    expect(found(step('make requirements check'), 'typecheck')).toMatchObject({
      command: 'make',
      args: ['check'],
    });
  });

  it.each<[string, CheckKind, string]>([
    // honest look-alikes: nothing is left out
    ['make coverage', 'test', 'make coverage'],
    ['make build coverage', 'test', 'make build coverage'],
    ['make lint check', 'typecheck', 'make lint check'],
    ['make selfinstall', 'typecheck', 'make selfinstall'],
  ])('%s: kept as written', (run, kind, script) => {
    expect(found(step(run), kind)).toMatchObject({ script, source: STEP });
  });

  it('a step that only installs is no check at all', () => {
    const checks = discoverChecks({
      files: repoOf(step('make requirements')),
      isInstalled: everything,
    }).checks;
    expect(checks.every((c) => c.source !== STEP)).toBe(true);
  });
});

describe('tools the recipe behind a make goal runs', () => {
  it('stubtest missing: the check is skipped as tool-not-installed, and plan says which', () => {
    expect(
      found(step('make requirements check'), 'typecheck', installed('make', 'ruff')),
    ).toMatchObject({ skipped: 'tool-not-installed', reason: 'stubtest not installed' });
  });

  it('every recipe tool installed: the check runs', () => {
    const c = found(step('make check'), 'typecheck', installed('make', 'ruff', 'stubtest'));
    expect(c.skipped).toBeNull();
    expect(c.reason).toBeUndefined();
  });

  it.each<[string, CheckKind, string[]]>([
    // the recipe installs its own tools: what it installs is not known, so nothing is required
    ['make selfinstall', 'typecheck', ['make']],
    ['make coverage', 'test', ['make']],
    // a tool named through a make variable is not guessed from the variable's name
    ['make varcheck', 'typecheck', ['make']],
    // a line whose failure make ignores gates nothing
    ['make softcheck', 'typecheck', ['make', 'ruff']],
  ])('%s runs with only %j installed', (run, kind, tools) => {
    expect(found(step(run), kind, installed(...tools)).skipped).toBeNull();
  });

  it('the Makefile level asks the same of its targets', () => {
    const files = { 'pyproject.toml': '[project]\nname = "pkg"\n', Makefile: MAKEFILE };
    expect(found(files, 'typecheck', installed('make', 'ruff'))).toMatchObject({
      command: 'make',
      args: ['check'],
      source: 'Makefile check',
      skipped: 'tool-not-installed',
      reason: 'stubtest not installed',
    });
    expect(found(files, 'lint', installed('make', 'ruff')).skipped).toBeNull();
  });
});
