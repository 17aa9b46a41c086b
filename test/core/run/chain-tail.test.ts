// A chained test script (`xo && ava && tsd`, modelled on a trial repository) whose runner passed
// while a later command failed is a true FAIL of the check, not a forged report (report.md); one
// whose own report contradicts its exit status, or that reported failures, still is what it was.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Check, CheckResult } from '../../../src/core/model/check.js';
import { interpretOutcome } from '../../../src/core/results/interpret-outcome.js';
import { commandsAfterRunner } from '../../../src/core/run/chain-tail.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { firstFailure } from '../../../src/core/verdict/failure.js';
import { checkFailed } from '../../../src/core/verdict/outcomes.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../results/fixtures/console/${name}`, import.meta.url), 'utf8');

describe('commandsAfterRunner', () => {
  const table: Array<[string, string, Record<string, string>, string[] | null]> = [
    ['runner alone', 'ava', {}, []],
    ['a later type test', 'xo && ava && tsd', {}, ['tsd']],
    ['an earlier lint only', 'xo && ava', {}, []],
    ['through npm test', 'npm test', { test: 'xo && ava && tsd' }, ['tsd']],
    ['npm runs posttest', 'npm test', { test: 'ava', posttest: 'tsd' }, ['tsd']],
    ['pnpm runs no post hook', 'pnpm test', { test: 'ava', posttest: 'tsd' }, []],
    ['a CI line after npm test', 'npm test\nnpm run lint', { test: 'ava' }, ['npm run lint']],
    ['a pipe into a reporter', 'tape tests/*.js | tap-spec', {}, ['tap-spec']],
    ['under nyc', 'nyc --exclude=tests npm test', { test: 'tape t.js | tap-spec' }, ['tap-spec']],
    ['env assignment first', 'NODE_ENV=test ava && tsd', {}, ['tsd']],
    ['two runners: the last counts', 'go test ./... && cargo test', {}, []],
    ['no runner at all', 'xo && tsd', {}, null],
    ['an unknown script', 'npm test', {}, null],
    ['self-recursive scripts stop', 'npm run a', { a: 'npm run a' }, null],
  ];
  it.each(table)('%s', (_name, script, scripts, expected) => {
    expect(commandsAfterRunner(script, scripts)).toEqual(expected);
  });
});

const context = (scripts: Record<string, string>): InstrumentContext => ({
  outDir: '/tmp/out',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts: scripts,
});

function npmTest(): Check {
  return {
    name: 'tests',
    kind: 'test',
    command: 'npm',
    args: ['test'],
    script: 'npm test',
    cwd: '',
    env: {},
    source: '.github/workflows/main.yml',
    origin: 'ci',
    skipped: null,
  };
}

function ran(exitCode: number, stdout: string): CheckResult {
  return {
    ...npmTest(),
    ok: exitCode === 0,
    exitCode,
    signal: null,
    durationMs: 10,
    timedOut: false,
    stdout,
    stderr: '',
    summary: '',
  };
}

interface Case {
  script: string;
  stdout: string;
  exit: number;
  /** reportDisagrees matches this (null: none). */
  disagrees: RegExp | null;
  /** The check's failure reason matches this (null: the check passed). */
  reason: RegExp | null;
}

const TSD_ERROR = '\n  index.test-d.ts:5:1\n  ✖  5:1  Argument of type number is not assignable.\n';

const outcomes: Array<[string, Case]> = [
  [
    'honest: ava passed, tsd failed after it (exit 1)',
    {
      script: 'xo && ava && tsd',
      stdout: fixture('ava-pass.txt') + TSD_ERROR,
      exit: 1,
      disagrees: null,
      reason: /exit 1 after the tests passed: a later command in the chain failed \(tsd\)/,
    },
  ],
  [
    'honest: tape piped into tap-spec, tap-spec failed',
    {
      script: 'tape tests/*.js | tap-spec',
      stdout: fixture('tape-pass.txt'),
      exit: 1,
      disagrees: null,
      reason: /after the tests passed.*tap-spec/,
    },
  ],
  [
    'gaming: a chained script whose ava reported a failure still fails on that test',
    {
      script: 'xo && ava && tsd',
      stdout: fixture('ava-fail.txt'),
      exit: 1,
      disagrees: null,
      reason: /burst at boundary/,
    },
  ],
  [
    'gaming: ava last in the chain, exit 1 but all passed: its own report contradicts it',
    {
      script: 'xo && ava',
      stdout: fixture('ava-pass.txt'),
      exit: 1,
      disagrees: /exit 1 but the report says all 4 tests passed/,
      reason: /report-disagrees/,
    },
  ],
  [
    'gaming: exit 0 with a failure reported, behind a chain',
    {
      script: 'ava && tsd || true',
      stdout: fixture('ava-fail.txt'),
      exit: 0,
      disagrees: /exit 0 but the report has 1 failed tests/,
      reason: /report-disagrees/,
    },
  ],
  [
    'gaming: tape piped into tap-spec with a failed assertion fails on it, by name',
    {
      script: 'tape tests/*.js | tap-spec',
      stdout: fixture('tape-spec-fail.txt'),
      exit: 1,
      disagrees: null,
      reason: /burst at boundary › admits at most the limit/,
    },
  ],
  [
    'honest: tape piped into tap-spec, all passed, exit 0',
    {
      script: 'tape tests/*.js | tap-spec',
      stdout: fixture('tape-spec-pass.txt'),
      exit: 0,
      disagrees: null,
      reason: null,
    },
  ],
  [
    'honest: the whole chain passed',
    {
      script: 'xo && ava && tsd',
      stdout: fixture('ava-pass.txt'),
      exit: 0,
      disagrees: null,
      reason: null,
    },
  ],
];

describe('a failing exit explained by a later command of the chain', () => {
  it.each(outcomes)('%s', (_name, c) => {
    const prepared = instrument(npmTest(), context({ test: c.script }));
    const outcome = interpretOutcome(ran(c.exit, c.stdout), prepared, {
      junit: null,
      coverage: null,
      stdout: c.stdout,
      stderr: '',
    });
    if (c.disagrees === null) expect(outcome.reportDisagrees ?? null).toBeNull();
    else expect(outcome.reportDisagrees).toMatch(c.disagrees);
    expect(checkFailed(outcome)).toBe(c.reason !== null);
    const failure = firstFailure([outcome]);
    if (c.reason === null) expect(failure).toBeNull();
    else expect(failure?.reason).toMatch(c.reason);
  });
});
