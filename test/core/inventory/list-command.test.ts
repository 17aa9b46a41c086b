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

  // Issue 40: `pnpm vitest --coverage` got no base listing, so test-missing and
  // test-newly-skipped were off for it. Every exec form of every package manager is listed.
  it.each<[string, string[], string[]]>([
    ['pnpm', ['vitest', '--coverage'], ['pnpm', 'vitest', 'list', '--coverage']],
    ['pnpm', ['vitest', 'run', '--coverage'], ['pnpm', 'vitest', 'list', '--coverage']],
    ['pnpm', ['exec', 'vitest', 'run'], ['pnpm', 'exec', 'vitest', 'list']],
    ['pnpm', ['dlx', 'vitest', 'run'], ['pnpm', 'dlx', 'vitest', 'list']],
    ['pnpx', ['vitest', 'run'], ['pnpx', 'vitest', 'list']],
    ['yarn', ['vitest', 'run'], ['yarn', 'vitest', 'list']],
    ['yarn', ['exec', 'vitest', 'run'], ['yarn', 'exec', 'vitest', 'list']],
    ['yarn', ['dlx', 'vitest'], ['yarn', 'dlx', 'vitest', 'list']],
    ['npx', ['--no', 'vitest', 'run'], ['npx', '--no', 'vitest', 'list']],
    ['npm', ['exec', '--', 'vitest', 'run'], ['npm', 'exec', '--', 'vitest', 'list']],
    ['npm', ['x', 'vitest'], ['npm', 'x', 'vitest', 'list']],
    ['bunx', ['vitest', 'run'], ['bunx', 'vitest', 'list']],
    ['bun', ['x', 'vitest', 'run'], ['bun', 'x', 'vitest', 'list']],
  ])('vitest through %s %j is listed', (command, args, listed) => {
    expect(words(check(command, args), { test: 'vitest run' })).toEqual([
      ...listed,
      '--json=/out/list.json',
    ]);
  });

  it.each<[string, string[], string[]]>([
    ['yarn', ['jest', '--ci'], ['yarn', 'jest', '--ci', '--listTests']],
    ['pnpm', ['jest'], ['pnpm', 'jest', '--listTests']],
    ['pnpm', ['exec', 'jest'], ['pnpm', 'exec', 'jest', '--listTests']],
    ['bunx', ['jest'], ['bunx', 'jest', '--listTests']],
  ])('jest through %s %j is listed', (command, args, listed) => {
    expect(words(check(command, args))).toEqual(listed);
  });

  it('honest: `pnpm vitest` where the base has a script named vitest runs that script', () => {
    const scripts = { vitest: 'vitest run --project unit' };
    expect(words(check('pnpm', ['vitest']), scripts)).toEqual([
      'npx',
      '--no',
      '--',
      'vitest',
      'list',
      '--project',
      'unit',
      '--json=/out/list.json',
    ]);
  });

  it('a runner that cannot list stays without a listing, however it is started', () => {
    expect(words(check('yarn', ['mocha']))).toBe(
      'mocha cannot list its tests without running them',
    );
    expect(words(check('npx', ['mocha']))).toBe('mocha cannot list its tests without running them');
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
