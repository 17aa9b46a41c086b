import { afterAll, describe, expect, it } from 'vitest';
import { wordHolders } from '../../src/adapters/git-grep.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(cleanupRepos);

describe('wordHolders', () => {
  const repo = createRepo({
    'tests/test calc.py': 'from checks import assert_same\nfrom calc import add\n',
    'tests/other.py': 'import checksum\n',
    'tests/new\nline.py': 'import calc\n',
    'lib/checks.js': "export * from './checks-impl.js';\n",
    'README.md': 'checks\n',
  });
  const base = repo.commit('base');
  // What the checkout holds later is not what the commit holds.
  repo.write({ 'tests/later.py': 'from checks import x\n' });
  repo.commit('later');

  it('finds, for each word, the files of the commit the pathspecs match that hold it whole', async () => {
    const found = await wordHolders(repo.dir, base, ['checks', 'calc', 'nowhere'], ['*.py']);
    expect(Object.fromEntries([...found].map(([w, p]) => [w, p.sort()]))).toEqual({
      checks: ['tests/test calc.py'],
      calc: ['tests/new\nline.py', 'tests/test calc.py'],
      nowhere: [],
    });
    const both = await wordHolders(repo.dir, base, ['checks'], ['*.py', '*.js']);
    expect(both.get('checks')?.sort()).toEqual(['lib/checks.js', 'tests/test calc.py']);
  });

  it('finds nothing without an error when no file holds a word', async () => {
    expect(await wordHolders(repo.dir, base, ['nowhere'], ['*.py'])).toEqual(
      new Map([['nowhere', []]]),
    );
  });

  it('does not search a word git would read as several patterns or as an option', async () => {
    const found = await wordHolders(repo.dir, base, ['checks\nimport', '--all-match'], ['*.py']);
    expect(found).toEqual(
      new Map([
        ['checks\nimport', []],
        ['--all-match', []],
      ]),
    );
  });

  it('fails on a commit that does not exist', async () => {
    await expect(wordHolders(repo.dir, 'f'.repeat(40), ['checks'], ['*.py'])).rejects.toThrow(
      /git grep/,
    );
  });
});
