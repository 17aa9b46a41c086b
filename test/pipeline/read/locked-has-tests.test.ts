// has_tests from the base tree on real git repositories: test files in the project folder, or a
// Rust in-source `#[cfg(test)]` module at base; what the PR adds does not count.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/core/config/config.js';
import { lockedHasTests } from '../../../src/pipeline/read/locked-has-tests.js';
import { cleanupRepos, createRepo } from '../../helpers/git-repo.js';

afterAll(() => cleanupRepos());

function baseWith(files: Record<string, string>): { dir: string; sha: string } {
  const repo = createRepo({ 'README.md': 'x\n', ...files });
  return { dir: repo.dir, sha: repo.commit('base') };
}

describe('lockedHasTests', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['a pytest file at the root', { 'tests/test_a.py': 'def test_a(): pass\n' }, '.', true],
    ['a Go test file', { 'a_test.go': 'package a\n' }, '', true],
    ['a vitest file in the project folder', { 'web/src/a.test.ts': 'x\n' }, 'web', true],
    [
      'a test file only in another project',
      { 'api/tests/test_a.py': 'x\n', 'web/a.ts': 'x\n' },
      'web',
      false,
    ],
    ['sources only', { 'ratelimit.py': 'x = 1\n', 'pyproject.toml': '[project]\n' }, '.', false],
    [
      'a Rust in-source test module',
      { 'src/lib.rs': 'pub fn a() {}\n#[cfg(test)]\nmod tests {}\n' },
      '',
      true,
    ],
    ['Rust without test modules', { 'src/lib.rs': 'pub fn a() {}\n' }, '', false],
  ])('%s', async (_name, files, project, expected) => {
    const { dir, sha } = baseWith(files);
    expect(await lockedHasTests(dir, sha, project, DEFAULT_CONFIG)).toBe(expected);
  });

  it('gaming: a test the PR adds is not in the locked set', async () => {
    const repo = createRepo({ 'ratelimit.py': 'x = 1\n' });
    const base = repo.commit('base');
    repo.write({ 'tests/test_new.py': 'def test_new(): pass\n' });
    repo.commit('pr');
    expect(await lockedHasTests(repo.dir, base, '', DEFAULT_CONFIG)).toBe(false);
  });
});
