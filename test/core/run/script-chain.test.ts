// Coverage through chained package scripts (issue 12): the follower from the check's words through
// the base package.json scripts to the runner, and the check as instrumented from its last script.
// Gaming: cycles, a script only the PR has, a chain ending in `echo`, several runners, hooks that
// a rewrite would skip, workspace fan-out. Honest: one- and two-level npm/pnpm/yarn/run-s chains.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { followScriptChain, MAX_CHAIN_DEPTH } from '../../../src/core/run/script-chain.js';
import { aTestCheck } from '../../builders/check.js';

type Scripts = Record<string, string>;

describe('followScriptChain: honest chains reach their runner', () => {
  const honest: Array<[string, string, Scripts, string, string[], string[], string[]]> = [
    // name, check, scripts, last script, via, tools, forwarded
    [
      'npm test → npm run',
      'npm test',
      { test: 'npm run test:unit', 'test:unit': 'jest' },
      'test:unit',
      ['test', 'test:unit'],
      [],
      [],
    ],
    [
      'npm test → pnpm',
      'npm test',
      { test: 'pnpm test:coverage', 'test:coverage': 'vitest run --coverage' },
      'test:coverage',
      ['test', 'test:coverage'],
      ['pnpm'],
      [],
    ],
    [
      'npm test → yarn',
      'npm test',
      { test: 'yarn test:ci', 'test:ci': 'jest --ci' },
      'test:ci',
      ['test', 'test:ci'],
      ['yarn'],
      [],
    ],
    [
      'yarn run two levels',
      'yarn test',
      { test: 'yarn run unit', unit: 'npm run unit:all', 'unit:all': 'vitest run' },
      'unit:all',
      ['test', 'unit', 'unit:all'],
      ['yarn'],
      [],
    ],
    [
      'pnpm run',
      'pnpm test',
      { test: 'pnpm run vt', vt: 'vitest' },
      'vt',
      ['test', 'vt'],
      ['pnpm'],
      [],
    ],
    [
      'run-s with one script',
      'npm test',
      { test: 'run-s test:unit', 'test:unit': 'jest' },
      'test:unit',
      ['test', 'test:unit'],
      ['run-s'],
      [],
    ],
    [
      'npm-run-all with one script',
      'npm run ci',
      { ci: 'npm-run-all unit', unit: 'npx vitest run' },
      'unit',
      ['ci', 'unit'],
      ['npm-run-all'],
      [],
    ],
    [
      'arguments into the last script',
      'npm test',
      { test: 'npm run unit -- --run', unit: 'vitest' },
      'unit',
      ['test', 'unit'],
      [],
      ['--run'],
    ],
    [
      'npm -s is only quieter',
      'npm test',
      { test: 'npm run -s unit', unit: 'jest' },
      'unit',
      ['test', 'unit'],
      [],
      [],
    ],
    [
      'pnpm runs a binary at the end',
      'npm test',
      { test: 'npm run unit', unit: 'pnpm vitest run' },
      'unit',
      ['test', 'unit'],
      [],
      [],
    ],
    [
      'the last script has npm hooks',
      'npm test',
      { test: 'npm run unit', unit: 'jest', preunit: 'tsc' },
      'unit',
      ['test', 'unit'],
      [],
      [],
    ],
  ];
  it.each(honest)('%s', (_name, command, scripts, script, via, tools, forwarded) => {
    const chain = followScriptChain(command.split(' '), scripts);
    expect(chain).toMatchObject({ ok: true, script, via, tools, forwarded });
  });
});

describe('followScriptChain: chains that cannot be followed say why', () => {
  const deep: Scripts = { test: 'npm run s1' };
  for (let i = 1; i <= MAX_CHAIN_DEPTH; i++) deep[`s${i}`] = `npm run s${i + 1}`;
  deep[`s${MAX_CHAIN_DEPTH + 1}`] = 'jest';
  const refused: Array<[string, string, Scripts, RegExp]> = [
    ['a script calling itself', 'npm test', { test: 'npm test' }, /cycle \(test → test\)/],
    [
      'a ↔ b',
      'npm test',
      { test: 'npm run a', a: 'npm run b', b: 'npm run a' },
      /cycle \(test → a → b → a\)/,
    ],
    // The scripts are base package.json's: one the PR added is not among them.
    [
      'a script only the PR has',
      'npm test',
      { test: 'npm run test:pr' },
      /"test:pr", which the base package\.json does not have/,
    ],
    [
      'a chain ending in echo',
      'npm test',
      { test: 'npm run unit', unit: 'echo no tests' },
      /ends in "echo no tests"/,
    ],
    [
      'several runners',
      'npm test',
      { test: 'npm run unit', unit: 'jest && vitest run' },
      /"unit" starts several test runs \(jest ; vitest run\)/,
    ],
    [
      'two scripts by &&',
      'npm test',
      { test: 'npm run a && npm run b', a: 'jest', b: 'jest' },
      /starts several test runs/,
    ],
    [
      'one runner beside other commands',
      'npm test',
      { test: 'npm run unit', unit: 'tsc && jest' },
      /"unit" is not one plain command/,
    ],
    [
      'run-s of several scripts',
      'npm test',
      { test: 'run-s lint unit', lint: 'eslint .', unit: 'jest' },
      /runs several scripts or options through run-s/,
    ],
    [
      'npm-run-all with a glob',
      'npm test',
      { test: 'npm-run-all test:*', 'test:a': 'jest' },
      /not one plain command/,
    ],
    ['pnpm -r', 'npm test', { test: 'pnpm -r test' }, /several packages/],
    ['pnpm run -r', 'npm test', { test: 'pnpm run -r test' }, /several packages/],
    ['pnpm --filter', 'npm test', { test: 'pnpm --filter web test' }, /several packages/],
    ['yarn workspaces', 'npm test', { test: 'yarn workspaces run test' }, /several packages/],
    ['npm --workspaces', 'npm test', { test: 'npm run unit --workspaces' }, /several packages/],
    [
      'a pretest a rewrite would skip',
      'npm test',
      { test: 'npm run unit', pretest: 'node gen.js', unit: 'jest' },
      /runs the hook "pretest"/,
    ],
    [
      'the last hook under pnpm',
      'npm test',
      { test: 'pnpm unit', unit: 'jest', postunit: 'x' },
      /runs the hook "postunit"/,
    ],
    [
      'arguments through pnpm',
      'npm test',
      { test: 'pnpm unit --ci', unit: 'jest' },
      /passes arguments through pnpm/,
    ],
    [
      'arguments through a middle script',
      'npm test',
      { test: 'npm run a -- --ci', a: 'npm run b', b: 'jest' },
      /"a" is given arguments/,
    ],
    ['too deep', 'npm test', deep, new RegExp(`deeper than ${MAX_CHAIN_DEPTH}`)],
  ];
  it.each(refused)('%s', (_name, command, scripts, reason) => {
    const chain = followScriptChain(command.split(' '), scripts);
    expect(chain?.ok).toBe(false);
    expect(chain !== null && !chain.ok && chain.reason).toMatch(reason);
  });

  it.each([['make test'], ['pnpm install'], ['go test ./...'], ['npx jest']])(
    '%s calls no package script',
    (command) => {
      expect(followScriptChain(command.split(' '), { test: 'jest' })).toBeNull();
    },
  );
});

const check = (command: string, args: string[]): Check => aTestCheck(command, args);

const context = (scripts: Scripts, tools: string[] = ['jest', 'vitest']): InstrumentContext => ({
  outDir: '/o',
  checkDir: '/tree',
  has: { pytestCov: false, vitestCoverage: true, tools },
  packageScripts: scripts,
});

describe('instrument through a chain', () => {
  it('runs the last script with the runner options: npm test → npm run test:unit → jest', () => {
    const prepared = instrument(
      check('npm', ['test']),
      context({ test: 'npm run test:unit', 'test:unit': 'jest' }),
    );
    expect(prepared.runner).toBe('jest');
    expect(prepared.via).toEqual(['test', 'test:unit']);
    expect(prepared.check.command).toBe('npm');
    expect(prepared.check.args.slice(0, 5)).toEqual([
      'run',
      'test:unit',
      '--',
      '--json',
      '--outputFile=/o/jest.json',
    ]);
    expect(prepared.coverage).toEqual({
      format: 'istanbul-summary',
      path: '/o/coverage/coverage-summary.json',
      lines: { format: 'istanbul-final', path: '/o/coverage/coverage-final.json' },
    });
  });

  it('vitest through pnpm, when pnpm is installed', () => {
    const scripts = { test: 'pnpm test:coverage', 'test:coverage': 'vitest run' };
    const prepared = instrument(check('npm', ['test']), context(scripts, ['pnpm', 'vitest']));
    expect(prepared.runner).toBe('vitest');
    expect(prepared.check.args.slice(0, 3)).toEqual(['run', 'test:coverage', '--']);
    expect(prepared.check.args).toContain('--coverage.enabled');
    expect(prepared.junit).toBe('/o/junit.xml');
    expect(prepared.coverage?.path).toBe('/o/coverage/coverage-summary.json');
  });

  it('arguments the chain passes stay before testlock options', () => {
    const scripts = { test: 'npm run unit -- --run', unit: 'vitest' };
    const prepared = instrument(check('npm', ['test']), context(scripts));
    expect(prepared.check.args.slice(0, 4)).toEqual(['run', 'unit', '--', '--run']);
    expect(prepared.check.args.filter((a) => a === '--')).toHaveLength(1);
  });

  // The project's command would fail without pnpm: running npm instead would pass on doubt.
  it('a chain through a tool that is not installed runs as written, coverage null with the reason', () => {
    const c = check('npm', ['test']);
    const prepared = instrument(
      c,
      context({ test: 'pnpm test:coverage', 'test:coverage': 'vitest run' }),
    );
    expect(prepared.check.args).toEqual(['test']);
    expect(prepared.coverage).toBeNull();
    expect(prepared.coverageHint).toMatch(/they call pnpm, which is not installed/);
  });

  // Yarn Plug'n'Play has no node_modules/.bin: only yarn starts the runner, npm run would not.
  it("a runner npm would not find (Plug'n'Play) is not rewritten", () => {
    const scripts = { test: 'yarn test:unit', 'test:unit': 'jest' };
    const prepared = instrument(check('npm', ['test']), context(scripts, ['yarn']));
    expect(prepared.check.args).toEqual(['test']);
    expect(prepared.coverageHint).toMatch(/they call jest, which is not installed/);
  });

  it.each([
    ['a cycle', { test: 'npm run a', a: 'npm test' }, /cycle/],
    ['a chain ending in echo', { test: 'npm run a', a: 'echo ok' }, /ends in "echo ok"/],
    ['several runners', { test: 'npm run a', a: 'jest && mocha' }, /several test runs/],
  ])('%s: the check runs as written, no coverage claimed', (_name, scripts, reason) => {
    const prepared = instrument(check('npm', ['test']), context(scripts));
    expect(prepared.check.args).toEqual(['test']);
    expect(prepared.coverage?.format ?? null).not.toBe('istanbul-summary');
    expect(prepared.coverageHint).toMatch(/^coverage is not read through the package scripts: /);
    expect(prepared.coverageHint).toMatch(reason);
  });

  it('a direct npm script keeps the way it ran before (hooks run, no rewrite)', () => {
    const scripts = { test: 'jest', pretest: 'tsc' };
    const prepared = instrument(check('npm', ['test']), context(scripts));
    expect(prepared.check.args.slice(0, 2)).toEqual(['test', '--']);
    expect(prepared.via).toBeUndefined();
  });

  it('a chain to a runner testlock instruments through the environment is left to it', () => {
    const scripts = { test: 'npm run unit', unit: 'go test ./...' };
    const prepared = instrument(check('npm', ['test']), context(scripts));
    expect(prepared.check.args).toEqual(['test']);
    expect(prepared.runner).toBe('go');
    expect(prepared.coverage?.format).toBe('go-coverprofile');
  });
});
