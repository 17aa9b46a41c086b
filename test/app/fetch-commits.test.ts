// The App's fetch over real HTTP (`git http-backend` behind a server that demands the token): the
// installation token travels as a header from the environment, and the cache is never checked out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchCommits } from '../../src/app/fetch-commits.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { startGitHttpServer } from './git-http-server.js';

const TOKEN = 'ghs_headerOnlyToken0123456789abcdef';
const dirs: string[] = [];

afterAll(() => {
  cleanupRepos();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function remote(): { root: string; baseSha: string; headSha: string } {
  const root = mkdtempSync(join(tmpdir(), 'testlock-http-remote-'));
  dirs.push(root);
  const bare = join(root, 'acme', 'widget.git');
  mkdirSync(bare, { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', bare]);
  execFileSync('git', ['-C', bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true']);
  const work = createRepo({ 'a.txt': 'one\n' });
  const baseSha = work.commit('base');
  work.git('checkout', '-q', '-b', 'feature');
  work.write({ 'a.txt': 'two\n' });
  const headSha = work.commit('head');
  work.git('push', '-q', bare, 'main', 'feature');
  return { root, baseSha, headSha };
}

describe('fetchCommits over HTTP', () => {
  it('sends the token as a header, and fetches both commits into a cache that is never checked out', async () => {
    const { root, baseSha, headSha } = remote();
    const server = await startGitHttpServer(root, TOKEN);
    const cacheDir = mkdtempSync(join(tmpdir(), 'testlock-http-cache-'));
    dirs.push(cacheDir);
    try {
      const dir = await fetchCommits({
        serverUrl: server.url,
        cacheDir,
        owner: 'acme',
        repo: 'widget',
        token: TOKEN,
        baseSha,
        headSha,
      });
      const both = execFileSync('git', ['-C', dir, 'cat-file', '-t', headSha]).toString().trim();
      expect(both).toBe('commit');
      expect(readdirSync(dir)).toEqual(['.git']);
      expect(server.seen.length).toBeGreaterThan(0);
      expect(server.seen.every((h) => h.authorization?.startsWith('Basic '))).toBe(true);
      expect(readFileSync(join(dir, '.git', 'config'), 'utf8')).not.toContain(TOKEN.slice(0, 12));
    } finally {
      await server.close();
    }
  });

  it('a wrong token is refused by the server and the fetch fails with a message without the token', async () => {
    const { root, baseSha, headSha } = remote();
    const server = await startGitHttpServer(root, TOKEN);
    const cacheDir = mkdtempSync(join(tmpdir(), 'testlock-http-cache-'));
    dirs.push(cacheDir);
    const wrong = 'ghs_wrongToken0123456789abcdefabcdef';
    try {
      const failure = await fetchCommits({
        serverUrl: server.url,
        cacheDir,
        owner: 'acme',
        repo: 'widget',
        token: wrong,
        baseSha,
        headSha,
      }).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/git fetch from http:\/\/127\.0\.0\.1:\d+\/acme\/widget\.git failed/);
      expect(failure).not.toContain(wrong);
    } finally {
      await server.close();
    }
  });

  it('refuses a repository name that is not a plain path segment', async () => {
    const attempt = fetchCommits({
      serverUrl: 'file:///nowhere',
      cacheDir: tmpdir(),
      owner: '..',
      repo: 'widget',
      token: TOKEN,
      baseSha: 'a'.repeat(40),
      headSha: 'b'.repeat(40),
    });
    await expect(attempt).rejects.toThrow("refusing repository name '../widget'");
  });
});
