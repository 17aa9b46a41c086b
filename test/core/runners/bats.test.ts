// The bats profile, the worked example of adding a runner (CONTRIBUTING.md): how a command is
// known to start it, what its console says (real output in fixtures/console/bats-*.txt), how
// testlock asks it for JUnit, and that `.bats` files are tests of the locked set.
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import { DEFAULT_CONFIG } from '../../../src/core/config/config.js';
import { detectConsole } from '../../../src/core/results/console/detect-console.js';
import { parseConsole } from '../../../src/core/results/console/parse-console.js';
import { instrument } from '../../../src/core/run/instrument.js';
import { runnerOf } from '../../../src/core/runners/recognise.js';
import { aTestCheck } from '../../builders/check.js';
import { fixture } from '../results/fixture.js';

describe('bats: recognition', () => {
  it.each([
    [['bats', 'test'], 'bats'],
    [['./node_modules/bats/bin/bats', '--recursive', 'test'], 'bats'],
    [['npx', 'bats', 'test'], 'bats'],
    [['batsman', 'test'], null],
  ] as const)('%j starts %s', (words, runner) => {
    expect(runnerOf(words)).toBe(runner);
  });
});

describe('bats: console', () => {
  it('reads its TAP (no terminal): counts and the failing test with its message', () => {
    const run = parseConsole('bats', fixture('console/bats-tap.txt'));
    expect([run?.total, run?.passed, run?.failed, run?.skipped]).toEqual([3, 1, 1, 1]);
    expect(run?.failures.map((f) => f.name)).toEqual(['subtracts']);
    expect(run?.failures[0]?.message).toBe('`[ "$result" -eq 3 ]\' failed');
    expect(run?.failures[0]?.detail).toContain('(in test file t/calc.bats, line 10)');
  });

  it('reads its pretty summary (a terminal)', () => {
    const run = parseConsole('bats', fixture('console/bats-pretty.txt'));
    expect([run?.total, run?.passed, run?.failed, run?.skipped]).toEqual([3, 1, 1, 1]);
  });

  it('finds the pretty summary in a log where nothing named the runner', () => {
    expect(detectConsole(fixture('console/bats-pretty.txt'))?.runner).toBe('bats');
  });

  it('leaves TAP of unknown origin to the TAP reader (tape prints the same stream)', () => {
    expect(detectConsole(fixture('console/bats-tap.txt'))?.runner).toBe('tap');
  });
});

describe('bats: instrumentation', () => {
  const context = {
    outDir: '/private/out',
    has: { pytestCov: false, vitestCoverage: false },
    packageScripts: {},
  };

  it('asks for JUnit in the private folder, replacing the project own report options', () => {
    const check = aTestCheck('bats', ['--output', 'reports', 'test']);
    const prepared = instrument(check, context);
    expect(prepared.check.args).toEqual([
      'test',
      '--report-formatter',
      'junit',
      '--output',
      '/private/out',
    ]);
    expect(prepared.junit).toBe('/private/out/report.xml');
    expect(prepared.junitRequired).toBe(true);
    expect(prepared.coverageHint).toBe('bats measures no coverage');
  });

  it('passes them after -- through an npm script that starts bats', () => {
    const check = aTestCheck('npm', ['test']);
    const prepared = instrument(check, { ...context, packageScripts: { test: 'bats test' } });
    expect(prepared.runner).toBe('bats');
    expect(prepared.check.args).toEqual([
      'test',
      '--',
      '--report-formatter',
      'junit',
      '--output',
      '/private/out',
    ]);
  });
});

describe('bats: the locked set', () => {
  const classify = createClassifier(DEFAULT_CONFIG);

  it.each([
    ['test/calc.bats', 'test'],
    ['integration/deploy.bats', 'test'],
    ['lib/calc.sh', 'source'],
  ] as const)('%s is %s', (path, cls) => {
    expect(classify(path).class).toBe(cls);
  });
});
