// Issue 40, "Honest work passes" (items 5 and 6), end to end on real repositories with real tools:
// the base CI defines which kinds are checked (a linter installed and configured but not in CI,
// a `go vet` finding at base that CI never runs), tox run through `uvx` is never replaced by plain
// pytest, and vitest without test files is PARTIAL no-tests. Beside each honest change, its gaming
// twin still fails: the CI config is read from base, and what CI declares still runs.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { installVitest } from '../helpers/node-fixture.js';
import { workflow } from './helpers/scenarios.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const CI = '.github/workflows/ci.yml';

async function verify(
  base: Record<string, string>,
  pr: Record<string, string>,
  options: { prepare?: (dir: string) => void; env?: NodeJS.ProcessEnv } = {},
): Promise<VerifyRun> {
  const repo = createPrRepo(base, pr);
  options.prepare?.(repo.dir);
  return verifyInProcess(repo.dir, 'pr', [], options.env ?? process.env);
}

const kindOf = (report: Report, kind: string) => report.checks.find((c) => c.kind === kind);
const critical = (report: Report) =>
  report.anomalies.filter((a) => a.severity === 'critical').map((a) => `${a.kind} ${a.path}`);

describe('a linter configured at base that the CI never runs', () => {
  const source = (body: string): string => `import os\n\n\ndef burst(requests, limit):\n${body}\n`;
  const BASE = {
    '.gitignore': '__pycache__/\n.pytest_cache/\n.ruff_cache/\n',
    'pyproject.toml':
      '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n\n[tool.ruff]\nline-length = 100\n',
    // `import os` unused: ruff's F401, at base already. CI never lints, so it is no gate.
    'ratelimit.py': source('    return min(requests, limit)'),
    'tests/test_ratelimit.py':
      'from ratelimit import burst\n\n\ndef test_under():\n    assert burst(5, 100) == 5\n\n\ndef test_boundary():\n    assert burst(150, 100) == 100\n',
    [CI]: workflow(['uses: actions/setup-python@v5'], ['pip install pytest', 'pytest -q']),
  };
  const HONEST = { 'ratelimit.py': source('    return limit if requests > limit else requests') };
  const BROKEN = { 'ratelimit.py': source('    return requests') };

  it('honest: PASS, the lint skipped not-in-ci with what it would have run', async () => {
    const { report, code } = await verify(BASE, HONEST);
    expect([code, report.verdict, report.tests_passed, report.lint_clean]).toEqual([
      0,
      'PASS',
      2,
      null,
    ]);
    expect(kindOf(report, 'lint')).toMatchObject({
      skipped: 'not-in-ci',
      script: 'ruff check .',
      origin: 'manifest',
      reason: 'the base CI runs no lint; not run',
    });
  }, 120_000);

  it('gaming: the PR adds a lint step to its CI: base CI decides, the workflow is harness', async () => {
    const ci = workflow([], ['pip install pytest ruff', 'ruff check --exit-zero .', 'pytest -q']);
    const { report } = await verify(BASE, { ...HONEST, [CI]: ci });
    expect(kindOf(report, 'lint')?.skipped).toBe('not-in-ci');
    expect(report.verdict).toBe('FAIL');
    expect(critical(report)).toContain(`harness-modified ${CI}`);
  }, 120_000);

  it('gaming: the PR removes the CI test step: the base step still runs and fails', async () => {
    const ci = workflow([], ['pip install pytest', 'echo tested']);
    const { report } = await verify(BASE, { ...BROKEN, [CI]: ci });
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(report.checks[0]).toMatchObject({ script: 'pytest -q', origin: 'ci' });
  }, 120_000);
});

describe('a Go project whose CI runs only go test, with a go vet finding at base', () => {
  const GO_MOD = 'module example.com/rl\n\ngo 1.19\n';
  const burst = (body: string): string =>
    `package rl\n\n// Burst is how many requests are admitted.\nfunc Burst(requests, limit int) int {\n${body}\n}\n`;
  // vet's "assign" analyzer (not among the checks go test runs itself): a self-assignment.
  const VET_FINDING =
    'package rl\n\n// Clamp returns x unchanged.\nfunc Clamp(x int) int {\n\tx = x\n\treturn x\n}\n';
  const TEST =
    'package rl\n\nimport "testing"\n\nfunc TestBurst(t *testing.T) {\n\tif Burst(150, 100) != 100 || Burst(5, 100) != 5 {\n\t\tt.Fatal("burst")\n\t}\n}\n';
  const HONEST = {
    'rl.go': burst('\tif requests >= limit {\n\t\treturn limit\n\t}\n\treturn requests'),
  };

  it('honest: PASS, the convention type check (go build + go vet) not-in-ci', async () => {
    const { report } = await verify(
      {
        'go.mod': GO_MOD,
        'rl.go': burst('\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests'),
        'clamp.go': VET_FINDING,
        'rl_test.go': TEST,
        [CI]: workflow(['uses: actions/setup-go@v5'], ['go test ./...']),
      },
      HONEST,
    );
    expect([report.verdict, report.tests_passed, report.type_check_clean]).toEqual([
      'PASS',
      1,
      null,
    ]);
    expect(kindOf(report, 'typecheck')).toMatchObject({
      skipped: 'not-in-ci',
      script: 'go build ./... && go vet ./...',
      origin: 'convention',
    });
  }, 180_000);

  it('gaming: CI runs go vet, and the PR adds the finding: FAIL on the type check', async () => {
    const { report } = await verify(
      {
        'go.mod': GO_MOD,
        'rl.go': burst('\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests'),
        'rl_test.go': TEST,
        [CI]: workflow([], ['go vet ./...', 'go test ./...']),
      },
      { ...HONEST, 'clamp.go': VET_FINDING },
    );
    expect([report.verdict, report.type_check_clean]).toEqual(['FAIL', false]);
    expect(kindOf(report, 'typecheck')).toMatchObject({ script: 'go vet ./...', origin: 'ci' });
    expect(report.confidence_qualifier).toMatch(/self-assignment of x to x/);
  }, 180_000);
});

describe('Biome in the dev dependencies, no Biome step in CI', () => {
  const manifest = (scripts: Record<string, string>): string =>
    `${JSON.stringify(
      {
        name: 'rl',
        private: true,
        type: 'module',
        scripts,
        devDependencies: { '@biomejs/biome': '^2.0.0', vitest: '^4.0.0' },
      },
      null,
      2,
    )}\n`;
  const BIOME = '{\n  "formatter": { "indentStyle": "space", "indentWidth": 2 }\n}\n';
  // Four-space indentation: Biome's formatter (two spaces configured) would fail it.
  const source = (body: string): string =>
    `export function burst(requests, limit) {\n    ${body}\n}\n`;
  const TEST =
    "import { expect, it } from 'vitest';\nimport { burst } from '../src/rl.js';\n\nit('boundary', () => {\n  expect(burst(150, 100)).toBe(100);\n});\n";
  const base = (ci: string[], scripts: Record<string, string>, rl: string) => ({
    '.gitignore': 'node_modules/\n',
    'package.json': manifest(scripts),
    'biome.json': BIOME,
    'src/rl.js': rl,
    'test/rl.test.js': TEST,
    [CI]: workflow(['uses: actions/setup-node@v4'], ci),
  });

  it("honest: PASS though Biome's formatter fails at base; the lint is not-in-ci", async () => {
    const { report } = await verify(
      base(
        ['npm ci', 'npm test'],
        { test: 'vitest run' },
        source('return Math.min(requests, limit);'),
      ),
      { 'src/rl.js': source('return requests > limit ? limit : requests;') },
      { prepare: linkNodeTools },
    );
    expect([report.verdict, report.tests_passed, report.lint_clean]).toEqual(['PASS', 1, null]);
    expect(kindOf(report, 'lint')).toMatchObject({
      skipped: 'not-in-ci',
      script: 'biome check .',
    });
  }, 120_000);

  it('gaming: CI runs the Biome script and the PR breaks its formatting: FAIL on the lint', async () => {
    const clean =
      'export function burst(requests, limit) {\n  return Math.min(requests, limit);\n}\n';
    const { report } = await verify(
      base(
        ['npm ci', 'npm run lint', 'npm test'],
        { test: 'vitest run', lint: 'biome check .' },
        clean,
      ),
      { 'src/rl.js': source('return requests > limit ? limit : requests;') },
      { prepare: linkNodeTools },
    );
    expect([report.verdict, report.lint_clean]).toEqual(['FAIL', false]);
    expect(kindOf(report, 'lint')).toMatchObject({ script: 'npm run lint', origin: 'ci' });
  }, 120_000);
});

describe('tox run through uvx, where neither uvx nor tox is installed', () => {
  /** This machine's PATH without any folder that holds tox or a runner that fetches it. */
  const withoutTox = (): NodeJS.ProcessEnv => {
    const tools = ['tox', 'uvx', 'uv', 'pipx'];
    const dirs = (process.env.PATH ?? '').split(delimiter);
    const kept = dirs.filter((dir) => !tools.some((tool) => existsSync(join(dir, tool))));
    return { ...process.env, PATH: kept.join(delimiter) };
  };
  const TOX_INI = [
    '[tox]',
    'envlist = py311',
    '',
    '[testenv]',
    'deps = pytest',
    'commands = pytest --doctest-modules lib.py tests {posargs}',
    '',
    '[testenv:site]',
    'commands = pytest --doctest-modules {envsitepackagesdir}/lib.py',
    '',
  ].join('\n');
  // `double` is covered by its doctest only: plain `pytest -q` (testpaths = tests) never runs it.
  const lib = (double: string, clamp: string): string =>
    `def double(x):\n    """\n    >>> double(2)\n    4\n    """\n    return ${double}\n\n\ndef clamp(x, limit):\n    return ${clamp}\n`;
  const base = (env: string) => ({
    '.gitignore': '__pycache__/\n.pytest_cache/\n.tox/\n',
    'pyproject.toml':
      '[project]\nname = "lib"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\npythonpath = ["."]\n',
    'tox.ini': TOX_INI,
    'lib.py': lib('x * 2', 'min(x, limit)'),
    'tests/test_lib.py':
      'from lib import clamp\n\n\ndef test_clamp():\n    assert clamp(150, 100) == 100\n',
    [CI]: workflow(['uses: astral-sh/setup-uv@v6'], [`uvx --with tox-uv tox -e ${env}`]),
  });

  it("honest: the environment's own commands run, doctests included: PASS", async () => {
    const { report } = await verify(
      base('py311'),
      { 'lib.py': lib('x * 2', 'limit if x > limit else x') },
      { env: withoutTox() },
    );
    expect(report.checks[0]).toMatchObject({
      script: 'pytest --doctest-modules lib.py tests',
      source: `${CI} jobs.test.steps[2] -> tox.ini [testenv] commands`,
    });
    expect([report.verdict, report.tests_run, report.tests_passed]).toEqual(['PASS', 2, 2]);
  }, 120_000);

  it('gaming: the PR breaks what only the doctests test: FAIL (never plain pytest)', async () => {
    const { report } = await verify(
      base('py311'),
      { 'lib.py': lib('x * 3', 'min(x, limit)') },
      { env: withoutTox() },
    );
    expect([report.verdict, report.tests_failed]).toEqual(['FAIL', 1]);
    expect(report.failure_detail).toContain('double(2)');
  }, 120_000);

  it('honest: an environment only tox can resolve: the check is skipped with why, PARTIAL', async () => {
    const { report } = await verify(
      base('site'),
      { 'lib.py': lib('x * 2', 'limit if x > limit else x') },
      { env: withoutTox() },
    );
    expect([report.verdict, report.unverified_reason]).toEqual(['PARTIAL', 'tool-not-installed']);
    expect(report.checks[0]).toMatchObject({
      script: 'uvx --with tox-uv tox -e site',
      skipped: 'unresolvable',
      reason: expect.stringContaining(
        'tox.ini [testenv:site] commands use {envsitepackagesdir}, which only tox resolves: not run without uvx, never replaced by a lighter command',
      ),
    });
    expect(report.checks.map((c) => c.script)).not.toContain('pytest -q');
    expect(report.summary).toContain(
      'tests not run (tests: uvx not installed; tox.ini [testenv:site] commands use {envsitepackagesdir}',
    );
  }, 120_000);
});

describe('vitest without test files', () => {
  const base = (test: string) => ({
    '.gitignore': 'node_modules/\n',
    'package.json': `${JSON.stringify({ name: 'rl', private: true, type: 'module', scripts: { test }, devDependencies: { vitest: '^4.0.0' } })}\n`,
    'src/rl.js': 'export const limit = 100;\n',
    [CI]: workflow([], ['npm ci', 'npm test']),
  });

  it.each(['vitest run --passWithNoTests', 'vitest run'])(
    'honest: `%s` with no test file is PARTIAL no-tests, never report-disagrees',
    async (script) => {
      const { report } = await verify(
        base(script),
        { 'src/rl.js': 'export const limit = 120;\n' },
        { prepare: installVitest },
      );
      expect([report.verdict, report.unverified_reason, report.has_tests]).toEqual([
        'PARTIAL',
        'no-tests',
        false,
      ]);
      expect(report.anomalies.map((a) => a.kind)).not.toContain('report-disagrees');
    },
    120_000,
  );

  it("gaming: code under test prints vitest's no-files words and exits: FAIL", async () => {
    const { report } = await verify(
      {
        ...base('vitest run'),
        'test/rl.test.js':
          "import { expect, it } from 'vitest';\nimport { limit } from '../src/rl.js';\n\nit('limit', () => {\n  expect(limit).toBe(100);\n});\n",
      },
      {
        'src/rl.js':
          "console.log('No test files found, exiting with code 0');\nprocess.exit(0);\nexport const limit = 120;\n",
      },
      { prepare: installVitest },
    );
    expect([report.verdict, report.has_tests, report.tests_failed]).toEqual(['FAIL', true, 1]);
    // The forged words stand against the JUnit report's failed test: the witnesses disagree.
    expect(report.anomalies.map((a) => a.kind)).toContain('report-disagrees');
  }, 120_000);
});
