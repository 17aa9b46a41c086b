// The persisted Cargo target folder with real cargo: the next run reuses the build, a source
// changed at the same path and size (within the same second) is rebuilt, a source rewritten by a
// check during a run is rebuilt from its blob next run, and the checkout is never written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCleanups } from '../../src/adapters/cleanup.js';
import { createLockedWorktree, type LockedWorktree } from '../../src/adapters/workspace.js';
import { NO_ACTIONS as NONE } from '../../src/pipeline/inventory/inventory.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';

const roots: string[] = [];
afterAll(async () => {
  await runCleanups();
  cleanupRepos();
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LIB = (limit: string): string =>
  `pub fn burst(requests: u32) -> u32 {\n    requests.min(${limit})\n}\n`;
const TEST = 'use ratelimit::burst;\n\n#[test]\nfn caps() {\n    assert_eq!(burst(500), 100);\n}\n';

function crate(): TempRepo {
  return createRepo({
    '.gitignore': 'target/\n',
    'Cargo.toml': '[package]\nname = "ratelimit"\nversion = "0.1.0"\nedition = "2021"\n',
    'Cargo.lock':
      '# generated\nversion = 3\n\n[[package]]\nname = "ratelimit"\nversion = "0.1.0"\n',
    'src/lib.rs': LIB('100'),
    'tests/caps.rs': TEST,
  });
}

interface CargoRun {
  passed: boolean;
  compiled: boolean;
}

function cargoTest(tree: LockedWorktree): CargoRun {
  const run = spawnSync('cargo', ['test', '--offline'], {
    cwd: tree.dir,
    env: { ...process.env, ...tree.env },
    encoding: 'utf8',
  });
  // cargo names on stderr each package it compiles; a fresh build names none.
  return { passed: run.status === 0, compiled: /Compiling ratelimit/.test(run.stderr) };
}

describe('the persisted Cargo target folder', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'testlock-cargo-cache-')));
  roots.push(root);

  async function locked(repo: TempRepo, head: string): Promise<LockedWorktree> {
    return createLockedWorktree({
      repo: repo.dir,
      base: head,
      head,
      actions: NONE,
      env: { ...process.env, TESTLOCK_CACHE_DIR: root },
    });
  }

  it('reuses the build next run, rebuilds a same-size change made within the second', async () => {
    const repo = crate();
    const a = repo.commit('a');
    const status = repo.git('status', '--porcelain', '--ignored');
    const first = await locked(repo, a);
    expect(first.env.CARGO_TARGET_DIR?.startsWith(root)).toBe(true);
    expect(cargoTest(first)).toEqual({ passed: true, compiled: true });
    await first.dispose();

    const again = await locked(repo, a);
    expect(again.dir).toBe(first.dir);
    expect(cargoTest(again)).toEqual({ passed: true, compiled: false });
    await again.dispose();

    // One character, the same size, committed and rebuilt at once: cargo must see it.
    repo.write({ 'src/lib.rs': LIB('900') });
    const b = repo.commit('b');
    const changed = await locked(repo, b);
    expect(cargoTest(changed)).toEqual({ passed: false, compiled: true });
    await changed.dispose();

    const back = await locked(repo, a);
    expect(cargoTest(back)).toEqual({ passed: true, compiled: true });
    await back.dispose();

    expect(existsSync(join(repo.dir, 'target'))).toBe(false);
    expect(repo.git('status', '--porcelain', '--ignored')).toBe(status);
  });

  it('gaming: a source a check rewrote during the run is rebuilt from its blob next run', async () => {
    const repo = crate();
    const a = repo.commit('a');
    const first = await locked(repo, a);
    // A check (a build script, a formatter) rewrites the source, same size, and builds it.
    writeFileSync(join(first.dir, 'src/lib.rs'), LIB('999'));
    expect(cargoTest(first)).toEqual({ passed: false, compiled: true });
    await first.dispose();

    const next = await locked(repo, a);
    expect(cargoTest(next)).toEqual({ passed: true, compiled: true });
    await next.dispose();
  });

  it("honest: a project that names its own target folder keeps it, and nothing of testlock's is used", async () => {
    const repo = crate();
    repo.write({ '.cargo/config.toml': '[build]\ntarget-dir = "out"\n' });
    const a = repo.commit('a');
    const tree = await locked(repo, a);
    expect(tree.env).toEqual({ GITHUB_WORKSPACE: tree.dir });
    const run = spawnSync('cargo', ['test', '--offline', '--quiet'], {
      cwd: tree.dir,
      env: process.env,
    });
    expect(run.status).toBe(0);
    expect(existsSync(join(tree.dir, 'out'))).toBe(true);
    await tree.dispose();
  });
});
