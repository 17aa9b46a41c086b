// Bad input and hostile checks, through the whole of `testlock verify`: a check that hangs, one
// that floods its output, a fake runner whose report contradicts its exit status, one hunting
// for the token, tools that are missing, output that is not UTF-8.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISOLATION_VARIABLE } from '../../src/adapters/mount-isolation.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';
import {
  barePythonPath,
  cleanupTempDirs,
  fakePytestBin,
  PROCESS_FIXTURES,
  stillAliveAfter,
  tempDir,
} from './helpers/hostile-fixture.js';
import {
  buildBundle,
  cleanupReports,
  plainEnv,
  verifyInProcess,
  verifyWithBundle,
} from './helpers/verify-run.js';

const fixture = (name: string): string => join(PROCESS_FIXTURES, name);

let bundle = '';
let tiny: TempRepo;

beforeAll(() => {
  bundle = buildBundle();
  // No stack the discovery knows: only the explicit --test-command runs.
  tiny = createRepo({ 'README.md': 'tiny\n', 'src/app.txt': 'one\n' });
  tiny.commit('base');
  tiny.git('checkout', '-q', '-b', 'pr');
  tiny.write({ 'src/app.txt': 'two\n' });
  tiny.commit('pr');
  tiny.git('checkout', '-q', 'main');
}, 120_000);

afterAll(() => {
  cleanupRepos();
  cleanupReports();
  cleanupTempDirs();
});

describe('verify with hostile checks', () => {
  it('a hanging check is killed at the timeout with its grandchild: timedOut, FAIL', async () => {
    const pidFile = join(tempDir('hang'), 'grandchild.pid');
    const started = Date.now();
    // Watched only: behind the read-only mounts the check has a PID namespace of its own, so the
    // pid it writes is not the host's (nothing there outlives it: mount-isolation.test.ts).
    const { code, report } = await verifyInProcess(
      tiny.dir,
      'pr',
      [
        '--test-command',
        `node ${fixture('hang-with-grandchild.mjs')} ${pidFile}`,
        '--timeout-minutes',
        '0.02',
      ],
      { ...hostEnv(), [ISOLATION_VARIABLE]: 'watch' },
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    const tests = report.checks[0]!;
    expect([tests.kind, tests.source, tests.timedOut, tests.ok, tests.exitCode]).toEqual([
      'test',
      'input test-command',
      true,
      false,
      null,
    ]);
    expect(tests.stdout).toMatch(/^grandchild \d+ started\n$/);
    // The elapsed time (1.2 s and the kill), in whole seconds.
    expect(report.confidence_qualifier).toMatch(/^failed: tests timed out after \d+(\.\d)?s$/);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(grandchild).toBeGreaterThan(0);
    expect(await stillAliveAfter(grandchild, 2_000)).toBe(false);
  });

  it('a check printing 20 MB: verify completes, the report keeps a bounded tail', async () => {
    const { code, report } = await verifyInProcess(tiny.dir, 'pr', [
      '--test-command',
      `node ${fixture('flood.mjs')} 20000000`,
    ]);
    const tests = report.checks[0]!;
    expect([tests.ok, tests.exitCode, tests.timedOut]).toEqual([true, 0, false]);
    expect(tests.stdout.length).toBeLessThanOrEqual(20_000);
    expect(tests.stdout.length).toBeGreaterThan(19_000);
    expect(tests.stdout).toMatch(/\nEND-OF-FLOOD 20054016\n$/);
    // Nothing parseable says tests ran: not verified, and not a pass.
    expect([code, report.verdict, report.unverified_reason]).toEqual([
      1,
      'PARTIAL',
      'results-unreadable',
    ]);
  });

  it('a fake pytest whose JUnit says all passed but exits 1: FAIL, report-disagrees', async () => {
    const env = plainEnv();
    env.PATH = `${fakePytestBin()}:${env.PATH}`;
    const { code, report } = await verifyWithBundle(
      tiny.dir,
      'pr',
      ['--test-command', 'pytest -q'],
      { bundle, env },
    );
    expect(code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    expect(report.verified).toBe(false);
    const tests = report.checks[0]!;
    expect([tests.script, tests.ok, tests.exitCode]).toEqual(['pytest -q', false, 1]);
    expect(tests.stdout).toBe('2 passed in 0.01s\n');
    expect(report.anomalies).toEqual([
      {
        kind: 'report-disagrees',
        severity: 'critical',
        path: '',
        line: null,
        detail: 'tests: exit 1 but the report says all 2 tests passed or were skipped',
      },
    ]);
    expect(report.test_gaming).toBe(true);
    expect(report.confidence_qualifier).toBe(
      'failed: report-disagrees: tests: exit 1 but the report says all 2 tests passed or were skipped',
    );
  });

  it('a check dumping its environment finds no token', async () => {
    const token = 'ghs_e2eTokenValue0123456789abcdef';
    const env = plainEnv();
    env.GITHUB_TOKEN = token;
    env['INPUT_GITHUB-TOKEN'] = token;
    env.ACTIONS_RUNTIME_TOKEN = 'runtime-token-value-0123456789';
    env.SOME_COPY_OF_IT = `Bearer ${token}`;
    const { report, stdout, stderr } = await verifyWithBundle(
      tiny.dir,
      'pr',
      ['--test-command', 'env'],
      { bundle, env },
    );
    const dumped = report.checks[0]!.stdout;
    // The dump happened: the check's own environment is in it.
    expect(dumped.split('\n')).toEqual(expect.arrayContaining(['CI=true', `PATH=${env.PATH}`]));
    for (const text of [dumped, report.checks[0]!.stderr, stdout, stderr]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('runtime-token-value');
    }
    expect(dumped).not.toMatch(/^(GITHUB_TOKEN|INPUT_|ACTIONS_RUNTIME_TOKEN|SOME_COPY_OF_IT)/m);
  });

  describe('missing tools', () => {
    let python: TempRepo;
    let path = '';
    beforeAll(() => {
      // A Python project that declares nothing: the convention table decides (its dev tools
      // say it uses pyright and ruff, which this machine's PATH lacks).
      python = createRepo({
        'pyproject.toml':
          '[project]\nname = "app"\nversion = "0.1.0"\n\n[dependency-groups]\ndev = ["pyright", "ruff"]\n',
        'app.py': 'def double(x):\n    return 2 * x\n',
        'tests/test_app.py':
          'from app import double\n\n\ndef test_double():\n    assert double(2) == 4\n',
        '.gitignore': '__pycache__/\n.coverage\n',
      });
      python.commit('base');
      python.git('checkout', '-q', '-b', 'pr');
      python.write({ 'app.py': 'def double(x):\n    return x + x\n' });
      python.commit('pr');
      python.git('checkout', '-q', 'main');
      path = barePythonPath();
    });

    it('convention tools that are not installed are skipped: tool-not-installed', async () => {
      const { code, report } = await verifyWithBundle(python.dir, 'pr', [], {
        bundle,
        env: { ...plainEnv(), PATH: path },
      });
      expect(report.checks.map((c) => [c.kind, c.script, c.source, c.skipped, c.ok])).toEqual([
        ['test', 'pytest -q', 'convention:python', null, true],
        ['typecheck', 'pyright', 'convention:python', 'tool-not-installed', false],
        ['lint', 'ruff check .', 'convention:python', 'tool-not-installed', false],
      ]);
      // Never counted as clean: not applicable.
      expect([report.type_check_clean, report.lint_clean]).toEqual([null, null]);
      expect([code, report.verdict, report.verified]).toEqual([0, 'PASS', true]);
      // pytest-cov may be installed here, but the project declares no coverage (SPEC rule 3).
      expect(report.confidence_qualifier).toBe('verified (coverage unmeasured)');
      expect([report.tests_run, report.tests_passed]).toEqual([1, 1]);
    });

    it('a declared lint command whose binary does not exist is a failed check', async () => {
      const { code, report } = await verifyWithBundle(
        python.dir,
        'pr',
        ['--lint-command', 'no-such-linter-e2e --check .'],
        { bundle, env: { ...plainEnv(), PATH: path } },
      );
      const lint = report.checks[2]!;
      expect([lint.kind, lint.script, lint.source, lint.skipped, lint.ok]).toEqual([
        'lint',
        'no-such-linter-e2e --check .',
        'input lint-command',
        null,
        false,
      ]);
      expect([code, report.verdict, report.verified, report.lint_clean]).toEqual([
        1,
        'FAIL',
        false,
        false,
      ]);
      expect(lint.summary).toBe('command not found: no-such-linter-e2e');
      // A check that could not start has no exit code: the runner's summary is the reason.
      expect(report.confidence_qualifier).toBe(
        'failed: lint: command not found: no-such-linter-e2e',
      );
    });
  });

  it('output that is not UTF-8: verify completes, the detail is readable', async () => {
    const { code, report } = await verifyInProcess(tiny.dir, 'pr', [
      '--test-command',
      `node ${fixture('invalid-utf8.mjs')} && exit 3`,
    ]);
    expect(code).toBe(1);
    expect(report.verdict).toBe('FAIL');
    const tests = report.checks[0]!;
    expect([tests.ok, tests.exitCode]).toEqual([false, 3]);
    // Invalid bytes become U+FFFD; the euro sign split across writes survives whole.
    expect(tests.stdout).toContain('ok \uFFFD');
    expect(tests.stdout).toContain('€');
    expect(report.confidence_qualifier).toBe('failed: tests exited with code 3');
    // ANSI stripped in the detail, the text kept.
    expect(report.failure_detail).toContain('€red done');
    expect(report.failure_detail).not.toContain('\u001b');
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});
