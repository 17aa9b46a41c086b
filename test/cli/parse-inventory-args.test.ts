// The `inventory` command and verify's `--inventory` flag: paths relative to the caller, and the
// flags that belong to another command refused in one line.
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/parse-args.js';
import { UsageError } from '../../src/errors.js';

describe('parseCliArgs: the cached inventory', () => {
  it('inventory --out: the file to write, relative to the caller', () => {
    expect(
      parseCliArgs(['inventory', '--base', 'main', '--out', 'cache/inv.json'], '/cwd'),
    ).toMatchObject({ command: 'inventory', base: 'main', inventory: '/cwd/cache/inv.json' });
  });

  it('verify --inventory: the file to read', () => {
    expect(
      parseCliArgs(['verify', '--base', 'main', '--inventory', '/abs/inv.json'], '/cwd'),
    ).toMatchObject({ command: 'verify', inventory: '/abs/inv.json' });
  });

  it('inventory keeps the flags that shape the listing and its key', () => {
    expect(
      parseCliArgs(
        [
          'inventory',
          '--base',
          'b',
          '--out',
          'o',
          '--test-command',
          'pytest -q',
          '--timeout-minutes',
          '5',
        ],
        '/cwd',
      ),
    ).toMatchObject({ commands: { test: 'pytest -q' }, timeoutMinutes: 5 });
  });

  const refused: Array<[string[], string]> = [
    [['inventory', '--base', 'main'], '--out is required (the file to write)'],
    [
      ['inventory', '--base', 'main', '--out', 'o', '--json', '-'],
      '--json applies to verify, not inventory',
    ],
    [
      ['inventory', '--base', 'main', '--out', 'o', '--baseline'],
      '--baseline applies to verify, not inventory',
    ],
    [
      ['inventory', '--base', 'main', '--out', 'o', '--inventory', 'i'],
      '--inventory applies to verify, not inventory',
    ],
    [['verify', '--base', 'main', '--out', 'o'], '--out applies to inventory, not verify'],
    [['plan', '--base', 'main', '--inventory', 'i'], '--inventory applies to verify, not plan'],
    [['verify', '--base', 'main', '--inventory', ' '], '--inventory needs a value'],
    [
      ['inventory', '--base', 'main', '--out', 'o', '--projects'],
      '--projects applies to plan, not inventory',
    ],
  ];
  for (const [argv, message] of refused) {
    it(`refuses ${argv.slice(3).join(' ') || argv.join(' ')}`, () => {
      expect(() => parseCliArgs(argv, '/cwd')).toThrow(new UsageError(message));
    });
  }
});
