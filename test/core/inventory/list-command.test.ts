// Which listing command a discovered test check gets, or why it gets none.
import { describe, expect, it } from 'vitest';
import { listingCommand } from '../../../src/core/inventory/list-command.js';
import type { Check } from '../../../src/core/model/check.js';

function check(command: string, args: string[], script = ''): Check {
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script,
    cwd: 'pkg',
    env: { CI: '1' },
    source: 'ci',
    origin: 'ci',
    skipped: null,
  };
}

function words(c: Check, scripts: Record<string, string> = {}): string[] | string {
  const listed = listingCommand(c, scripts, '/out/list.json');
  return 'reason' in listed ? listed.reason : [listed.check.command, ...listed.check.args];
}

describe('listingCommand', () => {
  it('pytest: the check args plus --collect-only with a verbosity that wins over -q', () => {
    expect(words(check('uv', ['run', 'pytest', '-q', 'tests']))).toEqual([
      'uv',
      'run',
      'pytest',
      '-q',
      'tests',
      '--collect-only',
      '--verbosity=-1',
      '-p',
      'no:cacheprovider',
    ]);
  });

  it('keeps the check folder and environment, and names the listing', () => {
    const listed = listingCommand(check('pytest', []), {}, '/o');
    expect('reason' in listed ? null : listed.check).toEqual({
      ...check('pytest', ['--collect-only', '--verbosity=-1', '-p', 'no:cacheprovider']),
      name: 'inventory',
      source: 'inventory',
      origin: 'ci',
    });
  });

  it('npm test → the package script through npx --no, `run` replaced by `list --json=FILE`', () => {
    expect(words(check('npm', ['test', '--', 'unit']), { test: 'vitest run' })).toEqual([
      'npx',
      '--no',
      '--',
      'vitest',
      'list',
      'unit',
      '--json=/out/list.json',
    ]);
  });

  it('jest --listTests, go test -list . without output flags, cargo test -- --list', () => {
    expect(words(check('npx', ['jest', '--ci']))).toEqual(['npx', 'jest', '--ci', '--listTests']);
    expect(words(check('go', ['test', '-v', '-race', './...']))).toEqual([
      'go',
      'test',
      '-list',
      '.',
      '-race',
      './...',
    ]);
    expect(words(check('cargo', ['test', '--workspace']))).toEqual([
      'cargo',
      'test',
      '--workspace',
      '--',
      '--list',
    ]);
    expect(words(check('cargo', ['test', '--', '--test-threads=1']))).toEqual([
      'cargo',
      'test',
      '--',
      '--test-threads=1',
      '--list',
    ]);
  });

  it('a one-line CI script is read; anything else is a reason, never a guess', () => {
    expect(words(check('bash', ['-e', '{0}'], 'python -m pytest -x\n'))).toEqual([
      'python',
      '-m',
      'pytest',
      '-x',
      '--collect-only',
      '--verbosity=-1',
      '-p',
      'no:cacheprovider',
    ]);
    expect(words(check('make', ['test']))).toBe(
      'the test command does not start a runner testlock can ask for a list',
    );
    expect(words(check('npx', ['mocha']))).toBe('mocha cannot list its tests without running them');
  });

  it('several plain lines of one runner are listed by the first; mixed runners are a reason', () => {
    const two = 'go test -count 1 ./...\ngo test -count 1 -tags purego ./...\n';
    expect(words(check('bash', ['-e', '{0}'], two))).toEqual([
      'go',
      'test',
      '-list',
      '.',
      '-count',
      '1',
      './...',
    ]);
    const mixed = 'go test ./...\npytest -q\n';
    expect(words(check('bash', ['-e', '{0}'], mixed))).toBe(
      'the test command does not start a runner testlock can ask for a list',
    );
    const withCd = 'cd sub && go test ./...\ngo test ./...\n';
    expect(words(check('bash', ['-e', '{0}'], withCd))).toBe(
      'the test command does not start a runner testlock can ask for a list',
    );
  });
});
