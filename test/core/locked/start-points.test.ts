import { describe, expect, it } from 'vitest';
import {
  ABSENT,
  changedStartPoints,
  foldersAbove,
  isStartPointName,
  namedStartPoints,
  npmConfigFiles,
  startPointAnomaly,
} from '../../../src/core/locked/start-points.js';

describe('isStartPointName', () => {
  it.each([
    ['zz_local.pth', true],
    ['distutils-precedence.pth', true],
    ['sitecustomize.py', true],
    ['usercustomize.py', true],
    ['sitecustomize', true],
    ['sitecustomize.cpython-311-x86_64-linux-gnu.so', true],
    ['sitecustomize.pyc', true],
    ['.pth', false],
    ['pytest', false],
    ['mypy-1.11.dist-info', false],
    ['__pycache__', false],
    ['my_sitecustomize.py', false],
    ['notes.pth.bak', false],
  ])('%s → %s', (name, expected) => {
    expect(isStartPointName(name)).toBe(expected);
  });
});

describe('changedStartPoints', () => {
  const before = new Map([
    ['/site/a.pth', 'file:10:1:100'],
    ['/site/b.pth', 'file:5:2:100'],
    ['/user/site', ABSENT],
    ['/home/.npmrc', ABSENT],
  ]);
  it.each([
    ['nothing changed', new Map(before), [], []],
    [
      'a change time moved',
      new Map([...before, ['/site/a.pth', 'file:10:1:200']]),
      [],
      ['/site/a.pth'],
    ],
    ['a file appeared', new Map([...before, ['/site/c.pth', 'file:1:3:300']]), [], ['/site/c.pth']],
    [
      'a file vanished',
      new Map([...before].filter(([path]) => path !== '/site/b.pth')),
      [],
      ['/site/b.pth'],
    ],
    [
      'a config written',
      new Map([...before, ['/home/.npmrc', 'file:9:4:1']]),
      [],
      ['/home/.npmrc'],
    ],
    [
      'an absent folder now holds one',
      new Map([...before, ['/user/site/z.pth', 'file:3:5:1']]),
      [],
      ['/user/site/z.pth'],
    ],
    ['seen by the watch though put back', new Map(before), ['/site/m.pth'], ['/site/m.pth']],
  ] as const)('%s', (_name, after, seen, expected) => {
    expect(changedStartPoints(before, after, new Set(seen))).toEqual(expected);
  });
});

describe('startPointAnomaly', () => {
  it('is critical, names the file and the check, and points at no file of the PR', () => {
    const anomaly = startPointAnomaly('/u/site/x.pth', "the test check 'tests'");
    expect(anomaly).toMatchObject({ kind: 'runner-tampered', severity: 'critical', path: '' });
    expect(anomaly.detail).toContain("/u/site/x.pth was written while the test check 'tests' ran");
  });
});

describe('namedStartPoints', () => {
  it('names each upward file in every folder above the tree, and the home files', () => {
    expect(
      namedStartPoints('/tmp/slot/tree', '/home/u', [
        { upward: ['go.work'] },
        { upward: ['go.work', '.cargo/config.toml'], home: ['.mypy.ini'] },
      ]),
    ).toEqual([
      '/.cargo/config.toml',
      '/go.work',
      '/home/u/.mypy.ini',
      '/tmp/.cargo/config.toml',
      '/tmp/go.work',
      '/tmp/slot/.cargo/config.toml',
      '/tmp/slot/go.work',
    ]);
  });

  it('never names the tree itself (its own files are the locked guard’s)', () => {
    expect(foldersAbove('/a/b/tree')).toEqual(['/a/b', '/a', '/']);
    expect(namedStartPoints('/t', '/h', [{ upward: ['x'] }])).toEqual(['/x']);
  });
});

describe('npmConfigFiles', () => {
  it.each([
    ['nothing set', {}, ['/h/.npmrc', '/usr/etc/npmrc']],
    [
      'a user config named',
      { npm_config_userconfig: '/ci/.npmrc' },
      ['/h/.npmrc', '/ci/.npmrc', '/usr/etc/npmrc'],
    ],
    ['a prefix', { NPM_CONFIG_PREFIX: '/opt/node' }, ['/h/.npmrc', '/opt/node/etc/npmrc']],
    ['the home one named', { NPM_CONFIG_USERCONFIG: '/h/.npmrc' }, ['/h/.npmrc', '/usr/etc/npmrc']],
  ] as const)('%s', (_name, env, expected) => {
    expect(npmConfigFiles(env, '/h', '/usr')).toEqual(expected);
  });
});
