// The stable locked-worktree slot: the same folder run after run, a lock that keeps two runs
// apart, a stale lock taken over, a cache folder that is not ours refused. Real git throughout.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { runCleanups } from '../../src/adapters/cleanup.js';
import { createLockedWorktree } from '../../src/adapters/workspace.js';
import { removeStale, repositoryCacheDir, takeLock } from '../../src/adapters/worktree-slot.js';
import { NO_ACTIONS as NONE } from '../../src/pipeline/inventory/inventory.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';

const roots: string[] = [];
afterAll(async () => {
  await runCleanups();
  cleanupRepos();
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function cacheRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-slot-root-'));
  roots.push(dir);
  return realpathSync(dir);
}

function project(): { repo: TempRepo; head: string } {
  const repo = createRepo({ 'src/a.py': 'A = 1\n', 'tests/test_a.py': 'assert True\n' });
  return { repo, head: repo.commit('base') };
}

function locked(repo: TempRepo, head: string, root: string, role?: 'atHead' | 'atBase') {
  return createLockedWorktree({
    repo: repo.dir,
    base: head,
    head,
    actions: NONE,
    env: { TESTLOCK_CACHE_DIR: root },
    ...(role ? { role } : {}),
  });
}

function checkoutState(repo: TempRepo): string {
  return repo.git('status', '--porcelain', '-z', '--ignored') + repo.git('worktree', 'list');
}

/** The pid of a process that has ended: nothing alive holds it (until the system reuses it). */
function deadPid(): number {
  const child = execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.toString());
}

describe('the stable slot of a repository', () => {
  it("builds the next run's worktree at the first run's path, and leaves the checkout as it was", async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const before = checkoutState(repo);
    const first = await locked(repo, head, root);
    const path = first.dir;
    expect(readFileSync(join(path, 'src/a.py'), 'utf8')).toBe('A = 1\n');
    await first.dispose();
    expect(existsSync(path)).toBe(false);
    const second = await locked(repo, head, root);
    expect(second.dir).toBe(path);
    expect(basename(path)).toBe('testlock-locked-atHead');
    expect(dirname(path)).toBe(await repositoryCacheDir(repo.dir, root));
    await second.dispose();
    expect(checkoutState(repo)).toBe(before);
    // Nothing was built in it, so nothing is kept: the repository's folder is gone too.
    expect(readdirSync(root)).toEqual([]);
  });

  it('gives the base tree a slot of its own beside the locked one', async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const atHead = await locked(repo, head, root);
    const atBase = await locked(repo, head, root, 'atBase');
    expect(basename(atBase.dir)).toBe('testlock-locked-atBase');
    expect(dirname(atBase.dir)).toBe(dirname(atHead.dir));
    await Promise.all([atHead.dispose(), atBase.dispose()]);
  });

  it('never shares the slot between two runs at once: the second builds in a fresh folder', async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const [one, two] = await Promise.all([locked(repo, head, root), locked(repo, head, root)]);
    const dirs = [one.dir, two.dir];
    expect(new Set(dirs).size).toBe(2);
    const stable = dirs.filter((dir) => basename(dir) === 'testlock-locked-atHead');
    expect(stable).toHaveLength(1);
    const fresh = dirs.find((dir) => dir !== stable[0]) ?? '';
    expect(basename(fresh)).toMatch(/^testlock-locked-[A-Za-z0-9]{6}$/);
    expect(fresh.startsWith(root)).toBe(false);
    await Promise.all([one.dispose(), two.dispose()]);
    expect(existsSync(fresh)).toBe(false);
    expect(repo.git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  });

  it('does not share a slot held by another live process', async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const cache = await repositoryCacheDir(repo.dir, root);
    mkdirSync(cache, { recursive: true, mode: 0o700 });
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(join(cache, 'atHead.lock'), `${holder.pid}\n`);
      const tree = await locked(repo, head, root);
      expect(basename(tree.dir)).not.toBe('testlock-locked-atHead');
      await tree.dispose();
      expect(readFileSync(join(cache, 'atHead.lock'), 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it.each([
    ['a dead pid', () => `${deadPid()}\n`],
    ['no pid at all', () => 'garbage'],
  ])('takes over a stale lock holding %s', async (_name, content) => {
    const { repo, head } = project();
    const root = cacheRoot();
    const cache = await repositoryCacheDir(repo.dir, root);
    mkdirSync(cache, { recursive: true, mode: 0o700 });
    writeFileSync(join(cache, 'atHead.lock'), content());
    const tree = await locked(repo, head, root);
    expect(tree.dir).toBe(join(cache, 'testlock-locked-atHead'));
    expect(readFileSync(join(cache, 'atHead.lock'), 'utf8')).toBe(`${process.pid}\n`);
    await tree.dispose();
    expect(existsSync(join(cache, 'atHead.lock'))).toBe(false);
  });

  it('takes a lock once: a second taker in the same process is refused until it is freed', () => {
    const dir = cacheRoot();
    const lock = join(dir, 'x.lock');
    expect(takeLock(lock)).toBe(true);
    expect(takeLock(lock)).toBe(false);
    rmSync(lock);
    expect(takeLock(lock)).toBe(true);
  });

  it('removes a stale lock only if it is still the one judged stale (a race with another taker)', () => {
    const dir = cacheRoot();
    const lock = join(dir, 'x.lock');
    // Judged stale as "4000000000", but another run took the slot in between: its lock stays.
    writeFileSync(lock, `${process.pid}\n`);
    expect(removeStale(lock, '4000000000\n')).toBe(false);
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n`);
    expect(readdirSync(dir)).toEqual(['x.lock']);
    writeFileSync(lock, '4000000000\n');
    expect(removeStale(lock, '4000000000\n')).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reuses the slot after a run that was killed, its tree and registration left behind', async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const script = join(PROJECT_ROOT, 'test/helpers/hold-locked-worktree.ts');
    const child = execa('node', ['--import', 'tsx', script, 'hold', repo.dir, head], {
      cwd: PROJECT_ROOT,
      env: { TESTLOCK_CACHE_DIR: root },
      reject: false,
    });
    const left = await new Promise<string>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    });
    child.kill('SIGKILL');
    await child;
    expect(existsSync(join(left, 'src/a.py'))).toBe(true);
    const tree = await locked(repo, head, root);
    expect(tree.dir).toBe(left);
    expect(readFileSync(join(tree.dir, 'src/a.py'), 'utf8')).toBe('A = 1\n');
    await tree.dispose();
    expect(existsSync(left)).toBe(false);
    expect(repo.git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  });

  it('gaming: refuses a cache folder that others can write (planted in a shared temp folder)', async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const cache = await repositoryCacheDir(repo.dir, root);
    mkdirSync(join(cache, 'cargo-target-atHead'), { recursive: true });
    chmodSync(cache, 0o777);
    const tree = await locked(repo, head, root);
    expect(tree.dir.startsWith(cache)).toBe(false);
    await tree.dispose();
  });

  it('gaming: refuses a cache folder that is a symlink to elsewhere', async () => {
    const { repo, head } = project();
    const root = cacheRoot();
    const elsewhere = cacheRoot();
    const cache = await repositoryCacheDir(repo.dir, root);
    execFileSync('ln', ['-s', elsewhere, cache]);
    const tree = await locked(repo, head, root);
    expect(tree.dir.startsWith(cache)).toBe(false);
    expect(tree.dir.startsWith(elsewhere)).toBe(false);
    await tree.dispose();
  });

  it('builds in a fresh folder every time with TESTLOCK_CACHE_DIR=off', async () => {
    const { repo, head } = project();
    const tree = await locked(repo, head, 'off');
    expect(basename(tree.dir)).toMatch(/^testlock-locked-[A-Za-z0-9]{6}$/);
    await tree.dispose();
  });
});
