// The targeted base run of the tests skipped now: one command per runner, built from the check's
// own invocation, selecting exactly those tests; and how its results are read.
import { describe, expect, it } from 'vitest';
import { listingCommand } from '../../../src/core/inventory/list-command.js';
import { targetedWords } from '../../../src/core/inventory/targeted.js';
import { unconfirmed } from '../../../src/core/inventory/unconfirmed.js';
import type { Check } from '../../../src/core/model/check.js';
import type { InventoryEntry, RunIds } from '../../../src/core/model/inventory.js';

function check(command: string, args: string[]): Check {
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script: '',
    cwd: '',
    env: {},
    source: 'ci',
    origin: 'ci',
    skipped: null,
  };
}

function targeted(c: Check, tests: InventoryEntry[]): string[] | null {
  const listed = listingCommand(c, {}, '/o/list.json');
  if ('reason' in listed) throw new Error(listed.reason);
  return targetedWords(listed.format, listed.invocation, tests);
}

const e = (id: string, file = ''): InventoryEntry => ({ id, file });

describe('targetedWords', () => {
  const cases: Array<{ name: string; check: Check; tests: InventoryEntry[]; words: string[] }> = [
    {
      name: 'pytest: the node ids, without the check path arguments',
      check: check('uv', ['run', 'pytest', 'tests']),
      tests: [e('tests/t.py::test_a[x y]', 'tests/t.py')],
      words: ['uv', 'run', 'pytest', '-p', 'no:cacheprovider', 'tests/t.py::test_a[x y]'],
    },
    {
      name: 'vitest: the files, and -t anchored on the full names (suites joined by spaces)',
      check: check('npx', ['vitest', 'run', '--coverage']),
      tests: [
        e('test/a.test.ts > outer > ctx skip (1+1)', 'test/a.test.ts'),
        e('test/b.test.ts > top level', 'test/b.test.ts'),
      ],
      words: [
        'npx',
        'vitest',
        'run',
        '--coverage',
        'test/a.test.ts',
        'test/b.test.ts',
        '-t',
        '^(?:outer ctx skip \\(1\\+1\\)|top level)$',
      ],
    },
    {
      name: 'go: -run anchored on the top-level names; the check -run is dropped, flags kept',
      check: check('go', ['test', '-run', 'TestOnly', '-tags', 'net', './...']),
      tests: [e('example.com/m/sub.TestB'), e('example.com/m.TestA'), e('example.com/m/x.TestA')],
      words: ['go', 'test', '-run', '^(?:TestB|TestA)$', '-tags', 'net', './...'],
    },
    {
      name: 'cargo: --exact with the bare names; harness filters dropped, harness flags kept',
      check: check('cargo', ['test', '--workspace', '--', '--test-threads=1', 'only_this']),
      tests: [e('tests::boom'), e('src/lib.rs - add (line 7)')],
      words: [
        'cargo',
        'test',
        '--workspace',
        '--',
        '--test-threads=1',
        '--exact',
        'tests::boom',
        'src/lib.rs - add (line 7)',
      ],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(targeted(c.check, c.tests)).toEqual(c.words);
    });
  }

  it('jest: the files by path and the full names as one anchored, escaped -t pattern', () => {
    const tests = [
      e('test/a.test.js > burst > at boundary', 'test/a.test.js'),
      e('test/b (x).test.js > top (a|b) [x]', 'test/b (x).test.js'),
      e('test/a.test.js > burst > at boundary', 'test/a.test.js'),
    ];
    expect(targeted(check('npx', ['jest', '--ci']), tests)).toEqual([
      'npx',
      'jest',
      '--ci',
      '--runTestsByPath',
      'test/a.test.js',
      'test/b (x).test.js',
      '-t',
      '^(?:burst at boundary|top \\(a\\|b\\) \\[x\\])$',
    ]);
  });

  it('jest with its own -t: not judged (what it filters out reports as skipped at base too)', () => {
    const tests = [e('test/a.test.js > unit one', 'test/a.test.js')];
    expect(targeted(check('jest', ['-t', 'unit']), tests)).toBeNull();
    expect(targeted(check('jest', ['--testNamePattern=unit']), tests)).toBeNull();
  });

  it('nothing skipped means no run', () => {
    expect(targeted(check('go', ['test', './...']), [])).toBeNull();
  });
});

describe('unconfirmed', () => {
  it('honest: skipped at base too is not newly skipped; gaming: ran at base is', () => {
    // cargo's console spells `tests::boom - should panic`; --list spells `tests::boom`.
    const atBase: RunIds = {
      ran: ['tests::slow', 'tests::boom - should panic'],
      skipped: ['tests::slow'],
      unit: 'test',
    };
    expect(unconfirmed('cargo-list', [e('tests::slow'), e('tests::boom')], atBase)).toEqual({
      skippedAtBase: ['tests::slow'],
      note: null,
    });
  });

  it('a test the targeted run did not report is not judged, with a note naming it', () => {
    const atBase: RunIds = { ran: [], skipped: [], unit: 'test' };
    expect(unconfirmed('cargo-list', [e('src/lib.rs - add (line 3)')], atBase)).toEqual({
      skippedAtBase: ['src/lib.rs - add (line 3)'],
      note: '1 base tests skipped now did not run in the targeted base run (src/lib.rs - add (line 3)): not judged',
    });
  });
});
