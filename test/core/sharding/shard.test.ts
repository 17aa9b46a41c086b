import { describe, expect, it } from 'vitest';
import { goListPackages } from '../../../src/core/runners/go/shard.js';
import { pytestCollectedFiles } from '../../../src/core/runners/pytest/shard.js';
import { parseShard, shardArgs } from '../../../src/core/sharding/shard.js';
import { shareOf } from '../../../src/core/sharding/split.js';

describe('parseShard', () => {
  it.each([
    ['1/4', { index: 1, total: 4 }],
    ['4/4', { index: 4, total: 4 }],
    [' 2 / 3 ', { index: 2, total: 3 }],
    ['1/1', { index: 1, total: 1 }],
  ])('%j', (text, shard) => {
    expect(parseShard(text)).toEqual(shard);
  });

  it.each([
    ['', 'shard must be i/n, e.g. 1/4 (got "")'],
    ['2', 'shard must be i/n, e.g. 1/4 (got "2")'],
    ['a/b', 'shard must be i/n, e.g. 1/4 (got "a/b")'],
    ['-1/2', 'shard must be i/n, e.g. 1/4 (got "-1/2")'],
    ['1.5/2', 'shard must be i/n, e.g. 1/4 (got "1.5/2")'],
    ['1/0', 'shard total must be at least 1 (got "1/0")'],
    ['0/2', 'shard index must be from 1 to 2 (got "0/2")'],
    ['3/2', 'shard index must be from 1 to 2 (got "3/2")'],
  ])('rejects %j', (text, message) => {
    expect(() => parseShard(text)).toThrow(new Error(message));
  });
});

describe('shareOf', () => {
  const items = ['e', 'b', 'a', 'd', 'c', 'a'];

  it.each([
    [1, 2, ['a', 'c', 'e']],
    [2, 2, ['b', 'd']],
    [1, 3, ['a', 'd']],
    [3, 3, ['c']],
    [6, 6, []],
  ])('shard %i/%i', (index, total, share) => {
    expect(shareOf(items, { index, total })).toEqual(share);
  });

  it('gives the same shares whatever the input order, covering every item once', () => {
    const reversed = [...items].reverse();
    const shares = [1, 2, 3].map((index) => shareOf(reversed, { index, total: 3 }));
    expect(shares).toEqual([1, 2, 3].map((index) => shareOf(items, { index, total: 3 })));
    expect(shares.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('shardArgs', () => {
  const packages = ['example.com/m/b', 'example.com/m/a', 'example.com/m/c'];
  const testFiles = ['tests/test_b.py', 'tests/test_a.py'];

  it.each([
    ['vitest', {}, { kind: 'args', args: ['--shard=2/3'] }],
    ['jest', {}, { kind: 'args', args: ['--shard=2/3'] }],
    ['go', { items: packages }, { kind: 'packages', packages: ['example.com/m/b'] }],
    ['pytest', { items: testFiles }, { kind: 'files', files: ['tests/test_b.py'] }],
    [
      'pytest',
      { items: ['tests/test_a.py'] },
      { kind: 'empty', reason: 'shard 2/3 has no test files: 1 test files over 3 shards' },
    ],
    [
      'go',
      { items: [] },
      { kind: 'empty', reason: 'shard 2/3 has no packages: 0 packages over 3 shards' },
    ],
    [
      'pytest',
      { plugin: 'pytest-shard' },
      { kind: 'args', args: ['--shard-id=1', '--num-shards=3'] },
    ],
    ['pytest', { plugin: 'pytest-split' }, { kind: 'args', args: ['--splits=3', '--group=2'] }],
    ['cargo', {}, { kind: 'unsupported', reason: 'cargo has no shard option testlock can use' }],
    ['mocha', {}, { kind: 'unsupported', reason: 'mocha has no shard option testlock can use' }],
  ] as const)('%s %j', (runner, context, plan) => {
    expect(shardArgs(runner, { index: 2, total: 3 }, context)).toEqual(plan);
  });

  it.each([
    ['go', 'sharding needs the list of Go packages'],
    ['pytest', 'sharding needs the list of collected test files'],
  ] as const)('%s without its list is an error', (runner, message) => {
    expect(() => shardArgs(runner, { index: 1, total: 2 })).toThrow(new Error(message));
  });
});

describe('collected lists', () => {
  it('reads go list output', () => {
    expect(goListPackages('example.com/m\nexample.com/m/api\n\n  example.com/m/db  \n')).toEqual([
      'example.com/m',
      'example.com/m/api',
      'example.com/m/db',
    ]);
  });

  it.each([
    [
      '-q',
      'tests/test_a.py::test_one\ntests/test_a.py::test_two[1-2]\npkg/tests/test_b.py::C::test_x\n\n3 tests collected in 0.01s\n',
      ['tests/test_a.py', 'pkg/tests/test_b.py'],
    ],
    ['-qq', 'tests/test_a.py: 2\npkg/test_b.py: 1\n', ['tests/test_a.py', 'pkg/test_b.py']],
    ['nothing', 'no tests ran in 0.01s\n', []],
  ])('reads pytest %s collection', (_, output, files) => {
    expect(pytestCollectedFiles(output)).toEqual(files);
  });
});
