import { describe, expect, it } from 'vitest';
import {
  type CoverageTexts,
  coverageDecision,
  coverageDisabled,
  coverageFilesToRead,
} from '../../../src/core/run/coverage-configured.js';

function texts(files: Record<string, string>): CoverageTexts {
  return { files: new Map(Object.entries(files)) };
}

const measured = { measure: true };

/** A check run in `cwd` whose own words ask for nothing unless `line` does. */
function at(cwd: string, line = 'run tests') {
  const [command = '', ...args] = line.split(' ');
  return { cwd, command, args, script: line };
}

describe('coverageDecision: configured at base', () => {
  it.each<[string, Record<string, string>]>([
    ['a .coveragerc', { '.coveragerc': '[run]\nbranch = True\n' }],
    [
      'a [tool.coverage.run] section',
      { 'pyproject.toml': '[tool.coverage.run]\nsource = ["pkg"]\n' },
    ],
    [
      'a [tool.coverage.report] section',
      { 'pyproject.toml': '[tool.coverage.report]\nfail_under = 80\n' },
    ],
    ['a [coverage:run] section in setup.cfg', { 'setup.cfg': '[coverage:run]\nbranch = 1\n' }],
    [
      'pytest-cov among dev dependencies',
      { 'pyproject.toml': '[dependency-groups]\ndev = ["pytest", "pytest-cov>=4"]\n' },
    ],
    ['pytest-cov in a requirements file', { 'requirements-dev.txt': 'pytest\npytest_cov==5.0\n' }],
    ['--cov in CI', { '.github/workflows/ci.yml': 'steps:\n  - run: pytest --cov=src -q\n' }],
    ['--cov in the Makefile', { Makefile: 'test:\n\tpytest --cov\n' }],
    ['--cov in pytest.ini addopts', { 'pytest.ini': '[pytest]\naddopts = -q --cov=src\n' }],
    [
      'pytest-cov installed by the base CI',
      { '.github/workflows/ci.yml': 'run: pip install pytest pytest-cov\n' },
    ],
  ])('pytest: %s', (_name, files) => {
    expect(coverageDecision('pytest', at(''), texts(files), 'auto')).toEqual(measured);
  });

  it.each<[string, Record<string, string>]>([
    [
      'a coverage block in vitest.config.ts',
      { 'vitest.config.ts': 'export default { test: { coverage: { provider: "v8" } } }' },
    ],
    [
      '@vitest/coverage-v8 in devDependencies',
      { 'package.json': '{"devDependencies":{"@vitest/coverage-v8":"^2"}}' },
    ],
    [
      '--coverage in a package script',
      { 'package.json': '{"scripts":{"test":"vitest run --coverage"}}' },
    ],
    ['a .c8rc', { '.c8rc': '{}' }],
  ])('vitest: %s', (_name, files) => {
    expect(coverageDecision('vitest', at(''), texts(files), 'auto')).toEqual(measured);
  });

  it("the check's own command asks for it (a configured or explicit command)", () => {
    expect(coverageDecision('go', at('', 'go test -cover ./...'), texts({}), 'auto')).toEqual(
      measured,
    );
    expect(coverageDecision('pytest', at('', 'pytest --cov=src'), texts({}), 'auto')).toEqual(
      measured,
    );
    expect(coverageDecision('go', at('', 'go test ./...'), texts({}), 'auto').measure).toBe(false);
  });

  it('go: -coverprofile on the CI line', () => {
    const ci = { '.github/workflows/go.yml': 'run: go test -race -coverprofile=c.out ./...\n' };
    expect(coverageDecision('go', at(''), texts(ci), 'auto')).toEqual(measured);
  });

  it('jest: collectCoverage in its config', () => {
    const files = { 'jest.config.js': 'module.exports = { collectCoverage: true };' };
    expect(coverageDecision('jest', at(''), texts(files), 'auto')).toEqual(measured);
  });

  it("a sub-project's own config file counts for a check run there", () => {
    const files = { 'svc/.coveragerc': '[run]\n' };
    expect(coverageDecision('pytest', at('svc'), texts(files), 'auto')).toEqual(measured);
  });
});

describe('coverageDecision: not configured', () => {
  it.each<[string, 'pytest' | 'vitest' | 'go' | 'jest', Record<string, string>]>([
    [
      'a bare pytest project',
      'pytest',
      { 'pyproject.toml': '[project]\nname = "x"\n[tool.pytest.ini_options]\naddopts = "-q"\n' },
    ],
    // A plugin installed on the machine is not in any file: nothing here names it.
    ['pytest-cov only installed', 'pytest', { 'requirements.txt': 'pytest\n' }],
    [
      'a look-alike package name',
      'pytest',
      { 'requirements.txt': 'pytest-cover-report-x\nnot-pytest-cov-thing\n' },
    ],
    ['--cov-report without --cov', 'pytest', { Makefile: 'x:\n\techo --covfefe\n' }],
    [
      'a vitest project without coverage',
      'vitest',
      { 'package.json': '{"scripts":{"test":"vitest run"},"devDependencies":{"vitest":"^2"}}' },
    ],
    [
      'go test without cover flags',
      'go',
      { '.github/workflows/ci.yml': 'run: go test -race ./...\n' },
    ],
    [
      'jest with a coverage directory name only',
      'jest',
      { 'package.json': '{"scripts":{"test":"jest"}}' },
    ],
  ])('%s', (_name, runner, files) => {
    const decision = coverageDecision(runner, at(''), texts(files), 'auto');
    expect(decision.measure).toBe(false);
    expect('reason' in decision && decision.reason).toMatch(
      /configures no coverage: configure .+, or set coverage: on/,
    );
  });

  it("another folder's .coveragerc does not configure this one", () => {
    const files = { 'other/.coveragerc': '[run]\n' };
    expect(coverageDecision('pytest', at('svc'), texts(files), 'auto').measure).toBe(false);
  });
});

describe('coverageDecision: testlock config', () => {
  it('on measures an unconfigured project; off measures none of a configured one', () => {
    expect(coverageDecision('pytest', at(''), texts({}), 'on')).toEqual(measured);
    const off = coverageDecision('pytest', at(''), texts({ '.coveragerc': '' }), 'off');
    expect(off).toEqual({
      measure: false,
      reason: 'coverage is off in testlock.yml (coverage: off)',
    });
  });
});

describe('coverageFilesToRead', () => {
  it('reads the root and the check folders, workflows and requirements; nothing else', () => {
    const paths = [
      '.coveragerc',
      'pyproject.toml',
      'svc/setup.cfg',
      'svc/requirements/dev.txt',
      'other/pyproject.toml',
      '.github/workflows/ci.yml',
      'src/app.py',
      'vitest.config.ts',
    ];
    expect(coverageFilesToRead(paths, ['svc']).sort()).toEqual(
      [
        '.coveragerc',
        '.github/workflows/ci.yml',
        'pyproject.toml',
        'svc/requirements/dev.txt',
        'svc/setup.cfg',
        'vitest.config.ts',
      ].sort(),
    );
  });
});

describe('coverageDisabled', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['nothing says so', { 'pyproject.toml': '[tool.pytest.ini_options]\n' }, 'pytest', false],
    [
      'pytest.ini turns pytest-cov off',
      { 'pytest.ini': '[pytest]\naddopts = -p no:cov\n' },
      'pytest',
      true,
    ],
    ['the check does', {}, 'pytest -p no:pytest_cov -q', true],
    ['--no-cov in CI', { '.github/workflows/ci.yml': 'run: pytest --no-cov\n' }, 'pytest', true],
  ])('%s', (_, files, line, expected) => {
    expect(coverageDisabled(at('', line), texts(files))).toBe(expected);
  });
});
