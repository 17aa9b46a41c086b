// The cheapest coverage set-up: the sysmon decision, the --cov targets (source, never the tests),
// a project's own `source` config respected, and what instrument() then passes to pytest.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import {
  configuresSource,
  coverageCore,
  coverageSources,
  type TopEntry,
} from '../../../src/core/run/coverage-cost.js';
import { instrument } from '../../../src/core/run/instrument.js';

describe('coverageCore', () => {
  const table: Array<[string | null, string | null, 'sysmon' | null]> = [
    ['3.12', '7.4.0', 'sysmon'],
    ['3.13', '7.16.2', 'sysmon'],
    ['4.0', '8.0', 'sysmon'],
    ['3.11', '7.16.2', null], // this machine: no sys.monitoring before 3.12
    ['3.12', '7.3.4', null],
    ['3.12', '6.5', null],
    ['3.9', '7.4', null],
    [null, '7.4', null],
    ['3.12', null, null],
    ['garbage', '7.4', null],
  ];
  for (const [python, coverage, expected] of table) {
    it(`Python ${python}, coverage ${coverage}: ${expected}`, () => {
      expect(coverageCore(python, coverage)).toBe(expected);
    });
  }
});

describe('coverageSources', () => {
  const dir = (name: string, hasPython = true): TopEntry => ({ name, kind: 'dir', hasPython });
  const file = (name: string): TopEntry => ({ name, kind: 'file' });
  const table: Array<[string, TopEntry[], boolean, string[] | null]> = [
    [
      'a flat module and its tests',
      [file('ratelimit.py'), dir('tests'), file('pyproject.toml')],
      false,
      ['ratelimit'],
    ],
    [
      'a package beside tests and a venv',
      [dir('mylib'), dir('tests'), dir('.venv'), dir('venv')],
      false,
      ['mylib'],
    ],
    [
      'a src layout',
      [dir('src'), dir('test'), file('conftest.py'), file('setup.py')],
      false,
      ['src'],
    ],
    [
      'root test modules are not source',
      [file('test_app.py'), file('app_test.py'), file('app.py')],
      false,
      ['app'],
    ],
    ['folders without Python are not named', [dir('assets', false), dir('pkg')], false, ['pkg']],
    [
      'docs and build output are not source',
      [dir('docs'), dir('build'), dir('dist'), dir('core')],
      false,
      ['core'],
    ],
    ['the project configures source: its choice', [dir('mylib')], true, null],
    ['no source found: --cov alone, never a guess', [dir('tests')], false, null],
  ];
  for (const [name, entries, configured, expected] of table) {
    it(name, () => {
      expect(coverageSources(entries, configured)).toEqual(expected);
    });
  }
});

describe('configuresSource', () => {
  const table: Array<[string, string, boolean]> = [
    ['pyproject.toml', '[tool.coverage.run]\nsource = ["mylib"]\n', true],
    [
      'pyproject.toml',
      '[tool.coverage.report]\nsource = 1\n[tool.coverage.run]\nbranch = true\n',
      false,
    ],
    ['.coveragerc', '[run]\nsource = mylib\n', true],
    ['.coveragerc', '[report]\nomit = x\n', false],
    ['setup.cfg', '[coverage:run]\nsource_pkgs = mylib\n', true],
    ['setup.cfg', '[run]\nsource = mylib\n', false],
    ['tox.ini', '[coverage:run]\n  source = src\n', true],
  ];
  for (const [file, text, expected] of table) {
    it(`${file}: ${JSON.stringify(text)}`, () => {
      expect(configuresSource(file, text)).toBe(expected);
    });
  }
});

describe('instrument: pytest coverage at the lowest cost', () => {
  const check: Check = {
    name: 'tests',
    kind: 'test',
    command: 'pytest',
    args: ['-q'],
    script: 'pytest -q',
    cwd: '',
    env: {},
    source: 'ci',
    origin: 'ci',
    skipped: null,
  };
  const context = (python?: { coverageCore: 'sysmon' | null; sources: string[] | null }) => ({
    outDir: '/out',
    has: { pytestCov: true, vitestCoverage: false },
    packageScripts: {},
    ...(python ? { python } : {}),
  });

  it('the source only, one JSON report, and sysmon where it applies', () => {
    const run = instrument(check, context({ coverageCore: 'sysmon', sources: ['mylib', 'src'] }));
    expect(run.check.env.PYTEST_ADDOPTS).toBe(
      "--junitxml='/out/junit.xml' -o junit_family=xunit2 --cov='mylib' --cov='src' --cov-report=json:'/out/coverage.json'",
    );
    expect(run.check.env.COVERAGE_CORE).toBe('sysmon');
    expect(run.coverage).toEqual({ format: 'coverage-py-json', path: '/out/coverage.json' });
  });

  it('no sysmon where the tools lack it; a core the project set stands', () => {
    expect(
      instrument(check, context({ coverageCore: null, sources: null })).check.env.COVERAGE_CORE,
    ).toBe(undefined);
    const chosen = { ...check, env: { COVERAGE_CORE: 'ctrace' } };
    const run = instrument(chosen, context({ coverageCore: 'sysmon', sources: null }));
    expect(run.check.env.COVERAGE_CORE).toBe('ctrace');
  });

  it('without the probe (or with the project config): --cov alone, as before', () => {
    expect(instrument(check, context()).check.env.PYTEST_ADDOPTS).toContain(
      ' --cov --cov-report=json:',
    );
    expect(instrument(check, context()).check.env.PYTEST_ADDOPTS).not.toContain('html');
  });

  it('no pytest-cov: no coverage option and no COVERAGE_CORE', () => {
    const run = instrument(check, {
      ...context({ coverageCore: 'sysmon', sources: ['m'] }),
      has: { pytestCov: false, vitestCoverage: false },
    });
    expect(run.check.env.PYTEST_ADDOPTS).not.toContain('--cov');
    expect(run.check.env.COVERAGE_CORE).toBe(undefined);
    expect(run.coverageHint).toBe('pytest-cov is not installed');
  });
});
