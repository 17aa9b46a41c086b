import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { packageScriptName } from '../../../src/core/run/tool-words.js';
import { runnerOf } from '../../../src/core/runners/recognise.js';
import { aTestCheck } from '../../builders/check.js';

function check(command: string, args: string[], extra: Partial<Check> = {}): Check {
  return aTestCheck(command, args, { source: 'test', ...extra });
}

const context: InstrumentContext = {
  outDir: '/tmp/out',
  has: { pytestCov: true, vitestCoverage: true },
  packageScripts: { test: 'vitest run', 'test:unit': 'jest --ci', lint: 'eslint .' },
};

describe('runnerOf', () => {
  it.each([
    [['pytest', '-q'], 'pytest'],
    [['python3', '-m', 'pytest'], 'pytest'],
    [['uv', 'run', 'pytest'], 'pytest'],
    [['poetry', 'run', 'python', '-m', 'pytest'], 'pytest'],
    [['python', '-m', 'unittest', 'discover'], 'unittest'],
    [['npx', 'vitest', 'run'], 'vitest'],
    [['jest'], 'jest'],
    [['node', '--test', 'test/'], 'node-test'],
    [['node', 'script.js'], null],
    [['go', 'test', './...'], 'go'],
    [['go', 'vet', './...'], null],
    [['cargo', 'test', '--all-features'], 'cargo'],
    [['cargo', 'build'], null],
    [['make', 'test'], null],
  ])('%j -> %s', (words, runner) => {
    expect(runnerOf(words)).toBe(runner);
  });
});

describe('packageScriptName', () => {
  it.each([
    [['npm', 'test'], 'test'],
    [['npm', 'run', 'test:unit'], 'test:unit'],
    [['pnpm', 'test'], 'test'],
    [['yarn', 'lint'], 'lint'],
    [['bun', 'run', 'check'], 'check'],
    [['npm', 'ci'], null],
    [['cargo', 'test'], null],
  ])('%j -> %s', (words, name) => {
    expect(packageScriptName(words)).toBe(name);
  });
});

describe('instrument', () => {
  it('gives pytest JUnit and coverage through PYTEST_ADDOPTS, keeping the args', () => {
    const result = instrument(check('pytest', ['-q'], { env: { PYTEST_ADDOPTS: '-x' } }), context);
    expect(result.check.args).toEqual(['-q']);
    expect(result.check.env.PYTEST_ADDOPTS).toBe(
      "-x --junitxml='/tmp/out/junit.xml' -o junit_family=xunit2 --cov --cov-report=json:'/tmp/out/coverage.json'",
    );
    expect(result).toMatchObject({
      runner: 'pytest',
      junit: '/tmp/out/junit.xml',
      coverage: { format: 'coverage-py-json', path: '/tmp/out/coverage.json' },
      coverageHint: null,
    });
  });

  it('names pytest-cov when it is missing', () => {
    const result = instrument(check('pytest', []), {
      ...context,
      has: { pytestCov: false, vitestCoverage: false },
    });
    expect(result.coverage).toBeNull();
    expect(result.coverageHint).toBe('pytest-cov is not installed');
    expect(result.check.env.PYTEST_ADDOPTS).not.toContain('--cov');
  });

  it('instruments pytest inside a CI bash script too', () => {
    const result = instrument(
      check('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'], {
        script: 'cd pkg\npytest -q --cov',
      }),
      context,
    );
    expect(result.runner).toBe('pytest');
    expect(result.junit).toBe('/tmp/out/junit.xml');
  });

  it('forwards vitest options through npm test after --', () => {
    const result = instrument(check('npm', ['test']), context);
    expect(result.runner).toBe('vitest');
    expect(result.check.args).toEqual([
      'test',
      '--',
      '--reporter=default',
      '--reporter=junit',
      '--outputFile.junit=/tmp/out/junit.xml',
      '--coverage.enabled',
      '--coverage.reporter=json-summary',
      '--coverage.reporter=json',
      '--coverage.reportsDirectory=/tmp/out/coverage',
      '--coverage.reportOnFailure',
    ]);
    expect(result.coverage?.path).toBe('/tmp/out/coverage/coverage-summary.json');
    // The final JSON beside it: the lines the PR changed (SPEC 3b).
    expect(result.coverage?.lines?.path).toBe('/tmp/out/coverage/coverage-final.json');
  });

  it('traces only the changed folders with vitest where the project configures no coverage', () => {
    const result = instrument(check('vitest', ['run']), {
      ...context,
      checkDir: '/w',
      withoutCoverage: true,
      withoutCoverageReason: 'the project configures no coverage',
      traceChanged: ['/w/src/calc.ts', '/w/src/util.ts', '/w/lib/a.py', '/elsewhere/b.ts'],
    });
    expect(result.check.args.filter((a) => a.startsWith('--coverage'))).toEqual([
      '--coverage.enabled',
      '--coverage.reporter=json',
      '--coverage.reportsDirectory=/tmp/out/coverage',
      '--coverage.reportOnFailure',
      '--coverage.include=src/**',
    ]);
    expect(result.coverage).toEqual({
      format: 'istanbul-final',
      path: '/tmp/out/coverage/coverage-final.json',
      scope: 'changed',
    });
  });

  it('adds -json and a coverprofile to go test', () => {
    const result = instrument(check('go', ['test', '-race', './...']), context);
    expect(result.check.args).toEqual([
      'test',
      '-json',
      '-coverprofile=/tmp/out/cover.out',
      '-count=1',
      '-race',
      './...',
    ]);
    expect(result.goJson).toBe(true);
  });

  // The job's shared GOCACHE may hold results the PR's code wrote: every package runs.
  it.each<[string, string[], string[]]>([
    ['no count', ['./...'], ['-count=1', './...']],
    ['its own count', ['-count=3', './...'], ['-count=3', './...']],
    [
      'a count after -args is the binary',
      ['./...', '-args', '-count=2'],
      ['-count=1', './...', '-args', '-count=2'],
    ],
  ])('go test reads no cached result (%s)', (_name, args, expected) => {
    const result = instrument(check('go', ['test', ...args]), context);
    expect(result.check.args).toEqual([
      'test',
      '-json',
      '-coverprofile=/tmp/out/cover.out',
      ...expected,
    ]);
  });

  it('go test where coverage is not configured: no cover flags, the reason is the hint', () => {
    const reason = 'the project configures no coverage: configure -coverprofile';
    const unconfigured = { ...context, withoutCoverage: true, withoutCoverageReason: reason };
    const result = instrument(check('go', ['test', '-race', './...']), unconfigured);
    expect(result.check.args).toEqual(['test', '-json', '-count=1', '-race', './...']);
    expect(result.coverage).toBeNull();
    expect(result.coverageHint).toBe(reason);
  });

  it('pytest and vitest where coverage is not configured: installed plugins are not asked for', () => {
    const reason = 'the project configures no coverage';
    const unconfigured = { ...context, withoutCoverage: true, withoutCoverageReason: reason };
    const py = instrument(check('pytest', ['-q']), unconfigured);
    expect(py.check.env.PYTEST_ADDOPTS).not.toMatch(/--cov/);
    expect(py.coverage).toBeNull();
    expect(py.coverageHint).toBe(reason);
    const vi = instrument(check('vitest', ['run']), unconfigured);
    expect(vi.check.args.join(' ')).not.toMatch(/coverage/);
    expect(vi.coverage).toBeNull();
    expect(vi.coverageHint).toBe(reason);
  });

  it('a wrapper where coverage is not configured: GOFLAGS without a cover profile', () => {
    const unconfigured = { ...context, withoutCoverage: true };
    const result = instrument(check('make', ['test']), unconfigured);
    expect(result.check.env.GOFLAGS).toBe('-v -count=1');
    expect(result.check.env.PYTEST_ADDOPTS).not.toMatch(/--cov/);
    expect(result.coverage).toBeNull();
  });

  // A trial crate: its first failing test target stopped cargo, so later targets' tests never ran.
  it.each<[string, string[], string[]]>([
    ['plain', ['test', '--verbose'], ['test', '--verbose', '--no-fail-fast']],
    ['before --', ['test', '--', '--exact', 'a'], ['test', '--no-fail-fast', '--', '--exact', 'a']],
    ['a toolchain', ['+nightly', 'test'], ['+nightly', 'test', '--no-fail-fast']],
    ['already there', ['test', '--no-fail-fast'], ['test', '--no-fail-fast']],
  ])('cargo test runs every target (%s)', (_name, args, expected) => {
    expect(instrument(check('cargo', args), context).check.args).toEqual(expected);
  });

  // Shaped like a Go library's CI line that uploads its own profile: the last -coverprofile wins.
  it.each<[string, string[], string[]]>([
    ['joined', ['-v', './...', '-coverprofile=coverage.out'], ['-v', './...']],
    ['separate', ['-coverprofile', 'c.out', '-race', './...'], ['-race', './...']],
    ['double dash', ['--coverprofile=c.out', './...'], ['./...']],
    [
      "after -args it is the binary's",
      ['./...', '-args', '-coverprofile=x'],
      ['./...', '-args', '-coverprofile=x'],
    ],
    ['none', ['-covermode=atomic', './...'], ['-covermode=atomic', './...']],
  ])("the project's own -coverprofile gives way to testlock's (%s)", (_name, args, kept) => {
    const result = instrument(check('go', ['test', ...args]), context);
    expect(result.check.args).toEqual([
      'test',
      '-json',
      '-coverprofile=/tmp/out/cover.out',
      '-count=1',
      ...kept,
    ]);
  });

  it('parses cargo from the console', () => {
    const result = instrument(check('cargo', ['test']), context);
    expect(result).toMatchObject({ runner: 'cargo', junit: null, goJson: false, coverage: null });
    expect(result.check.args).toEqual(['test', '--no-fail-fast']);
  });

  it('a script it cannot follow keeps its words; only the environment is instrumented', () => {
    const result = instrument(check('npm', ['run', 'lint']), context);
    expect(result.runner).toBeNull();
    expect([result.check.command, result.check.args]).toEqual(['npm', ['run', 'lint']]);
    expect(result.check.env.PYTEST_ADDOPTS).toBe(
      "--junitxml='/tmp/out/junit.xml' -o junit_family=xunit2",
    );
    expect(result.junitRequired).toBe(false);
  });

  it.each([
    ['make', ['test']],
    ['./scripts/test.sh', []],
    ['just', ['test']],
    ['hatch', ['run', 'test']],
    ['tox', ['-e', 'py']],
  ])('wrapper %s %j: PYTEST_ADDOPTS and GOFLAGS reach any runner it starts', (command, args) => {
    const result = instrument(check(command, args, { env: { GOFLAGS: '-mod=vendor' } }), context);
    expect(result.junit).toBe('/tmp/out/junit.xml');
    expect(result.junitRequired).toBe(false);
    expect(result.check.env.PYTEST_ADDOPTS).toContain("--junitxml='/tmp/out/junit.xml'");
    // A flag Go reads from GOFLAGS; `-json` is not one to set there.
    expect(result.check.env.GOFLAGS).toBe(
      '-mod=vendor -v -coverprofile=/tmp/out/cover.out -count=1',
    );
    expect(result.check.env.PYTEST_ADDOPTS).not.toContain('--cov');
    expect(result.coverage).toEqual({ format: 'go-coverprofile', path: '/tmp/out/cover.out' });
  });

  it("wrapper: the job's own GOFLAGS and PYTEST_ADDOPTS are extended, not replaced", () => {
    const inherited = { GOFLAGS: '-mod=mod', PYTEST_ADDOPTS: '-p no:cacheprovider' };
    const result = instrument(check('make', ['test']), { ...context, inherited });
    expect(result.check.env.GOFLAGS).toBe('-mod=mod -v -coverprofile=/tmp/out/cover.out -count=1');
    expect(result.check.env.PYTEST_ADDOPTS).toMatch(/^-p no:cacheprovider --junitxml=/);
  });

  it("wrapper: a check's own CI env wins over the job's", () => {
    const inherited = { GOFLAGS: '-mod=mod' };
    const wrapped = check('make', ['test'], { env: { GOFLAGS: '-mod=vendor' } });
    const result = instrument(wrapped, { ...context, inherited });
    expect(result.check.env.GOFLAGS).toBe(
      '-mod=vendor -v -coverprofile=/tmp/out/cover.out -count=1',
    );
  });

  it("pytest started directly: the job's PYTEST_ADDOPTS stays in front", () => {
    const inherited = { PYTEST_ADDOPTS: '-p no:randomly' };
    const result = instrument(check('pytest', ['-q']), { ...context, inherited });
    expect(result.check.env.PYTEST_ADDOPTS).toMatch(/^-p no:randomly --junitxml=/);
  });

  it('pytest started directly: the report is required', () => {
    expect(instrument(check('pytest', ['-q']), context).junitRequired).toBe(true);
  });

  it('vitest behind pnpm (console mode): only the environment, no GOFLAGS', () => {
    const result = instrument(check('pnpm', ['test']), context);
    expect(result.runner).toBe('vitest');
    expect(result.check.args).toEqual(['test']);
    expect(result.check.env.GOFLAGS).toBeUndefined();
    expect(result.check.env.PYTEST_ADDOPTS).toContain('--junitxml=');
  });

  it('does nothing to lint and type checks', () => {
    const lint = check('eslint', ['.'], { kind: 'lint' });
    expect(instrument(lint, context).check).toBe(lint);
  });
});

describe('the runner witness', () => {
  const witnessed: InstrumentContext = {
    ...context,
    witnessDir: '/tmp/w',
    inherited: { PYTHONPATH: '/job/lib' },
  };

  it('pytest: -p from the private folder on PYTHONPATH, after the job own path', () => {
    const prepared = instrument(check('pytest', ['-q']), witnessed);
    expect(prepared.witness?.runner).toBe('pytest');
    expect(prepared.witness?.channel).toBe('/tmp/w/channel.jsonl');
    expect(prepared.witness?.files.map((f) => f.name)).toEqual([
      'testlock_witness.py',
      'testlock_lines.py',
    ]);
    expect(prepared.check.env.PYTHONPATH).toBe('/tmp/w:/job/lib');
    expect(prepared.check.env.PYTEST_ADDOPTS).toMatch(/ -p testlock_witness$/);
  });

  describe('changed lines (SPEC 3b): the recorder beside the witness, not coverage.py', () => {
    const unmeasured: InstrumentContext = {
      ...witnessed,
      has: { pytestCov: true, vitestCoverage: false },
      withoutCoverage: true,
      withoutCoverageReason: 'the project configures no coverage',
      traceChanged: ['/w/src/calc.py', '/w/web/app.ts', '/w/lib/a b.py'],
    };

    it('records the changed Python files; pytest-cov is not asked for', () => {
      const prepared = instrument(check('pytest', ['-q']), unmeasured);
      expect(prepared.coverage).toEqual({
        format: 'python-lines',
        path: '/tmp/out/lines.jsonl',
        scope: 'changed',
      });
      expect(prepared.check.env.PYTEST_ADDOPTS).not.toMatch(/--cov/);
      expect(prepared.check.env.COVERAGE_CORE).toBeUndefined();
      const config = prepared.witness?.files.find((f) => f.name === 'testlock_lines.json');
      expect(JSON.parse(config?.content ?? 'null')).toEqual({
        files: ['/w/src/calc.py', '/w/lib/a b.py'],
        out: '/tmp/out/lines.jsonl',
      });
    });

    it('also where pytest-cov is not installed', () => {
      const prepared = instrument(check('pytest', []), {
        ...unmeasured,
        has: { pytestCov: false, vitestCoverage: false },
      });
      expect(prepared.coverage?.format).toBe('python-lines');
    });

    it.each([
      ['no Python file changed', { ...unmeasured, traceChanged: ['/w/web/app.ts'] }],
      ['the project measures coverage', { ...unmeasured, withoutCoverage: false }],
    ])('nothing recorded where %s', (_what, one) => {
      const prepared = instrument(check('pytest', []), one);
      expect(prepared.coverage?.format).not.toBe('python-lines');
      expect(prepared.witness?.files.map((f) => f.name)).not.toContain('testlock_lines.json');
    });

    it('nothing where the witness cannot reach pytest (PYTHONPATH reset)', () => {
      const prepared = instrument(check('python', ['-I', '-m', 'pytest']), unmeasured);
      expect(prepared.coverage).toBeNull();
      expect(prepared.witness).toBeUndefined();
    });
  });

  it('the check own PYTHONPATH is kept after the witness', () => {
    const prepared = instrument(check('pytest', [], { env: { PYTHONPATH: 'src' } }), witnessed);
    expect(prepared.check.env.PYTHONPATH).toBe('/tmp/w:src');
  });

  it.each([
    [
      'a script that sets PYTHONPATH',
      check('bash', ['-c', 'x'], { script: 'PYTHONPATH=src pytest -q' }),
    ],
    ['python started isolated', check('python', ['-I', '-m', 'pytest'])],
    ['a wrapper', check('tox', ['-e', 'py'])],
    ['a runner with no witness', check('go', ['test', './...'])],
  ])('none for %s', (_what, one) => {
    expect(instrument(one, witnessed).witness).toBeUndefined();
  });

  it('none without a private folder for it (a listing, a run at base)', () => {
    expect(instrument(check('pytest', []), context).witness).toBeUndefined();
  });
});

describe('the runner witness: jest', () => {
  const SETUP = '--setupFilesAfterEnv=/tmp/w/testlock-witness-jest.cjs';
  const witnessed = (
    jest: InstrumentContext['jest'],
    packageScripts: Record<string, string> = {},
  ): InstrumentContext => ({
    ...context,
    packageScripts,
    witnessDir: '/tmp/w',
    ...(jest === undefined ? {} : { jest }),
  });
  const args = (one: Check, ctx: InstrumentContext) => instrument(one, ctx).check.args;

  it('appended after the config own setup files, which the command line would replace', () => {
    const ctx = witnessed({ collects: false, setupFilesAfterEnv: ['<rootDir>/test/setup.js'] });
    const prepared = instrument(check('npx', ['jest']), ctx);
    expect(prepared.witness?.files.map((f) => f.name)).toEqual(['testlock-witness-jest.cjs']);
    expect(prepared.check.args.slice(-2)).toEqual([
      '--setupFilesAfterEnv=<rootDir>/test/setup.js',
      SETUP,
    ]);
  });

  it('no config at all: the witness alone; through an npm script: after `--`', () => {
    expect(args(check('npx', ['jest']), witnessed(undefined)).at(-1)).toBe(SETUP);
    const scripted = args(check('npm', ['test']), witnessed(undefined, { test: 'jest --ci' }));
    expect(scripted.indexOf('--')).toBeGreaterThan(-1);
    expect(scripted.at(-1)).toBe(SETUP);
  });

  it.each([
    ['setup files the config builds in code', check('npx', ['jest']), null, {}],
    ['a config named on the command line', check('npx', ['jest', '--config', 'j.json']), [], {}],
    [
      'setup files of its own in the script',
      check('npm', ['test']),
      [],
      { test: 'jest --setupFilesAfterEnv ./s.js' },
    ],
    ['a script with shell syntax', check('npm', ['test']), [], { test: 'jest && echo done' }],
  ] as const)('none for %s', (_what, one, setupFilesAfterEnv, scripts) => {
    const ctx = witnessed({ collects: false, setupFilesAfterEnv }, { ...scripts });
    const prepared = instrument(one, ctx);
    expect(prepared.witness).toBeUndefined();
    expect(prepared.check.args.some((a) => a.startsWith('--setupFilesAfterEnv='))).toBe(false);
  });
});

describe('the runner witness: mocha', () => {
  const witnessed = (packageScripts: Record<string, string>): InstrumentContext => ({
    ...context,
    packageScripts,
    witnessDir: '/tmp/w',
  });
  const REQUIRE = ['--require', '/tmp/w/testlock-witness-mocha.cjs'];

  it('--require after the check own words, which mocha adds to its config requires', () => {
    const prepared = instrument(check('npx', ['mocha', '--recursive']), witnessed({}));
    expect(prepared.witness?.files.map((f) => f.name)).toEqual(['testlock-witness-mocha.cjs']);
    expect(prepared.check.args.slice(-2)).toEqual(REQUIRE);
  });

  it('through a plain npm script: after `--`; not behind a script with shell syntax', () => {
    const plain = instrument(check('npm', ['test']), witnessed({ test: 'mocha' }));
    expect(plain.check.args).toEqual(['test', '--', ...REQUIRE]);
    const shell = instrument(check('npm', ['test']), witnessed({ test: 'mocha && echo ok' }));
    expect(shell.witness).toBeUndefined();
    expect(shell.check.args).not.toContain('--require');
  });
});

describe('the runner witness: vitest', () => {
  const witnessed = (
    vitest: InstrumentContext['vitest'],
    packageScripts: Record<string, string> = {},
  ): InstrumentContext => ({
    ...context,
    has: { pytestCov: false, vitestCoverage: false },
    packageScripts,
    checkDir: '/repo/web',
    witnessDir: '/tmp/w',
    ...(vitest === undefined ? {} : { vitest }),
  });
  const CONFIG = '--config=/tmp/w/testlock-vitest.config.mjs';
  const own = { config: 'vitest.config.ts', projects: false };

  it("a config of testlock's own that imports the project's and appends the witness", () => {
    const prepared = instrument(check('npx', ['vitest', 'run']), witnessed(own));
    expect(prepared.check.args.at(-1)).toBe(CONFIG);
    const files = prepared.witness?.files ?? [];
    // The set-up file, the witness node loads for it, and the config.
    expect(files.map((f) => f.name)).toEqual([
      'testlock-witness-vitest.mjs',
      'testlock-witness-vitest.cjs',
      'testlock-vitest.config.mjs',
    ]);
    expect(files[0]?.content).toContain("('./testlock-witness-vitest.cjs')");
    const wrapper = files[2]?.content ?? '';
    expect(wrapper).toContain('import config from "/repo/web/vitest.config.ts";');
    expect(wrapper).toContain('const witness = "/tmp/w/testlock-witness-vitest.mjs";');
  });

  it('no config: the wrapper stands alone; through a plain npm script: after `--`', () => {
    const bare = instrument(check('npx', ['vitest']), witnessed({ config: null, projects: false }));
    expect(bare.witness?.files[2]?.content).not.toContain('import config');
    const scripted = instrument(check('npm', ['test']), witnessed(own, { test: 'vitest run' }));
    expect(scripted.check.args.slice(0, 2)).toEqual(['test', '--']);
    expect(scripted.check.args.at(-1)).toBe(CONFIG);
  });

  it('a config path that holds quotes stays one string in the wrapper', () => {
    const odd = { config: 'vitest.config.ts', projects: false };
    const ctx = { ...witnessed(odd), checkDir: '/repo/it\'s "here"' };
    const wrapper = instrument(check('npx', ['vitest']), ctx).witness?.files[2]?.content ?? '';
    expect(wrapper).toContain(
      `import config from ${JSON.stringify('/repo/it\'s "here"/vitest.config.ts')};`,
    );
  });

  it.each([
    [
      'a config with projects or a workspace',
      check('npx', ['vitest']),
      { config: 'vitest.config.ts', projects: true },
      {},
    ],
    ['a config named on the command line', check('npx', ['vitest', '--config', 'v.ts']), own, {}],
    ['another root', check('npx', ['vitest', '--root=packages/a']), own, {}],
    [
      'a project chosen in the script',
      check('npm', ['test']),
      own,
      { test: 'vitest --project unit' },
    ],
    ['a script with shell syntax', check('npm', ['test']), own, { test: 'vitest run && tsc' }],
    ['a folder whose config was not read', check('npx', ['vitest']), undefined, {}],
  ] as const)('none for %s', (_what, one, vitest, scripts) => {
    const prepared = instrument(one, witnessed(vitest, { ...scripts }));
    expect(prepared.witness).toBeUndefined();
    expect(prepared.check.args.some((a) => a.includes('testlock-vitest.config'))).toBe(false);
  });
});
