import { afterAll, describe, expect, it } from 'vitest';
import { pathsHolding } from '../../src/adapters/git-grep.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(cleanupRepos);

describe('pathsHolding', () => {
  const repo = createRepo({
    'tests/test calc.py': 'from checks import assert_same\n',
    'tests/other.py': 'import checksum\n',
    'lib/checks.js': "export * from './checks-impl.js';\n",
    'README.md': 'checks\n',
  });
  const base = repo.commit('base');
  // What the checkout holds later is not what the commit holds.
  repo.write({ 'tests/later.py': 'from checks import x\n' });
  repo.commit('later');

  it('finds whole words in the files of the commit the pathspecs match', async () => {
    expect(await pathsHolding(repo.dir, base, 'checks', ['*.py'])).toEqual(['tests/test calc.py']);
    expect((await pathsHolding(repo.dir, base, 'checks', ['*.py', '*.js'])).sort()).toEqual([
      'lib/checks.js',
      'tests/test calc.py',
    ]);
  });

  it('finds nothing without an error when no file holds the word', async () => {
    expect(await pathsHolding(repo.dir, base, 'nowhere', ['*.py'])).toEqual([]);
  });

  it('refuses a word git would read as several patterns or as an option', async () => {
    expect(await pathsHolding(repo.dir, base, 'checks\nimport', ['*.py'])).toEqual([]);
    expect(await pathsHolding(repo.dir, base, '--all-match', ['*.py'])).toEqual([]);
  });

  it('fails on a commit that does not exist', async () => {
    await expect(pathsHolding(repo.dir, 'f'.repeat(40), 'checks', ['*.py'])).rejects.toThrow(
      /git grep/,
    );
  });
});
