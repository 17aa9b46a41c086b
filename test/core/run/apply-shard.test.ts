// Narrowing an instrumented test check to one shard: the native option, the package list or the
// test files, and a reason (never a silent full run) where the shard cannot be passed.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { applyShard } from '../../../src/core/run/apply-shard.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { goPatterns } from '../../../src/core/runners/go/shard.js';
import { invocationOf } from '../../../src/core/runners/recognise.js';

function check(command: string, args: string[], script = [command, ...args].join(' ')): Check {
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script,
    cwd: '',
    env: {},
    source: 'test',
    origin: 'ci',
    skipped: null,
  };
}

const context: InstrumentContext = {
  outDir: '/out',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts: { test: 'vitest run' },
};

function sharded(c: Check, plan: Parameters<typeof applyShard>[1]) {
  const { mode } = invocationOf(c, context.packageScripts);
  return applyShard(instrument(c, context), plan, mode);
}

describe('applyShard', () => {
  it('appends --shard after the npm separator that instrumenting vitest added', () => {
    const applied = sharded(check('npm', ['test']), { kind: 'args', args: ['--shard=1/2'] });
    expect(applied.ok && applied.prepared.check.args).toEqual([
      'test',
      '--',
      '--reporter=default',
      '--reporter=junit',
      '--outputFile.junit=/out/junit.xml',
      '--shard=1/2',
    ]);
  });

  it('appends --shard to jest run directly', () => {
    const applied = sharded(check('npx', ['jest', '--ci']), {
      kind: 'args',
      args: ['--shard=2/3'],
    });
    expect(applied.ok && applied.prepared.check.args).toEqual([
      'jest',
      '--ci',
      '--json',
      '--outputFile=/out/jest.json',
      '--coverage',
      '--coverageReporters=json-summary',
      '--coverageReporters=json',
      '--coverageDirectory=/out/coverage',
      '--coverageThreshold={}',
      '--shard=2/3',
    ]);
  });

  it('refuses a runner it can only read the output of', () => {
    const c = check('bash', ['-e', '{0}'], 'npx vitest run | tee log');
    expect(sharded(c, { kind: 'args', args: ['--shard=1/2'] })).toEqual({
      ok: false,
      reason: 'cannot pass a shard to vitest through: npx vitest run | tee log',
    });
  });

  it('gives pytest its files through PYTEST_ADDOPTS, quoted', () => {
    const applied = sharded(check('pytest', ['-q']), {
      kind: 'files',
      files: ['tests/test_a.py', "tests/it's.py"],
    });
    expect(applied.ok && applied.prepared.check.env.PYTEST_ADDOPTS).toBe(
      `--junitxml='/out/junit.xml' -o junit_family=xunit2 'tests/test_a.py' 'tests/it'"'"'s.py'`,
    );
  });

  it("replaces go test's patterns with the shard's packages, flags kept", () => {
    const c = check('go', ['test', '-race', './...', '-run', 'TestX']);
    const applied = sharded(c, { kind: 'packages', packages: ['m/a', 'm/c'] });
    expect(applied.ok && applied.prepared.check.args).toEqual([
      'test',
      '-json',
      '-coverprofile=/out/cover.out',
      '-count=1',
      '-race',
      'm/a',
      'm/c',
      '-run',
      'TestX',
    ]);
  });

  it('refuses go test without a package pattern, and passes on an empty shard', () => {
    expect(sharded(check('go', ['test']), { kind: 'packages', packages: ['m/a'] })).toEqual({
      ok: false,
      reason: 'cannot narrow go test -json -coverprofile=/out/cover.out -count=1 to a shard',
    });
    expect(
      sharded(check('go', ['test', './...']), { kind: 'empty', reason: 'no packages' }),
    ).toEqual({ ok: false, reason: 'no packages' });
  });
});

describe('goPatterns', () => {
  it('keeps package patterns and stops at -args', () => {
    expect(goPatterns(['test', '-v', './...', '.', '../x', 'all', '-args', './y'])).toEqual([
      './...',
      '.',
      '../x',
      'all',
    ]);
  });
});
