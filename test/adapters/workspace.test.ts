import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { runCleanups } from '../../src/adapters/cleanup.js';
import { createLockedWorktree, startLockedWorktree } from '../../src/adapters/workspace.js';
import { type LockedTreeActions, planLockedTree } from '../../src/core/locked/plan-locked-tree.js';
import type { ChangedFile } from '../../src/core/model/changed-file.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { installVitest, PROJECT_ROOT } from '../helpers/node-fixture.js';

// A test that fails before its dispose still leaves no worktree behind.
afterAll(async () => {
  await runCleanups();
  cleanupRepos();
});

const tmpRoots: string[] = [];
afterAll(() => {
  for (const dir of tmpRoots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshTmpRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-wt-root-'));
  tmpRoots.push(dir);
  return dir;
}

function actions(
  restore: string[],
  remove: string[] = [],
  merge: string[] = [],
): LockedTreeActions {
  const plan = { restored: restore, removed: remove, merged: merge, spliced: [], unspliced: [] };
  return { restore, remove, merge, lockAdded: [], splice: [], plan };
}

/** What a user would see of their checkout: must be identical before and after a run. */
function checkoutState(repo: TempRepo): { status: string; worktrees: string } {
  return {
    status: repo.git('status', '--porcelain', '-z'),
    worktrees: repo.git('worktree', 'list'),
  };
}

const read = (dir: string, path: string): string => readFileSync(join(dir, path), 'utf8');

const SPACE = 'tests/test with space.py';
const NEWLINE = 'tests/test_new\nline.py';
const STAR = 'tests/test_x*.py';
const STAR_LOOKALIKE = 'tests/test_xy.py';

/** A Python-ish project whose PR touches tests in every way the locked tree must undo. */
function pythonPr(): { repo: TempRepo; base: string; head: string } {
  const repo = createRepo({
    '.gitignore': 'node_modules/\n.venv/\n',
    'src/limits.py': 'LIMIT = 100\n',
    'tests/test_limits.py': 'assert LIMIT <= 100\n',
    'tests/test_deleted.py': 'base deleted\n',
    'tests/test_old_name.py': 'base renamed\n',
    [SPACE]: 'base space\n',
    [NEWLINE]: 'base newline\n',
    [STAR]: 'base star\n',
    [STAR_LOOKALIKE]: 'base lookalike\n',
    'package.json': `${JSON.stringify({ name: 'x', scripts: { test: 'pytest' }, dependencies: { a: '1' } }, null, 2)}\n`,
  });
  const base = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({
    'src/limits.py': 'LIMIT = 1000\n',
    'tests/test_limits.py': 'assert LIMIT <= 1000\n',
    [SPACE]: 'head space\n',
    [NEWLINE]: 'head newline\n',
    [STAR]: 'head star\n',
    [STAR_LOOKALIKE]: 'head lookalike\n',
    'conftest.py': 'import sys; sys.exit(0)\n',
    'package.json': `${JSON.stringify({ name: 'x', scripts: { test: 'true' }, dependencies: { a: '2' } }, null, 2)}\n`,
  });
  repo.remove('tests/test_deleted.py');
  repo.git('mv', 'tests/test_old_name.py', 'tests/test_new_name.py');
  const head = repo.commit('head');
  return { repo, base, head };
}

const PYTHON_ACTIONS = actions(
  ['tests/test_deleted.py', 'tests/test_limits.py', 'tests/test_old_name.py', SPACE, NEWLINE, STAR],
  ['conftest.py', 'tests/test_new_name.py'],
  ['package.json'],
);

describe('createLockedWorktree', () => {
  it("builds head's source with base's tests, and leaves the checkout untouched", async () => {
    const { repo, base, head } = pythonPr();
    repo.write({ 'scratch.txt': 'untracked\n', 'src/limits.py': 'LIMIT = 5  # local edit\n' });
    const before = checkoutState(repo);
    const worktree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head,
      actions: PYTHON_ACTIONS,
    });
    try {
      const { dir } = worktree;
      expect(read(dir, 'src/limits.py')).toBe('LIMIT = 1000\n');
      expect(read(dir, 'tests/test_limits.py')).toBe('assert LIMIT <= 100\n');
      expect(read(dir, 'tests/test_deleted.py')).toBe('base deleted\n');
      expect(read(dir, 'tests/test_old_name.py')).toBe('base renamed\n');
      expect(existsSync(join(dir, 'tests/test_new_name.py'))).toBe(false);
      expect(existsSync(join(dir, 'conftest.py'))).toBe(false);
      expect(read(dir, SPACE)).toBe('base space\n');
      expect(read(dir, NEWLINE)).toBe('base newline\n');
      expect(read(dir, STAR)).toBe('base star\n');
      // Literal pathspecs: `test_x*.py` must not also match `test_xy.py`.
      expect(read(dir, STAR_LOOKALIKE)).toBe('head lookalike\n');
      expect(JSON.parse(read(dir, 'package.json'))).toEqual({
        name: 'x',
        scripts: { test: 'pytest' },
        dependencies: { a: '2' },
      });
      expect(worktree.plan).toEqual(PYTHON_ACTIONS.plan);
      expect(checkoutState(repo).status).toEqual(before.status);
    } finally {
      await worktree.dispose();
    }
    expect(existsSync(worktree.dir)).toBe(false);
    expect(checkoutState(repo)).toEqual(before);
    expect(repo.git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  });

  it("knows its index's paths as git ls-files lists them", async () => {
    const { repo, base, head } = pythonPr();
    const worktree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head,
      actions: PYTHON_ACTIONS,
    });
    try {
      const listed = execFileSync('git', ['ls-files', '-z'], {
        cwd: worktree.dir,
        encoding: 'utf8',
      })
        .split('\0')
        .filter(Boolean);
      const tracked = await worktree.tracked();
      expect(new Set(tracked).size).toBe(tracked.length);
      expect([...tracked].sort()).toEqual(listed.sort());
      // Restored from base (a deleted test, a renamed one's old name); dropped (added, new name).
      expect(tracked).toEqual(expect.arrayContaining(['tests/test_deleted.py', NEWLINE]));
      expect(tracked).not.toContain('conftest.py');
      expect(tracked).not.toContain('tests/test_new_name.py');
    } finally {
      await worktree.dispose();
    }
  });

  it('can be disposed twice', async () => {
    const { repo, base, head } = pythonPr();
    const worktree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head,
      actions: actions([]),
    });
    await Promise.all([worktree.dispose(), worktree.dispose()]);
    await worktree.dispose();
    expect(existsSync(worktree.dir)).toBe(false);
    expect(repo.git('worktree', 'list')).not.toContain('testlock-locked-');
  });

  it('removes the worktree when building it fails', async () => {
    const { repo, base, head } = pythonPr();
    const tmpRoot = freshTmpRoot();
    const before = checkoutState(repo);
    const broken = actions(['tests/never_existed.py']);
    await expect(
      createLockedWorktree({ repo: repo.dir, base, head, actions: broken, tmpRoot }),
    ).rejects.toThrow("Cannot restore 'tests/never_existed.py': not in the base tree.");
    expect(readdirSync(tmpRoot)).toEqual([]);
    expect(checkoutState(repo)).toEqual(before);
  });

  it('names an unknown revision clearly and leaves nothing behind', async () => {
    const { repo, base } = pythonPr();
    const tmpRoot = freshTmpRoot();
    await expect(
      createLockedWorktree({
        repo: repo.dir,
        base,
        head: 'no-such-branch',
        actions: actions([]),
        tmpRoot,
      }),
    ).rejects.toThrow("Unknown revision 'no-such-branch'");
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('started before the plan is known, is finished with the plan and locked as if built at once', async () => {
    const { repo, base, head } = pythonPr();
    const tmpRoot = freshTmpRoot();
    const pending = startLockedWorktree({ repo: repo.dir, base, head, tmpRoot });
    const worktree = await pending.finish({ actions: PYTHON_ACTIONS });
    try {
      expect(read(worktree.dir, 'src/limits.py')).toBe('LIMIT = 1000\n');
      expect(read(worktree.dir, 'tests/test_limits.py')).toBe('assert LIMIT <= 100\n');
      expect(existsSync(join(worktree.dir, 'conftest.py'))).toBe(false);
      // The index and files are what a tree built in one go has.
      const status = await execa('git', ['status', '--porcelain'], { cwd: worktree.dir });
      await worktree.dispose();
      const atOnce = await createLockedWorktree({
        repo: repo.dir,
        base,
        head,
        tmpRoot,
        actions: PYTHON_ACTIONS,
      });
      const again = await execa('git', ['status', '--porcelain'], { cwd: atOnce.dir });
      await atOnce.dispose();
      expect(status.stdout).toBe(again.stdout);
      expect(status.stdout).toContain('D  conftest.py');
    } finally {
      await worktree.dispose();
    }
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('cancelled before it is finished (the plan failed), leaves no folder and no worktree', async () => {
    const { repo, base, head } = pythonPr();
    const tmpRoot = freshTmpRoot();
    const before = checkoutState(repo);
    const pending = startLockedWorktree({ repo: repo.dir, base, head, tmpRoot });
    await Promise.all([pending.cancel(), pending.cancel()]);
    expect(readdirSync(tmpRoot)).toEqual([]);
    expect(checkoutState(repo)).toEqual(before);
  });

  it('a start that fails is reported by finish and leaves nothing behind', async () => {
    const { repo, base } = pythonPr();
    const tmpRoot = freshTmpRoot();
    const pending = startLockedWorktree({ repo: repo.dir, base, head: 'no-such-branch', tmpRoot });
    await expect(pending.finish({ actions: actions([]) })).rejects.toThrow(
      "Unknown revision 'no-such-branch'",
    );
    await pending.cancel();
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('links ignored dependency folders and an untracked vendor/, and never deletes them', async () => {
    const repo = createRepo({
      '.gitignore': 'node_modules/\n.venv/\n',
      'package.json': '{}\n',
      'packages/web/package.json': '{}\n',
    });
    const base = repo.commit('base');
    repo.write({
      'node_modules/dep/index.js': 'module.exports = 1;\n',
      'packages/web/node_modules/dep/index.js': 'nested\n',
      '.venv/bin/python': '#!/bin/sh\n',
      'vendor/lib/x.go': 'package lib\n',
      'build/out.txt': 'not a dependency folder\n',
    });
    const before = checkoutState(repo);
    const worktree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head: base,
      actions: actions([]),
    });
    const { dir, linked } = worktree;
    expect([...linked].sort()).toEqual([
      '.venv',
      'node_modules',
      'packages/web/node_modules',
      'vendor',
    ]);
    expect(lstatSync(join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(realpathSync(join(dir, 'node_modules'))).toBe(
      realpathSync(join(repo.dir, 'node_modules')),
    );
    expect(read(dir, 'packages/web/node_modules/dep/index.js')).toBe('nested\n');
    expect(existsSync(join(dir, 'build'))).toBe(false);
    expect(worktree.env).toEqual({ GITHUB_WORKSPACE: dir });
    await worktree.dispose();
    expect(read(repo.dir, 'node_modules/dep/index.js')).toBe('module.exports = 1;\n');
    expect(read(repo.dir, '.venv/bin/python')).toBe('#!/bin/sh\n');
    expect(read(repo.dir, 'vendor/lib/x.go')).toBe('package lib\n');
    expect(checkoutState(repo)).toEqual(before);
  });

  it('does not link a vendor/ folder that git tracks; roots the worktree at the repo top', async () => {
    const repo = createRepo({ 'vendor/lib.php': '<?php\n', 'composer.json': '{}\n' });
    const base = repo.commit('base');
    const worktree = await createLockedWorktree({
      repo: join(repo.dir, 'vendor'),
      base,
      head: base,
      actions: actions([]),
    });
    expect(worktree.linked).toEqual([]);
    expect(read(worktree.dir, 'composer.json')).toBe('{}\n');
    expect(lstatSync(join(worktree.dir, 'vendor')).isSymbolicLink()).toBe(false);
    await worktree.dispose();
  });

  it("points CARGO_TARGET_DIR at the slot's own target folder, never the checkout's", async () => {
    const repo = createRepo({ '.gitignore': 'target/\n', 'Cargo.toml': '[package]\nname = "x"\n' });
    const base = repo.commit('base');
    repo.write({ 'target/debug/.fingerprint': '' });
    const cacheRoot = freshTmpRoot();
    const worktree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head: base,
      actions: actions([]),
      env: { TESTLOCK_CACHE_DIR: cacheRoot },
    });
    const target = worktree.env.CARGO_TARGET_DIR ?? '';
    expect(target.startsWith(`${realpathSync(cacheRoot)}/testlock-cache-`)).toBe(true);
    expect(target.endsWith('/cargo-target-atHead')).toBe(true);
    expect(worktree.env.GITHUB_WORKSPACE).toBe(worktree.dir);
    await worktree.dispose();
  });

  it("in the Action (no slot outlives the job) reuses the job's own target/, shared, unstamped", async () => {
    const repo = createRepo({ '.gitignore': 'target/\n', 'Cargo.toml': '[package]\nname = "x"\n' });
    const base = repo.commit('base');
    repo.write({ 'target/debug/.fingerprint': '' });
    const build = (env: Record<string, string>) =>
      createLockedWorktree({ repo: repo.dir, base, head: base, actions: actions([]), env });
    const inAction = await build({ GITHUB_ACTIONS: 'true', RUNNER_TEMP: freshTmpRoot() });
    expect(inAction.env).toEqual({
      CARGO_TARGET_DIR: join(realpathSync(repo.dir), 'target'),
      GITHUB_WORKSPACE: inAction.dir,
    });
    expect(inAction.ownsCargoTarget).toBe(false);
    await inAction.dispose();
    // A cache folder the job restores and names: the slot's own folder again.
    const named = await build({ GITHUB_ACTIONS: 'true', TESTLOCK_CACHE_DIR: freshTmpRoot() });
    expect(named.env.CARGO_TARGET_DIR?.endsWith('/cargo-target-atHead')).toBe(true);
    expect(named.ownsCargoTarget).toBe(true);
    await named.dispose();
  });

  const HOLD_SCRIPT = join(PROJECT_ROOT, 'test/helpers/hold-locked-worktree.ts');

  function holdWorktree(mode: 'hold' | 'return' | 'exit', repo: TempRepo, rev: string) {
    return execa('node', ['--import', 'tsx', HOLD_SCRIPT, mode, repo.dir, rev], {
      cwd: PROJECT_ROOT,
      reject: false,
    });
  }

  function firstLine(child: ReturnType<typeof holdWorktree>): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.on('exit', () => reject(new Error('helper exited before creating the worktree')));
    });
  }

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('removes the worktree when the process gets %s', async (signal, exitCode) => {
    const { repo, head } = pythonPr();
    const child = holdWorktree('hold', repo, head);
    const dir = await firstLine(child);
    expect(read(dir, 'tests/test_limits.py')).toBe('assert LIMIT <= 1000\n');
    child.kill(signal);
    const result = await child;
    expect(result.exitCode).toBe(exitCode);
    expect(existsSync(dir)).toBe(false);
    expect(repo.git('worktree', 'list')).not.toContain('testlock-locked-');
  });

  it('removes the worktree when the program ends without disposing it', async () => {
    const { repo, head } = pythonPr();
    const child = holdWorktree('return', repo, head);
    const dir = await firstLine(child);
    expect((await child).exitCode).toBe(0);
    expect(existsSync(dir)).toBe(false);
    expect(repo.git('worktree', 'list')).not.toContain('testlock-locked-');
  });

  it('deletes the worktree folder, at least, on process.exit', async () => {
    const { repo, head } = pythonPr();
    const child = holdWorktree('exit', repo, head);
    const dir = await firstLine(child);
    expect((await child).exitCode).toBe(0);
    expect(existsSync(dir)).toBe(false);
    repo.git('worktree', 'prune');
    expect(repo.git('worktree', 'list')).not.toContain('testlock-locked-');
  });
});

describe('acceptance: a TypeScript project run with vitest in the locked worktree', () => {
  const SUM_TEST = (expected: number): string =>
    `import { expect, it } from 'vitest';\nimport { sum } from '../src/sum.js';\n\nit('adds', () => {\n  expect(sum(2, 2)).toBe(${expected});\n});\n`;

  function tsProject(): { repo: TempRepo; base: string } {
    const repo = createRepo({
      '.gitignore': 'node_modules/\n',
      'package.json': `${JSON.stringify({ name: 'fixture', type: 'module', scripts: { test: 'vitest run' } }, null, 2)}\n`,
      'src/sum.ts': 'export function sum(a: number, b: number): number {\n  return a + b;\n}\n',
      'test/sum.test.ts': SUM_TEST(4),
    });
    const base = repo.commit('base');
    installVitest(repo.dir);
    repo.git('checkout', '-q', '-b', 'feature');
    return { repo, base };
  }

  interface VitestRun {
    exitCode: number | undefined;
    output: string;
  }

  async function vitestIn(dir: string): Promise<VitestRun> {
    const result = await execa('node', [join(dir, 'node_modules/vitest/vitest.mjs'), 'run'], {
      cwd: dir,
      reject: false,
      all: true,
      env: { CI: '1', NO_COLOR: '1' },
    });
    return { exitCode: result.exitCode, output: result.all ?? '' };
  }

  // The diff row the changes stage produces for the PR's edit of the test.
  const TEST_MODIFIED: ChangedFile = {
    status: 'modified',
    path: 'test/sum.test.ts',
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: 'a'.repeat(40),
    newBlob: 'b'.repeat(40),
    class: 'test',
    ecosystem: 'javascript',
    oldClass: 'test',
  };

  async function lockedRun(repo: TempRepo, base: string, head: string): Promise<VitestRun> {
    const worktree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head,
      actions: planLockedTree([TEST_MODIFIED]),
    });
    try {
      expect(worktree.plan.restored).toEqual(['test/sum.test.ts']);
      expect(worktree.linked).toEqual(['node_modules']);
      return await vitestIn(worktree.dir);
    } finally {
      await worktree.dispose();
      expect(existsSync(worktree.dir)).toBe(false);
    }
  }

  it('passes on the base test although the PR broke its own copy of it', async () => {
    const { repo, base } = tsProject();
    repo.write({
      'src/sum.ts':
        'export function sum(a: number, b: number): number {\n  return [a, b].reduce((x, y) => x + y, 0);\n}\n',
      'test/sum.test.ts': SUM_TEST(5),
    });
    const head = repo.commit('refactor sum, break the test');
    const before = checkoutState(repo);
    const inCheckout = await vitestIn(repo.dir);
    expect(inCheckout.exitCode).toBe(1);
    expect(inCheckout.output).toContain('expected 4 to be 5');
    const locked = await lockedRun(repo, base, head);
    expect(locked.output).toContain('1 passed');
    expect(locked.exitCode).toBe(0);
    expect(checkoutState(repo)).toEqual(before);
  });

  it('fails on the base test when the PR broke the source and bent the test to match', async () => {
    const { repo, base } = tsProject();
    repo.write({
      'src/sum.ts': 'export function sum(a: number, b: number): number {\n  return a + b + 1;\n}\n',
      'test/sum.test.ts': SUM_TEST(5),
    });
    const head = repo.commit('break sum, adjust the test');
    expect((await vitestIn(repo.dir)).exitCode).toBe(0);
    const locked = await lockedRun(repo, base, head);
    expect(locked.exitCode).toBe(1);
    expect(locked.output).toContain('expected 5 to be 4');
  });
});
