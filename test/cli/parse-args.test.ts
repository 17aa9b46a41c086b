import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/parse-args.js';

describe('parseCliArgs', () => {
  it('fills defaults for plan', () => {
    expect(parseCliArgs(['plan', '--base', 'main'], '/repo')).toEqual({
      command: 'plan',
      repo: '/repo',
      base: 'main',
      head: 'HEAD',
      json: null,
      config: null,
      workingDirectory: '',
      commands: {},
      onTestChange: null,
      addedTests: null,
      timeoutMinutes: null,
      schedule: 'beside-tests',
      shard: null,
      baseline: false,
      evidence: null,
      projects: false,
      inventory: null,
      timings: false,
    });
  });

  it('reads --baseline and --evidence, the path relative to the caller', () => {
    const options = parseCliArgs(
      ['verify', '--base', 'main', '--baseline', '--evidence', 'out/evidence.md'],
      '/cwd',
    );
    expect(options).toMatchObject({ baseline: true, evidence: '/cwd/out/evidence.md' });
  });

  it('reads every verify flag', () => {
    const options = parseCliArgs(
      [
        'verify',
        '--repo=/r',
        '--base',
        'origin/main',
        '--head',
        'pr',
        '--json',
        '-',
        '--test-command',
        'pytest -q',
        '--lint-command',
        'ruff check .',
        '--on-test-change',
        'warn',
        '--timeout-minutes',
        '2.5',
        '--parallel',
      ],
      '/cwd',
    );
    expect(options).toMatchObject({
      command: 'verify',
      repo: '/r',
      base: 'origin/main',
      head: 'pr',
      json: '-',
      commands: { test: 'pytest -q', lint: 'ruff check .' },
      onTestChange: 'warn',
      timeoutMinutes: 2.5,
      schedule: 'all-at-once',
    });
  });

  it('--sequential runs the checks one at a time', () => {
    expect(parseCliArgs(['verify', '--base', 'main', '--sequential'], '/cwd')).toMatchObject({
      schedule: 'one-at-a-time',
    });
  });

  it.each([
    [['frobnicate'], "unknown command 'frobnicate' (expected verify, plan, inventory or merge)"],
    [['plan', '--bogus'], "unknown option '--bogus' for plan; see 'testlock plan --help'"],
    [['plan', '--bse', 'main'], "unknown option '--bse' for plan; did you mean --base?"],
    [['verify', '--paralel'], "unknown option '--paralel' for verify; did you mean --parallel?"],
    [['verify', '--jsn', 'r.json'], "unknown option '--jsn' for verify; did you mean --json?"],
    [
      ['verify', '--frobnicate'],
      "unknown option '--frobnicate' for verify; see 'testlock verify --help'",
    ],
    [
      ['merge', '--expct', 'a', 'r.json'],
      "unknown option '--expct' for merge; did you mean --expect?",
    ],
    [['plan', '--base'], '--base needs a value'],
    [['verify', '--parallel=yes'], '--parallel takes no value'],
    [[], 'a command is needed: verify, plan, inventory or merge'],
    [['plan', '--base', ''], '--base needs a value'],
    [
      ['verify', '--on-test-change', 'maybe'],
      "--on-test-change must be fail, warn or ignore (got 'maybe')",
    ],
    [['verify', '--timeout-minutes', '0'], "--timeout-minutes must be a positive number (got '0')"],
    [['plan', '--parallel'], '--parallel applies to verify, not plan'],
    [['plan', '--sequential'], '--sequential applies to verify, not plan'],
    [
      ['verify', '--base', 'main', '--parallel', '--sequential'],
      '--parallel and --sequential cannot be used together',
    ],
    [['plan', '--baseline'], '--baseline applies to verify, not plan'],
    [['plan', '--evidence', 'e.md'], '--evidence applies to verify, not plan'],
    [['verify', '--evidence', ' '], '--evidence needs a value'],
    [['plan', 'extra'], "unexpected argument 'extra' for plan"],
  ])('rejects %j with one line', (argv, message) => {
    let thrown: unknown;
    try {
      parseCliArgs(argv, '/cwd');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const text = (thrown as Error).message;
    expect(text).not.toContain('\n');
    expect(text.startsWith(message)).toBe(true);
  });

  it.each([
    [['--help'], null],
    [['help', 'verify'], 'verify'],
    [['plan', '-h'], 'plan'],
    [['verify', '--base', 'main', '--help'], 'verify'],
    [['merge', '--help'], 'merge'],
  ])('asks for help %j', (argv, topic) => {
    expect(parseCliArgs(argv, '/cwd')).toEqual({ command: 'help', topic });
  });

  it('asks for the version', () => {
    expect(parseCliArgs(['--version'], '/cwd')).toEqual({ command: 'version', topic: null });
  });
});
