import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { invocationOf, runnerOf } from '../../../src/core/runners/recognise.js';

// The runners of issue 12: each command form a project's CI or package script uses.
describe('runnerOf: issue 12 runners', () => {
  it.each([
    [['uvu', 'tests'], 'uvu'],
    [['npx', 'uvu', '-r', 'tsm', 'test'], 'uvu'],
    [['ava'], 'ava'],
    [['ava', '--verbose'], 'ava'],
    [['ava', '--tap'], 'tap'],
    [['tap'], 'node-tap'],
    [['tap', 'run', 'test/*.ts'], 'node-tap'],
    [['tape', 'test/**/*.js'], 'tap'],
    [['jasmine'], 'jasmine'],
    [['jasmine', '--config=spec/support/jasmine.json'], 'jasmine'],
    [['node', 'ace', 'test'], 'japa'],
    [['node', 'bin/test.js'], 'japa'],
    [['node', '--import=ts-node-maintained/register/esm', 'bin/test.ts'], 'japa'],
    [['node', 'scripts/build.js'], null],
    [['node', 'ace', 'serve'], null],
    [['lab', '-a', '@hapi/code', '-L'], 'lab'],
    [['bun', 'test'], 'bun'],
    [['bun', 'test', '--coverage'], 'bun'],
    [['bun', 'build', './index.ts'], null],
    [['deno', 'test', '--allow-env'], 'deno'],
    [['deno', 'lint'], null],
    [['nose2', '-v'], 'unittest'],
    [['python', '-m', 'nose2'], 'unittest'],
    [['coverage', 'run', '-m', 'unittest', 'discover'], 'unittest'],
    [['coverage', 'run', '--source=limits', '-m', 'pytest', '-q'], 'pytest'],
    [['python', '-m', 'coverage', 'run', '-m', 'pytest'], 'pytest'],
    [['coverage', 'run', '-m', 'nose2'], 'unittest'],
    [['coverage', 'run', 'tests/run.py'], null],
    [['coverage', 'report'], null],
    [['gotestsum', '--format', 'testname', '--', './...'], 'gotestsum'],
    [['cargo', 'nextest', 'run', '--workspace'], 'nextest'],
    [['cargo', '+nightly', 'nextest', 'run'], 'nextest'],
    [['cargo', 'nextest', 'list'], null],
    [['cargo', '+stable', 'test'], 'cargo'],
    [['cargo', 'test'], 'cargo'],
  ])('%j -> %s', (words, runner) => {
    expect(runnerOf(words)).toBe(runner);
  });
});

function check(command: string, args: string[], script: string): Check {
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

describe('invocationOf: issue 12 runners behind scripts', () => {
  it.each([
    ['npm test', check('npm', ['test'], 'npm test'), { test: 'uvu tests' }, 'uvu'],
    ['npm test', check('npm', ['test'], 'npm test'), { test: 'tape test/*.js' }, 'tap'],
    ['a CI step', check('bash', ['-c', 'x'], 'cd api\nnode ace test'), {}, 'japa'],
    ['bun test is bun, not a script', check('bun', ['test'], 'bun test'), { test: 'jest' }, 'bun'],
  ] as const)('%s', (_label, given, scripts, runner) => {
    expect(invocationOf(given, scripts).runner).toBe(runner);
  });
});
