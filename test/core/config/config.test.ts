import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import {
  ConfigError,
  DEFAULT_CONFIG,
  parseConfig,
  type TestlockConfig,
} from '../../../src/core/config/config.js';

const FILE = '.github/testlock.yml';
const TOP_KEYS =
  'version, tests, harness, checks, on-test-change, allow-label, timeout-minutes, working-directory, source-heuristics, added-tests, coverage, changed-lines-min';

function errorOf(text: string): string {
  try {
    parseConfig(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(text)}`);
}

describe('parseConfig: defaults', () => {
  it.each(['', '\n', '# nothing configured yet\n', '---\n', 'null'])(
    '%j is the defaults',
    (text) => {
      expect(parseConfig(text, FILE)).toEqual(DEFAULT_CONFIG);
    },
  );

  it('has the documented defaults', () => {
    expect(DEFAULT_CONFIG).toEqual({
      version: 1,
      tests: { include: [], exclude: [] },
      harness: { include: [], exclude: [] },
      checks: { test: null, typecheck: null, lint: null },
      onTestChange: 'fail',
      allowLabel: 'testlock:allow-test-changes',
      timeoutMinutes: 30,
      workingDirectory: '.',
      sourceHeuristics: 'warning',
      addedTests: 'evidence',
      coverage: 'auto',
      changedLinesMin: null,
    });
  });

  it('keeps DEFAULT_CONFIG frozen and returns fresh objects', () => {
    expect(Object.isFrozen(DEFAULT_CONFIG.tests.include)).toBe(true);
    const parsed = parseConfig('', FILE);
    parsed.tests.include.push('x/**');
    expect(DEFAULT_CONFIG.tests.include).toEqual([]);
    expect(parseConfig('', FILE).tests.include).toEqual([]);
  });

  it('treats keys set to null as left out', () => {
    const text = 'tests:\nharness:\nchecks:\n  lint:\non-test-change:\ntimeout-minutes:\n';
    expect(parseConfig(text, FILE)).toEqual(DEFAULT_CONFIG);
  });
});

describe('parseConfig: changed-lines-min', () => {
  it('reads a percent, bare or with %, and refuses what is not one', () => {
    expect(parseConfig('changed-lines-min: 80\n', FILE).changedLinesMin).toBe(80);
    expect(parseConfig('changed-lines-min: "62.5%"\n', FILE).changedLinesMin).toBe(62.5);
    expect(parseConfig('changed-lines-min: 0\n', FILE).changedLinesMin).toBe(0);
    expect(parseConfig('', FILE).changedLinesMin).toBeNull();
    for (const bad of ['101', '-1', 'most', 'true'])
      expect(() => parseConfig(`changed-lines-min: ${bad}\n`, FILE)).toThrow(
        /'changed-lines-min' must be a percent from 0 to 100/,
      );
  });
});

describe('parseConfig: coverage', () => {
  it('reads auto, on and off, a bare YAML on/off as well', () => {
    expect(parseConfig('coverage: auto\n', FILE).coverage).toBe('auto');
    expect(parseConfig('coverage: "on"\n', FILE).coverage).toBe('on');
    expect(parseConfig('coverage: off\n', FILE).coverage).toBe('off');
    expect(parseConfig('', FILE).coverage).toBe('auto');
  });

  it('rejects another value with one line naming the key', () => {
    expect(() => parseConfig('coverage: sometimes\n', FILE)).toThrow(/'coverage' must be one of/);
  });
});

describe('parseConfig: a full file', () => {
  const text = `version: 1
tests: { include: ["./e2e/", "qa/**/*.lua"], exclude: [legacy/**] }
harness: [scripts/ci/**]
checks:
  test: "pytest -q"
  typecheck: { run: "mypy .", working-directory: ./pkg/, env: { STRICT: 1, FAST: true, NAME: x } }
  lint: false
on-test-change: warn
allow-label: " tests-ok "
timeout-minutes: 7.5
working-directory: ./services/api/
source-heuristics: critical
added-tests: critical
coverage: on
`;

  it('reads every key, normalized', () => {
    const expected: TestlockConfig = {
      version: 1,
      tests: { include: ['e2e/**', 'qa/**/*.lua'], exclude: ['legacy/**'] },
      harness: { include: ['scripts/ci/**'], exclude: [] },
      checks: {
        test: { run: 'pytest -q', workingDirectory: null, env: {} },
        typecheck: {
          run: 'mypy .',
          workingDirectory: 'pkg',
          env: { STRICT: '1', FAST: 'true', NAME: 'x' },
        },
        lint: 'off',
      },
      onTestChange: 'warn',
      allowLabel: 'tests-ok',
      timeoutMinutes: 7.5,
      workingDirectory: 'services/api',
      sourceHeuristics: 'critical',
      addedTests: 'critical',
      coverage: 'on',
      changedLinesMin: null,
    };
    expect(parseConfig(text, FILE)).toEqual(expected);
  });

  it('feeds the classifier directly', () => {
    const classify = createClassifier(parseConfig(text, FILE));
    expect(classify('e2e/deep/flow.ts').rule).toBe('config:tests.include[0]');
    expect(classify('legacy/tests/test_old.py').class).toBe('source');
    expect(classify('scripts/ci/run.sh').class).toBe('harness');
  });

  it.each<[string, string]>([
    ['allow-label: false', 'allowLabel'],
    ['working-directory: .', 'workingDirectory'],
    ['working-directory: ./', 'workingDirectory'],
  ])('%j', (line, key) => {
    const value = parseConfig(line, FILE)[key as keyof TestlockConfig];
    expect(value).toBe(key === 'allowLabel' ? null : '.');
  });

  it('drops the final newline of a block-scalar command but keeps inner lines', () => {
    const config = parseConfig('checks:\n  test: |\n    make build\n    make test\n', FILE);
    expect(config.checks.test).toEqual({
      run: 'make build\nmake test',
      workingDirectory: null,
      env: {},
    });
  });

  it('accepts a single glob where a list is expected', () => {
    expect(parseConfig('tests:\n  include: "e2e/**"', FILE).tests.include).toEqual(['e2e/**']);
  });

  it.each(['fail', 'warn', 'ignore'])('accepts on-test-change: %s', (policy) => {
    expect(parseConfig(`on-test-change: ${policy}`, FILE).onTestChange).toBe(policy);
  });
});

describe('parseConfig: errors are one line naming the file and the key', () => {
  it.each<[string, string]>([
    ['tets: 1', `unknown key 'tets' at top level (expected one of: ${TOP_KEYS})`],
    [
      'tests:\n  inclde: [a]',
      "unknown key 'inclde' in 'tests' (expected one of: include, exclude)",
    ],
    [
      'checks:\n  build: make',
      "unknown key 'build' in 'checks' (expected one of: test, typecheck, lint)",
    ],
    [
      'checks:\n  lint: {cmd: x}',
      "unknown key 'cmd' in 'checks.lint' (expected one of: run, working-directory, env)",
    ],
    ['"te\\nts": 1', `unknown key 'te\\nts' at top level (expected one of: ${TOP_KEYS})`],
    ['on-test-change: maybe', "'on-test-change' must be one of fail, warn, ignore (got 'maybe')"],
    ['on-test-change: true', "'on-test-change' must be one of fail, warn, ignore (got true)"],
    ['tests:\n  include: [a, b, 3]', "'tests.include[2]' must be a string (got 3)"],
    ['tests: [1]', "'tests[0]' must be a string (got 1)"],
    ['harness:\n  exclude: {a: 1}', "'harness.exclude' must be a list (got a mapping)"],
    [
      'tests: yes',
      "'tests' must be a mapping with include/exclude, or a list of globs (got 'yes')",
    ],
    ['tests:\n  exclude: [""]', "'tests.exclude[0]' must not be empty"],
    [
      'tests:\n  include: ["!x"]',
      "'tests.include[0]' must not start with '!' (list the paths under tests.exclude instead)",
    ],
    [
      'tests:\n  include: ["/abs/**"]',
      "'tests.include[0]' must be relative to the repository root (got '/abs/**')",
    ],
    [
      'tests:\n  include: ["[z-a]"]',
      "'tests.include[0]' is not a valid glob: Range out of order in character class (got '[z-a]')",
    ],
    [
      'harness:\n  include: ["**/{a,b"]',
      "'harness.include[0]' is not a valid glob: Unterminated group (got '**/{a,b')",
    ],
    ['version: 2', "'version' must be 1 (got 2)"],
    ['timeout-minutes: 0', "'timeout-minutes' must be a positive number of minutes (got 0)"],
    ['timeout-minutes: "10"', "'timeout-minutes' must be a positive number of minutes (got '10')"],
    [
      'working-directory: ../x',
      "'working-directory' must be a relative path inside the repository (got '../x')",
    ],
    [
      'working-directory: /abs',
      "'working-directory' must be a relative path inside the repository (got '/abs')",
    ],
    [
      'checks:\n  test: {run: x, working-directory: a/../../b}',
      "'checks.test.working-directory' must be a relative path inside the repository (got 'a/../../b')",
    ],
    [
      'checks:\n  test: false',
      "'checks.test' cannot be false: a gate without tests verifies nothing",
    ],
    ['checks:\n  test: ""', "'checks.test' must not be empty"],
    ['checks: [pytest]', "'checks' must be a mapping (got a list)"],
    [
      'checks:\n  lint: 3',
      "'checks.lint' must be a command, a mapping with 'run', or false (got 3)",
    ],
    ['checks:\n  lint: {env: {A: 1}}', "'checks.lint' must have a 'run' command"],
    ['checks:\n  lint: {run: [a]}', "'checks.lint.run' must be a string (got a list)"],
    [
      'checks:\n  test: {run: x, env: {"A=B": 1}}',
      "'checks.test.env.A=B' is not a valid environment variable name",
    ],
    [
      'checks:\n  test: {run: x, env: {A: [1]}}',
      "'checks.test.env.A' must be a string, number or boolean (got a list)",
    ],
    ['checks:\n  test: {run: x, env: [A]}', "'checks.test.env' must be a mapping (got a list)"],
    ['allow-label: ""', "'allow-label' must not be empty"],
    ['allow-label: 5', "'allow-label' must be a label name or false (got 5)"],
    ['- a\n- b', 'expected a mapping at top level (got a list)'],
    ['"just a string"', "expected a mapping at top level (got 'just a string')"],
  ])('%j', (text, message) => {
    expect(errorOf(text)).toBe(`${FILE}: ${message}`);
  });

  it.each<[string, string]>([
    [
      'tests:\n  include: [a, b\nharness: 1',
      'invalid YAML at line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    ['version: 1\nversion: 1', 'invalid YAML at line 2, column 1: Map keys must be unique'],
    ['a: 1\n---\nb: 2', 'invalid YAML at line 2, column 1: expected one YAML document'],
    [
      'tests: *nowhere',
      'invalid YAML: Unresolved alias (the anchor must be set before the alias): nowhere',
    ],
  ])('invalid YAML %j', (text, message) => {
    expect(errorOf(text)).toBe(`${FILE}: ${message}`);
  });

  it('names the file it was given', () => {
    expect(() => parseConfig('version: 3', 'ci/other.yml')).toThrow(
      "ci/other.yml: 'version' must be 1 (got 3)",
    );
  });

  it('keeps every message on one line, even for long or multi-line values', () => {
    const message = errorOf(`on-test-change: "${'x'.repeat(200)}\\nmore"`);
    expect(message).not.toMatch(/[\r\n]/);
    expect(message).toContain(`(got '${'x'.repeat(59)}…')`);
  });
});
