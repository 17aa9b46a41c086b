// pytest-cov read from the listing the inventory key is made of: present, absent, and names
// written the ways a distribution's metadata writes them.
import { describe, expect, it } from 'vitest';
import { installedHooks, pytestCovInListing } from '../../../src/core/run/python-listing.js';

describe('pytestCovInListing', () => {
  const table: Array<[string, string, ReturnType<typeof pytestCovInListing>]> = [
    [
      'both installed',
      'cpython 3.11.7\ncoverage==7.16.2\npytest==9.0.3\npytest-cov==7.1.0',
      { python: '3.11', coverage: '7.16.2' },
    ],
    [
      'names as metadata may spell them',
      'cpython 3.12.1\nCoverage==7.4.0\npytest_cov==5.0.0',
      { python: '3.12', coverage: '7.4.0' },
    ],
    ['no pytest-cov', 'cpython 3.11.7\ncoverage==7.16.2\npytest==9.0.3', null],
    ['pytest-cov without coverage.py', 'cpython 3.11.7\npytest-cov==7.1.0', null],
    // A name that only starts like it is another distribution.
    ['a look-alike name', 'cpython 3.11.7\ncoverage==7.1\npytest-cover==3.0', null],
    [
      'an unreadable first line',
      'garbage\ncoverage==7.1\npytest-cov==4.0',
      { python: null, coverage: '7.1' },
    ],
    ['empty', '', null],
  ];
  for (const [name, listing, expected] of table) {
    it(name, () => {
      expect(pytestCovInListing(listing)).toEqual(expected);
    });
  }
});

describe('installedHooks', () => {
  it('reads the pytest11 and script lines of every listing, names normalised', () => {
    const one =
      'cpython 3.12.1\nanyio==4.0\npytest==8.0\npytest11 anyio\npytest11 My_Plugin.X\nscript pytest py.test\nscript pytest pytest';
    const two = 'cpython 3.12.1\nBlack==24.1\nscript Black black';
    const hooks = installedHooks([one, null, two]);
    expect([...hooks.plugins]).toEqual(['anyio', 'my-plugin-x']);
    expect(Object.fromEntries(hooks.scripts)).toEqual({
      pytest: ['py.test', 'pytest'],
      black: ['black'],
    });
    expect(installedHooks(['cpython 3.12.1\npytest==8.0'])).toEqual({
      plugins: new Set(),
      scripts: new Map(),
    });
  });

  it('leaves the pytest-cov answer as it was', () => {
    const listing =
      'cpython 3.12.1\ncoverage==7.4.0\npytest-cov==5.0\npytest11 pytest-cov\nscript coverage coverage';
    expect(pytestCovInListing(listing)).toEqual({ python: '3.12', coverage: '7.4.0' });
  });
});
