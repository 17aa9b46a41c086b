import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execGit, GitError, startGit, tryGit } from '../../src/adapters/exec-git.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(() => cleanupRepos());

describe('tryGit', () => {
  it('passes input on stdin and returns the output byte for byte, final newline kept', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const content = 'line one\nzwei: ü\n\n';
    const id = (
      await execGit(['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: content })
    ).trim();
    const shown = await tryGit(['cat-file', 'blob', id], { cwd: repo.dir });
    expect(shown).toEqual({ stdout: content, stderr: '', exitCode: 0 });
  });

  it('returns a non-zero exit with its stderr instead of throwing', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const result = await tryGit(['rev-parse', '--verify', 'no-such-ref'], { cwd: repo.dir });
    expect(result.exitCode).toBe(128);
    expect(result.stderr).toMatch(/^fatal:/m);
  });

  it('keeps the parent environment and lays the extra environment over it', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const result = await tryGit(['var', 'GIT_AUTHOR_IDENT'], {
      cwd: repo.dir,
      env: { GIT_AUTHOR_NAME: 'Extra Person', GIT_AUTHOR_EMAIL: 'x@example.invalid' },
    });
    expect(result.stdout).toMatch(/^Extra Person <x@example\.invalid>/);
    // PATH came from the parent: git found itself and its helpers.
    expect(result.exitCode).toBe(0);
  });

  it('never waits on a terminal prompt or a pager', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const result = await tryGit(['var', 'GIT_PAGER'], { cwd: repo.dir });
    expect(result.stdout.trim()).toBe('cat');
  });

  it('fails in one line when git cannot start in the folder', async () => {
    const repo = createRepo();
    await expect(tryGit(['status'], { cwd: join(repo.dir, 'missing') })).rejects.toThrow(
      /^git could not be started: .*ENOENT/,
    );
  });
});

describe('execGit', () => {
  it('throws a GitError naming the verb and git fatal line', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const error = await execGit(['-c', 'core.quotepath=off', 'show', 'nope:missing'], {
      cwd: repo.dir,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).message).toMatch(/^git show failed \(exit 128\): fatal: /);
  });
});

describe('startGit', () => {
  it('answers requests on stdin while it stays open, and ends when killed', async () => {
    const repo = createRepo({ 'a.txt': 'hello\n' });
    repo.commit('init');
    const id = repo.git('rev-parse', 'HEAD:a.txt').trim();
    const open = startGit(['cat-file', '--batch-check'], { cwd: repo.dir });
    const answer = new Promise<string>((resolve) => {
      open.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
    });
    open.stdin.write(`${id}\n`);
    expect(await answer).toBe(`${id} blob 6\n`);
    const closed = new Promise<void>((resolve) => open.stdout.once('close', () => resolve()));
    open.kill();
    await closed;
  });
});
